// The settings page's billing facts, read on the server: whether a Stripe subscription renews
// (so a cancellation takes effect at the period end) and until when the plan runs.
import "server-only";
import type { SessionUser } from "@/lib/auth/current-user";
import type { BillingSummaryDTO } from "@/lib/dto";
import { stripeSubscriptionOf } from "./subscriptions";

export async function billingSummary(user: SessionUser): Promise<BillingSummaryDTO> {
  return {
    tier: user.subscriptionTier,
    status: user.subscriptionStatus,
    subscriptionEndsAt: user.subscriptionEndsAt?.toISOString() ?? null,
    hasStripeSubscription: Boolean(await stripeSubscriptionOf(user.id)),
  };
}
