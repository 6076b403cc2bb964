// Who is calling: the session cookie verified, then the user re-read from the database on every
// request (a deleted user, a changed password, a demoted admin or a signed-out session loses
// access at once).
import "server-only";
import type { NextRequest } from "next/server";
import { adminEmail } from "@/env";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { cookies } from "next/headers";
import { isRevoked } from "./revocation";
import { decodeSessionCookie, readSessionToken, sessionCookieName, type SessionToken } from "./session";

export type SessionUser = User;

async function userFromToken(token: SessionToken | null): Promise<SessionUser | null> {
  if (!token) return null;
  const user = await db.user.findUnique({ where: { id: token.sub } });
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
