// Stripe webhooks: the signature is checked on the raw body (constructEvent, default 300 s
// tolerance); each event's effect is written in the same transaction as its processed_stripe_events
// row (event id primary key), so a replay or a concurrent duplicate is a no-op and a failure leaves
// nothing behind (the route answers 5xx and Stripe retries). Work that needs Stripe (re-fetching
// the session / subscription / charge, cancelling a refunded subscription) runs before the
// transaction and is itself idempotent.
import "server-only";
import type Stripe from "stripe";
import { env } from "@/env";
import { db } from "@/lib/db";
import { badRequest, unavailable } from "@/lib/errors";
import { log } from "@/lib/log";
import { toDate } from "./ids";
import { afterFulfilment, applyFulfilment, retrieveCheckoutSession } from "./fulfil";
import { applyDispute, applyInvoiceFailed, applyInvoicePaid, beforeInvoicePaid, chargeOfDispute } from "./invoices";
import { transaction, type Tx } from "./ledger";
import { prepareRefund } from "./refunds";
import { stripe } from "./stripe";
import { applySubscriptionEvent, currentSubscription } from "./subscriptions";

export type WebhookAnswer = { received: true; duplicate?: boolean; ignored?: boolean };
type Prepared = { apply: (tx: Tx) => Promise<unknown>; after?: (result: unknown) => Promise<unknown> };

/** The verified event, or a 400 (bad, missing or stale signature) before anything is written. */
export function verifyWebhook(rawBody: string, signature: string | null): Stripe.Event {
  const secret = env.STRIPE_WEBHOOK_SECRET;
  if (!secret || !env.STRIPE_SECRET_KEY) throw unavailable("Stripe webhooks are not configured on this server");
  if (!signature) {
    log.warn("stripe_webhook_signature_missing");
    throw badRequest("Missing Stripe-Signature header");
  }
  try {
    return stripe().webhooks.constructEvent(rawBody, signature, secret);
  } catch (err) {
    log.warn("stripe_webhook_signature_invalid", { error: String((err as Error).message).slice(0, 200) });
    throw badRequest("Webhook signature verification failed");
  }
}

const SUBSCRIPTION_KIND = {
  "customer.subscription.created": "created",
  "customer.subscription.updated": "updated",
  "customer.subscription.deleted": "deleted",
} as const;

async function prepare(event: Stripe.Event): Promise<Prepared | null> {
  const created = toDate(event.created) ?? new Date();
  switch (event.type) {
    case "checkout.session.completed": {
      const session = await retrieveCheckoutSession(event.data.object.id);
      return {
        apply: (tx) => applyFulfilment(tx, session),
        after: (result) => afterFulfilment(result as Awaited<ReturnType<typeof applyFulfilment>>),
      };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const kind = SUBSCRIPTION_KIND[event.type];
      // A deletion is final as delivered; the others apply the subscription's current state.
      const sub = kind === "deleted" ? event.data.object : await currentSubscription(event.data.object);
      return { apply: (tx) => applySubscriptionEvent(tx, kind, created, sub) };
    }
    case "invoice.paid": {
      const invoice = event.data.object;
      await beforeInvoicePaid(invoice);
      return { apply: (tx) => applyInvoicePaid(tx, invoice) };
    }
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      return { apply: (tx) => applyInvoiceFailed(tx, invoice) };
    }
    case "charge.refunded": {
      const prepared = await prepareRefund(event.data.object, { reason: "Refunded in Stripe" });
      return { apply: (tx) => prepared.apply(tx) };
    }
    case "charge.dispute.created": {
      const dispute = event.data.object;
      const charge = await chargeOfDispute(dispute);
      return { apply: (tx) => applyDispute(tx, dispute, charge) };
    }
    default:
      return null;
  }
}

export async function handleStripeEvent(event: Stripe.Event): Promise<WebhookAnswer> {
  const seen = await db.processedStripeEvent.findUnique({ where: { id: event.id }, select: { id: true } });
  if (seen) return { received: true, duplicate: true };
  const prepared = await prepare(event);
  if (!prepared) return { received: true, ignored: true };
  const outcome = await transaction(async (tx) => {
    const inserted = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO processed_stripe_events (id, type, "createdAt")
      VALUES (${event.id}, ${event.type}, ${toDate(event.created) ?? new Date()})
      ON CONFLICT (id) DO NOTHING RETURNING id`;
    if (!inserted.length) return { duplicate: true as const };
    return { duplicate: false as const, result: await prepared.apply(tx) };
  });
  if (outcome.duplicate) return { received: true, duplicate: true };
  await prepared.after?.(outcome.result);
  log.info("stripe_webhook_processed", { id: event.id, type: event.type });
  return { received: true };
}
