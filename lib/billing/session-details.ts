// GET /api/payment/session-details/{sessionId}: the success page's verification. Fulfils the
// session (idempotent; the webhook may not have arrived yet) and answers only to the user the
// session belongs to: anyone else gets the same 404 as for an unknown id.
import "server-only";
import type { SessionUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import type { PaymentSessionDetailsDTO } from "@/lib/dto";
import { notFound, unavailable } from "@/lib/errors";
import { orNotFound } from "@/lib/billing/stripe-errors";
import { fulfilCheckout } from "./fulfil";
import { BILLING_NOT_CONFIGURED, billingConfigured } from "./stripe";

export const SESSION_NOT_FOUND = "Session not found";

export async function sessionDetails(user: SessionUser, sessionId: string): Promise<PaymentSessionDetailsDTO> {
  // Someone else's session we know of is not found, without asking Stripe about it.
  const known = await db.checkoutSession.findUnique({ where: { id: sessionId }, select: { userId: true } });
  if (known && known.userId !== user.id) throw notFound(SESSION_NOT_FOUND);
  if (!billingConfigured()) throw unavailable(BILLING_NOT_CONFIGURED);
  const result = await orNotFound(() => fulfilCheckout(sessionId), SESSION_NOT_FOUND);
  if (result.userId !== user.id) throw notFound(SESSION_NOT_FOUND);
  const fresh = await db.user.findUnique({
    where: { id: user.id },
    select: { subscriptionTier: true, subscriptionStatus: true },
  });
  if (!fresh) throw notFound(SESSION_NOT_FOUND);
  return {
    success: result.ok,
    ...(result.ok ? {} : { message: result.reason }),
    subscription: { subscriptionTier: fresh.subscriptionTier, status: fresh.subscriptionStatus },
    session: result.session,
  };
}
