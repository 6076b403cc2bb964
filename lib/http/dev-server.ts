// Settings `next dev` computes when it starts (next.config.ts applies them in development only):
// a fresh checkout works at whichever address the developer opens, and no credential that a URL
// may carry on the account pages reaches the dev request log.
import { hostname, networkInterfaces } from "node:os";

type Interfaces = ReturnType<typeof networkInterfaces>;

/**
 * The hosts that may load next dev's own resources (HMR socket, chunks). Next allows only
 * "localhost" by default, so a page opened at 127.0.0.1 or at the LAN address Next prints as
 * "Network" never hydrated. Every address of this machine is ours; a foreign site still is not.
 * Next compares host names without ports, IPv6 in brackets as URLs spell them.
 */
export function devOrigins(interfaces: Interfaces = networkInterfaces(), machine: string = hostname()): string[] {
  const hosts = new Set(["localhost", "127.0.0.1", "[::1]"]);
  for (const list of Object.values(interfaces)) {
    for (const net of list ?? []) {
      if (net.internal) continue;
      hosts.add(net.family === "IPv6" ? `[${net.address.toLowerCase()}]` : net.address);
    }
  }
  if (machine) hosts.add(machine.toLowerCase());
  return [...hosts];
}

/**
 * Requests next dev must not print: any with a query string on the account pages and endpoints
 * (/login, /signup, /verify-email, /auth/*, /api/auth/*, /api/verify-email), where a query may hold
 * a reset or verification token, an OAuth code, or what a form sent before the page was ready.
 * Next's log cannot blank out only the query, so such a line is left out whole.
 */
export const AUTH_QUERY_IN_URL = /^\/(?:login|signup|verify-email|auth|api\/auth|api\/verify-email)(?:\/[^?#]*)?\?/i;
