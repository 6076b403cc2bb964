// Session cookies: Auth.js v5 JWTs (same cookie name and encryption as Auth.js, so `auth()` in
// pages and our route wrapper read the same session). The token carries the user id, the user's
// sessionVersion and its own session id; every request re-reads the user, so a bumped version
// revokes every session at once and a sid in the user's revoked list revokes that one
// (lib/auth/revocation.ts).
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";
import { decode, encode, type JWT } from "next-auth/jwt";
import type { NextRequest, NextResponse } from "next/server";
import { appUrl } from "@/env";
import { authSecret } from "./secret";

import { SESSION_ABSOLUTE_MAX_S, SESSION_MAX_AGE_S, SESSION_RENEW_AFTER_S } from "./session-constants";

export { SESSION_ABSOLUTE_MAX_S, SESSION_MAX_AGE_S, SESSION_RENEW_AFTER_S };

/** sid: absent only on cookies issued before sessions had ids (they sign out everywhere). */
export type SessionToken = { sub: string; sv: number; at: number; sid?: string };

export const newSessionId = () => randomBytes(16).toString("base64url");

const secure = () => appUrl().startsWith("https://");
export const sessionCookieName = () => `${secure() ? "__Secure-" : ""}authjs.session-token`;

export async function encodeSession(token: SessionToken, maxAge = SESSION_MAX_AGE_S): Promise<string> {
  const name = sessionCookieName();
  return encode({ token: { ...token }, secret: authSecret(), salt: name, maxAge });
}

type CookieSink = { cookies: Pick<NextResponse["cookies"], "set"> };

async function writeSessionCookie(res: CookieSink, token: SessionToken, maxAge: number) {
  const value = await encodeSession(token, maxAge);
  res.cookies.set(sessionCookieName(), value, { httpOnly: true, secure: secure(), sameSite: "lax", path: "/", maxAge });
}

/** On a route handler's response, or on the cookie store a server action answers with. */
export async function setSessionCookie(res: CookieSink, user: { id: string; sessionVersion: number }) {
  const token = { sub: user.id, sv: user.sessionVersion, at: Math.floor(Date.now() / 1000), sid: newSessionId() };
  await writeSessionCookie(res, token, SESSION_MAX_AGE_S);
}

export function clearSessionCookie(res: NextResponse) {
  res.cookies.set(sessionCookieName(), "", { httpOnly: true, secure: secure(), sameSite: "lax", path: "/", maxAge: 0 });
}

// Decrypting a cookie (an HKDF key derivation, then AES-CBC and HMAC) was a good part of each
// signed-in request's own CPU (BENCHMARKS.md), and a given cookie value always decrypts to the same
// payload: the payload is kept, keyed by a hash of the value (the value itself is not held).
// What can change is checked on every request all the same: the token's expiry here, the absolute
// lifetime below, and the user and its sessionVersion in the database (current-user.ts), so a
// revoked session still fails on its very next request. Only successful decodes are kept.
const decoded = new LRUCache<string, JWT>({ max: 10_000, ttl: 10 * 60 * 1000 });

async function decodeToken(raw: string, name: string): Promise<JWT | null> {
  const key = createHash("sha256")
    .update(authSecret())
    .update("\0")
    .update(name)
    .update("\0")
    .update(raw)
    .digest("base64url");
  const kept = decoded.get(key);
  if (kept) return typeof kept.exp === "number" && kept.exp <= Date.now() / 1000 ? null : kept;
  const payload = await decode({ token: raw, secret: authSecret(), salt: name });
  if (payload) decoded.set(key, payload);
  return payload;
}

/** A cookie value's verified token and the time (seconds) the value was issued, or null. */
async function verifyCookie(raw: string | undefined): Promise<{ token: SessionToken; issuedAt: number } | null> {
  if (!raw) return null;
  const name = sessionCookieName();
  try {
    const payload = await decodeToken(raw, name);
    if (!payload || typeof payload.sub !== "string") return null;
    const sv = typeof payload.sv === "number" ? payload.sv : -1;
    const at = typeof payload.at === "number" ? payload.at : 0;
    if (Date.now() / 1000 - at > SESSION_ABSOLUTE_MAX_S) return null;
    const sid = typeof payload.sid === "string" ? payload.sid : undefined;
    const issuedAt = typeof payload.iat === "number" ? payload.iat : at;
    return { token: { sub: payload.sub, sv, at, sid }, issuedAt };
  } catch {
    return null;
  }
}

/** The verified token of a session cookie value, or null. */
export async function decodeSessionCookie(raw: string | undefined): Promise<SessionToken | null> {
  return (await verifyCookie(raw))?.token ?? null;
}

export function readSessionToken(req: NextRequest): Promise<SessionToken | null> {
  return decodeSessionCookie(req.cookies.get(sessionCookieName())?.value);
}

/**
 * Sliding expiry: a cookie issued more than a day ago is issued again on `res` for the same session
 * (its id, sign-in time and version, so sign-out and revocation still reach it), good for another
 * week but never past the absolute cap from sign-in. Only for a request whose session the caller
 * has already checked against the user row (route() did, for a signed-in route).
 */
export async function renewSessionCookie(req: NextRequest, res: CookieSink): Promise<void> {
  const verified = await verifyCookie(req.cookies.get(sessionCookieName())?.value);
  if (!verified) return;
  const now = Math.floor(Date.now() / 1000);
  if (now - verified.issuedAt < SESSION_RENEW_AFTER_S) return;
  const maxAge = Math.min(SESSION_MAX_AGE_S, verified.token.at + SESSION_ABSOLUTE_MAX_S - now);
  if (maxAge > 0) await writeSessionCookie(res, verified.token, maxAge);
}
