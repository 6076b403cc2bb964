"use client";
// On a 401, toast 'Unauthorized' / 'You are logged out. Logging in again...' and go to /api/login
// after 500 ms (called once per page by lib/client/query-client.ts's 401 handler).
import { toast } from "sonner";

export const LOGIN_REDIRECT_DELAY_MS = 500;

export function redirectToLogin(): void {
  toast.error("Unauthorized", { description: "You are logged out. Logging in again..." });
  setTimeout(() => window.location.assign("/api/login"), LOGIN_REDIRECT_DELAY_MS);
}

/**
 * A signed-in page found the session cookie naming no session (revoked, expired, user deleted):
 * POST /api/logout clears the cookie (a GET changes nothing), then "/" is the landing page.
 */
export function leaveStaleSession(): void {
  void fetch("/api/logout", { method: "POST", credentials: "same-origin", redirect: "manual" })
    .catch(() => undefined)
    .finally(() => window.location.replace("/"));
}
