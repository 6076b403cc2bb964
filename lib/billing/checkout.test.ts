// The user-facing billing endpoints over real HTTP against the Stripe stand-in: checkout (one
// customer per user, idempotency keys, strict body, rate limit), session details (own session
// only; fulfils once however many callers), cancel (period end vs immediate) and downgrade.
import { BLNS } from "@/test/blns";
import { setupTestDatabase } from "@/test/db";
import { setupAppServer } from "@/test/app-server";
import { stripeStub, stubEnv } from "@/test/stripe-stub";
import { kit as makeKit, WEBHOOK_SECRET } from "@/test/billing-kit";

const t = setupTestDatabase();
const app = setupAppServer();
const stripe = stripeStub();
let auth: typeof import("@/test/auth");
let k: ReturnType<typeof makeKit>;
beforeAll(async () => {
  await stripe.start();
  Object.assign(process.env, stubEnv(stripe.url, WEBHOOK_SECRET), { APP_URL: "http://app.test" });
  auth = await import("@/test/auth");
  k = makeKit(t, app, stripe, () => auth);
});
afterAll(() => stripe.stop());

const postsTo = (path: string) => stripe.calls.filter((c) => c.method === "POST" && c.path === path);

describe("POST /api/create-checkout-session", () => {
  it("needs a signed-in user and a paid tier, and accepts nothing else in the body", async () => {
    expect((await app.client().post("/api/create-checkout-session", { tier: "pro", isYearly: false })).status).toBe(
      401,
    );
    const { client } = await k.signedIn();
    for (const body of [
      { tier: "free", isYearly: false },
      { tier: "gold" },
      { tier: "pro", isYearly: "yes" },
      { tier: "pro", isYearly: false, userId: "x" },
      { tier: "pro", subscriptionTier: "enterprise" },
    ]) {
      const res = await client.post("/api/create-checkout-session", body);
      expect(res.status).toBe(400);
    }
    expect(postsTo("/v1/checkout/sessions")).toHaveLength(0);
  });

  it("creates a subscription checkout for the user, with our metadata, urls and a session row", async () => {
    const { user, client } = await k.signedIn();
    const res = await client.post("/api/create-checkout-session", { tier: "studio", isYearly: true });
    expect(res.status).toBe(200);
    const { url } = await res.json();
    const id = url.split("/").at(-1);
    expect(url).toBe(`${stripe.url}/checkout/pay/${id}`);
    const session = stripe.session(id) as Record<string, unknown>;
    expect(session).toMatchObject({
      mode: "subscription",
      client_reference_id: user.id,
      metadata: { userId: user.id, tier: "studio", isYearly: "true" },
      success_url: "http://app.test/subscription-complete?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://app.test/pricing",
      amount_total: 39400,
    });
    expect(
      (stripe.sessions.get(id) as unknown as { line_items_data: { price: { id: string } }[] }).line_items_data[0].price
        .id,
    ).toBe("price_studio_yearly");
    expect(await t.prisma.checkoutSession.findUniqueOrThrow({ where: { id } })).toMatchObject({
      userId: user.id,
      tier: "studio",
      isYearly: true,
      status: "open",
    });
  });

  it("creates the Stripe customer once per user, even across parallel calls, with idempotency keys on every POST", async () => {
    const { user, client } = await k.signedIn();
    const before = stripe.customers.size;
    const keysBefore = stripe.idempotencyKeys.length;
    const callsBefore = stripe.calls.filter((c) => c.method === "POST").length;
    const results = await Promise.all([
      client.post("/api/create-checkout-session", { tier: "pro" }),
      client.post("/api/create-checkout-session", { tier: "pro", isYearly: true }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect((await client.post("/api/create-checkout-session", { tier: "studio" })).status).toBe(200);
    expect(stripe.customers.size).toBe(before + 1);
    const stored = (await k.reload(user.id)).stripeCustomerId;
    expect([...stripe.customers.keys()]).toContain(stored);
    const sessions = [...stripe.sessions.values()].filter((s) => s.client_reference_id === user.id);
    expect(sessions).toHaveLength(3);
    expect(new Set(sessions.map((s) => s.customer))).toEqual(new Set([stored]));
    const posts = stripe.calls.filter((c) => c.method === "POST").length - callsBefore;
    expect(stripe.idempotencyKeys.length - keysBefore).toBe(posts);
  });

  it("rate-limits checkouts per user with 429 Too Many Requests", async () => {
    const { client } = await k.signedIn();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await client.post("/api/create-checkout-session", { tier: "pro" })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    const res = await client.post("/api/create-checkout-session", { tier: "pro" });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: "Too Many Requests" });
  });

  it("refuses the plan the user already has, and answers 503 when Stripe is down", async () => {
    const { client } = await k.paidUser("pro");
    const same = await client.post("/api/create-checkout-session", { tier: "pro" });
    expect(same.status).toBe(400);
    expect(await same.json()).toMatchObject({ message: "Already on Creator Pro" });
    stripe.fail("POST /v1/checkout/sessions");
    try {
      const res = await client.post("/api/create-checkout-session", { tier: "studio" });
      expect(res.status).toBe(503);
      expect((await res.json()).message).toMatch(/payment provider/);
    } finally {
      stripe.fail(null);
    }
  }, 30000);
});

describe("GET /api/payment/session-details/{sessionId}", () => {
  it("verifies and fulfils the caller's own paid session once, however many callers at once", async () => {
    const { user, client } = await k.signedIn();
    const id = await k.startCheckout(client, "pro", true);
    stripe.completeCheckout(id);
    const webhook = k.deliver(stripe.event("checkout.session.completed", stripe.session(id)));
    const results = await Promise.all(
      Array.from({ length: 5 }, () => client.get(`/api/payment/session-details/${id}`)),
    );
    expect((await webhook).status).toBe(200);
    for (const res of results) {
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        success: true,
        subscription: { subscriptionTier: "pro", status: "active" },
        session: {
          id,
          payment_status: "paid",
          amount_total: 15300,
          currency: "usd",
          customer_email: user.email,
          subscription_tier: "pro",
          is_yearly: true,
        },
      });
    }
    expect(await t.prisma.billingRecord.count({ where: { userId: user.id, kind: "payment" } })).toBe(1);
    expect(await k.reload(user.id)).toMatchObject({ subscriptionTier: "pro", monthlyTrendLimit: 25 });
  });

  it("answers success false for an unpaid session, and 404 for another user's session", async () => {
    const { client } = await k.signedIn();
    const id = await k.startCheckout(client, "pro");
    const unpaid = await client.get(`/api/payment/session-details/${id}`);
    expect(unpaid.status).toBe(200);
    expect(await unpaid.json()).toMatchObject({ success: false, subscription: { subscriptionTier: "free" } });

    stripe.completeCheckout(id);
    const intruder = await k.signedIn();
    const res = await intruder.client.get(`/api/payment/session-details/${id}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Session not found" });
    expect((await k.reload(intruder.user.id)).subscriptionTier).toBe("free");
    expect((await app.client().get(`/api/payment/session-details/${id}`)).status).toBe(401);
    expect((await client.get(`/api/payment/session-details/cs_test_doesnotexist123`)).status).toBe(404);
  });

  it("answers each user 30 look-ups a minute, then 429 Too Many Requests, counted per user", async () => {
    const { client } = await k.signedIn();
    const id = await k.startCheckout(client, "pro");
    const intruder = await k.signedIn();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await intruder.client.get(`/api/payment/session-details/${id}`)).status);
    expect(statuses).toEqual([...Array(30).fill(404), 429]);
    const res = await intruder.client.get(`/api/payment/session-details/${id}`);
    expect(await res.json()).toEqual({ message: "Too Many Requests" });
    expect((await client.get(`/api/payment/session-details/${id}`)).status).toBe(200);
  }, 60000);

  it("rejects malformed session ids (BLNS included) with a 4xx, never a 5xx", async () => {
    const { client } = await k.signedIn();
    const blns = BLNS.filter((s) => s.length > 0);
    for (const s of ["cs_", "pi_123", "cs_test_", "cs_prod_abc123", "cs_test_abc-123", ...blns]) {
      const res = await client.get(`/api/payment/session-details/${encodeURIComponent(s)}`);
      expect([400, 404, 405]).toContain(res.status);
    }
  }, 120000);
});

describe("POST /api/subscription/cancel", () => {
  it("cancels a Stripe subscription at the period end: the plan stays until subscription.deleted", async () => {
    const { user, client, subscription } = await k.paidUser("studio");
    const res = await client.post("/api/subscription/cancel");
    expect(res.status).toBe(200);
    const end = new Date(subscription.items.data[0].current_period_end * 1000).toISOString();
    expect(await res.json()).toEqual({
      message: "Subscription Cancelled",
      effective: "period_end",
      endsAt: end,
      tier: "studio",
    });
    expect(stripe.subscriptions.get(subscription.id)).toMatchObject({ cancel_at_period_end: true, status: "active" });
    expect(await k.reload(user.id)).toMatchObject({
      subscriptionTier: "studio",
      subscriptionStatus: "canceled",
      subscriptionEndsAt: new Date(end),
    });
    expect(await t.prisma.billingRecord.count({ where: { userId: user.id, kind: "cancellation" } })).toBe(1);

    const again = await client.post("/api/subscription/cancel");
    expect(again.status).toBe(400);
    expect((await again.json()).message).toMatch(/^Your subscription is already cancelled and ends on /);

    const sub = stripe.subscriptions.get(subscription.id)!;
    Object.assign(sub, { status: "canceled", ended_at: Math.floor(Date.now() / 1000) });
    expect(
      (
        await k.deliver(
          stripe.event("customer.subscription.deleted", sub, { created: Math.floor(Date.now() / 1000) + 2 }),
        )
      ).status,
    ).toBe(200);
    expect(await k.reload(user.id)).toMatchObject({
      subscriptionTier: "free",
      subscriptionStatus: "active",
      stripeSubscriptionId: null,
    });
  });

  it("ends an admin-set plan (no Stripe subscription) immediately and says so", async () => {
    const { user, client } = await k.signedIn({ subscriptionTier: "enterprise", monthlyTrendLimit: 999999 });
    const res = await client.post("/api/subscription/cancel");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: "Subscription Cancelled",
      effective: "immediate",
      endsAt: null,
      tier: "free",
    });
    expect(await k.reload(user.id)).toMatchObject({ subscriptionTier: "free", monthlyTrendLimit: 3 });
  });

  it("refuses free users, inactive subscriptions and a body with fields", async () => {
    const free = await k.signedIn();
    const res = await free.client.post("/api/subscription/cancel");
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/free Creator plan/);
    const pastDue = await k.signedIn({ subscriptionTier: "pro", subscriptionStatus: "past_due" });
    expect((await pastDue.client.post("/api/subscription/cancel")).status).toBe(400);
    expect((await k.reload(pastDue.user.id)).subscriptionTier).toBe("pro");
    const paid = await k.signedIn({ subscriptionTier: "pro" });
    expect((await paid.client.post("/api/subscription/cancel", { tier: "enterprise" })).status).toBe(400);
    expect((await app.client().post("/api/subscription/cancel")).status).toBe(401);
  });
});

describe("POST /api/subscription/downgrade-to-free", () => {
  it("ends the Stripe subscription now and moves the user to free", async () => {
    const { user, client, subscription } = await k.paidUser("pro");
    const res = await client.post("/api/subscription/downgrade-to-free");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "You're now on the free Creator plan.", tier: "free" });
    expect(stripe.subscriptions.get(subscription.id)!.status).toBe("canceled");
    expect(await k.reload(user.id)).toMatchObject({
      subscriptionTier: "free",
      stripeSubscriptionId: null,
      monthlyTrendLimit: 3,
    });
    expect(await t.prisma.billingRecord.count({ where: { userId: user.id, kind: "downgrade" } })).toBe(1);
    const again = await client.post("/api/subscription/downgrade-to-free");
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: "Already on Free Plan" });
  });

  it("keeps the plan when Stripe can't cancel the subscription", async () => {
    const { user, client } = await k.paidUser("pro");
    stripe.fail("DELETE /v1/subscriptions/");
    try {
      const res = await client.post("/api/subscription/downgrade-to-free");
      expect(res.status).toBe(503);
    } finally {
      stripe.fail(null);
    }
    expect((await k.reload(user.id)).subscriptionTier).toBe("pro");
  }, 30000);
});
