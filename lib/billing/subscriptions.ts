// Subscriptions: keeping a user's plan in step with their Stripe subscription (webhook events,
// out-of-order safe), and the user's own cancel / downgrade-to-free.
import "server-only";
import type Stripe from "stripe";
import type { SessionUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import type { CancelSubscriptionDTO, DowngradeDTO } from "@/lib/dto";
import { badRequest, unavailable } from "@/lib/errors";
import { log } from "@/lib/log";
import { PLANS } from "@/lib/plans";
import { isResourceMissing } from "@/lib/billing/stripe-errors";
import { idOf, toDate } from "./ids";
import { recordLedger, transaction, type Tx } from "./ledger";
import { tierForPriceId, tierFromMetadata } from "./prices";
import { BILLING_NOT_CONFIGURED, billingConfigured, stripe } from "./stripe";
import { applyTier, lockUser, setUserTier, type LockedUser } from "./tier";

export type SyncOutcome = { applied: boolean; reason?: string; userId?: string };

export function subscriptionPeriodEnd(sub: Stripe.Subscription): Date | null {
  const ends = (sub.items?.data ?? [])
    .map((i) => i.current_period_end)
    .filter((n): n is number => typeof n === "number");
  return toDate(sub.cancel_at ?? (ends.length ? Math.max(...ends) : null));
}

/** The user a Stripe object belongs to: our own userId metadata, else the customer id. */
export async function userForCustomer(
  tx: Tx,
  customerId: string | null,
  metadataUserId?: string | null,
): Promise<LockedUser | null> {
  if (metadataUserId) {
    const user = await lockUser(tx, metadataUserId);
    // Metadata naming a user whose customer is another one is not trusted.
    if (user && (!user.stripeCustomerId || !customerId || user.stripeCustomerId === customerId)) return user;
  }
  if (!customerId) return null;
  const row = await tx.user.findUnique({ where: { stripeCustomerId: customerId }, select: { id: true } });
  return row ? lockUser(tx, row.id) : null;
}

/**
 * The subscription's current state as Stripe sees it now: a late or replayed event then can't
 * bring back a state that has since changed. A subscription Stripe no longer has is treated as ended.
 */
export async function currentSubscription(sub: Stripe.Subscription): Promise<Stripe.Subscription> {
  try {
    return await stripe().subscriptions.retrieve(sub.id);
  } catch (err) {
    if (isResourceMissing(err)) return { ...sub, status: "canceled" };
    throw err;
  }
}

function stripeStatusOf(sub: Stripe.Subscription): string {
  if (sub.status === "active" || sub.status === "trialing")
    return sub.cancel_at_period_end || sub.cancel_at ? "canceled" : "active";
  return sub.status;
}

/** Applies a customer.subscription.* event (with the subscription's current state) in the webhook's transaction. */
export async function applySubscriptionEvent(
  tx: Tx,
  kind: "created" | "updated" | "deleted",
  eventCreated: Date,
  sub: Stripe.Subscription,
): Promise<SyncOutcome> {
  const user = await userForCustomer(tx, idOf(sub.customer), sub.metadata?.userId);
  if (!user) return { applied: false, reason: "no user for this subscription" };
  const out = { userId: user.id };
  // Out-of-order guard: an event older than the last one applied never overwrites it.
  if (user.subscriptionUpdatedAt && eventCreated < user.subscriptionUpdatedAt)
    return { ...out, applied: false, reason: "stale event" };
  const isCurrent = user.stripeSubscriptionId === sub.id;
  const ended = kind === "deleted" || sub.status === "canceled" || sub.status === "incomplete_expired";
  if (ended) {
    // Only the user's current subscription ending moves them to free (an old, replaced one doesn't).
    if (!isCurrent) return { ...out, applied: false, reason: "not the current subscription" };
    await applyTier(
      tx,
      user.id,
      "free",
      { reason: "Stripe subscription ended", status: "active" },
      { stripeCreated: eventCreated },
    );
    return { ...out, applied: true };
  }
  if (!isCurrent && (user.stripeSubscriptionId || !["active", "trialing"].includes(sub.status))) {
    return { ...out, applied: false, reason: "not the current subscription" };
  }
  if (sub.status === "incomplete") return { ...out, applied: false, reason: "payment incomplete" };
  const bought = tierForPriceId(sub.items?.data?.[0]?.price?.id)?.tier ?? tierFromMetadata(sub.metadata);
  if (!bought) {
    log.warn("subscription_unknown_price", { userId: user.id, subscription: sub.id });
    return { ...out, applied: false, reason: "unknown price" };
  }
  const customerId = idOf(sub.customer);
  await applyTier(
    tx,
    user.id,
    bought,
    { reason: `Stripe subscription ${kind}`, status: stripeStatusOf(sub) },
    {
      stripeSubscriptionId: sub.id,
      ...(customerId && !user.stripeCustomerId ? { stripeCustomerId: customerId } : {}),
      subscriptionEndsAt: subscriptionPeriodEnd(sub),
      stripeCreated: eventCreated,
    },
  );
  return { ...out, applied: true };
}

/** Ends a Stripe subscription now; one that is already gone counts as ended. */
export async function cancelStripeSubscriptionNow(subscriptionId: string): Promise<void> {
  if (!billingConfigured()) throw unavailable(BILLING_NOT_CONFIGURED);
  try {
    await stripe().subscriptions.cancel(subscriptionId);
  } catch (err) {
    if (isResourceMissing(err)) return;
    const current = await stripe()
      .subscriptions.retrieve(subscriptionId)
      .catch(() => null);
    if (current && ["canceled", "incomplete_expired"].includes(current.status)) return;
    log.error("subscription_cancel_failed", {
      subscription: subscriptionId,
      error: String((err as Error).message).slice(0, 200),
    });
    throw unavailable(
      "We couldn't reach our payment provider to end your subscription. Please try again or contact support.",
    );
  }
}

const longDate = (d: Date) =>
  d.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** POST /api/subscription/cancel: a Stripe subscription ends at the period end; an admin-set plan ends now. */
export async function cancelSubscription(user: SessionUser): Promise<CancelSubscriptionDTO> {
  if (user.subscriptionTier === "free")
    throw badRequest("You're on the free Creator plan, so there is no paid subscription to cancel.");
  if (user.subscriptionStatus === "canceled") {
    const until = user.subscriptionEndsAt ? ` and ends on ${longDate(user.subscriptionEndsAt)}` : "";
    throw badRequest(`Your subscription is already cancelled${until}.`);
  }
  if (user.subscriptionStatus !== "active")
    throw badRequest("Only an active subscription can be cancelled. Please contact support.");
  const plan = PLANS[user.subscriptionTier].name;
  const subId = await stripeSubscriptionOf(user.id);
  if (subId) {
    if (!billingConfigured()) throw unavailable(BILLING_NOT_CONFIGURED);
    let sub: Stripe.Subscription | null = null;
    try {
      sub = await stripe().subscriptions.update(
        subId,
        { cancel_at_period_end: true },
        { idempotencyKey: `cancel-at-period-end:${subId}` },
      );
    } catch (err) {
      const current = isResourceMissing(err)
        ? null
        : await stripe()
            .subscriptions.retrieve(subId)
            .catch((e) => (isResourceMissing(e) ? null : undefined));
      // Still there and not ended: a real failure. Gone or ended: fall through to the immediate downgrade.
      if (current === undefined || (current && !["canceled", "incomplete_expired"].includes(current.status))) {
        log.error("subscription_cancel_failed", {
          userId: user.id,
          error: String((err as Error).message).slice(0, 200),
        });
        throw unavailable(
          "We couldn't reach our payment provider to cancel your subscription. Please try again or contact support.",
        );
      }
    }
    if (sub) {
      const endsAt = subscriptionPeriodEnd(sub);
      await transaction(async (tx) => {
        await tx.user.updateMany({
          where: { id: user.id, stripeSubscriptionId: subId, subscriptionStatus: "active" },
          data: { subscriptionStatus: "canceled", subscriptionEndsAt: endsAt },
        });
        await recordLedger(tx, {
          userId: user.id,
          kind: "cancellation",
          details: `${plan} cancelled by the user; access until ${endsAt ? longDate(endsAt) : "the end of the billing period"}`,
          reason: "Cancelled by the user",
        });
      });
      log.info("subscription_cancel_at_period_end", { userId: user.id });
      return {
        message: "Subscription Cancelled",
        effective: "period_end",
        endsAt: endsAt?.toISOString() ?? null,
        tier: user.subscriptionTier,
      };
    }
  }
  await setUserTier(user.id, "free", { reason: "Cancelled by the user", status: "active" });
  return { message: "Subscription Cancelled", effective: "immediate", endsAt: null, tier: "free" };
}

/** The user's Stripe subscription id (the session's user carries no Stripe ids). */
export async function stripeSubscriptionOf(userId: string): Promise<string | null> {
  const row = await db.user.findUnique({ where: { id: userId }, select: { stripeSubscriptionId: true } });
  return row?.stripeSubscriptionId ?? null;
}

/** POST /api/subscription/downgrade-to-free: the paid plan (and any Stripe subscription) ends now. */
export async function downgradeToFree(user: SessionUser): Promise<DowngradeDTO> {
  if (user.subscriptionTier === "free") throw badRequest("Already on Free Plan");
  const subId = await stripeSubscriptionOf(user.id);
  if (subId) await cancelStripeSubscriptionNow(subId);
  await setUserTier(user.id, "free", { reason: "Downgraded to free by the user", status: "active" });
  return { message: `You're now on the free ${PLANS.free.name} plan.`, tier: "free" };
}
