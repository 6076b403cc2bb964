// Overview tab: the system stats, computed from real rows with a fixed number
// of queries whatever the data size (one aggregate query for every count).
import "server-only";
import { db } from "@/lib/db";
import type { HealthCheckDTO, HealthStatus, SystemStatsDTO } from "@/lib/admin/dto";
import { apiStatuses, refreshStaleChecks } from "@/lib/admin/api-status";
import { usageSince } from "@/lib/ai/calls";
import { emailConfigured } from "@/lib/email/send";
import { TIERS, type Tier } from "@/lib/plans";
import { daysBefore } from "@/lib/time";

export const ACTIVE_WINDOW_DAYS = 7;
export const RECENT_ACTIVITY_LIMIT = 10;

export function startOfDayUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function startOfMonthUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

type Counts = Pick<
  SystemStatsDTO,
  "totalUsers" | "activeUsers" | "totalTrends" | "trendsThisMonth" | "totalVideoIdeas" | "scriptsThisMonth"
>;

async function counts(now: Date): Promise<Counts> {
  // UTC literals cast to timestamp: columns hold UTC wall time whatever the session time zone.
  const week = daysBefore(now, ACTIVE_WINDOW_DAYS).toISOString();
  const month = startOfMonthUtc(now).toISOString();
  const rows = await db.$queryRaw<Counts[]>`
    SELECT
      (SELECT count(*) FROM users)::int AS "totalUsers",
      (SELECT count(*) FROM users u
         WHERE u."createdAt" >= ${week}::timestamp
            OR u."updatedAt" >= ${week}::timestamp
            OR EXISTS (SELECT 1 FROM trends t WHERE t."userId" = u.id AND t."createdAt" >= ${week}::timestamp)
            OR EXISTS (SELECT 1 FROM scripts s WHERE s."userId" = u.id AND s."createdAt" >= ${week}::timestamp))::int AS "activeUsers",
      (SELECT count(*) FROM trends)::int AS "totalTrends",
      (SELECT count(*) FROM trends WHERE "createdAt" >= ${month}::timestamp)::int AS "trendsThisMonth",
      (SELECT count(*) FROM video_ideas)::int AS "totalVideoIdeas",
      (SELECT count(*) FROM scripts WHERE "createdAt" >= ${month}::timestamp)::int AS "scriptsThisMonth"`;
  const r = rows[0];
  return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)])) as Counts;
}

async function tierBreakdown(): Promise<Record<Tier, number>> {
  const rows = await db.$queryRaw<{ tier: string; n: number }[]>`
    SELECT "subscriptionTier"::text AS tier, count(*)::int AS n FROM users GROUP BY 1`;
  const out = Object.fromEntries(TIERS.map((t) => [t, 0])) as Record<Tier, number>;
  for (const r of rows) if ((TIERS as readonly string[]).includes(r.tier)) out[r.tier as Tier] = Number(r.n);
  return out;
}

async function emailHealth(): Promise<HealthCheckDTO | null> {
  if (!emailConfigured()) return null; // outbox-only mode is a choice, not a fault
  const recent = await db.emailOutbox.findMany({ orderBy: { createdAt: "desc" }, take: 20, select: { status: true } });
  const failed = recent.filter((r) => r.status === "failed").length;
  if (!recent.length || !failed) return { name: "Email delivery", status: "healthy", detail: "Resend delivering" };
  const status: HealthStatus = failed === recent.length ? "down" : "degraded";
  return { name: "Email delivery", status, detail: `${failed} of the last ${recent.length} emails failed` };
}

const RANK: Record<string, number> = { healthy: 0, degraded: 1, down: 2 };

export function overallStatus(checks: HealthCheckDTO[]): "healthy" | "degraded" | "down" {
  let worst: "healthy" | "degraded" | "down" = "healthy";
  for (const c of checks) {
    if (c.status === "not_configured") continue;
    if (RANK[c.status] > RANK[worst]) worst = c.status as typeof worst;
  }
  return worst;
}

export async function systemStats(now = new Date()): Promise<SystemStatsDTO> {
  await refreshStaleChecks();
  const started = Date.now();
  const [c, breakdown, recent, models, apiStatus, email, aiUsageToday] = await Promise.all([
    counts(now),
    tierBreakdown(),
    db.trend.findMany({
      orderBy: { createdAt: "desc" },
      take: RECENT_ACTIVITY_LIMIT,
      select: { id: true, title: true, niche: true, createdAt: true, user: { select: { email: true } } },
    }),
    db.aiModelConfig.findMany({ select: { tier: true, primary: true } }),
    apiStatuses(),
    emailHealth(),
    usageSince(startOfDayUtc(now)),
  ]);
  const dbMs = Date.now() - started;
  const checks: HealthCheckDTO[] = [
    { name: "Database", status: dbMs > 2000 ? "degraded" : "healthy", detail: `Stats queries took ${dbMs} ms` },
    ...Object.entries(apiStatus)
      .filter(([, s]) => s.status !== "not_configured")
      .map(([source, s]) => ({ name: source, status: s.status, detail: s.errorMessage ?? "OK", source: true })),
    ...(email ? [email] : []),
  ];
  return {
    ...c,
    subscriptionBreakdown: breakdown,
    recentActivity: recent.map((t) => ({
      id: t.id,
      title: t.title,
      niche: t.niche,
      userEmail: t.user?.email ?? null,
      createdAt: t.createdAt.toISOString(),
    })),
    modelConfig: Object.fromEntries(models.map((m) => [m.tier, m.primary])),
    apiStatus,
    aiUsageToday,
    systemStatus: { status: overallStatus(checks), checks },
    generatedAt: now.toISOString(),
  };
}
