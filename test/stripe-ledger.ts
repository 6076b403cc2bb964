// What the Stripe stand-in (test/stripe-stub.ts) holds in memory, and the moves that change it
// outside a request: paying on the hosted page, billing and renewing a period, and delivering
// signed events to the app's webhook. Its HTTP endpoints (test/stripe-api.ts) read and write the
// same maps, and tests drive these moves directly, so both live here, apart from the routing.
import type Stripe from "stripe";
import {
  eventObject,
  list,
  now,
  periodBillObjects,
  priceObject,
  subscriptionObject,
  type Obj,
  type PriceSpec,
  type SessionObj,
} from "./stripe-objects";
import { DEFAULT_PRICES, signedEvent } from "./stripe-wire";

export type StripeLedgerOptions = { prices?: Record<string, PriceSpec>; webhook?: { url: string; secret: string } };

export function stripeLedger(opts: StripeLedgerOptions) {
  const prices = new Map<string, Obj>();
  const customers = new Map<string, Obj>();
  const sessions = new Map<string, SessionObj>();
  const subscriptions = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const charges = new Map<string, Obj>();
  const refunds = new Map<string, Obj>();

  function addPrice(id: string, spec: PriceSpec) {
    prices.set(id, priceObject(id, spec));
  }
  for (const [id, spec] of Object.entries(opts.prices ?? DEFAULT_PRICES)) addPrice(id, spec);

  const lookup = (id: unknown): Obj | undefined =>
    typeof id !== "string"
      ? undefined
      : (subscriptions.get(id) ??
        invoices.get(id) ??
        charges.get(id) ??
        customers.get(id) ??
        refunds.get(id) ??
        prices.get(id));

  /** A session as the API shows it (our bookkeeping fields stripped), with `expand` applied. */
  function sessionView(s: SessionObj, expand: string[]) {
    const {
      line_items_data,
      subscription_data: _sd,
      ...out
    } = s as Record<string, unknown> & { line_items_data: Obj[] };
    void _sd;
    for (const path of expand) {
      if (path === "line_items") out.line_items = list(line_items_data, `/v1/checkout/sessions/${s.id}/line_items`);
      else if (typeof out[path] === "string" && lookup(out[path])) out[path] = structuredClone(lookup(out[path]));
    }
    return out;
  }
  function chargeView(c: Obj, expand: string[]) {
    const out: Record<string, unknown> = { ...c };
    if (expand.includes("refunds")) {
      out.refunds = list(
        [...refunds.values()].filter((r) => r.charge === c.id),
        `/v1/charges/${c.id}/refunds`,
      );
    }
    return out;
  }

  function createSubscription(customer: string, price: Obj, metadata: Record<string, string>) {
    const sub = subscriptionObject(customer, price, metadata);
    subscriptions.set(sub.id, sub);
    return sub;
  }

  /** Bills one period of a subscription: a paid invoice and its succeeded charge. */
  function billPeriod(sub: Obj, reason: "subscription_create" | "subscription_cycle" = "subscription_create") {
    const { invoice, charge } = periodBillObjects(
      sub,
      (customers.get(sub.customer as string)?.email as string | null) ?? null,
      reason,
    );
    charges.set(charge.id, charge);
    invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    return { invoice, charge };
  }

  /** The next billing period of a subscription: starts it now and bills it. */
  function renew(subscriptionId: string) {
    const sub = subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`no subscription ${subscriptionId}`);
    const item = (sub.items as { data: { current_period_start: number; current_period_end: number }[] }).data[0];
    // The period rolls over now (Stripe renews at the old period's end; here that moment is now).
    const length = item.current_period_end - item.current_period_start;
    Object.assign(item, { current_period_start: now(), current_period_end: now() + length });
    return billPeriod(sub, "subscription_cycle");
  }

  /** What paying on Stripe's hosted page does: subscription, paid invoice and charge; session complete. */
  function completeCheckout(sessionId: string, { paid = true }: { paid?: boolean } = {}) {
    const s = sessions.get(sessionId);
    if (!s) throw new Error(`no checkout session ${sessionId}`);
    if (s.status === "complete")
      return {
        session: s,
        subscription: subscriptions.get(s.subscription as string)!,
        invoice: invoices.get(s.invoice as string)!,
        charge: undefined,
      };
    const price = s.line_items_data[0].price as Obj;
    const metadata =
      (s as { subscription_data?: { metadata?: Record<string, string> } }).subscription_data?.metadata ?? {};
    const subscription = createSubscription(s.customer as string, price, metadata);
    if (!paid) subscription.status = "incomplete";
    const { invoice, charge } = billPeriod(subscription);
    Object.assign(s, {
      status: "complete",
      payment_status: paid ? "paid" : "unpaid",
      subscription: subscription.id,
      invoice: invoice.id,
    });
    return { session: s, subscription, invoice, charge };
  }

  const event = eventObject;

  /** Sends signed events to the configured webhook URL, one after the other (what Stripe does after a checkout). */
  async function deliver(events: Stripe.Event[]) {
    if (!opts.webhook) return;
    for (const e of events) {
      const { body, header } = signedEvent(e, opts.webhook.secret);
      await fetch(opts.webhook.url, {
        method: "POST",
        body,
        headers: { "content-type": "application/json", "stripe-signature": header },
      }).catch(() => undefined);
    }
  }

  return {
    prices,
    customers,
    sessions,
    subscriptions,
    invoices,
    charges,
    refunds,
    addPrice,
    sessionView,
    chargeView,
    billPeriod,
    renew,
    completeCheckout,
    event,
    deliver,
  };
}

export type StripeLedger = ReturnType<typeof stripeLedger>;
