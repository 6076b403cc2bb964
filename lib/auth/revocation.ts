import "server-only";
// Signing out ends the session on the server, not just this browser's cookie: a copy of the cookie
// stops working too. One session: its id joins the user's revoked list, which the per-request user
// read already returns (no extra query). Every session: sessionVersion goes up. An entry is kept
// only while its session could still be alive (the absolute cap); past MAX_REVOKED live entries
// the list is traded for a version bump, which ends every session (never fewer).
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { SESSION_ABSOLUTE_MAX_S, type SessionToken } from "./session";

const MAX_REVOKED = 50;

/** Is this session signed out? (Checked on every request, on the user row already read.) */
export function isRevoked(user: Pick<User, "revokedSessions">, sid: string | undefined): boolean {
  return Boolean(sid) && user.revokedSessions.some((entry) => entry.startsWith(`${sid}:`));
}

/** "Sign out of all devices": every session of the user ends. */
export async function signOutEverywhere(userId: string): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 }, revokedSessions: [] } });
  log.info("signed_out_everywhere", { userId });
}

/** "Logout": this session ends (on sessions older than session ids: every session). */
export async function signOut(token: SessionToken): Promise<void> {
  if (!token.sid) return signOutEverywhere(token.sub);
  const now = Math.floor(Date.now() / 1000);
  const entry = `${token.sid}:${token.at + SESSION_ABSOLUTE_MAX_S}`;
  // One statement: the list is pruned and extended from the row as it is when the update runs,
  // so two sign-outs at once both stay recorded. A token of an older version is already dead.
  await db.$executeRaw`UPDATE users SET "revokedSessions" = array_append(
      ARRAY(SELECT e FROM unnest("revokedSessions") e WHERE split_part(e, ':', 2)::bigint > ${now}), ${entry})
    WHERE id = ${token.sub} AND "sessionVersion" = ${token.sv}`;
  await db.$executeRaw`UPDATE users SET "revokedSessions" = '{}', "sessionVersion" = "sessionVersion" + 1
    WHERE id = ${token.sub} AND cardinality("revokedSessions") > ${MAX_REVOKED}`;
  log.info("signed_out", { userId: token.sub });
}
