import "server-only";
// GET /api/gdpr/export (Art. 15 and 20): everything the app holds about the caller, as explicit
// field lists (an allow-list, so a new secret column never leaks into the file), and nothing of
// anyone else: every query is scoped by the caller's id.
import { db } from "@/lib/db";
import { enforce } from "@/lib/auth/rate-limit";
import { supportAddress } from "@/lib/email/send";
import { PLANS, apiLimit } from "@/lib/plans";
import { EXPORTS_PER_MONTH } from "@/lib/schemas/gdpr";
import type { SessionUser } from "@/lib/auth/current-user";
import { briefExport } from "@/lib/brief/export";
import { writeAudit, type AuditContext } from "./audit";
import { toConsentRecord } from "./consent";
import { art15Information } from "./policy";
import { ensureRetentionSchedule } from "./retention";

export const EXPORT_LIMIT_MESSAGE = `You can export your data up to ${EXPORTS_PER_MONTH} times a month. Please try again next month.`;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function exportFileName(now = new Date()): string {
  return `trendscript-data-export-${now.toISOString().slice(0, 10)}.json`;
}

/** At most 5 exports per calendar month (UTC), counted by one atomic upsert. */
async function enforceMonthlyLimit(userId: string, now: Date) {
  const month = now.toISOString().slice(0, 7);
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
    db.account.findMany({ where: { userId }, select: { provider: true, providerAccountId: true, type: true } }),
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
    linkedSignInProviders: accounts.map((a) => ({
      provider: a.provider,
      providerAccountId: a.providerAccountId,
      type: a.type,
    })),
    consents: toConsentRecord(user),
    trends: trends.map((t) => ({
      id: t.id,
      niche: t.niche,
      title: t.title,
      description: t.description,
      engagement: t.engagement,
      hashtags: t.hashtags,
      status: t.status,
      source: t.source,
      generatedBy: t.generatedBy,
      verified: t.verified,
      confidence: t.confidence,
      createdAt: iso(t.createdAt),
      videoIdeas: t.ideas.map((i) => ({
        id: i.id,
        hook: i.hook,
        outline: i.outline,
        engagementPotential: i.engagementPotential,
        estimatedViews: i.estimatedViews,
        createdAt: iso(i.createdAt),
      })),
      evidence: t.evidence
        ? {
            score: t.evidence.score,
            growthPct: t.evidence.growthPct,
            lifecycle: t.evidence.lifecycle,
            factors: t.evidence.factors,
            series: t.evidence.series,
            topItems: t.evidence.topItems,
          }
        : null,
    })),
    scripts: scripts.map((s) => ({
      id: s.id,
      ideaId: s.ideaId,
      niche: s.niche,
      trendTitle: s.trendTitle,
      hook: s.hook,
      outline: s.outline,
      content: s.content,
      beats: s.beats,
      durationS: s.durationS,
      model: s.model,
      platform: s.platform,
      caption: s.caption,
      hashtags: s.hashtags,
      editedAt: iso(s.editedAt),
      createdAt: iso(s.createdAt),
    })),
    supportTickets: tickets.map((t) => ({
      ticketId: t.id,
      email: t.email,
      subject: t.subject,
      message: t.message,
      category: t.category,
      priority: t.priority,
      status: t.status,
      channel: t.channel,
      createdAt: iso(t.createdAt),
    })),
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
      records: billing.map((b) => ({
        kind: b.kind,
        amountCents: b.amount,
        currency: b.currency,
        reason: b.reason,
        details: b.details,
        chargeId: b.chargeId,
        createdAt: iso(b.createdAt),
      })),
      checkoutSessions: checkouts.map((c) => ({
        id: c.id,
        tier: c.tier,
        isYearly: c.isYearly,
        status: c.status,
        paymentStatus: c.paymentStatus,
        amountTotalCents: c.amountTotal,
        currency: c.currency,
        createdAt: iso(c.createdAt),
        fulfilledAt: iso(c.fulfilledAt),
      })),
    },
    usage: {
      trendsUsedThisMonth: user.trendsUsedThisMonth,
      scriptsUsedThisMonth: user.scriptsUsedThisMonth,
      monthlyTrendLimit: apiLimit(user.monthlyTrendLimit),
      lastUsageReset: iso(user.lastUsageReset),
      usageResetPeriod: user.usageResetPeriod,
      history: usage.map((u) => ({
        periodStart: iso(u.periodStart),
        trendsUsed: u.trendsUsed,
        scriptsUsed: u.scriptsUsed,
      })),
    },
    dailyBrief,
    auditEvents: audit.map((a) => ({
      action: a.action,
      dataType: a.dataType,
      details: a.details,
      ipAddress: a.ipAddress,
      userAgent: a.userAgent,
      timestamp: iso(a.timestamp),
    })),
    retentionSchedule: schedule.map((s) => ({
      dataType: s.dataType,
      retentionPeriodDays: s.retentionPeriod,
      scheduledDeletion: iso(s.scheduledDeletion),
      status: s.status,
    })),
    yourRights: art15Information(supportAddress()),
  };

  await writeAudit(db, {
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
