// applyRefund(charge): records a charge's refunds in the ledger once each (unique refund id) and,
// when the charge is fully refunded, ends the plan: the Stripe subscription is cancelled and the
// user moves to free. A partial refund keeps the plan. Used by the charge.refunded webhook and
// by the admin's process-refund after it creates the refund; whichever comes second is a no-op.
import "server-only";
import type Stripe from "stripe";
import { db } from "@/lib/db";
import { log } from "@/lib/log";
import { idOf } from "./ids";
import { recordLedger, transaction, type Tx } from "./ledger";
import { stripe } from "./stripe";
import { cancelStripeSubscriptionNow } from "./subscriptions";
import { applyTier } from "./tier";

export type RefundOutcome = {
  /** A refund not seen before was recorded by this call. */
  applied: boolean;
  full: boolean;
  downgraded: boolean;
  userId: string | null;
  refundIds: string[];
};

export type RefundOptions = { actorEmail?: string; reason?: string };
export type PreparedRefund = { outcome: RefundOutcome; apply: (tx: Tx) => Promise<RefundOutcome> };

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const counts = (r: Stripe.Refund) => r.status !== "failed" && r.status !== "canceled";

/** The charge with its refunds: the caller's copy when it has them, else re-fetched from Stripe. */
async function withRefunds(charge: Stripe.Charge): Promise<Stripe.Charge> {
  if (charge.refunds?.data) return charge;
  return stripe().charges.retrieve(charge.id, { expand: ["refunds"] });
}

async function ownerOf(charge: Stripe.Charge): Promise<{ id: string; stripeSubscriptionId: string | null } | null> {
  const customer = idOf(charge.customer);
  const select = { id: true, stripeSubscriptionId: true } as const;
  if (customer) {
    const user = await db.user.findUnique({ where: { stripeCustomerId: customer }, select });
    if (user) return user;
  }
  const paid = await db.billingRecord.findFirst({
    where: { chargeId: charge.id, kind: "payment", userId: { not: null } },
    select: { userId: true },
  });
  return paid?.userId ? db.user.findUnique({ where: { id: paid.userId }, select }) : null;
}

/**
 * Everything that needs Stripe happens here, before the transaction (the subscription is cancelled
 * first, so a fully refunded user is never billed again); `apply` writes the ledger and the plan.
 */
export async function prepareRefund(input: Stripe.Charge, opts: RefundOptions = {}): Promise<PreparedRefund> {
  const charge = await withRefunds(input);
  const full = charge.refunded || charge.amount_refunded >= charge.amount;
  const refunds = (charge.refunds?.data ?? []).filter(counts);
  const user = await ownerOf(charge);
  const known = await db.billingRecord.findMany({
    where: { stripeId: { in: refunds.map((r) => r.id) } },
    select: { stripeId: true },
  });
  const fresh = refunds.filter((r) => !known.some((k) => k.stripeId === r.id));
  const idle: RefundOutcome = { applied: false, full, downgraded: false, userId: user?.id ?? null, refundIds: [] };
  if (!fresh.length) return { outcome: idle, apply: async () => idle };
  if (full && user?.stripeSubscriptionId) await cancelStripeSubscriptionNow(user.stripeSubscriptionId);

  const apply = async (tx: Tx): Promise<RefundOutcome> => {
    const written: string[] = [];
    for (const r of fresh) {
      const wrote = await recordLedger(tx, {
        userId: user?.id ?? null,
        kind: "refund",
        stripeId: r.id,
        chargeId: charge.id,
        amount: r.amount,
        currency: r.currency,
        reason: (opts.reason ?? r.metadata?.reason ?? r.reason ?? null)?.slice(0, 200) ?? null,
        actorEmail: opts.actorEmail ?? null,
        details: `Refund of ${dollars(r.amount)} on charge ${charge.id} (${full ? "full refund: plan moved to free" : "partial refund: plan kept"})`,
      });
      if (wrote) written.push(r.id);
    }
    let downgraded = false;
    if (written.length && full && user) {
      const change = await applyTier(tx, user.id, "free", {
        reason: `Full refund of charge ${charge.id}`,
        actorEmail: opts.actorEmail,
        status: "active",
      });
      downgraded = change.changed;
    }
    if (!user) log.warn("refund_without_user", { chargeId: charge.id });
    return { applied: written.length > 0, full, downgraded, userId: user?.id ?? null, refundIds: written };
  };
  return { outcome: idle, apply };
}

export async function applyRefund(charge: Stripe.Charge, opts: RefundOptions = {}): Promise<RefundOutcome> {
  const prepared = await prepareRefund(charge, opts);
  return transaction((tx) => prepared.apply(tx));
}
