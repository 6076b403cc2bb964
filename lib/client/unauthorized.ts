"use client";
// On a 401, toast 'Unauthorized' / 'You are logged out. Logging in again...'
// and go to /api/login after 500 ms.
import { toast } from "sonner";
import { isUnauthorizedError } from "./api";

export const LOGIN_REDIRECT_DELAY_MS = 500;

export function redirectToLogin(): void {
  toast.error("Unauthorized", { description: "You are logged out. Logging in again..." });
  setTimeout(() => window.location.assign("/api/login"), LOGIN_REDIRECT_DELAY_MS);
}

/** Handles the error if it is a 401 (returns true), so callers can skip their own toast. */
export function handleIfUnauthorized(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  redirectToLogin();
  return true;
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
