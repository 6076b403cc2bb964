// The data-retention job (billing 7 years, analytics 2 years, security logs 1 year, connected channels' public YouTube data 30 days). Takes its Prisma client as an argument and has no "server-only" import, so the same
// code runs in the cron route (lib/compliance/retention.ts) and in `npm run retention` (plain Node).
//
// Deletion is done by table-wide sweeps, so every row past its period goes, whoever it belongs to
// (including anonymised rows of deleted accounts and users who never got a schedule). The
// per-user data_retention_schedule rows are the user-visible record of those periods: when one
// falls due the sweep has just covered it, so it is marked 'completed' and the next cycle scheduled.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { daysAfter, daysBefore } from "@/lib/time";
import { RETENTION_DAYS, SCHEDULED_TYPES } from "./policy";

export type RetentionReport = {
  ranAt: string;
  deleted: Record<string, number>;
  schedules: { completed: number; rescheduled: number };
};

/** Creates the user's schedule rows that don't exist yet (one per data type), race-tolerant. */
export async function ensureSchedule(prisma: PrismaClient, userId: string): Promise<number> {
  let created = 0;
  for (const type of SCHEDULED_TYPES) {
    const days = RETENTION_DAYS[type];
    created += await prisma.$executeRaw`
      INSERT INTO data_retention_schedule (id, "userId", "dataType", "retentionPeriod", "scheduledDeletion", status, "createdAt")
      SELECT gen_random_uuid()::text, u.id, ${type}, ${days}::int, now() + make_interval(days => ${days}::int), 'scheduled', now()
      FROM users u
      WHERE u.id = ${userId}
        AND NOT EXISTS (
          SELECT 1 FROM data_retention_schedule s
          WHERE s."userId" = u.id AND s."dataType" = ${type} AND s.status = 'scheduled')`;
  }
  return created;
}

export async function runRetentionJob(prisma: PrismaClient, now = new Date()): Promise<RetentionReport> {
  const olderThan = (days: number) => daysBefore(now, days);
  const security = olderThan(RETENTION_DAYS.security_logs);
  const analytics = olderThan(RETENTION_DAYS.analytics);
  const billing = olderThan(RETENTION_DAYS.billing);
  const count = async (p: Promise<{ count: number }>) => (await p).count;

  const deleted: Record<string, number> = {
    email_outbox: await count(
      prisma.emailOutbox.deleteMany({ where: { createdAt: { lt: olderThan(RETENTION_DAYS.email_outbox) } } }),
    ),
    rate_limit_buckets: await count(prisma.rateLimitBucket.deleteMany({ where: { expiresAt: { lt: now } } })),
    api_cache: await count(prisma.apiCache.deleteMany({ where: { expiresAt: { lt: now } } })),
    sessions: await count(prisma.session.deleteMany({ where: { expire: { lt: now } } })),
    // Security events: everything but consent records and deletion tombstones.
    audit_security_events: await count(
      prisma.gdprAuditLog.deleteMany({
        where: { timestamp: { lt: security }, dataType: { not: "consent" }, action: { not: "account_deleted" } },
      }),
    ),
    // Consent records are proof while the account exists; one year after deletion they go too.
    audit_consent_of_deleted_accounts: await count(
      prisma.gdprAuditLog.deleteMany({ where: { timestamp: { lt: security }, dataType: "consent", userId: null } }),
    ),
    audit_deletion_tombstones: await count(
      prisma.gdprAuditLog.deleteMany({ where: { timestamp: { lt: billing }, action: "account_deleted" } }),
    ),
    admin_audit_log: await count(prisma.adminAuditLog.deleteMany({ where: { createdAt: { lt: security } } })),
    processed_stripe_events: await count(
      prisma.processedStripeEvent.deleteMany({ where: { processedAt: { lt: security } } }),
    ),
    usage_periods: await count(prisma.usagePeriod.deleteMany({ where: { periodStart: { lt: analytics } } })),
    // Model calls (tokens, outcomes; no user id): usage analytics, kept as long as usage history.
    ai_calls: await count(prisma.aiCall.deleteMany({ where: { createdAt: { lt: analytics } } })),
    billing_records: await count(prisma.billingRecord.deleteMany({ where: { createdAt: { lt: billing } } })),
    checkout_sessions: await count(prisma.checkoutSession.deleteMany({ where: { createdAt: { lt: billing } } })),
    // Public YouTube data of connected channels (lib/channels): a video not read again goes with its snapshots.
    channel_videos: await count(
      prisma.channelVideo.deleteMany({ where: { observedAt: { lt: olderThan(RETENTION_DAYS.channel_data) } } }),
    ),
    channel_video_snapshots: await count(
      prisma.channelVideoSnapshot.deleteMany({ where: { observedAt: { lt: olderThan(RETENTION_DAYS.channel_data) } } }),
    ),
    // A filmed idea keeps its link when its upload's row goes, but the video's title is YouTube's
    // public data too: blanked once the video has not been read again within the same limit.
    filmed_video_titles: await count(
      prisma.filmedIdea.updateMany({
        where: {
          channelVideoRef: null,
          resultsAt: { lt: olderThan(RETENTION_DAYS.channel_data) },
          NOT: { title: "" },
        },
        data: { title: "" },
      }),
    ),
  };

  const schedules = await prisma.$transaction(async (tx) => {
    const done = await tx.$queryRaw<{ userId: string; dataType: string; retentionPeriod: number }[]>`
      UPDATE data_retention_schedule SET status = 'completed'
      WHERE status = 'scheduled' AND "scheduledDeletion" <= ${now}
      RETURNING "userId", "dataType", "retentionPeriod"`;
    if (done.length) {
      await tx.dataRetentionSchedule.createMany({
        data: done.map((d) => ({
          userId: d.userId,
          dataType: d.dataType,
          retentionPeriod: Number(d.retentionPeriod),
          scheduledDeletion: daysAfter(now, Number(d.retentionPeriod)),
        })),
      });
    }
    return { completed: done.length, rescheduled: done.length };
  });

  return { ranAt: now.toISOString(), deleted, schedules };
}
