// Logins to sources that need the operator's account (Bluesky's createSession, Reddit's OAuth
// token). A provider that refuses the credentials (401/403) will refuse them again: retrying each
// round only burns the account's login allowance (Bluesky: 300 a day) and can get it locked. So a
// refusal holds the source for every server until an admin resumes it (a source_holds row, shown
// on the API Status card), and logins per source and UTC day are counted across servers with one
// atomic upsert, so a fleet of servers re-logging in after restarts stays far below the provider's cap.
import "server-only";
import { hit } from "@/lib/rate-limit";
import { db } from "@/lib/db";
import { log } from "@/lib/log";
import { recordSourceStatus } from "@/lib/source-status";
import { SourceError } from "./fetch";

/** Logins per source and UTC day, across servers: a third of Bluesky's 300 per account. */
export const LOGINS_PER_DAY = 100;

export type SourceHold = { reason: string; since: Date };

export async function sourceHold(source: string): Promise<SourceHold | null> {
  return db.sourceHold.findUnique({ where: { source }, select: { reason: true, since: true } });
}

/**
 * Before a login to `source` (labelled `label` in messages): refuses while the source is held, or
 * once today's logins are spent; otherwise counts this one.
 */
export async function beforeLogin(source: string, label: string, now = new Date()): Promise<void> {
  const held = await sourceHold(source);
  if (held)
    throw new SourceError(`${label} is paused until an admin resumes it: ${held.reason}`, "http", undefined, "held");
  const day = now.toISOString().slice(0, 10);
  const counted = await hit({ key: `source-login:${source}:${day}`, limit: LOGINS_PER_DAY, windowS: 86_400 });
  if (!counted.ok) {
    log.warn("source_logins_spent", { source, day });
    throw new SourceError(
      `${label}: today's ${LOGINS_PER_DAY} logins are used up; the next is tried after midnight UTC`,
      "budget",
    );
  }
}

/** The provider refused the credentials at login: hold the source (the first refusal's reason stays). */
export async function holdSource(source: string, reason: string): Promise<void> {
  const why = reason.slice(0, 500);
  await db.sourceHold.createMany({ data: [{ source, reason: why }], skipDuplicates: true });
  await recordSourceStatus(source, "down", why);
  log.error("source_held", { source, reason: why.slice(0, 200) });
}
