import "server-only";
// Retention for the app process: the schedule rows are created lazily, when a user first gives
// consent (consent page, OAuth consent modal) and on every export or deletion request, so every
// user who exercised a data right has them. The job itself: lib/gdpr/retention-job.ts.
import { timingSafeEqual, createHash } from "node:crypto";
import { env } from "@/env";
import { db } from "@/lib/db";
import { unauthorized, unavailable } from "@/lib/http/errors";
import { ensureSchedule, runRetentionJob, type RetentionReport } from "./retention-job";

export function ensureRetentionSchedule(userId: string): Promise<number> {
  return ensureSchedule(db, userId);
}

export function runRetention(now?: Date): Promise<RetentionReport> {
  return runRetentionJob(db, now);
}

/** Cron auth: `Authorization: Bearer CRON_SECRET`; 503 when the secret is unset, 401 otherwise. */
export function assertCronAuthorized(authorization: string | null, job = "The retention job"): void {
  const secret = env.CRON_SECRET;
  if (!secret) throw unavailable(`${job} is not configured: set CRON_SECRET.`);
  const given = /^Bearer (.+)$/.exec(authorization ?? "")?.[1] ?? "";
  // Compare digests: equal length, constant time, no length leak.
  const digest = (s: string) => createHash("sha256").update(s).digest();
  if (!timingSafeEqual(digest(given), digest(secret))) throw unauthorized();
}
