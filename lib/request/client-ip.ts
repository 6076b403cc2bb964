// Who is calling, as an IP address: the key of every per-address rate limit and the address the
// GDPR audit trail records. X-Forwarded-For is a list every proxy appends to; whatever a client
// puts in it arrives as the leftmost entries, so only the entries our own proxies appended are
// facts. This server appends the address of the connection it accepted (peer-address.ts, installed
// from instrumentation.ts), so the last entry is always the socket peer, and with
// TRUSTED_PROXY_HOPS proxies in front the caller is the entry that many places left of it.
// Works from a Request or from a plain Headers object (next/headers in server actions).
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import { env } from "@/env";

/** What an unreadable or missing address becomes: one shared bucket, never a free pass. */
export const UNKNOWN_IP = "unknown";

type HeaderSource = { get(name: string): string | null };

export function clientIp(from: HeaderSource | { headers: HeaderSource }): string {
  // Next's request headers (next/headers) are a proxy that answers `in` for header names: ask
  // for the method instead.
  const headers =
    typeof (from as HeaderSource).get === "function"
      ? (from as HeaderSource)
      : (from as { headers: HeaderSource }).headers;
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  // Fewer entries than hops: the request came through fewer proxies than configured (Vercel
  // replaces the header with the one client address); the leftmost is then the furthest we know.
  const candidate = entries[Math.max(0, entries.length - 1 - env.TRUSTED_PROXY_HOPS)];
  return candidate && isIP(candidate) ? ipaddr.process(candidate).toString() : UNKNOWN_IP;
}

/** The address as it may be stored (audit rows): a valid IP, or nothing. */
export function storableIp(ip: string): string | null {
  return isIP(ip) ? ip : null;
}

/**
 * The rate-limit identity of an address. An IPv6 client usually holds a whole /64 (2^64 addresses
 * it can rotate through), so IPv6 addresses count per /64; IPv4 per address.
 */
export function ipBucket(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const parts = (ipaddr.parse(ip) as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(":")}::/64`;
}
