// Refunds tab: a user's Stripe charges, refunds bounded by what is still refundable (with an
// idempotency key), the refund history from the billing ledger, and the manual downgrade.
// Tier changes go through the billing module (applyRefund / setUserTier), which owns them.
import "server-only";
import type Stripe from "stripe";
import { db } from "@/lib/db";
import type { ChargeDTO, RefundHistoryItemDTO, UserPaymentsDTO } from "@/lib/admin/dto";
import { writeAdminAudit, type Actor } from "@/lib/admin/audit";
import { findUserByEmail } from "@/lib/admin/users";
import { isAdmin } from "@/lib/auth/current-user";
import { prepareRefund } from "@/lib/billing/refunds";
import { BILLING_NOT_CONFIGURED, billingConfigured, stripe } from "@/lib/billing/stripe";
import { transaction } from "@/lib/billing/ledger";
import { cancelStripeSubscriptionNow } from "@/lib/billing/subscriptions";
import { applyTier } from "@/lib/billing/tier";
import { badRequest, conflict, notFound, unavailable } from "@/lib/errors";
import { orNotFound } from "@/lib/billing/stripe-errors";
import { PLANS } from "@/lib/plans";
import type { RefundInput, RefundReason } from "@/lib/schemas/admin";

export const CHARGE_NOT_FOUND = "Charge not found for this user";
export const DEFAULT_DESCRIPTION = "Subscription payment";
const HISTORY_LIMIT = 50;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const customerOf = (c: Stripe.Charge) => (typeof c.customer === "string" ? c.customer : (c.customer?.id ?? null));

export function toChargeDTO(c: Stripe.Charge): ChargeDTO {
  return {
    id: c.id,
    amount: c.amount,
    amountRefunded: c.amount_refunded,
    refundable: c.status === "succeeded" ? Math.max(0, c.amount - c.amount_refunded) : 0,
    currency: c.currency,
    status: c.status,
    created: c.created,
    description: c.description || DEFAULT_DESCRIPTION,
    refunded: c.refunded,
  };
}

export async function refundHistory(userId?: string): Promise<RefundHistoryItemDTO[]> {
  const rows = await db.billingRecord.findMany({
    where: { kind: "refund", ...(userId ? { userId } : {}) },
    orderBy: { createdAt: "desc" },
    take: HISTORY_LIMIT,
    include: { user: { select: { email: true } } },
  });
  return rows.map((r) => ({
    id: r.id,
    details: r.details,
    timestamp: r.createdAt.toISOString(),
    amount: Math.abs(r.amount),
    currency: r.currency,
    reason: r.reason,
    chargeId: r.chargeId,
    actorEmail: r.actorEmail,
    userEmail: r.user?.email ?? null,
  }));
}

export async function userPayments(email: string): Promise<UserPaymentsDTO> {
  const user = await findUserByEmail(email);
  const summary = {
    email: user.email,
    role: isAdmin(user) ? ("admin" as const) : ("user" as const),
    subscriptionTier: user.subscriptionTier,
    subscriptionStatus: user.subscriptionStatus,
    stripeCustomerId: user.stripeCustomerId,
    createdAt: user.createdAt.toISOString(),
  };
  const history = await refundHistory(user.id);
  if (!billingConfigured()) {
    return {
      user: summary,
      charges: [],
      note: "Billing is not configured on this server (no STRIPE_SECRET_KEY), so there are no Stripe charges to show.",
      refundHistory: history,
    };
  }
  const customer = user.stripeCustomerId;
  if (!customer) {
    return {
      user: summary,
      charges: [],
      note: "This user has no Stripe customer: they have never started a checkout.",
      refundHistory: history,
    };
  }
  const list = await orNotFound(() => stripe().charges.list({ customer, limit: 100 }), "Stripe customer not found");
  const charges = list.data.map(toChargeDTO);
  return {
    user: summary,
    charges,
    note: charges.length ? null : "No charges for this customer.",
    refundHistory: history,
  };
}

/** Stripe only knows three reasons; subscription_canceled is kept in the refund's metadata. */
const stripeReason = (r: RefundReason): Stripe.RefundCreateParams.Reason =>
  r === "subscription_canceled" ? "requested_by_customer" : r;

export async function processRefund(actor: Actor, input: RefundInput) {
  const user = await findUserByEmail(input.email);
  if (!billingConfigured()) throw unavailable(BILLING_NOT_CONFIGURED);
  const customer = user.stripeCustomerId;
  if (!customer) throw notFound(CHARGE_NOT_FOUND);
  const client = stripe();
  const charge = await orNotFound(() => client.charges.retrieve(input.chargeId), CHARGE_NOT_FOUND);
  // Another customer's charge looks exactly like a missing one.
  if (customerOf(charge) !== customer) throw notFound(CHARGE_NOT_FOUND);
  if (charge.status !== "succeeded") throw badRequest("Only succeeded charges can be refunded");
  const refundable = charge.amount - charge.amount_refunded;
  if (refundable <= 0) throw badRequest("This charge has already been fully refunded");
  const amount = input.amount ?? refundable;
  if (amount > refundable) {
    throw badRequest(`Refund amount cannot exceed the refundable ${dollars(refundable)} (${refundable} cents)`);
  }
  // Same charge, same refunded-so-far and same amount = the same refund: a double submit (or two
  // admins at once) refunds once, while a later second partial refund gets a key of its own.
  const idempotencyKey = `admin-refund:${charge.id}:${charge.amount_refunded}:${amount}`;
  const refund = await orNotFound(
    () =>
      client.refunds.create(
        {
          charge: charge.id,
          amount,
          reason: stripeReason(input.reason),
          metadata: { reason: input.reason, source: "admin" },
        },
        { idempotencyKey },
      ),
    CHARGE_NOT_FOUND,
  );
  const refreshed = await orNotFound(
    () => client.charges.retrieve(charge.id, { expand: ["refunds"] }),
    CHARGE_NOT_FOUND,
  );
  // Stripe work (a full refund also ends the subscription) happens first; then the ledger rows,
  // the plan change and the audit row commit in one transaction. A charge.refunded webhook for
  // the same refund finds it recorded and does nothing.
  const prepared = await orNotFound(
    () => prepareRefund(refreshed, { actorEmail: actor.email, reason: input.reason }),
    CHARGE_NOT_FOUND,
  );
  const outcome = await transaction(async (tx) => {
    const result = await prepared.apply(tx);
    const after = await tx.user.findUnique({ where: { id: user.id }, select: { subscriptionTier: true } });
    await writeAdminAudit(tx, actor, {
      action: "process_refund",
      targetEmail: user.email,
      before: { chargeId: charge.id, amountRefunded: charge.amount_refunded, subscriptionTier: user.subscriptionTier },
      after: {
        refundId: refund.id,
        amount: refund.amount,
        reason: input.reason,
        amountRefunded: refreshed.amount_refunded,
        subscriptionTier: after?.subscriptionTier ?? null,
      },
    });
    return { ...result, tier: after?.subscriptionTier ?? null };
  });
  return {
    success: true,
    refund: { id: refund.id, amount: refund.amount, status: refund.status ?? "pending", currency: refund.currency },
    fullyRefunded: outcome.full,
    downgraded: outcome.downgraded,
    subscriptionTier: outcome.tier,
  };
}

export async function manualDowngrade(actor: Actor, email: string, reason: string) {
  const user = await findUserByEmail(email);
  if (user.subscriptionTier === "free")
    throw conflict(`${user.email} is already on the ${PLANS.free.name} (free) plan`);
  // A downgraded user must not keep being billed: end the Stripe subscription first.
  const subscription = user.stripeSubscriptionId && billingConfigured() ? user.stripeSubscriptionId : null;
  if (subscription) await cancelStripeSubscriptionNow(subscription);
  // The plan change (through the billing module's applyTier) and its audit row commit together.
  await transaction(async (tx) => {
    const change = await applyTier(tx, user.id, "free", { reason, actorEmail: actor.email });
    await writeAdminAudit(tx, actor, {
      action: "manual_downgrade",
      targetEmail: user.email,
      before: { subscriptionTier: change.from, subscriptionStatus: user.subscriptionStatus },
      after: { subscriptionTier: change.to, reason, ...(subscription ? { stripeSubscription: "canceled" } : {}) },
    });
  });
  return {
    success: true,
    message: `${user.email} moved from ${PLANS[user.subscriptionTier].name} to ${PLANS.free.name}`,
    user: { email: user.email, subscriptionTier: "free" as const },
  };
}
