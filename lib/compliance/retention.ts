import "server-only";
// Retention for the app process: the schedule rows are created lazily, when a user first gives
// consent (consent page, OAuth consent modal) and on every export or deletion request, so every
// user who exercised a data right has them. The job itself: ./retention-job.ts.
import { db } from "@/lib/db";
import { ensureSchedule, runRetentionJob, type RetentionReport } from "./retention-job";

export function ensureRetentionSchedule(userId: string): Promise<number> {
  return ensureSchedule(db, userId);
}

export function runRetention(now?: Date): Promise<RetentionReport> {
  return runRetentionJob(db, now);
}
