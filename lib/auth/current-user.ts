// Who is calling: the session cookie verified, then the user re-read from the database on every
// request (a deleted user, a changed password, a demoted admin or a signed-out session loses
// access at once).
import "server-only";
import type { NextRequest } from "next/server";
import { adminEmail } from "@/env";
import { namedQuery, Prisma } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { cookies } from "next/headers";
import { isRevoked } from "./revocation";
import { decodeSessionCookie, readSessionToken, sessionCookieName, type SessionToken } from "./session";

export type SessionUser = User;

// Every column of the user row, by the schema's own field list (a new column is read as soon as it
// exists); lib/auth/session-user.test.ts checks the row equals Prisma's findUnique field for field.
const USER_BY_ID = `SELECT ${Object.values(Prisma.UserScalarFieldEnum)
  .map((column) => `"${column}"`)
  .join(", ")} FROM users WHERE id = $1`;

/**
 * The user row, read on every signed-in request. A named statement rather than
 * db.user.findUnique: the same row for a fraction of the CPU (lib/db.ts namedQuery).
 */
export async function readSessionUser(id: string): Promise<SessionUser | null> {
  const [row] = await namedQuery("session_user", USER_BY_ID, [id]);
  return (row as SessionUser | undefined) ?? null;
}

async function userFromToken(token: SessionToken | null): Promise<SessionUser | null> {
  if (!token) return null;
  const user = await readSessionUser(token.sub);
  if (!user || user.sessionVersion !== token.sv || isRevoked(user, token.sid)) return null;
  return user;
}

export async function userFromRequest(req: NextRequest): Promise<SessionUser | null> {
  return userFromToken(await readSessionToken(req));
}

/** For server components and pages (reads the request's cookies through next/headers). */
export async function currentUser(): Promise<SessionUser | null> {
  const store = await cookies();
  return userFromToken(await decodeSessionCookie(store.get(sessionCookieName())?.value));
}

/** Admin = role admin, or the one designated account (ADMIN_EMAIL). */
export function isAdmin(user: Pick<User, "role" | "email"> | null | undefined): boolean {
  return Boolean(user && (user.role === "admin" || user.email.toLowerCase() === adminEmail()));
}

export function isDesignatedAdmin(email: string): boolean {
  return email.toLowerCase() === adminEmail();
}
