// A stateful Stripe API stand-in on test/http-stub.ts that the real `stripe` SDK talks to (point it
// here with STRIPE_API_URL). It keeps customers, prices, checkout sessions, subscriptions, invoices,
// charges and refunds in memory, answers in Stripe's object shapes and error format, parses the
// SDK's form-encoded bodies, honours Idempotency-Key, and builds signed webhook events.
//   const stripe = stripeStub(); await stripe.start();
//   process.env.STRIPE_API_URL = stripe.url;
//   stripe.completeCheckout(sessionId)          // what paying on Stripe's page does
//   const { body, header } = signedEvent(stripe.event("invoice.paid", invoice), secret)
// Also used by e2e/server.ts (E2E_STRIPE=1): GET /checkout/pay/{id} pays and redirects to success_url.
// The objects' shapes are in test/stripe-objects.ts, the encoding, signing and env in test/stripe-wire.ts,
// what it holds and how paying moves it in test/stripe-ledger.ts, its endpoints in test/stripe-api.ts.
import { http, HttpResponse, type StubRequest, type StubResponse } from "./http-stub";
import { serveStripeApi } from "./stripe-api";
import { stripeLedger, type StripeLedgerOptions } from "./stripe-ledger";
import { disputeObject, type Obj } from "./stripe-objects";

export { DEFAULT_PRICES, parseForm, signedEvent, stubEnv } from "./stripe-wire";

export function stripeStub(opts: StripeLedgerOptions = {}) {
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
  const ledger = stripeLedger(opts);
  /** Idempotency keys the SDK sent, in order (tests assert outgoing POSTs carry one). */
  const idempotencyKeys = serveStripeApi(server, ledger);

  return {
    server,
    /** Make requests matching "METHOD /path-prefix" fail with a Stripe 500 (null: back to normal). */
    fail(prefix: string | null) {
      failing = prefix;
    },
    prices: ledger.prices,
    get url() {
      return server.url;
    },
    start: (port?: number) => server.start(port),
    stop: () => server.stop(),
    calls: server.calls,
    idempotencyKeys,
    customers: ledger.customers,
    sessions: ledger.sessions,
    subscriptions: ledger.subscriptions,
    invoices: ledger.invoices,
    charges: ledger.charges,
    refunds: ledger.refunds,
    addPrice: ledger.addPrice,
    completeCheckout: ledger.completeCheckout,
    /** The session as Stripe's API (and a checkout.session.completed event) shows it. */
    session: (id: string, expand: string[] = []) => ledger.sessionView(ledger.sessions.get(id)!, expand),
    billPeriod: ledger.billPeriod,
    renew: ledger.renew,
    event: ledger.event,
    deliver: ledger.deliver,
    /** A charge.dispute.created payload for a charge. */
    dispute: (chargeId: string): Obj => disputeObject(ledger.charges.get(chargeId)!),
  };
}

export type StripeStub = ReturnType<typeof stripeStub>;
