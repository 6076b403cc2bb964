// The Stripe stand-in's HTTP endpoints (test/stripe-stub.ts): the few routes of Stripe's API the
// app calls, answered from the stand-in's ledger (test/stripe-ledger.ts) in Stripe's error format,
// with the SDK's form-encoded bodies parsed and Idempotency-Key honoured as Stripe does; plus the
// hosted payment page the browser tests go through. The routing and request rules live here, what
// the stand-in holds and how paying moves it in the ledger.
import { HttpResponse, type StubHandler, type StubRequest, type StubResponse } from "./http-stub";
import {
  checkoutSessionObject,
  customerObject,
  lineItemObject,
  list,
  now,
  refundObject,
  type Obj,
} from "./stripe-objects";
import type { StripeLedger } from "./stripe-ledger";
import { parseForm } from "./stripe-wire";

const stripeError = (status: number, message: string, code?: string, param?: string) =>
  HttpResponse.json(
    { error: { type: status === 402 ? "card_error" : "invalid_request_error", message, code, param } },
    status,
  );
const notFound = (kind: string, id: string) => stripeError(404, `No such ${kind}: '${id}'`, "resource_missing", "id");

const expandOf = (q: URLSearchParams, form: Record<string, unknown>) => [
  ...[...q.entries()].filter(([k]) => k.startsWith("expand")).map(([, v]) => v),
  ...((form.expand as string[] | undefined) ?? []),
];

/** Registers Stripe's endpoints on `server`; returns the Idempotency-Keys the SDK sent, in order. */
export function serveStripeApi(
  server: { readonly url: string; on(key: string, handler: StubHandler): void },
  ledger: StripeLedger,
): string[] {
  const idempotent = new Map<string, { body: string; response: StubResponse }>();
  const idempotencyKeys: string[] = [];

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
    ledger.customers.set(c.id, c);
    return HttpResponse.json(c);
  });
  server.on("GET /v1/customers/*", (req) => {
    const c = ledger.customers.get(idFrom(req));
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
      const price = ledger.prices.get(it.price);
      if (!price) return stripeError(400, `No such price: '${it.price}'`, "resource_missing", "line_items[0][price]");
      lineItems.push(lineItemObject(price, Number(it.quantity ?? 1)));
    }
    const customer = typeof form.customer === "string" ? form.customer : null;
    const s = checkoutSessionObject(
      form,
      lineItems,
      customer ? ((ledger.customers.get(customer)?.email as string | null) ?? null) : null,
      (id) => `${server.url}/checkout/pay/${id}`,
    );
    ledger.sessions.set(s.id, s);
    return HttpResponse.json(ledger.sessionView(s, []));
  });
  server.on("GET /v1/checkout/sessions/*", (req) => {
    const parts = req.path.split("/").filter(Boolean);
    const id = decodeURIComponent(parts[3] ?? "");
    const s = ledger.sessions.get(id);
    if (!s) return notFound("checkout.session", id);
    if (parts[4] === "line_items") return HttpResponse.json(list(s.line_items_data, req.path));
    return HttpResponse.json(ledger.sessionView(s, expandOf(req.query, {})));
  });
  // The hosted payment page: pays at once and returns to success_url (the e2e checkout).
  server.on("GET /checkout/pay/*", async (req) => {
    const id = idFrom(req);
    const s = ledger.sessions.get(id);
    if (!s) return HttpResponse.text("No such checkout session", 404);
    const done = ledger.completeCheckout(id);
    void ledger.deliver([
      ledger.event("customer.subscription.created", done.subscription),
      ledger.event("invoice.paid", done.invoice),
      ledger.event("checkout.session.completed", ledger.sessionView(done.session, [])),
    ]);
    const to = String(s.success_url).replace("{CHECKOUT_SESSION_ID}", id);
    return { status: 303, body: "", headers: { location: to } };
  });

  server.on("GET /v1/subscriptions/*", (req) => {
    const sub = ledger.subscriptions.get(idFrom(req));
    return sub ? HttpResponse.json(sub) : notFound("subscription", idFrom(req));
  });
  post("POST /v1/subscriptions/*", (form, req) => {
    const sub = ledger.subscriptions.get(idFrom(req));
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
    const sub = ledger.subscriptions.get(idFrom(req));
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
    const inv = ledger.invoices.get(idFrom(req));
    return inv ? HttpResponse.json(inv) : notFound("invoice", idFrom(req));
  });
  server.on("GET /v1/charges", (req) => {
    const customer = req.query.get("customer");
    const data = [...ledger.charges.values()]
      .filter((c) => !customer || c.customer === customer)
      .sort((a, b) => (b.created as number) - (a.created as number));
    return HttpResponse.json(
      list(
        data.slice(0, Number(req.query.get("limit") ?? 10)).map((c) => ledger.chargeView(c, expandOf(req.query, {}))),
        "/v1/charges",
      ),
    );
  });
  server.on("GET /v1/charges/*", (req) => {
    const c = ledger.charges.get(idFrom(req));
    return c ? HttpResponse.json(ledger.chargeView(c, expandOf(req.query, {}))) : notFound("charge", idFrom(req));
  });
  post("POST /v1/refunds", (form) => {
    const charge = ledger.charges.get(form.charge as string);
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
    ledger.refunds.set(refund.id, refund);
    charge.amount_refunded = (charge.amount_refunded as number) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return HttpResponse.json(refund);
  });
  server.on("GET /v1/refunds", (req) => {
    const charge = req.query.get("charge");
    return HttpResponse.json(
      list(
        [...ledger.refunds.values()].filter((r) => !charge || r.charge === charge),
        "/v1/refunds",
      ),
    );
  });

  return idempotencyKeys;
}
