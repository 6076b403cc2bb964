// POST /api/create-checkout-session: a Stripe Checkout session (mode subscription) for a paid plan.
// The Stripe customer is created once per user (idempotency key from the user id, stored with a
// conditional UPDATE); the session carries the user in client_reference_id and in metadata we
// write ourselves, which is all fulfilCheckout ever trusts.
import "server-only";
import { randomUUID } from "node:crypto";
import { appUrl } from "@/env";
import type { SessionUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import type { CheckoutSessionResponseDTO } from "@/lib/dto";
import { badRequest, unavailable } from "@/lib/errors";
import { log } from "@/lib/log";
import { PLANS, type PaidTier } from "@/lib/plans";
import { priceIdFor } from "./prices";
import { BILLING_NOT_CONFIGURED, billingConfigured, stripe } from "./stripe";

export const TOO_MANY_REQUESTS = "Too Many Requests";

/** The user's Stripe customer id, creating the customer the first time (once, even when racing). */
export async function ensureStripeCustomer(user: Pick<SessionUser, "id" | "email">): Promise<string> {
  // The session's user carries no Stripe ids: read here, where it is needed.
  const known = await db.user.findUnique({ where: { id: user.id }, select: { stripeCustomerId: true } });
  if (known?.stripeCustomerId) return known.stripeCustomerId;
  const customer = await stripe().customers.create(
    { email: user.email, metadata: { userId: user.id } },
    { idempotencyKey: `customer-create:${user.id}` },
  );
  const set = await db.user.updateMany({
    where: { id: user.id, stripeCustomerId: null },
    data: { stripeCustomerId: customer.id },
  });
  if (set.count === 1) return customer.id;
  // Someone else stored one first (same idempotency key, so normally the same customer).
  const row = await db.user.findUnique({ where: { id: user.id }, select: { stripeCustomerId: true } });
  return row?.stripeCustomerId ?? customer.id;
}

export async function createCheckout(
  user: SessionUser,
  tier: PaidTier,
  isYearly: boolean,
): Promise<CheckoutSessionResponseDTO> {
  const price = priceIdFor(tier, isYearly);
  if (!billingConfigured() || !price) throw unavailable(BILLING_NOT_CONFIGURED);
  if (user.subscriptionTier === tier) throw badRequest(`Already on ${PLANS[tier].name}`);
  const customer = await ensureStripeCustomer(user);
  const base = appUrl();
  const metadata = { userId: user.id, tier, isYearly: String(isYearly) };
  const session = await stripe().checkout.sessions.create(
    {
      mode: "subscription",
      customer,
      client_reference_id: user.id,
      line_items: [{ price, quantity: 1 }],
      metadata,
      subscription_data: { metadata: { userId: user.id, tier } },
      success_url: `${base}/subscription-complete?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${base}/pricing`,
    },
    { idempotencyKey: `checkout:${user.id}:${randomUUID()}` },
  );
  if (!session.url) throw unavailable("The payment provider did not return a checkout page. Please try again.");
  await db.checkoutSession.create({
    data: {
      id: session.id,
      userId: user.id,
      tier,
      isYearly,
      status: session.status ?? "open",
      paymentStatus: session.payment_status,
      customerEmail: user.email,
    },
  });
  log.info("checkout_created", { userId: user.id, tier, isYearly, sessionId: session.id });
  return { url: session.url };
}
