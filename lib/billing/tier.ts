// The one place a plan changes in the database. Keeps monthlyTrendLimit equal to the plan's trend
// allowance, clears the Stripe subscription id when going to free, and writes a 'downgrade' ledger
// row when the plan goes down. Stripe itself is the caller's business (cancel a subscription
// before calling this); this module never talks to Stripe.
import "server-only";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { log } from "@/lib/log";
import { PLANS, TIERS, type Tier } from "@/lib/plans";
import { recordLedger, transaction, type Tx } from "./ledger";

export type TierOptions = {
  reason: string;
  actorEmail?: string;
  /** users.subscriptionStatus after the change (default 'active'). */
  status?: string;
};

/** Extra state some callers set in the same statement (fulfilment, subscription sync). */
export type TierChangeExtras = {
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
  subscriptionEndsAt?: Date | null;
  /** Stripe `created` of what caused the change; stored as the out-of-order guard (never moves back). */
  stripeCreated?: Date | null;
};

export type TierChange = { userId: string; email: string; from: Tier; to: Tier; changed: boolean };

const rank = (t: Tier) => TIERS.indexOf(t);
export const isDowngrade = (from: Tier, to: Tier) => rank(to) < rank(from);

export type LockedUser = {
  id: string;
  email: string;
  subscriptionTier: Tier;
  subscriptionStatus: string;
  subscriptionUpdatedAt: Date | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
};

export async function lockUser(tx: Tx, userId: string): Promise<LockedUser | null> {
  // FOR UPDATE: two plan changes for one user (webhook + success page) apply one after the other.
  const rows = await tx.$queryRaw<LockedUser[]>`
    SELECT id, email, "subscriptionTier"::text AS "subscriptionTier", "subscriptionStatus", "subscriptionUpdatedAt",
      "stripeCustomerId", "stripeSubscriptionId"
    FROM users WHERE id = ${userId} FOR UPDATE`;
  return rows[0] ?? null;
}

/** setUserTier inside the caller's transaction. */
export async function applyTier(
  tx: Tx,
  userId: string,
  tier: Tier,
  opts: TierOptions,
  extras: TierChangeExtras = {},
): Promise<TierChange> {
  const user = await lockUser(tx, userId);
  if (!user) throw notFound("User not found");
  const from = user.subscriptionTier;
  const guard =
    extras.stripeCreated && (!user.subscriptionUpdatedAt || extras.stripeCreated > user.subscriptionUpdatedAt)
      ? extras.stripeCreated
      : undefined;
  await tx.user.update({
    where: { id: userId },
    data: {
      subscriptionTier: tier,
      monthlyTrendLimit: PLANS[tier].trendsPerMonth,
      subscriptionStatus: opts.status ?? "active",
      ...(tier === "free" ? { stripeSubscriptionId: null, subscriptionEndsAt: null } : {}),
      ...(extras.stripeCustomerId !== undefined ? { stripeCustomerId: extras.stripeCustomerId } : {}),
      ...(extras.stripeSubscriptionId !== undefined && tier !== "free"
        ? { stripeSubscriptionId: extras.stripeSubscriptionId }
        : {}),
      ...(extras.subscriptionEndsAt !== undefined && tier !== "free"
        ? { subscriptionEndsAt: extras.subscriptionEndsAt }
        : {}),
      ...(guard ? { subscriptionUpdatedAt: guard } : {}),
    },
  });
  if (isDowngrade(from, tier)) {
    await recordLedger(tx, {
      userId,
      kind: "downgrade",
      details: `${PLANS[from].name} -> ${PLANS[tier].name}: ${opts.reason}`,
      reason: opts.reason.slice(0, 500),
      actorEmail: opts.actorEmail ?? null,
    });
  }
  if (from !== tier)
    log.info("plan_changed", {
      userId,
      from,
      to: tier,
      reason: opts.reason.slice(0, 200),
      actor: opts.actorEmail ? "admin" : "system",
    });
  return { userId, email: user.email, from, to: tier, changed: from !== tier };
}

/**
 * Moves a user to `tier` (admin manual downgrade, refunds, cancellations). Database only: end any
 * Stripe subscription first when the user must stop being billed.
 */
export async function setUserTier(userId: string, tier: Tier, opts: TierOptions): Promise<void> {
  const exists = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!exists) throw notFound("User not found");
  await transaction((tx) => applyTier(tx, userId, tier, opts));
}
