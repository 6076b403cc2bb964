// A stateful Stripe API stand-in on test/http-stub.ts that the real `stripe` SDK talks to (point it
// here with STRIPE_API_URL). It keeps customers, prices, checkout sessions, subscriptions, invoices,
// charges and refunds in memory, answers in Stripe's object shapes and error format, parses the
// SDK's form-encoded bodies, honours Idempotency-Key, and builds signed webhook events.
//   const stripe = stripeStub(); await stripe.start();
//   process.env.STRIPE_API_URL = stripe.url;
//   stripe.completeCheckout(sessionId)          // what paying on Stripe's page does
//   const { body, header } = signedEvent(stripe.event("invoice.paid", invoice), secret)
// Also used by e2e/server.ts (E2E_STRIPE=1): GET /checkout/pay/{id} pays and redirects to success_url.
// The objects' shapes are in test/stripe-objects.ts, the encoding, signing and env in test/stripe-wire.ts.
import type Stripe from "stripe";
import { http, HttpResponse, type StubRequest, type StubResponse } from "./http-stub";
import {
  checkoutSessionObject,
  customerObject,
  disputeObject,
  eventObject,
  lineItemObject,
  list,
  now,
  periodBillObjects,
  priceObject,
  refundObject,
  subscriptionObject,
  type Obj,
  type PriceSpec,
  type SessionObj,
} from "./stripe-objects";
import { DEFAULT_PRICES, parseForm, signedEvent } from "./stripe-wire";

export { DEFAULT_PRICES, parseForm, signedEvent, stubEnv } from "./stripe-wire";

const stripeError = (status: number, message: string, code?: string, param?: string) =>
  HttpResponse.json(
    { error: { type: status === 402 ? "card_error" : "invalid_request_error", message, code, param } },
    status,
  );
const notFound = (kind: string, id: string) => stripeError(404, `No such ${kind}: '${id}'`, "resource_missing", "id");

export function stripeStub(
  opts: { prices?: Record<string, PriceSpec>; webhook?: { url: string; secret: string } } = {},
) {
  const http_ = http();
  /** "METHOD /path-prefix" that answers Stripe's 500 api_error while set (outage simulation). */
  let failing: string | null = null;
  const server = {
    ...http_,
    get url() {
      return http_.url;
    },
    on(key: string, handler: (req: StubRequest) => StubResponse | Promise<StubResponse>) {
      http_.on(key, (req) =>
        failing && `${req.method} ${req.path}`.startsWith(failing)
          ? HttpResponse.json(
              { error: { type: "api_error", message: "An unknown error occurred (stand-in outage)." } },
              500,
            )
          : handler(req),
      );
    },
  };
  const prices = new Map<string, Obj>();
  const customers = new Map<string, Obj>();
  const sessions = new Map<string, SessionObj>();
  const subscriptions = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const charges = new Map<string, Obj>();
  const refunds = new Map<string, Obj>();
  const idempotent = new Map<string, { body: string; response: StubResponse }>();
  /** Idempotency keys the SDK sent, in order (tests assert outgoing POSTs carry one). */
  const idempotencyKeys: string[] = [];

  function addPrice(id: string, spec: PriceSpec) {
    prices.set(id, priceObject(id, spec));
  }
  for (const [id, spec] of Object.entries(opts.prices ?? DEFAULT_PRICES)) addPrice(id, spec);

  const expandOf = (q: URLSearchParams, form: Record<string, unknown>) => [
    ...[...q.entries()].filter(([k]) => k.startsWith("expand")).map(([, v]) => v),
    ...((form.expand as string[] | undefined) ?? []),
  ];
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

  // POST handlers go through idempotency: a repeated key replays the first answer.
  function post(key: string, handler: (form: Record<string, unknown>, req: StubRequest) => StubResponse) {
    server.on(key, async (req) => {
      const body = await req.text();
      const idem = req.headers["idempotency-key"] as string | undefined;
      if (idem) {
        idempotencyKeys.push(idem);
        const seen = idempotent.get(`${req.path}:${idem}`);
        if (seen && seen.body !== body)
          return stripeError(
            400,
            "Keys for idempotent requests can only be used with the same parameters they were first used with.",
            "idempotency_key_in_use",
          );
        if (seen) return { ...seen.response, headers: { ...seen.response.headers, "idempotent-replayed": "true" } };
      }
      const response = handler(parseForm(body), req);
      if (idem && response.status < 500) idempotent.set(`${req.path}:${idem}`, { body, response });
      return response;
    });
  }
  const idFrom = (req: StubRequest) => decodeURIComponent(req.path.split("/").filter(Boolean).at(-1) ?? "");

  post("POST /v1/customers", (form) => {
    const c = customerObject(form);
    customers.set(c.id, c);
    return HttpResponse.json(c);
  });
  server.on("GET /v1/customers/*", (req) => {
    const c = customers.get(idFrom(req));
    return c ? HttpResponse.json(c) : notFound("customer", idFrom(req));
  });

  post("POST /v1/checkout/sessions", (form) => {
    const items = (form.line_items as { price: string; quantity?: string }[] | undefined) ?? [];
    if (!form.success_url)
      return stripeError(400, "Missing required param: success_url.", "parameter_missing", "success_url");
    if (!items.length)
      return stripeError(400, "Missing required param: line_items.", "parameter_missing", "line_items");
    const lineItems: Obj[] = [];
    for (const it of items) {
      const price = prices.get(it.price);
      if (!price) return stripeError(400, `No such price: '${it.price}'`, "resource_missing", "line_items[0][price]");
      lineItems.push(lineItemObject(price, Number(it.quantity ?? 1)));
    }
    const customer = typeof form.customer === "string" ? form.customer : null;
    const s = checkoutSessionObject(
      form,
      lineItems,
      customer ? ((customers.get(customer)?.email as string | null) ?? null) : null,
      (id) => `${server.url}/checkout/pay/${id}`,
    );
    sessions.set(s.id, s);
    return HttpResponse.json(sessionView(s, []));
  });
  server.on("GET /v1/checkout/sessions/*", (req) => {
    const parts = req.path.split("/").filter(Boolean);
    const id = decodeURIComponent(parts[3] ?? "");
    const s = sessions.get(id);
    if (!s) return notFound("checkout.session", id);
    if (parts[4] === "line_items") return HttpResponse.json(list(s.line_items_data, req.path));
    return HttpResponse.json(sessionView(s, expandOf(req.query, {})));
  });
  // The hosted payment page: pays at once and returns to success_url (the e2e checkout).
  server.on("GET /checkout/pay/*", async (req) => {
    const id = idFrom(req);
    const s = sessions.get(id);
    if (!s) return HttpResponse.text("No such checkout session", 404);
    const done = completeCheckout(id);
    void deliver([
      event("customer.subscription.created", done.subscription),
      event("invoice.paid", done.invoice),
      event("checkout.session.completed", sessionView(done.session, [])),
    ]);
    const to = String(s.success_url).replace("{CHECKOUT_SESSION_ID}", id);
    return { status: 303, body: "", headers: { location: to } };
  });

  server.on("GET /v1/subscriptions/*", (req) => {
    const sub = subscriptions.get(idFrom(req));
    return sub ? HttpResponse.json(sub) : notFound("subscription", idFrom(req));
  });
  post("POST /v1/subscriptions/*", (form, req) => {
    const sub = subscriptions.get(idFrom(req));
    if (!sub) return notFound("subscription", idFrom(req));
    if (sub.status === "canceled")
      return stripeError(400, "A canceled subscription can only update its cancellation_details and metadata.");
    if (form.cancel_at_period_end !== undefined) {
      const on = form.cancel_at_period_end === "true";
      const end = (sub.items as { data: { current_period_end: number }[] }).data[0].current_period_end;
      Object.assign(sub, { cancel_at_period_end: on, cancel_at: on ? end : null, canceled_at: on ? now() : null });
    }
    if (form.metadata) sub.metadata = { ...(sub.metadata as object), ...(form.metadata as object) };
    return HttpResponse.json(sub);
  });
  server.on("DELETE /v1/subscriptions/*", (req) => {
    const sub = subscriptions.get(idFrom(req));
    if (!sub) return notFound("subscription", idFrom(req));
    if (sub.status === "canceled") return stripeError(400, `No such subscription: '${sub.id}'`, "resource_missing");
    Object.assign(sub, {
      status: "canceled",
      canceled_at: now(),
      ended_at: now(),
      cancellation_details: { comment: null, feedback: null, reason: "cancellation_requested" },
    });
    return HttpResponse.json(sub);
  });

  server.on("GET /v1/invoices/*", (req) => {
    const inv = invoices.get(idFrom(req));
    return inv ? HttpResponse.json(inv) : notFound("invoice", idFrom(req));
  });
  server.on("GET /v1/charges", (req) => {
    const customer = req.query.get("customer");
    const data = [...charges.values()]
      .filter((c) => !customer || c.customer === customer)
      .sort((a, b) => (b.created as number) - (a.created as number));
    return HttpResponse.json(
      list(
        data.slice(0, Number(req.query.get("limit") ?? 10)).map((c) => chargeView(c, expandOf(req.query, {}))),
        "/v1/charges",
      ),
    );
  });
  server.on("GET /v1/charges/*", (req) => {
    const c = charges.get(idFrom(req));
    return c ? HttpResponse.json(chargeView(c, expandOf(req.query, {}))) : notFound("charge", idFrom(req));
  });
  post("POST /v1/refunds", (form) => {
    const charge = charges.get(form.charge as string);
    if (!charge) return notFound("charge", String(form.charge));
    const refundable = (charge.amount as number) - (charge.amount_refunded as number);
    const amount = form.amount === undefined ? refundable : Number(form.amount);
    if (refundable <= 0)
      return stripeError(400, `Charge ${charge.id} has already been refunded.`, "charge_already_refunded");
    if (!(amount > 0) || amount > refundable) {
      return stripeError(
        400,
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(refundable / 100).toFixed(2)})`,
        "amount_too_large",
        "amount",
      );
    }
    const refund = refundObject(charge, amount, form);
    refunds.set(refund.id, refund);
    charge.amount_refunded = (charge.amount_refunded as number) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return HttpResponse.json(refund);
  });
  server.on("GET /v1/refunds", (req) => {
    const charge = req.query.get("charge");
    return HttpResponse.json(
      list(
        [...refunds.values()].filter((r) => !charge || r.charge === charge),
        "/v1/refunds",
      ),
    );
  });

  return {
    server,
    /** Make requests matching "METHOD /path-prefix" fail with a Stripe 500 (null: back to normal). */
    fail(prefix: string | null) {
      failing = prefix;
    },
    prices,
    get url() {
      return server.url;
    },
    start: (port?: number) => server.start(port),
    stop: () => server.stop(),
    calls: server.calls,
    idempotencyKeys,
    customers,
    sessions,
    subscriptions,
    invoices,
    charges,
    refunds,
    addPrice,
    completeCheckout,
    /** The session as Stripe's API (and a checkout.session.completed event) shows it. */
    session: (id: string, expand: string[] = []) => sessionView(sessions.get(id)!, expand),
    billPeriod,
    renew,
    event,
    deliver,
    /** A charge.dispute.created payload for a charge. */
    dispute: (chargeId: string): Obj => disputeObject(charges.get(chargeId)!),
  };
}

export type StripeStub = ReturnType<typeof stripeStub>;
