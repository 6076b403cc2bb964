// fulfilCheckout(sessionId): the one way a paid checkout becomes a plan. Shared by the webhook
// (checkout.session.completed), the success page (GET /api/payment/session-details/{id}) and the
// admin's fix-payment-disconnect. The session is re-fetched from Stripe (never trusted from a
// request), must be paid, and maps to a user only through client_reference_id (or the userId
// metadata we wrote ourselves). Idempotent: the checkout_sessions row is claimed with one
// conditional UPDATE (fulfilledAt IS NULL), so two callers at once apply it once.
import "server-only";
import type Stripe from "stripe";
import { log } from "@/lib/log";
import { isPaidTier, PLANS, type PaidTier, type Tier } from "@/lib/plans";
import { isResourceMissing } from "@/lib/billing/stripe-errors";
import { idOf, toDate } from "./ids";
import { recordLedger, transaction, type Tx } from "./ledger";
import { tierForPriceId, tierFromMetadata } from "./prices";
import { billingConfigured, stripe } from "./stripe";
import type { CheckoutSessionViewDTO } from "@/lib/dto";
import { applyTier, lockUser } from "./tier";

export type FulfilSessionView = CheckoutSessionViewDTO;

export type FulfilResult = {
  ok: boolean;
  reason?: string;
  userId?: string;
  email?: string;
  tier?: Tier;
  alreadyFulfilled?: boolean;
  session: FulfilSessionView;
};

type Internal = FulfilResult & { replacedSubscriptionId?: string };

const EXPAND = ["line_items", "subscription"];

export function retrieveCheckoutSession(sessionId: string): Promise<Stripe.Checkout.Session> {
  return stripe().checkout.sessions.retrieve(sessionId, { expand: EXPAND });
}

/** What was bought: the line item's price first (what was paid), then our own row / metadata. */
function planOf(
  session: Stripe.Checkout.Session,
  row: { tier: Tier; isYearly: boolean } | null,
): { tier: PaidTier | null; isYearly: boolean | null } {
  const price = session.line_items?.data[0]?.price?.id ?? null;
  const byPrice = tierForPriceId(price);
  if (byPrice) return byPrice;
  const metaYearly = session.metadata?.isYearly;
  const isYearly = row ? row.isYearly : metaYearly === "true" ? true : metaYearly === "false" ? false : null;
  if (row && isPaidTier(row.tier)) return { tier: row.tier, isYearly };
  return { tier: tierFromMetadata(session.metadata), isYearly };
}

function view(
  session: Stripe.Checkout.Session,
  plan: { tier: PaidTier | null; isYearly: boolean | null },
): FulfilSessionView {
  return {
    id: session.id,
    payment_status: session.payment_status,
    amount_total: session.amount_total,
    currency: session.currency,
    customer_email: session.customer_details?.email ?? session.customer_email ?? null,
    subscription_tier: plan.tier,
    is_yearly: plan.isYearly,
  };
}

function periodEnd(sub: Stripe.Subscription | null): Date | null {
  if (!sub) return null;
  const ends = sub.items?.data?.map((i) => i.current_period_end).filter((n) => typeof n === "number") ?? [];
  return toDate(sub.cancel_at ?? (ends.length ? Math.max(...ends) : null));
}

/** Applies a retrieved session inside the caller's transaction (the webhook adds its event row). */
export async function applyFulfilment(tx: Tx, session: Stripe.Checkout.Session): Promise<Internal> {
  const row = await tx.checkoutSession.findUnique({ where: { id: session.id } });
  const plan = planOf(session, row);
  const base = { session: view(session, plan) };
  const userId = session.client_reference_id || session.metadata?.userId || null;
  if (!userId) return { ...base, ok: false, reason: "Checkout session has no user reference" };
  const user = await lockUser(tx, userId);
  if (!user) return { ...base, ok: false, reason: "No user for this checkout session" };
  const who = { userId: user.id, email: user.email };
  if (row?.userId && row.userId !== user.id) {
    log.error("checkout_user_mismatch", { sessionId: session.id });
    return { ...base, ...who, ok: false, reason: "Checkout session belongs to another user" };
  }
  if (session.payment_status !== "paid") {
    if (row)
      await tx.checkoutSession.update({
        where: { id: row.id },
        data: { status: session.status ?? row.status, paymentStatus: session.payment_status },
      });
    return { ...base, ...who, ok: false, reason: `Payment not completed (payment_status: ${session.payment_status})` };
  }
  if (!plan.tier) return { ...base, ...who, ok: false, reason: "The plan bought could not be determined" };
  const sub = typeof session.subscription === "object" ? session.subscription : null;
  if (sub && ["canceled", "incomplete_expired"].includes(sub.status)) {
    return { ...base, ...who, ok: false, reason: `The subscription is ${sub.status}` };
  }

  const snapshot = {
    status: "complete",
    paymentStatus: "paid",
    amountTotal: session.amount_total,
    currency: session.currency,
    customerEmail: base.session.customer_email,
  };
  await tx.checkoutSession.createMany({
    data: [{ id: session.id, userId: user.id, tier: plan.tier, isYearly: plan.isYearly ?? false, ...snapshot }],
    skipDuplicates: true,
  });
  const claimed = await tx.checkoutSession.updateMany({
    where: { id: session.id, fulfilledAt: null },
    data: { ...snapshot, fulfilledAt: new Date() },
  });
  if (claimed.count === 0) return { ...base, ...who, ok: true, alreadyFulfilled: true, tier: plan.tier };

  const customerId = idOf(session.customer);
  const subscriptionId = idOf(session.subscription);
  await applyTier(
    tx,
    user.id,
    plan.tier,
    { reason: `Checkout ${session.id}`, status: "active" },
    {
      // The customer id is set once per user; a session can't move it to another customer.
      ...(customerId && !user.stripeCustomerId ? { stripeCustomerId: customerId } : {}),
      ...(subscriptionId ? { stripeSubscriptionId: subscriptionId } : {}),
      subscriptionEndsAt: periodEnd(sub),
      stripeCreated: toDate(sub?.created ?? session.created),
    },
  );
  const paymentId = idOf(session.invoice) ?? idOf(session.payment_intent) ?? session.id;
  await recordLedger(tx, {
    userId: user.id,
    kind: "payment",
    stripeId: paymentId,
    amount: session.amount_total ?? 0,
    currency: session.currency ?? "usd",
    details: `${PLANS[plan.tier].name} (${plan.isYearly ? "yearly" : "monthly"}) via checkout ${session.id}`,
  });
  log.info("checkout_fulfilled", { sessionId: session.id, userId: user.id, tier: plan.tier });
  const replaced =
    user.stripeSubscriptionId && user.stripeSubscriptionId !== subscriptionId ? user.stripeSubscriptionId : undefined;
  return { ...base, ...who, ok: true, alreadyFulfilled: false, tier: plan.tier, replacedSubscriptionId: replaced };
}

/** After commit: a plan bought over another subscription ends the old one (prorated), so nobody pays twice. */
export async function afterFulfilment(result: Internal): Promise<FulfilResult> {
  const { replacedSubscriptionId, ...out } = result;
  if (replacedSubscriptionId && billingConfigured()) {
    try {
      await stripe().subscriptions.cancel(replacedSubscriptionId, { prorate: true });
      log.info("replaced_subscription_cancelled", { userId: out.userId });
    } catch (err) {
      if (!isResourceMissing(err))
        log.error("replaced_subscription_cancel_failed", {
          userId: out.userId,
          error: String((err as Error).message).slice(0, 200),
        });
    }
  }
  return out;
}

export async function fulfilCheckout(sessionId: string): Promise<FulfilResult> {
  const session = await retrieveCheckoutSession(sessionId);
  const result = await transaction((tx) => applyFulfilment(tx, session));
  return afterFulfilment(result);
}
