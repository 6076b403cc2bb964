// A stateful Stripe API stand-in on test/http-stub.ts that the real `stripe` SDK talks to (point it
// here with STRIPE_API_URL). It keeps customers, prices, checkout sessions, subscriptions, invoices,
// charges and refunds in memory, answers in Stripe's object shapes and error format, parses the
// SDK's form-encoded bodies, honours Idempotency-Key, and builds signed webhook events.
//   const stripe = stripeStub(); await stripe.start();
//   process.env.STRIPE_API_URL = stripe.url;
//   stripe.completeCheckout(sessionId)          // what paying on Stripe's page does
//   const { body, header } = signedEvent(stripe.event("invoice.paid", invoice), secret)
// Also used by e2e/server.ts (E2E_STRIPE=1): GET /checkout/pay/{id} pays and redirects to success_url.
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { http, HttpResponse, type StubRequest, type StubResponse } from "./http-stub";

type Obj = Record<string, unknown> & { id: string };
type PriceSpec = { amount: number; interval: "month" | "year"; currency?: string; product?: string };

export const STUB_API_VERSION = "2026-10-28.endive";
const now = () => Math.floor(Date.now() / 1000);
export const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;

/** Stripe's form encoding (`a[b][0][c]=1`) to nested objects; numeric keys become arrays. */
export function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, i) => {
      const key = part === "" && Array.isArray(node) ? String(node.length) : part;
      if (i === parts.length - 1) (node as Record<string, unknown>)[key] = value;
      else {
        const nextIsIndex = /^\d*$/.test(parts[i + 1]);
        const holder = node as Record<string, unknown>;
        holder[key] ??= nextIsIndex ? [] : {};
        node = holder[key] as Record<string, unknown>;
      }
    });
  }
  return root;
}

const list = (data: unknown[], url: string) => ({ object: "list", data, has_more: false, url });
const stripeError = (status: number, message: string, code?: string, param?: string) =>
  HttpResponse.json({ error: { type: status === 402 ? "card_error" : "invalid_request_error", message, code, param } }, status);
const notFound = (kind: string, id: string) => stripeError(404, `No such ${kind}: '${id}'`, "resource_missing", "id");

/** Default prices matching the plan table (cents). */
export const DEFAULT_PRICES: Record<string, PriceSpec> = {
  price_pro_monthly: { amount: 1900, interval: "month" },
  price_pro_yearly: { amount: 15300, interval: "year" },
  price_studio_monthly: { amount: 4900, interval: "month" },
  price_studio_yearly: { amount: 39400, interval: "year" },
  price_enterprise_monthly: { amount: 14900, interval: "month" },
  price_enterprise_yearly: { amount: 119800, interval: "year" },
};

/** The env a server needs to talk to this stand-in with DEFAULT_PRICES. */
export function stubEnv(url: string, webhookSecret = "whsec_test_secret"): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: "sk_test_stand_in",
    STRIPE_API_URL: url,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_PRO_MONTHLY: "price_pro_monthly",
    STRIPE_PRICE_PRO_YEARLY: "price_pro_yearly",
    STRIPE_PRICE_STUDIO_MONTHLY: "price_studio_monthly",
    STRIPE_PRICE_STUDIO_YEARLY: "price_studio_yearly",
    STRIPE_PRICE_ENTERPRISE_MONTHLY: "price_enterprise_monthly",
    STRIPE_PRICE_ENTERPRISE_YEARLY: "price_enterprise_yearly",
  };
}

/** A webhook body and its Stripe-Signature header, signed with the SDK's own test helper. */
export function signedEvent(event: object, secret: string, timestamp = now()): { body: string; header: string } {
  const body = JSON.stringify(event);
  return { body, header: Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp }) };
}

export function stripeStub(opts: { prices?: Record<string, PriceSpec>; webhook?: { url: string; secret: string } } = {}) {
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
          ? HttpResponse.json({ error: { type: "api_error", message: "An unknown error occurred (stand-in outage)." } }, 500)
          : handler(req),
      );
    },
  };
  const prices = new Map<string, Obj>();
  const customers = new Map<string, Obj>();
  const sessions = new Map<string, Obj & { line_items_data: Obj[] }>();
  const subscriptions = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const charges = new Map<string, Obj>();
  const refunds = new Map<string, Obj>();
  const idempotent = new Map<string, { body: string; response: StubResponse }>();
  /** Idempotency keys the SDK sent, in order (tests assert outgoing POSTs carry one). */
  const idempotencyKeys: string[] = [];

  function addPrice(id: string, spec: PriceSpec) {
    prices.set(id, {
      id, object: "price", active: true, billing_scheme: "per_unit", created: now(), currency: spec.currency ?? "usd",
      custom_unit_amount: null, livemode: false, lookup_key: null, metadata: {}, nickname: null,
      product: spec.product ?? `prod_${id.replace(/^price_/, "").replace(/_(monthly|yearly)$/, "")}`,
      recurring: { interval: spec.interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: "licensed" },
      tax_behavior: "unspecified", tiers_mode: null, transform_quantity: null, type: "recurring",
      unit_amount: spec.amount, unit_amount_decimal: String(spec.amount),
    });
  }
  for (const [id, spec] of Object.entries(opts.prices ?? DEFAULT_PRICES)) addPrice(id, spec);

  const expandOf = (q: URLSearchParams, form: Record<string, unknown>) => [
    ...[...q.entries()].filter(([k]) => k.startsWith("expand")).map(([, v]) => v),
    ...((form.expand as string[] | undefined) ?? []),
  ];
  const lookup = (id: unknown): Obj | undefined =>
    typeof id !== "string" ? undefined
      : subscriptions.get(id) ?? invoices.get(id) ?? charges.get(id) ?? customers.get(id) ?? refunds.get(id) ?? prices.get(id);

  /** A session as the API shows it (our bookkeeping fields stripped), with `expand` applied. */
  function sessionView(s: Obj & { line_items_data: Obj[] }, expand: string[]) {
    const { line_items_data, subscription_data: _sd, ...out } = s as Record<string, unknown> & { line_items_data: Obj[] };
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
      out.refunds = list([...refunds.values()].filter((r) => r.charge === c.id), `/v1/charges/${c.id}/refunds`);
    }
    return out;
  }

  function createSubscription(customer: string, price: Obj, metadata: Record<string, string>) {
    const id = stripeId("sub");
    const created = now();
    const end = created + ((price.recurring as { interval: string }).interval === "year" ? 365 : 30) * 86400;
    const sub: Obj = {
      id, object: "subscription", application: null, application_fee_percent: null,
      automatic_tax: { disabled_reason: null, enabled: false, liability: null }, billing_cycle_anchor: created,
      billing_cycle_anchor_config: null, billing_mode: { type: "flexible" }, cancel_at: null, cancel_at_period_end: false,
      canceled_at: null, cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: "charge_automatically", created, currency: price.currency, customer, customer_account: null,
      days_until_due: null, default_payment_method: stripeId("pm"), default_source: null, description: null, discounts: [],
      ended_at: null, invoice_settings: { account_tax_ids: null, issuer: { type: "self" } },
      items: list([{
        id: stripeId("si"), object: "subscription_item", billing_thresholds: null, created, current_period_end: end,
        current_period_start: created, discounts: [], metadata: {}, price, quantity: 1, subscription: id, tax_rates: [],
      }], `/v1/subscription_items?subscription=${id}`),
      latest_invoice: null, livemode: false, metadata, next_pending_invoice_item_invoice: null, on_behalf_of: null,
      pause_collection: null, payment_settings: null, pending_invoice_item_interval: null, pending_setup_intent: null,
      pending_update: null, schedule: null, start_date: created, status: "active", test_clock: null,
      transfer_data: null, trial_end: null, trial_settings: null, trial_start: null,
    };
    subscriptions.set(id, sub);
    return sub;
  }

  /** Bills one period of a subscription: a paid invoice and its succeeded charge. */
  function billPeriod(sub: Obj, reason: "subscription_create" | "subscription_cycle" = "subscription_create") {
    const item = (sub.items as { data: Obj[] }).data[0] as Obj & { price: Obj; current_period_start: number; current_period_end: number };
    const amount = item.price.unit_amount as number;
    const customer = customers.get(sub.customer as string);
    const invoiceId = stripeId("in");
    const charge: Obj = {
      id: stripeId("ch"), object: "charge", amount, amount_captured: amount, amount_refunded: 0, application: null,
      application_fee: null, application_fee_amount: null, balance_transaction: stripeId("txn"),
      billing_details: { address: null, email: customer?.email ?? null, name: null, phone: null, tax_id: null },
      calculated_statement_descriptor: "TRENDSCRIPT", captured: true, created: now(), currency: item.price.currency,
      customer: sub.customer, description: reason === "subscription_create" ? "Subscription creation" : "Subscription update",
      disputed: false, failure_balance_transaction: null, failure_code: null, failure_message: null, fraud_details: {},
      livemode: false, metadata: {}, on_behalf_of: null,
      outcome: { network_status: "approved_by_network", reason: null, risk_level: "normal", seller_message: "Payment complete.", type: "authorized" },
      paid: true, payment_intent: stripeId("pi"), payment_method: sub.default_payment_method, payment_method_details: { type: "card" },
      receipt_email: customer?.email ?? null, receipt_number: null, receipt_url: null, refunded: false, review: null,
      shipping: null, source: null, source_transfer: null, statement_descriptor: null, statement_descriptor_suffix: null,
      status: "succeeded", transfer_data: null, transfer_group: null,
    };
    charges.set(charge.id, charge);
    const invoice: Obj = {
      id: invoiceId, object: "invoice", account_country: "US", account_name: "TrendScript", amount_due: amount,
      amount_overpaid: 0, amount_paid: amount, amount_remaining: 0, amount_shipping: 0, attempt_count: 1, attempted: true,
      billing_reason: reason, collection_method: "charge_automatically", created: now(), currency: item.price.currency,
      customer: sub.customer, customer_email: customer?.email ?? null, description: null, discounts: [],
      lines: list([{
        id: stripeId("il"), object: "line_item", amount, currency: item.price.currency, description: `1 × ${item.price.product}`,
        discountable: true, discounts: [], invoice: invoiceId, livemode: false, metadata: {},
        parent: { subscription_item_details: { subscription: sub.id, subscription_item: item.id }, type: "subscription_item_details" },
        period: { start: item.current_period_start, end: item.current_period_end },
        pricing: { price_details: { price: item.price.id, product: item.price.product }, type: "price_details", unit_amount_decimal: String(amount) },
        quantity: 1,
      }], `/v1/invoices/${invoiceId}/lines`),
      livemode: false, metadata: {},
      parent: { quote_details: null, subscription_details: { metadata: sub.metadata, subscription: sub.id }, type: "subscription_details" },
      period_end: item.current_period_start, period_start: item.current_period_start, status: "paid",
      status_transitions: { finalized_at: now(), marked_uncollectible_at: null, paid_at: now(), voided_at: null },
      subtotal: amount, total: amount,
    };
    invoices.set(invoiceId, invoice);
    sub.latest_invoice = invoiceId;
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
    if (s.status === "complete") return { session: s, subscription: subscriptions.get(s.subscription as string)!, invoice: invoices.get(s.invoice as string)!, charge: undefined };
    const price = s.line_items_data[0].price as Obj;
    const metadata = ((s as { subscription_data?: { metadata?: Record<string, string> } }).subscription_data?.metadata) ?? {};
    const subscription = createSubscription(s.customer as string, price, metadata);
    if (!paid) subscription.status = "incomplete";
    const { invoice, charge } = billPeriod(subscription);
    Object.assign(s, { status: "complete", payment_status: paid ? "paid" : "unpaid", subscription: subscription.id, invoice: invoice.id });
    return { session: s, subscription, invoice, charge };
  }

  function event(type: string, object: object, extra: { created?: number; previous_attributes?: object } = {}): Stripe.Event {
    return {
      id: stripeId("evt"), object: "event", api_version: STUB_API_VERSION, created: extra.created ?? now(),
      data: { object: structuredClone(object), ...(extra.previous_attributes ? { previous_attributes: extra.previous_attributes } : {}) },
      livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type,
    } as unknown as Stripe.Event;
  }

  /** Sends signed events to the configured webhook URL, one after the other (what Stripe does after a checkout). */
  async function deliver(events: Stripe.Event[]) {
    if (!opts.webhook) return;
    for (const e of events) {
      const { body, header } = signedEvent(e, opts.webhook.secret);
      await fetch(opts.webhook.url, { method: "POST", body, headers: { "content-type": "application/json", "stripe-signature": header } }).catch(() => undefined);
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
        if (seen && seen.body !== body) return stripeError(400, "Keys for idempotent requests can only be used with the same parameters they were first used with.", "idempotency_key_in_use");
        if (seen) return { ...seen.response, headers: { ...seen.response.headers, "idempotent-replayed": "true" } };
      }
      const response = handler(parseForm(body), req);
      if (idem && response.status < 500) idempotent.set(`${req.path}:${idem}`, { body, response });
      return response;
    });
  }
  const idFrom = (req: StubRequest) => decodeURIComponent(req.path.split("/").filter(Boolean).at(-1) ?? "");

  post("POST /v1/customers", (form) => {
    const c: Obj = {
      id: stripeId("cus"), object: "customer", address: null, balance: 0, created: now(), currency: null,
      default_source: null, delinquent: false, description: (form.description as string) ?? null,
      email: (form.email as string) ?? null, invoice_prefix: randomBytes(4).toString("hex").toUpperCase(),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false, metadata: (form.metadata as object) ?? {}, name: (form.name as string) ?? null, phone: null,
      preferred_locales: [], shipping: null, tax_exempt: "none", test_clock: null,
    };
    customers.set(c.id, c);
    return HttpResponse.json(c);
  });
  server.on("GET /v1/customers/*", (req) => {
    const c = customers.get(idFrom(req));
    return c ? HttpResponse.json(c) : notFound("customer", idFrom(req));
  });

  post("POST /v1/checkout/sessions", (form) => {
    const items = (form.line_items as { price: string; quantity?: string }[] | undefined) ?? [];
    if (!form.success_url) return stripeError(400, "Missing required param: success_url.", "parameter_missing", "success_url");
    if (!items.length) return stripeError(400, "Missing required param: line_items.", "parameter_missing", "line_items");
    const lineItems: Obj[] = [];
    for (const it of items) {
      const price = prices.get(it.price);
      if (!price) return stripeError(400, `No such price: '${it.price}'`, "resource_missing", "line_items[0][price]");
      const qty = Number(it.quantity ?? 1);
      const amount = (price.unit_amount as number) * qty;
      lineItems.push({ id: stripeId("li"), object: "item", adjustable_quantity: null, amount_discount: 0, amount_subtotal: amount, amount_tax: 0, amount_total: amount, currency: price.currency, description: price.product, metadata: {}, price, quantity: qty });
    }
    const id = `cs_test_${randomBytes(24).toString("base64url").replace(/[-_]/g, "a")}`;
    const total = lineItems.reduce((n, li) => n + (li.amount_total as number), 0);
    const customer = (form.customer as string) ?? null;
    const s = {
      id, object: "checkout.session", adaptive_pricing: null, after_expiration: null, allow_promotion_codes: null,
      amount_subtotal: total, amount_total: total, automatic_tax: { enabled: false, liability: null, provider: null, status: null },
      billing_address_collection: null, cancel_url: (form.cancel_url as string) ?? null,
      client_reference_id: (form.client_reference_id as string) ?? null, client_secret: null, consent: null,
      consent_collection: null, created: now(), currency: lineItems[0].currency, custom_fields: [], custom_text: {},
      customer, customer_creation: customer ? null : "if_required",
      customer_details: customer ? { email: customers.get(customer)?.email ?? null } : null,
      customer_email: (form.customer_email as string) ?? null, expires_at: now() + 86400, invoice: null, invoice_creation: null,
      livemode: false, locale: null, metadata: (form.metadata as object) ?? {}, mode: form.mode ?? "payment",
      payment_intent: null, payment_link: null, payment_method_collection: "always", payment_method_types: ["card"],
      payment_status: "unpaid", phone_number_collection: { enabled: false }, recovered_from: null,
      setup_intent: null, shipping_address_collection: null, shipping_cost: null, shipping_options: [], status: "open",
      submit_type: null, subscription: null, success_url: form.success_url as string, total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: "hosted", url: `${server.url}/checkout/pay/${id}`,
      subscription_data: form.subscription_data, line_items_data: lineItems,
    } as unknown as Obj & { line_items_data: Obj[] };
    sessions.set(id, s);
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
    if (sub.status === "canceled") return stripeError(400, "A canceled subscription can only update its cancellation_details and metadata.");
    if (form.cancel_at_period_end !== undefined) {
      const on = form.cancel_at_period_end === "true";
      const end = ((sub.items as { data: { current_period_end: number }[] }).data[0]).current_period_end;
      Object.assign(sub, { cancel_at_period_end: on, cancel_at: on ? end : null, canceled_at: on ? now() : null });
    }
    if (form.metadata) sub.metadata = { ...(sub.metadata as object), ...(form.metadata as object) };
    return HttpResponse.json(sub);
  });
  server.on("DELETE /v1/subscriptions/*", (req) => {
    const sub = subscriptions.get(idFrom(req));
    if (!sub) return notFound("subscription", idFrom(req));
    if (sub.status === "canceled") return stripeError(400, `No such subscription: '${sub.id}'`, "resource_missing");
    Object.assign(sub, { status: "canceled", canceled_at: now(), ended_at: now(), cancellation_details: { comment: null, feedback: null, reason: "cancellation_requested" } });
    return HttpResponse.json(sub);
  });

  server.on("GET /v1/invoices/*", (req) => {
    const inv = invoices.get(idFrom(req));
    return inv ? HttpResponse.json(inv) : notFound("invoice", idFrom(req));
  });
  server.on("GET /v1/charges", (req) => {
    const customer = req.query.get("customer");
    const data = [...charges.values()].filter((c) => !customer || c.customer === customer).sort((a, b) => (b.created as number) - (a.created as number));
    return HttpResponse.json(list(data.slice(0, Number(req.query.get("limit") ?? 10)).map((c) => chargeView(c, expandOf(req.query, {}))), "/v1/charges"));
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
    if (refundable <= 0) return stripeError(400, `Charge ${charge.id} has already been refunded.`, "charge_already_refunded");
    if (!(amount > 0) || amount > refundable) {
      return stripeError(400, `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(refundable / 100).toFixed(2)})`, "amount_too_large", "amount");
    }
    const refund: Obj = {
      id: stripeId("re"), object: "refund", amount, balance_transaction: stripeId("txn"), charge: charge.id, created: now(),
      currency: charge.currency, customer: charge.customer, customer_account: null, destination_details: { card: { type: "refund" }, type: "card" },
      metadata: (form.metadata as object) ?? {}, payment_intent: charge.payment_intent, payment_method: charge.payment_method,
      reason: (form.reason as string) ?? null, receipt_number: null, source_transfer_reversal: null, status: "succeeded", transfer_reversal: null,
    };
    refunds.set(refund.id, refund);
    charge.amount_refunded = (charge.amount_refunded as number) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return HttpResponse.json(refund);
  });
  server.on("GET /v1/refunds", (req) => {
    const charge = req.query.get("charge");
    return HttpResponse.json(list([...refunds.values()].filter((r) => !charge || r.charge === charge), "/v1/refunds"));
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
    dispute(chargeId: string): Obj {
      const c = charges.get(chargeId)!;
      return {
        id: stripeId("dp"), object: "dispute", amount: c.amount, balance_transactions: [], charge: c.id, created: now(),
        currency: c.currency, enhanced_eligibility_types: [], evidence: {}, evidence_details: { due_by: now() + 7 * 86400, has_evidence: false, past_due: false, submission_count: 0 },
        is_charge_refundable: false, livemode: false, metadata: {}, payment_intent: c.payment_intent, reason: "fraudulent", status: "needs_response",
      };
    },
  };
}

export type StripeStub = ReturnType<typeof stripeStub>;
