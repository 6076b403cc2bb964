// Single-use tokens for emailed links: 32 random bytes sent, only the SHA-256 stored.
import { createHash, randomBytes } from "node:crypto";

export const VERIFICATION_TTL_MS = 24 * 3600 * 1000;
export const RESET_TTL_MS = 30 * 60 * 1000;

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
