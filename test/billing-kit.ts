// Shared by the billing integration tests (never imported by the app): a signed-in user who has
// bought a plan through the real endpoints and the Stripe stand-in, and webhook delivery.
import type Stripe from "stripe";
import type { TestClient } from "@/test/app-server";
import type { TestDatabase } from "@/test/db";
import { signedEvent, type StripeStub } from "@/test/stripe-stub";

export const WEBHOOK_SECRET = "whsec_test_secret";

type Auth = typeof import("@/test/auth");

export function kit(t: TestDatabase, app: { client: () => TestClient }, stripe: StripeStub, auth: () => Auth) {
  async function signedIn(fields: Record<string, unknown> = {}) {
    const user = await auth().createUser(t.prisma, fields);
    const client = await auth().signInAs(app.client(), user);
    return { user, client };
  }

  /** Starts a checkout through POST /api/create-checkout-session; returns the stand-in's session id. */
  async function startCheckout(client: TestClient, tier = "pro", isYearly = false): Promise<string> {
    const res = await client.post("/api/create-checkout-session", { tier, isYearly });
    if (res.status !== 200) throw new Error(`checkout ${res.status}: ${await res.text()}`);
    const { url } = (await res.json()) as { url: string };
    return url.split("/").at(-1)!;
  }

  async function deliver(event: Stripe.Event | object, opts: { secret?: string; timestamp?: number } = {}) {
    const { body, header } = signedEvent(event, opts.secret ?? WEBHOOK_SECRET, opts.timestamp);
    return app.client().fetch("/api/stripe/webhook", {
      method: "POST",
      body,
      headers: { "content-type": "application/json", "stripe-signature": header },
    });
  }

  /** A user on a paid plan through checkout + checkout.session.completed. */
  async function paidUser(tier = "pro", isYearly = false) {
    const { user, client } = await signedIn();
    const sessionId = await startCheckout(client, tier, isYearly);
    const done = stripe.completeCheckout(sessionId);
    const res = await deliver(stripe.event("checkout.session.completed", stripe.session(done.session.id)));
    if (res.status !== 200) throw new Error(`webhook ${res.status}: ${await res.text()}`);
    const fresh = await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    return {
      user: fresh,
      client,
      sessionId,
      subscription: done.subscription as unknown as Stripe.Subscription,
      invoice: done.invoice,
      charge: done.charge!,
    };
  }

  const reload = (id: string) => t.prisma.user.findUniqueOrThrow({ where: { id } });

  return { signedIn, startCheckout, deliver, paidUser, reload };
}
