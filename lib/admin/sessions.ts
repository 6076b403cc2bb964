// Sessions tab: look up a Stripe checkout session with its verification status, and fix a payment
// that never reached the user's plan through the same idempotent fulfilment (fulfilCheckout's
// steps) the webhook and the success page use, its audit row in the same transaction.
import "server-only";
import { db } from "@/lib/db";
import type { SessionLookupDTO } from "@/lib/admin/dto";
import { writeAdminAudit, type Actor } from "@/lib/admin/audit";
import { findUserByEmail } from "@/lib/admin/users";
import { afterFulfilment, applyFulfilment, retrieveCheckoutSession, type FulfilResult } from "@/lib/billing/fulfil";
import { transaction } from "@/lib/billing/ledger";
import { tierForPriceId, tierFromMetadata } from "@/lib/billing/prices";
import { SESSION_NOT_FOUND } from "@/lib/billing/session-details";
import { BILLING_NOT_CONFIGURED, billingConfigured } from "@/lib/billing/stripe";
import { conflict, notFound, unavailable } from "@/lib/errors";
import { orNotFound } from "@/lib/billing/stripe-errors";
import { PLANS, type Tier } from "@/lib/plans";

/** How many of a user's newest checkout sessions a fix by email looks through. */
const FIX_BY_EMAIL_LOOKBACK = 5;

export async function lookupSession(sessionId: string): Promise<SessionLookupDTO> {
  if (!billingConfigured()) throw unavailable(BILLING_NOT_CONFIGURED);
  const session = await orNotFound(() => retrieveCheckoutSession(sessionId), SESSION_NOT_FOUND);
  const row = await db.checkoutSession.findUnique({ where: { id: session.id } });
  // What was bought, resolved like fulfilment does: the price paid, then our row, then metadata.
  const byPrice = tierForPriceId(session.line_items?.data[0]?.price?.id ?? null);
  const tier: Tier | null = byPrice?.tier ?? row?.tier ?? tierFromMetadata(session.metadata);
  // The user is matched the way fulfilment matches it: by client_reference_id (never by the
  // email typed into the checkout form), else by our own record of who started the session.
  const userId = session.client_reference_id || session.metadata?.userId || row?.userId || null;
  const user = userId ? await db.user.findUnique({ where: { id: userId } }) : null;
  const paymentComplete = session.payment_status === "paid" || session.payment_status === "no_payment_required";
  const tierMatches = Boolean(user && tier && user.subscriptionTier === tier);
  return {
    success: true,
    session: {
      id: session.id,
      payment_status: session.payment_status,
      amount_total: session.amount_total,
      currency: session.currency,
      customer_email: session.customer_details?.email ?? session.customer_email ?? null,
      subscription_tier: tier,
      user_match: user
        ? { email: user.email, current_tier: user.subscriptionTier, subscription_status: user.subscriptionStatus }
        : null,
    },
    verification_status: {
      payment_complete: paymentComplete,
      user_found: Boolean(user),
      tier_matches: tierMatches,
      // Already fulfilled and later changed (refund, downgrade) is not a disconnect.
      needs_manual_fix: paymentComplete && Boolean(user) && !tierMatches && !row?.fulfilledAt,
    },
  };
}

/**
 * fulfilCheckout's own steps (re-fetch from Stripe, apply in one transaction, then the
 * after-commit work), with the audit row of a successful fix written in that same transaction.
 */
async function fulfilAudited(actor: Actor, sessionId: string): Promise<FulfilResult> {
  const session = await retrieveCheckoutSession(sessionId);
  const result = await transaction(async (tx) => {
    const before = session.client_reference_id
      ? await tx.user.findUnique({ where: { id: session.client_reference_id }, select: { subscriptionTier: true } })
      : null;
    const applied = await applyFulfilment(tx, session);
    if (applied.ok) {
      await writeAdminAudit(tx, actor, {
        action: "fix_payment_disconnect",
        targetEmail: applied.email ?? null,
        before: {
          sessionId: session.id,
          payment_status: session.payment_status,
          subscriptionTier: before?.subscriptionTier ?? null,
        },
        after: { subscriptionTier: applied.tier ?? null, alreadyFulfilled: Boolean(applied.alreadyFulfilled) },
      });
    }
    return applied;
  });
  return afterFulfilment(result);
}

async function fulfilNewestPaid(actor: Actor, email: string): Promise<FulfilResult> {
  const user = await findUserByEmail(email);
  const rows = await db.checkoutSession.findMany({
    where: { userId: user.id },
    orderBy: { createdAt: "desc" },
    take: FIX_BY_EMAIL_LOOKBACK,
    select: { id: true },
  });
  if (!rows.length) throw notFound(`No checkout sessions found for ${user.email}`);
  // Our copy of payment_status may be stale (that is the disconnect), so Stripe decides.
  let last: FulfilResult | undefined;
  for (const { id } of rows) {
    last = await fulfilAudited(actor, id);
    if (last.ok) return last;
  }
  throw conflict(`No paid checkout session found for ${user.email}${last?.reason ? ` (${last.reason})` : ""}`);
}

export async function fixPaymentDisconnect(actor: Actor, input: { sessionId?: string; email?: string }) {
  if (!billingConfigured()) throw unavailable(BILLING_NOT_CONFIGURED);
  let result: FulfilResult;
  if (input.sessionId) {
    const id = input.sessionId;
    result = await orNotFound(() => fulfilAudited(actor, id), SESSION_NOT_FOUND);
    if (!result.ok) throw conflict(`Could not fix this session: ${result.reason ?? "payment not complete"}`);
  } else {
    const email = input.email ?? "";
    result = await orNotFound(() => fulfilNewestPaid(actor, email), SESSION_NOT_FOUND);
  }
  const who = result.email ?? result.session.customer_email ?? "the user";
  const plan = result.tier ? PLANS[result.tier as Tier].name : "their plan";
  return {
    success: true,
    message: result.alreadyFulfilled
      ? `Payment was already applied: ${who} is on ${plan}`
      : `Payment fixed: ${who} is now on ${plan}`,
    sessionId: result.session.id,
  };
}
