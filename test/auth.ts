// Test helpers for signed-in calls: create a user row and give a TestClient its session cookie,
// minted with the app's real session encoding (what a successful sign-in sets).
import { randomBytes } from "node:crypto";
import { encodeSession, newSessionId, sessionCookieName } from "@/lib/auth/session";
import { hashPassword } from "@/lib/auth/password";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import type { TestClient } from "./app-server";

export const TEST_PASSWORD = "correct horse battery staple";
let passwordHash: Promise<string> | undefined;

export async function createUser(prisma: PrismaClient, data: Partial<Prisma.UserCreateInput> = {}) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return prisma.user.create({
    data: {
      email: `user-${randomBytes(5).toString("hex")}@example.com`,
      firstName: "Test",
      lastName: "User",
      passwordHash: await passwordHash,
      emailVerified: true,
      gdprConsent: true,
      ...data,
    },
  });
}

/** Puts a valid session cookie for `user` into the client's cookie jar. */
export async function signInAs(client: TestClient, user: { id: string; sessionVersion: number }) {
  const value = await encodeSession({
    sub: user.id,
    sv: user.sessionVersion,
    at: Math.floor(Date.now() / 1000),
    sid: newSessionId(),
  });
  client.cookies.set(sessionCookieName(), value);
  return client;
}
