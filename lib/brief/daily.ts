// The daily run (GET|POST /api/cron/brief, every 15 minutes): for every creator whose next brief
// is due (BRIEF_HOUR in their zone), claim their (user, date) delivery row, build or reuse each
// followed niche's brief, and send one digest email.
//
// Safe on several instances at once and after a crash:
// - the claim is one INSERT ... ON CONFLICT DO NOTHING on the (user, date) unique key, so exactly
//   one run owns a creator's day;
// - the digest goes out only after a conditional UPDATE moves it from 'pending' to 'sending';
// - a run that died holding a claim: its row is taken over after CLAIM_LEASE_S; if it died in
//   the middle of a send the digest is marked failed ('interrupted') and never sent a second time.
// Work comes in bounded batches until the time budget is spent; the next run carries on.
import "server-only";
import { db, Prisma } from "@/lib/db";
import { sendEmail } from "@/lib/email/send";
import { log } from "@/lib/log";
import { resolveNiche } from "@/lib/niches";
import { mayFetchNiche } from "@/lib/trends/new-niche";
import { nicheBrief, type ReadyBrief } from "./build";
import { renderDigest } from "./digest";
import { reschedule } from "./settings";
import { dateString } from "./zone";
import { daysBefore } from "@/lib/time";

export const BATCH_SIZE = 25;
export const CLAIM_LEASE_S = 600;
export const MAX_ATTEMPTS = 3;
/** A creator due this long ago without a claim is rescheduled (no follows then, or a changed zone). */
const STALE_DUE_MS = 20 * 3600_000;
// Kept as long as the deliveries that point at them (the data export reads them).
const KEEP_NICHE_BRIEFS_DAYS = 90;
export const KEEP_DELIVERIES_DAYS = 90;

type Claim = { id: string; userId: string; briefDate: Date; digest: string; attempts: number };

export type BriefRunReport = {
  ranAt: string;
  processed: number;
  resumed: number;
  digests: Record<string, number>;
  errors: number;
  remaining: boolean;
};

async function claimDue(now: Date, limit: number): Promise<Claim[]> {
  return db.$queryRaw<Claim[]>`
    INSERT INTO brief_deliveries (id, "userId", "briefDate", status, digest, attempts, "claimedAt")
    SELECT gen_random_uuid()::text, s."userId", s."nextBriefDate", 'claimed', 'pending', 1, now()
    FROM brief_settings s
    WHERE s."nextBriefAt" <= ${now}
      AND EXISTS (SELECT 1 FROM niche_follows f WHERE f."userId" = s."userId")
      AND NOT EXISTS (SELECT 1 FROM brief_deliveries d WHERE d."userId" = s."userId" AND d."briefDate" = s."nextBriefDate")
    ORDER BY s."nextBriefAt"
    LIMIT ${limit}
    ON CONFLICT ("userId", "briefDate") DO NOTHING
    RETURNING id, "userId", "briefDate", digest, attempts`;
}

/** Claims whose run died: taken over (one taker wins the conditional UPDATE). */
async function resumeStale(limit: number): Promise<Claim[]> {
  return db.$queryRaw<Claim[]>`
    UPDATE brief_deliveries SET "claimedAt" = now(), attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM brief_deliveries
      WHERE status = 'claimed' AND "claimedAt" < now() - make_interval(secs => ${CLAIM_LEASE_S})
      ORDER BY "claimedAt" LIMIT ${limit})
      AND status = 'claimed' AND "claimedAt" < now() - make_interval(secs => ${CLAIM_LEASE_S})
    RETURNING id, "userId", "briefDate", digest, attempts`;
}

async function finish(claim: Claim, digest: string, reason: string | null, emailId: string | null = null) {
  await db.briefDelivery.update({
    where: { id: claim.id },
    data: { status: "done", digest, digestReason: reason?.slice(0, 300) ?? null, emailId, completedAt: new Date() },
  });
}

/** One creator's day: briefs for each followed niche, then at most one digest. */
async function deliver(claim: Claim, now: Date): Promise<string> {
  const date = dateString(claim.briefDate);
  if (claim.attempts > MAX_ATTEMPTS) {
    await finish(claim, "failed", `gave up after ${MAX_ATTEMPTS} attempts`);
    return "failed";
  }
  if (claim.digest === "sending") {
    // A run died mid-send: the mail may have left, so it is never sent again.
    await finish(claim, "failed", "interrupted");
    return "failed";
  }
  const user = await db.user.findUnique({
    where: { id: claim.userId },
    select: {
      id: true,
      email: true,
      firstName: true,
      marketingConsent: true,
      subscriptionTier: true,
      briefSettings: { select: { timeZone: true, digestEmail: true } },
      nicheFollows: { orderBy: { createdAt: "asc" }, select: { nicheKey: true, niche: true } },
    },
  });
  if (!user) return "gone"; // deleted meanwhile: the claim went with the account
  const briefs: { niche: string; brief: ReadyBrief }[] = [];
  for (const f of user.nicheFollows) {
    try {
      // A niche nobody had asked for is fetched only on the follower's own allowance of new niches:
      // a follow refused a fetch is not fetched by this run instead (and made known to everyone).
      const mayFetch = () => mayFetchNiche(user, resolveNiche(f.niche), now);
      briefs.push({ niche: f.niche, brief: await nicheBrief(f.nicheKey, f.niche, date, now, { mayFetch }) });
    } catch (err) {
      log.error("brief_niche_failed", {
        nicheKey: f.nicheKey,
        date,
        error: String((err as Error)?.message ?? err).slice(0, 200),
      });
    }
  }
  if (user.nicheFollows.length > 0 && briefs.length === 0) {
    if (claim.attempts < MAX_ATTEMPTS) throw new Error("no brief could be built"); // retried after the lease
    await finish(claim, "failed", "no brief could be built");
    return "failed";
  }
  await db.briefDelivery.update({
    where: { id: claim.id },
    data: {
      niches: briefs.map((b) => ({
        nicheKey: b.brief.nicheKey,
        niche: b.niche,
        briefId: b.brief.id,
      })) as Prisma.InputJsonValue,
    },
  });

  // Consent is read now, at send time: withdrawing it stops the very next digest.
  const skip = !user.marketingConsent
    ? "no_consent"
    : user.briefSettings?.digestEmail === false
      ? "digest_off"
      : briefs.length === 0
        ? "no_follows"
        : briefs.every((b) => b.brief.content.empty)
          ? "no_signals"
          : null;
  if (skip) {
    await finish(claim, "skipped", skip);
    return "skipped";
  }
  const started = await db.briefDelivery.updateMany({
    where: { id: claim.id, digest: "pending" },
    data: { digest: "sending" },
  });
  if (started.count === 0) return "taken";
  const digest = renderDigest(
    user,
    date,
    briefs.map((b) => ({ niche: b.niche, content: b.brief.content })),
  );
  const sent = await sendEmail({
    to: user.email,
    subject: digest.subject,
    text: digest.text,
    html: digest.html,
    headers: digest.headers,
    kind: "daily-brief",
    idempotencyKey: `daily-brief/${user.id}/${date}`,
  });
  const reason =
    sent.status === "failed"
      ? ((await db.emailOutbox.findUnique({ where: { id: sent.id }, select: { error: true } }))?.error ?? "send failed")
      : null;
  await finish(claim, sent.status, reason, sent.id);
  return sent.status;
}

export async function runDailyBriefs(
  opts: { now?: Date; batchSize?: number; budgetMs?: number } = {},
): Promise<BriefRunReport> {
  const now = opts.now ?? new Date();
  const batchSize = opts.batchSize ?? BATCH_SIZE;
  const until = Date.now() + (opts.budgetMs ?? 45_000);
  const report: BriefRunReport = {
    ranAt: now.toISOString(),
    processed: 0,
    resumed: 0,
    digests: {},
    errors: 0,
    remaining: false,
  };

  // Creators due long ago without a claim: put on their next date (nothing is sent for the past).
  const stale = await db.briefSettings.findMany({
    where: { nextBriefAt: { lt: new Date(now.getTime() - STALE_DUE_MS) } },
    select: { userId: true, timeZone: true },
    take: 500,
  });
  for (const s of stale) await reschedule(s.userId, s.timeZone, now);

  for (;;) {
    const resumed = await resumeStale(batchSize);
    const claims = [...resumed, ...(await claimDue(now, batchSize))];
    report.resumed += resumed.length;
    if (claims.length === 0) break;
    for (const claim of claims) {
      try {
        const outcome = await deliver(claim, now);
        report.digests[outcome] = (report.digests[outcome] ?? 0) + 1;
        report.processed++;
      } catch (err) {
        // One creator's failure never stops the others; the claim is retried after the lease.
        report.errors++;
        log.error("brief_delivery_failed", {
          userId: claim.userId,
          error: String((err as Error)?.message ?? err).slice(0, 300),
        });
      }
      const tz = await db.briefSettings.findUnique({ where: { userId: claim.userId }, select: { timeZone: true } });
      if (tz) await reschedule(claim.userId, tz.timeZone, now).catch(() => undefined);
    }
    if (Date.now() > until) {
      report.remaining = true;
      break;
    }
  }

  await db.nicheBrief.deleteMany({
    where: { briefDate: { lt: daysBefore(now, KEEP_NICHE_BRIEFS_DAYS) } },
  });
  await db.briefDelivery.deleteMany({
    where: { briefDate: { lt: daysBefore(now, KEEP_DELIVERIES_DAYS) } },
  });
  return report;
}
