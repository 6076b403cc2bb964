// Monthly quotas: trend reports and scripts. One conditional UPDATE reserves a unit (and restarts
// the counter when the stored period is older than the current calendar month, archiving the old
// counts in usage_periods within the same statement); a refund gives it back in the same period.
import "server-only";
import { adminEmail } from "@/env";
import { db, Prisma } from "@/lib/db";
import { tooManyRequests, unauthorized } from "@/lib/errors";
import { log } from "@/lib/log";
import { apiLimit, isTier, PLANS, TIERS, UNLIMITED_STORED, type Tier } from "@/lib/plans";

export type UsageKind = "trends" | "scripts";

export type Reservation = {
  userId: string;
  kind: UsageKind;
  used: number;
  /** As the API shows it: -1 = unlimited. */
  limit: number;
  tier: Tier;
  unlimited: boolean;
  /** The stored period (users.lastUsageReset) the unit was taken from; refunds only apply to it. */
  periodMark: Date;
};

/** Start of the current quota period: the calendar month (UTC) of the server clock. */
export function periodStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

const perMonth = (kind: UsageKind, tier: Tier) =>
  kind === "trends" ? PLANS[tier].trendsPerMonth : PLANS[tier].scriptsPerMonth;

function limitSql(kind: UsageKind): Prisma.Sql {
  const [free, pro, studio, enterprise] = TIERS.map((t) => perMonth(kind, t));
  return Prisma.sql`(CASE u."subscriptionTier"::text WHEN 'free' THEN ${free}::int WHEN 'pro' THEN ${pro}::int
    WHEN 'studio' THEN ${studio}::int WHEN 'enterprise' THEN ${enterprise}::int ELSE 0 END)`;
}

export function limitMessage(kind: UsageKind, tier: Tier): string {
  const what = kind === "trends" ? "trend reports" : "scripts";
  return `You've used all ${perMonth(kind, tier)} ${what} in your ${PLANS[tier].name} plan this month. Upgrade for more.`;
}

type ReserveRow = { used: number; tier: string; unlimited: boolean; mark: Date; limit: number };

/**
 * Takes one unit of `kind` for the user, or throws 429 at the limit. Admins and unlimited plans
 * always pass (still counted). The tier and role are read inside the statement, so a plan change
 * racing the call can't be applied halfway.
 */
export async function reserve(userId: string, kind: UsageKind, now = new Date()): Promise<Reservation> {
  const start = periodStart(now);
  const t = kind === "trends" ? 1 : 0;
  const s = kind === "scripts" ? 1 : 0;
  const limit = limitSql(kind);
  const unlimited = Prisma.sql`(u.role = 'admin' OR lower(u.email) = ${adminEmail()} OR ${limit} >= ${UNLIMITED_STORED}::int)`;
  const current = kind === "trends" ? Prisma.sql`u."trendsUsedThisMonth"` : Prisma.sql`u."scriptsUsedThisMonth"`;
  const rows = await db.$queryRaw<ReserveRow[]>`
    WITH prev AS (
      SELECT id, "trendsUsedThisMonth" AS t, "scriptsUsedThisMonth" AS s, "lastUsageReset" AS r
      FROM users WHERE id = ${userId} FOR UPDATE
    ), upd AS (
      UPDATE users u SET
        "trendsUsedThisMonth" = CASE WHEN prev.r < ${start} THEN ${t}::int ELSE u."trendsUsedThisMonth" + ${t}::int END,
        "scriptsUsedThisMonth" = CASE WHEN prev.r < ${start} THEN ${s}::int ELSE u."scriptsUsedThisMonth" + ${s}::int END,
        "lastUsageReset" = CASE WHEN prev.r < ${start} THEN ${now} ELSE u."lastUsageReset" END
      FROM prev
      WHERE u.id = prev.id AND (prev.r < ${start} OR ${unlimited} OR ${current} < ${limit})
      RETURNING ${current} AS used, u."subscriptionTier"::text AS tier, ${unlimited} AS unlimited,
        u."lastUsageReset" AS mark, ${limit} AS "limit", prev.r < ${start} AS "wasReset", prev.t, prev.s, prev.r
    ), arch AS (
      INSERT INTO usage_periods ("userId", "periodStart", "trendsUsed", "scriptsUsed")
      SELECT ${userId}, upd.r, upd.t, upd.s FROM upd WHERE upd."wasReset" AND (upd.t > 0 OR upd.s > 0)
      ON CONFLICT ("userId", "periodStart") DO UPDATE
        SET "trendsUsed" = EXCLUDED."trendsUsed", "scriptsUsed" = EXCLUDED."scriptsUsed"
    )
    SELECT used, tier, unlimited, mark, "limit" FROM upd`;
  const row = rows[0];
  if (!row) {
    const user = await db.user.findUnique({ where: { id: userId }, select: { subscriptionTier: true } });
    if (!user) throw unauthorized();
    log.warn("quota_rejected", { userId, kind, tier: user.subscriptionTier });
    throw tooManyRequests(limitMessage(kind, user.subscriptionTier));
  }
  const tier = isTier(row.tier) ? row.tier : "free";
  return {
    userId,
    kind,
    used: Number(row.used),
    limit: row.unlimited ? -1 : apiLimit(Number(row.limit)),
    tier,
    unlimited: Boolean(row.unlimited),
    periodMark: new Date(row.mark),
  };
}

/** Gives a reserved unit back after a failed generation: never below 0, never into a newer period. */
export async function refund(r: Reservation): Promise<boolean> {
  const t = r.kind === "trends" ? 1 : 0;
  const s = r.kind === "scripts" ? 1 : 0;
  const n = await db.$executeRaw`
    UPDATE users SET
      "trendsUsedThisMonth" = GREATEST(0, "trendsUsedThisMonth" - ${t}::int),
      "scriptsUsedThisMonth" = GREATEST(0, "scriptsUsedThisMonth" - ${s}::int)
    WHERE id = ${r.userId} AND "lastUsageReset" = ${r.periodMark}`;
  log.info("quota_refunded", { userId: r.userId, kind: r.kind, applied: n > 0 });
  return n > 0;
}

/**
 * Starts a fresh usage period now (e.g. on invoice.paid): both counters to 0, the old counts
 * archived in usage_periods, in one statement. Safe to call twice.
 */
export async function resetUsagePeriod(userId: string, now = new Date()): Promise<void> {
  await db.$executeRaw`
    WITH prev AS (
      SELECT id, "trendsUsedThisMonth" AS t, "scriptsUsedThisMonth" AS s, "lastUsageReset" AS r
      FROM users WHERE id = ${userId} FOR UPDATE
    ), upd AS (
      UPDATE users u SET "trendsUsedThisMonth" = 0, "scriptsUsedThisMonth" = 0, "lastUsageReset" = ${now}
      FROM prev WHERE u.id = prev.id
      RETURNING prev.t, prev.s, prev.r
    )
    INSERT INTO usage_periods ("userId", "periodStart", "trendsUsed", "scriptsUsed")
    SELECT ${userId}, upd.r, upd.t, upd.s FROM upd WHERE upd.t > 0 OR upd.s > 0
    ON CONFLICT ("userId", "periodStart") DO UPDATE
      SET "trendsUsed" = EXCLUDED."trendsUsed", "scriptsUsed" = EXCLUDED."scriptsUsed"`;
}

export type UsageView = { trendsUsed: number; trendsLimit: number; scriptsUsed: number; scriptsLimit: number };

/** Counters as the API shows them: 0 when the stored period is older than this month; -1 = unlimited. */
export function usageView(
  user: { trendsUsedThisMonth: number; scriptsUsedThisMonth: number; lastUsageReset: Date; subscriptionTier: Tier },
  admin: boolean,
  now = new Date(),
): UsageView {
  const stale = user.lastUsageReset < periodStart(now);
  const limit = (kind: UsageKind) => (admin ? -1 : apiLimit(perMonth(kind, user.subscriptionTier)));
  return {
    trendsUsed: stale ? 0 : user.trendsUsedThisMonth,
    trendsLimit: limit("trends"),
    scriptsUsed: stale ? 0 : user.scriptsUsedThisMonth,
    scriptsLimit: limit("scripts"),
  };
}
