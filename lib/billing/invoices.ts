// invoice.paid / invoice.payment_failed / charge.dispute.created: a paid period restarts the usage
// period and keeps the plan active until the period end; a failed payment marks it past_due; a
// dispute marks the account 'disputed' for an admin to look at.
import "server-only";
import type Stripe from "stripe";
import { db } from "@/lib/db";
import { log } from "@/lib/log";
import { resetUsagePeriod } from "@/lib/usage";
import { idOf, toDate } from "./ids";
import { recordLedger, type Tx } from "./ledger";
import { stripe } from "./stripe";
import { userForCustomer } from "./subscriptions";

function subscriptionOf(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription ?? null);
}

/** The subscription period the invoice pays for (its subscription lines), else the invoice's own. */
function periodOf(invoice: Stripe.Invoice): { start: Date | null; end: Date | null } {
  const lines = (invoice.lines?.data ?? []).filter((l) => l.period);
  if (!lines.length) return { start: toDate(invoice.period_start), end: toDate(invoice.period_end) };
  return {
    start: toDate(Math.min(...lines.map((l) => l.period.start))),
    end: toDate(Math.max(...lines.map((l) => l.period.end))),
  };
}

/** Does this invoice belong to the user's current subscription (or to one not recorded yet)? */
const appliesTo = (user: { stripeSubscriptionId: string | null }, sub: string | null) =>
  Boolean(sub) && (!user.stripeSubscriptionId || user.stripeSubscriptionId === sub);

/**
 * Before the transaction: restart the usage period for a newly paid period. lib/usage's reset runs
 * on its own connection, so it can't join the webhook's transaction; guarding on lastUsageReset
 * makes a replay (or a concurrent duplicate) a no-op for the counters.
 */
export async function beforeInvoicePaid(invoice: Stripe.Invoice): Promise<void> {
  const customer = idOf(invoice.customer);
  if (!customer) return;
  const user = await db.user.findUnique({ where: { stripeCustomerId: customer } });
  const { start } = periodOf(invoice);
  if (!user) return;
  if (!appliesTo(user, subscriptionOf(invoice)) || !start || user.lastUsageReset >= start) return;
  await resetUsagePeriod(user.id);
  log.info("usage_period_reset", { userId: user.id, invoice: invoice.id });
}

export async function applyInvoicePaid(tx: Tx, invoice: Stripe.Invoice): Promise<void> {
  const sub = subscriptionOf(invoice);
  const user = await userForCustomer(
    tx,
    idOf(invoice.customer),
    invoice.parent?.subscription_details?.metadata?.userId,
  );
  if (!user) return void log.warn("invoice_without_user", { invoice: invoice.id });
  await recordLedger(tx, {
    userId: user.id,
    kind: "payment",
    stripeId: invoice.id,
    amount: invoice.amount_paid,
    currency: invoice.currency,
    details: `Invoice ${invoice.number ?? invoice.id} paid (${invoice.billing_reason ?? "subscription"})`,
  });
  if (!appliesTo(user, sub) || user.subscriptionTier === "free") return;
  const { end } = periodOf(invoice);
  await tx.user.update({
    where: { id: user.id },
    data: {
      // A subscription cancelled at the period end stays 'canceled' until it ends.
      ...(user.subscriptionStatus === "canceled" ? {} : { subscriptionStatus: "active" }),
      ...(end ? { subscriptionEndsAt: end } : {}),
    },
  });
}

export async function applyInvoiceFailed(tx: Tx, invoice: Stripe.Invoice): Promise<void> {
  const user = await userForCustomer(
    tx,
    idOf(invoice.customer),
    invoice.parent?.subscription_details?.metadata?.userId,
  );
  if (!user || user.subscriptionTier === "free" || !appliesTo(user, subscriptionOf(invoice))) return;
  await tx.user.update({ where: { id: user.id }, data: { subscriptionStatus: "past_due" } });
  log.warn("invoice_payment_failed", { userId: user.id, invoice: invoice.id });
}

/** The disputed charge (re-fetched when the event only carries its id). */
export async function chargeOfDispute(dispute: Stripe.Dispute): Promise<Stripe.Charge> {
  return typeof dispute.charge === "string" ? stripe().charges.retrieve(dispute.charge) : dispute.charge;
}

export async function applyDispute(tx: Tx, dispute: Stripe.Dispute, charge: Stripe.Charge): Promise<void> {
  const user = await userForCustomer(tx, idOf(charge.customer));
  log.warn("charge_disputed", {
    dispute: dispute.id,
    charge: charge.id,
    userId: user?.id ?? null,
    reason: dispute.reason,
    amount: dispute.amount,
  });
  if (user) await tx.user.update({ where: { id: user.id }, data: { subscriptionStatus: "disputed" } });
}
