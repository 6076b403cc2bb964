// Monitoring tab: conversion and payment health from real records (checkout_sessions,
// billing_records, processed_stripe_events) instead of the product's placeholder numbers.
import "server-only";
import { env } from "@/env";
import { db } from "@/lib/db";
import type { HealthCheckDTO, MonitoringDTO } from "@/lib/admin/dto";
import { billingConfigured } from "@/lib/billing/stripe";
import { daysBefore } from "@/lib/time";

/** A paid session not applied to a plan after this long counts as a failed verification. */
export const FULFIL_GRACE_MS = 10 * 60 * 1000;
/** Paid sessions older than this should have been confirmed by a webhook event. */
export const WEBHOOK_GRACE_MS = 15 * 60 * 1000;
/** This many checkouts in 24 h with none paid suggests checkout itself is broken. */
export const STALLED_CHECKOUTS = 5;

type Row = {
  totalSessions: number;
  successfulConversions: number;
  failedVerifications: number;
  sessions24h: number;
  conversions24h: number;
  revenue24h: number;
  refunds24h: number;
  lastWebhookAt: Date | null;
  lastPaidAt: Date | null;
};

const utc = (d: Date) => d.toISOString();
// Raw timestamp columns come back as Date (UTC wall time); tolerate strings from other drivers.
const asDate = (v: Date | string | null) =>
  v == null ? null : v instanceof Date ? v : new Date(`${v}`.endsWith("Z") ? v : `${v}Z`);

export async function monitoringStats(now = new Date()): Promise<MonitoringDTO> {
  const day = utc(daysBefore(now, 1));
  const fulfilCutoff = utc(new Date(now.getTime() - FULFIL_GRACE_MS));
  const webhookCutoff = utc(new Date(now.getTime() - WEBHOOK_GRACE_MS));
  const [r] = await db.$queryRaw<Row[]>`
    SELECT
      (SELECT count(*) FROM checkout_sessions)::int AS "totalSessions",
      (SELECT count(*) FROM checkout_sessions WHERE "paymentStatus" = 'paid')::int AS "successfulConversions",
      (SELECT count(*) FROM checkout_sessions
         WHERE ("paymentStatus" = 'paid' OR status = 'complete') AND "fulfilledAt" IS NULL
           AND "createdAt" < ${fulfilCutoff}::timestamp)::int AS "failedVerifications",
      (SELECT count(*) FROM checkout_sessions WHERE "createdAt" >= ${day}::timestamp)::int AS "sessions24h",
      (SELECT count(*) FROM checkout_sessions
         WHERE "paymentStatus" = 'paid' AND COALESCE("fulfilledAt", "createdAt") >= ${day}::timestamp)::int AS "conversions24h",
      (SELECT COALESCE(sum(abs(amount)), 0) FROM billing_records
         WHERE kind = 'payment' AND "createdAt" >= ${day}::timestamp)::int AS "revenue24h",
      (SELECT COALESCE(sum(abs(amount)), 0) FROM billing_records
         WHERE kind = 'refund' AND "createdAt" >= ${day}::timestamp)::int AS "refunds24h",
      (SELECT max("processedAt") FROM processed_stripe_events) AS "lastWebhookAt",
      (SELECT max("createdAt") FROM checkout_sessions
         WHERE "paymentStatus" = 'paid' AND "createdAt" < ${webhookCutoff}::timestamp) AS "lastPaidAt"`;
  const n = (v: unknown) => Number(v ?? 0);
  const total = n(r.totalSessions);
  const paid = n(r.successfulConversions);
  const failed = n(r.failedVerifications);
  const conversions24h = n(r.conversions24h);
  const revenue = n(r.revenue24h);
  const lastWebhookAt = asDate(r.lastWebhookAt);
  const lastPaidAt = asDate(r.lastPaidAt);
  const billing = billingConfigured();

  const notConfigured = (name: string, detail: string): HealthCheckDTO => ({ name, status: "not_configured", detail });
  const paymentProcessing: HealthCheckDTO = !billing
    ? notConfigured("Payment processing", "STRIPE_SECRET_KEY is not set")
    : n(r.sessions24h) >= STALLED_CHECKOUTS && conversions24h === 0
      ? {
          name: "Payment processing",
          status: "degraded",
          detail: `${n(r.sessions24h)} checkouts started in the last 24 h and none was paid`,
        }
      : {
          name: "Payment processing",
          status: "healthy",
          detail: `${n(r.sessions24h)} checkouts in the last 24 h, ${conversions24h} paid`,
        };
  const sessionVerification: HealthCheckDTO = !billing
    ? notConfigured("Session verification", "STRIPE_SECRET_KEY is not set")
    : failed > 0
      ? {
          name: "Session verification",
          status: "degraded",
          detail: `${failed} paid session(s) not applied to a plan: fix them in the Sessions tab`,
        }
      : { name: "Session verification", status: "healthy", detail: "Every paid session was applied to its plan" };
  const stripeWebhooks: HealthCheckDTO = !env.STRIPE_WEBHOOK_SECRET
    ? notConfigured("Stripe webhooks", "STRIPE_WEBHOOK_SECRET is not set")
    : lastPaidAt && (!lastWebhookAt || lastWebhookAt < lastPaidAt)
      ? {
          name: "Stripe webhooks",
          status: "degraded",
          detail: `No webhook event processed since a payment at ${lastPaidAt.toISOString()}`,
        }
      : {
          name: "Stripe webhooks",
          status: "healthy",
          detail: lastWebhookAt
            ? `Last event processed ${lastWebhookAt.toISOString()}`
            : "No payments waiting for events",
        };

  return {
    totalSessions: total,
    successfulConversions: paid,
    failedVerifications: failed,
    conversionRate: total ? Math.round((paid / total) * 1000) / 10 : 0,
    last24h: {
      revenueCents: revenue,
      refundsCents: n(r.refunds24h),
      conversions: conversions24h,
      sessions: n(r.sessions24h),
      averageValueCents: conversions24h ? Math.round(revenue / conversions24h) : 0,
    },
    health: {
      paymentProcessing,
      sessionVerification,
      googleAdsTracking: notConfigured("Google Ads tracking", "No ad-conversion tracking is configured on this server"),
      stripeWebhooks,
    },
    lastWebhookAt: lastWebhookAt?.toISOString() ?? null,
  };
}
