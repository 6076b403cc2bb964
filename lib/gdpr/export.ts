import "server-only";
// GET /api/gdpr/export (Art. 15 and 20): everything the app holds about the caller, column by
// column as lib/gdpr/export-plan.ts lists them (an allow-list: a new column is neither exported nor
// leaked until the plan says which), and nothing of anyone else: every query is scoped by the
// caller's id.
import { db } from "@/lib/db";
import { enforce } from "@/lib/rate-limit";
import { supportAddress } from "@/lib/email/send";
import { PLANS, apiLimit } from "@/lib/plans";
import { EXPORTS_PER_MONTH } from "@/lib/schemas/gdpr";
import type { SessionUser } from "@/lib/auth/current-user";
import { briefExport } from "@/lib/brief/export";
import { channelsExport, filmedIdeasExport } from "./channels-export";
import { writeGdprAudit, type AuditContext } from "@/lib/compliance/audit";
import {
  ACCOUNTS_PLAN,
  BILLING_RECORDS_PLAN,
  CHECKOUT_SESSIONS_PLAN,
  exportedColumns,
  GDPR_AUDIT_LOG_PLAN,
  RETENTION_SCHEDULE_PLAN,
  SCRIPTS_PLAN,
  SUPPORT_TICKETS_PLAN,
  TREND_EVIDENCE_PLAN,
  TRENDS_PLAN,
  USAGE_PERIODS_PLAN,
  VIDEO_IDEAS_PLAN,
} from "./export-plan";
import { toConsentRecord } from "./consent";
import { art15Information } from "@/lib/compliance/policy";
import { ensureRetentionSchedule } from "@/lib/compliance/retention";

export const EXPORT_LIMIT_MESSAGE = `You can export your data up to ${EXPORTS_PER_MONTH} times a month. Please try again next month.`;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function exportFileName(now = new Date()): string {
  return `trendscript-data-export-${now.toISOString().slice(0, 10)}.json`;
}

/** At most 5 exports per calendar month (UTC), counted by one atomic upsert. */
async function enforceMonthlyLimit(userId: string, now: Date) {
  const month = now.toISOString().slice(0, 7);
  // A calendar month's allowance: the key names the month, where a route's window starts at its first call.
  await enforce(
    [{ key: `export:${userId}:${month}`, limit: EXPORTS_PER_MONTH, windowS: 32 * 24 * 3600 }],
    EXPORT_LIMIT_MESSAGE,
  );
}

export async function buildExport(user: SessionUser, ctx: AuditContext, now = new Date()) {
  await enforceMonthlyLimit(user.id, now);
  await ensureRetentionSchedule(user.id);
  const userId = user.id;
  // The session's user is the narrow one: the rest of the row is read here, for the export only.
  const [row, accounts, trends, scripts, tickets, billing, checkouts, usage, audit, schedule] = await Promise.all([
    db.user.findUniqueOrThrow({
      where: { id: userId },
      select: { updatedAt: true, dataRetentionDate: true, stripeCustomerId: true, stripeSubscriptionId: true },
    }),
    db.account.findMany({
      where: { userId },
      select: { provider: true, providerAccountId: true, type: true, scope: true },
    }),
    db.trend.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      include: { ideas: { orderBy: { createdAt: "asc" } }, evidence: true },
    }),
    db.script.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    db.supportTicket.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    db.billingRecord.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    db.checkoutSession.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    db.usagePeriod.findMany({ where: { userId }, orderBy: { periodStart: "asc" } }),
    db.gdprAuditLog.findMany({ where: { userId }, orderBy: { timestamp: "asc" } }),
    db.dataRetentionSchedule.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
  ]);
  const dailyBrief = await briefExport(userId);
  const youtubeChannels = await channelsExport(userId);
  const filmedIdeas = await filmedIdeasExport(userId);

  const data = {
    exportInfo: {
      format: "trendscript-data-export",
      version: 1,
      exportedAt: now.toISOString(),
      subject: user.email,
      note: "Sign-in secrets are never included, and card numbers are never stored by us (the payment provider holds them).",
    },
    profile: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: user.profileImageUrl,
      emailVerified: user.emailVerified,
      authProvider: user.authProvider,
      role: user.role,
      createdAt: iso(user.createdAt),
      updatedAt: iso(row.updatedAt),
      dataRetentionDate: iso(row.dataRetentionDate),
    },
    linkedSignInProviders: accounts.map((a) => exportedColumns(a, ACCOUNTS_PLAN)),
    consents: toConsentRecord(user),
    trends: trends.map(({ ideas, evidence, ...t }) => ({
      ...exportedColumns(t, TRENDS_PLAN),
      videoIdeas: ideas.map((i) => exportedColumns(i, VIDEO_IDEAS_PLAN)),
      evidence: evidence && exportedColumns(evidence, TREND_EVIDENCE_PLAN),
    })),
    scripts: scripts.map((row) => exportedColumns(row, SCRIPTS_PLAN)),
    supportTickets: tickets.map((row) => exportedColumns(row, SUPPORT_TICKETS_PLAN)),
    subscription: {
      tier: user.subscriptionTier,
      planName: PLANS[user.subscriptionTier].name,
      status: user.subscriptionStatus,
      subscriptionEndsAt: iso(user.subscriptionEndsAt),
      stripeCustomerId: row.stripeCustomerId,
      stripeSubscriptionId: row.stripeSubscriptionId,
    },
    billing: {
      summary: billingSummary(billing),
      records: billing.map((row) => exportedColumns(row, BILLING_RECORDS_PLAN)),
      checkoutSessions: checkouts.map((row) => exportedColumns(row, CHECKOUT_SESSIONS_PLAN)),
    },
    usage: {
      trendsUsedThisMonth: user.trendsUsedThisMonth,
      scriptsUsedThisMonth: user.scriptsUsedThisMonth,
      monthlyTrendLimit: apiLimit(user.monthlyTrendLimit),
      lastUsageReset: iso(user.lastUsageReset),
      usageResetPeriod: user.usageResetPeriod,
      history: usage.map((row) => exportedColumns(row, USAGE_PERIODS_PLAN)),
    },
    dailyBrief,
    youtubeChannels,
    filmedIdeas,
    auditEvents: audit.map((row) => exportedColumns(row, GDPR_AUDIT_LOG_PLAN)),
    retentionSchedule: schedule.map((row) => exportedColumns(row, RETENTION_SCHEDULE_PLAN)),
    yourRights: art15Information(supportAddress()),
  };

  await writeGdprAudit(db, {
    userId,
    action: "data_exported",
    dataType: "export",
    details: { trends: trends.length, scripts: scripts.length, tickets: tickets.length },
    ctx,
  });
  return data;
}

function billingSummary(records: { kind: string; amount: number; currency: string }[]) {
  const sum = (kind: string) => records.filter((r) => r.kind === kind).reduce((n, r) => n + r.amount, 0);
  return {
    payments: records.filter((r) => r.kind === "payment").length,
    totalPaidCents: sum("payment"),
    totalRefundedCents: sum("refund"),
    currency: records[0]?.currency ?? "usd",
  };
}
