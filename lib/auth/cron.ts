import "server-only";
// The scheduled jobs (retention, trend refresh, daily brief) are public URLs a platform cron calls;
// the shared secret is what tells the scheduler apart from anyone else.
import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/env";
import { unauthorized, unavailable } from "@/lib/errors";

/** Cron auth: `Authorization: Bearer CRON_SECRET`; 503 when the secret is unset, 401 otherwise. */
export function assertCronAuthorized(authorization: string | null, job = "retention"): void {
  const secret = env.CRON_SECRET;
  if (!secret) throw unavailable(`The ${job} job is not configured: set CRON_SECRET.`);
  const given = /^Bearer (.+)$/.exec(authorization ?? "")?.[1] ?? "";
  // Compare digests: equal length, constant time, no length leak.
  const digest = (s: string) => createHash("sha256").update(s).digest();
  if (!timingSafeEqual(digest(given), digest(secret))) throw unauthorized();
}
