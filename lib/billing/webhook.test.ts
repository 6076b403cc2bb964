// POST /api/stripe/webhook over real HTTP: every handled event type's resulting database state,
// signatures (bad, missing, stale, tampered: 400 and nothing written), duplicates (10 at once: one
// effect), out-of-order subscription events, full vs partial refunds, and transient failures
// (5xx, event not recorded, the retry applies it).
import type Stripe from "stripe";
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
  // env.ts is parsed at the first import of an app module: point it at the stand-in first.
  Object.assign(process.env, stubEnv(stripe.url, WEBHOOK_SECRET));
  auth = await import("@/test/auth");
  k = makeKit(t, app, stripe, () => auth);
});
afterAll(() => stripe.stop());

const processed = (id: string) => t.prisma.processedStripeEvent.count({ where: { id } });
const refundViaStripe = async (charge: string, amount?: number) => {
  const res = await fetch(`${stripe.url}/v1/refunds`, {
    method: "POST",
    body: new URLSearchParams({ charge, ...(amount ? { amount: String(amount) } : {}) }),
  });
  expect(res.status).toBe(200);
};
const chargeEvent = (id: string) => {
  const { refunds: _r, ...charge } = stripe.charges.get(id)! as Record<string, unknown>;
  void _r;
  return stripe.event("charge.refunded", charge); // as Stripe sends it: no refunds list
};

describe("checkout.session.completed", () => {
  it("puts the user on the plan bought, with the Stripe ids, limit, ledger row and event row", async () => {
    const { user, sessionId, subscription, invoice } = await k.paidUser("studio", true);
    expect(user).toMatchObject({
      subscriptionTier: "studio",
      subscriptionStatus: "active",
      monthlyTrendLimit: 100,
      stripeSubscriptionId: subscription.id,
      stripeCustomerId: subscription.customer,
    });
    expect(user.subscriptionEndsAt?.getTime()).toBe(subscription.items.data[0].current_period_end * 1000);
    const row = await t.prisma.checkoutSession.findUniqueOrThrow({ where: { id: sessionId } });
    expect(row).toMatchObject({
      userId: user.id,
      tier: "studio",
      isYearly: true,
      paymentStatus: "paid",
      status: "complete",
      amountTotal: 39400,
    });
    expect(row.fulfilledAt).toBeInstanceOf(Date);
    const ledger = await t.prisma.billingRecord.findMany({ where: { userId: user.id } });
    expect(ledger).toEqual([expect.objectContaining({ kind: "payment", stripeId: invoice.id, amount: 39400 })]);
    expect(
      await t.prisma.processedStripeEvent.count({ where: { type: "checkout.session.completed" } }),
    ).toBeGreaterThan(0);
  });

  it("applies the same event delivered 10 times at once exactly once", async () => {
    const { user, client } = await k.signedIn();
    const sessionId = await k.startCheckout(client, "pro");
    stripe.completeCheckout(sessionId);
    const event = stripe.event("checkout.session.completed", stripe.session(sessionId));
    const results = await Promise.all(Array.from({ length: 10 }, () => k.deliver(event)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const bodies = await Promise.all(results.map((r) => r.json()));
    expect(bodies.filter((b) => !b.duplicate)).toHaveLength(1);
    expect(await processed(event.id)).toBe(1);
    expect(await t.prisma.billingRecord.count({ where: { userId: user.id } })).toBe(1);
    expect((await k.reload(user.id)).subscriptionTier).toBe("pro");
  });

  it("does nothing for an unpaid session and never maps a user from anything but client_reference_id", async () => {
    const { user, client } = await k.signedIn();
    const sessionId = await k.startCheckout(client, "pro");
    stripe.completeCheckout(sessionId, { paid: false });
    expect((await k.deliver(stripe.event("checkout.session.completed", stripe.session(sessionId)))).status).toBe(200);
    expect((await k.reload(user.id)).subscriptionTier).toBe("free");
    // A forged event body naming another user changes nothing: the session is re-fetched from Stripe.
    const other = await k.signedIn();
    const forged = { ...stripe.session(sessionId), client_reference_id: other.user.id, payment_status: "paid" };
    expect((await k.deliver(stripe.event("checkout.session.completed", forged))).status).toBe(200);
    expect((await k.reload(other.user.id)).subscriptionTier).toBe("free");
    expect((await k.reload(user.id)).subscriptionTier).toBe("free");
  });
});

describe("signatures", () => {
  it("answers 400 and writes nothing for a bad, missing, stale or tampered signature", async () => {
    const { user, client } = await k.signedIn();
    const sessionId = await k.startCheckout(client, "pro");
    stripe.completeCheckout(sessionId);
    const event = stripe.event("checkout.session.completed", stripe.session(sessionId));
    const before = {
      events: await t.prisma.processedStripeEvent.count(),
      ledger: await t.prisma.billingRecord.count(),
    };

    expect((await k.deliver(event, { secret: "whsec_wrong" })).status).toBe(400);
    expect((await k.deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 301 })).status).toBe(400);
    const missing = await app.client().fetch("/api/stripe/webhook", {
      method: "POST",
      body: JSON.stringify(event),
      headers: { "content-type": "application/json" },
    });
    expect(missing.status).toBe(400);
    const { signedEvent } = await import("@/test/stripe-stub");
    const { header } = signedEvent(event, WEBHOOK_SECRET);
    const tampered = JSON.stringify({ ...event, id: "evt_tampered" });
    const res = await app
      .client()
      .fetch("/api/stripe/webhook", { method: "POST", body: tampered, headers: { "stripe-signature": header } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Webhook signature verification failed" });

    expect(await t.prisma.processedStripeEvent.count()).toBe(before.events);
    expect(await t.prisma.billingRecord.count()).toBe(before.ledger);
    expect((await k.reload(user.id)).subscriptionTier).toBe("free");
    // The same event, properly signed, still applies afterwards.
    expect((await k.deliver(event)).status).toBe(200);
    expect((await k.reload(user.id)).subscriptionTier).toBe("pro");
  });
});

describe("customer.subscription.*", () => {
  it("updated: follows a plan change and a cancellation at the period end", async () => {
    const { user, subscription } = await k.paidUser("pro");
    const sub = stripe.subscriptions.get(subscription.id)! as unknown as Stripe.Subscription;
    // A plan change in Stripe (the stand-in's subscription is what the handler re-fetches).
    (sub.items.data[0] as { price: unknown }).price = stripe.prices.get("price_studio_monthly");
    expect((await k.deliver(stripe.event("customer.subscription.updated", sub))).status).toBe(200);
    expect(await k.reload(user.id)).toMatchObject({
      subscriptionTier: "studio",
      monthlyTrendLimit: 100,
      subscriptionStatus: "active",
    });

    Object.assign(sub, { cancel_at_period_end: true, cancel_at: sub.items.data[0].current_period_end });
    expect(
      (
        await k.deliver(
          stripe.event("customer.subscription.updated", sub, { created: Math.floor(Date.now() / 1000) + 1 }),
        )
      ).status,
    ).toBe(200);
    const after = await k.reload(user.id);
    expect(after).toMatchObject({ subscriptionTier: "studio", subscriptionStatus: "canceled" });
    expect(after.subscriptionEndsAt?.getTime()).toBe(sub.items.data[0].current_period_end * 1000);
  });

  it("deleted: moves the user to free, clears the subscription and writes a downgrade row", async () => {
    const { user, subscription } = await k.paidUser("pro");
    const sub = stripe.subscriptions.get(subscription.id)!;
    Object.assign(sub, { status: "canceled", ended_at: Math.floor(Date.now() / 1000) });
    expect((await k.deliver(stripe.event("customer.subscription.deleted", sub))).status).toBe(200);
    expect(await k.reload(user.id)).toMatchObject({
      subscriptionTier: "free",
      stripeSubscriptionId: null,
      monthlyTrendLimit: 3,
      subscriptionEndsAt: null,
    });
    expect(await t.prisma.billingRecord.count({ where: { userId: user.id, kind: "downgrade" } })).toBe(1);
  });

  it("an updated event arriving after deleted leaves the user on free", async () => {
    const { user, subscription } = await k.paidUser("pro");
    const sub = stripe.subscriptions.get(subscription.id)!;
    const t0 = Math.floor(Date.now() / 1000) + 10;
    const stillActive = stripe.event("customer.subscription.updated", sub, { created: t0 });
    Object.assign(sub, { status: "canceled", ended_at: t0 + 5 });
    expect((await k.deliver(stripe.event("customer.subscription.deleted", sub, { created: t0 + 5 }))).status).toBe(200);
    // The older update (status active in its payload) comes last.
    expect((await k.deliver(stillActive)).status).toBe(200);
    expect(await k.reload(user.id)).toMatchObject({ subscriptionTier: "free", stripeSubscriptionId: null });
    // Even an update stamped later (same-second clocks) can't revive it: the subscription is re-fetched.
    expect(
      (
        await k.deliver(
          stripe.event("customer.subscription.updated", { ...sub, status: "active" }, { created: t0 + 9 }),
        )
      ).status,
    ).toBe(200);
    expect((await k.reload(user.id)).subscriptionTier).toBe("free");
  });

  it("created: adopts a new active subscription for a user with none (before the checkout event)", async () => {
    const { user, client } = await k.signedIn();
    const sessionId = await k.startCheckout(client, "pro", true);
    const done = stripe.completeCheckout(sessionId);
    expect((await k.deliver(stripe.event("customer.subscription.created", done.subscription))).status).toBe(200);
    expect(await k.reload(user.id)).toMatchObject({
      subscriptionTier: "pro",
      stripeSubscriptionId: done.subscription.id,
    });
    // The checkout event afterwards is still fulfilled once (ledger row, session claimed).
    expect((await k.deliver(stripe.event("checkout.session.completed", stripe.session(sessionId)))).status).toBe(200);
    expect(await t.prisma.billingRecord.count({ where: { userId: user.id, kind: "payment" } })).toBe(1);
  });
});

describe("invoice.*", () => {
  it("invoice.paid restarts the usage period, keeps the plan active and sets the period end", async () => {
    const { user, subscription } = await k.paidUser("pro");
    await t.prisma.user.update({
      where: { id: user.id },
      data: {
        trendsUsedThisMonth: 7,
        scriptsUsedThisMonth: 20,
        lastUsageReset: new Date(Date.now() - 86400_000),
        subscriptionStatus: "past_due",
      },
    });
    const { invoice } = stripe.renew(subscription.id);
    const event = stripe.event("invoice.paid", invoice);
    expect((await k.deliver(event)).status).toBe(200);
    const after = await k.reload(user.id);
    expect(after).toMatchObject({
      trendsUsedThisMonth: 0,
      scriptsUsedThisMonth: 0,
      subscriptionStatus: "active",
      subscriptionTier: "pro",
    });
    const line = (invoice.lines as { data: { period: { end: number } }[] }).data[0];
    expect(after.subscriptionEndsAt?.getTime()).toBe(line.period.end * 1000);
    expect(
      await t.prisma.billingRecord.count({ where: { userId: user.id, kind: "payment", stripeId: invoice.id } }),
    ).toBe(1);
    // A replay (same event) and a duplicate delivery under a new event id don't reset again.
    await t.prisma.user.update({ where: { id: user.id }, data: { trendsUsedThisMonth: 2 } });
    expect((await k.deliver(event)).status).toBe(200);
    expect((await k.deliver(stripe.event("invoice.paid", invoice))).status).toBe(200);
    expect((await k.reload(user.id)).trendsUsedThisMonth).toBe(2);
  });

  it("invoice.payment_failed marks the subscription past_due and keeps the plan", async () => {
    const { user, subscription } = await k.paidUser("studio");
    const { invoice } = stripe.renew(subscription.id);
    Object.assign(invoice, { status: "open", amount_paid: 0 });
    expect((await k.deliver(stripe.event("invoice.payment_failed", invoice))).status).toBe(200);
    expect(await k.reload(user.id)).toMatchObject({ subscriptionStatus: "past_due", subscriptionTier: "studio" });
  });
});

describe("charge.refunded and disputes", () => {
  it("a partial refund keeps the plan; the full refund moves to free and ends the Stripe subscription", async () => {
    const { user, charge, subscription } = await k.paidUser("pro");
    await refundViaStripe(charge.id as string, 500);
    expect((await k.deliver(chargeEvent(charge.id as string))).status).toBe(200);
    expect(await k.reload(user.id)).toMatchObject({ subscriptionTier: "pro" });
    expect(await t.prisma.billingRecord.findMany({ where: { userId: user.id, kind: "refund" } })).toEqual([
      expect.objectContaining({ amount: 500, chargeId: charge.id }),
    ]);

    await refundViaStripe(charge.id as string);
    const full = chargeEvent(charge.id as string);
    expect((await k.deliver(full)).status).toBe(200);
    expect(await k.reload(user.id)).toMatchObject({
      subscriptionTier: "free",
      stripeSubscriptionId: null,
      monthlyTrendLimit: 3,
    });
    expect(stripe.subscriptions.get(subscription.id)!.status).toBe("canceled");
    expect(await t.prisma.billingRecord.count({ where: { userId: user.id, kind: "refund" } })).toBe(2);
    expect(await t.prisma.billingRecord.count({ where: { userId: user.id, kind: "downgrade" } })).toBe(1);
    // The same refunds reported again (a new event id) change nothing.
    expect((await k.deliver(chargeEvent(charge.id as string))).status).toBe(200);
    expect(await t.prisma.billingRecord.count({ where: { userId: user.id } })).toBe(4);
  });

  it("applyRefund (the admin path) and the webhook after it apply a refund once", async () => {
    const { user, charge } = await k.paidUser("pro");
    await refundViaStripe(charge.id as string);
    const { applyRefund } = await import("./refunds");
    const { stripe: client } = await import("./stripe");
    const refreshed = await client().charges.retrieve(charge.id as string, { expand: ["refunds"] });
    const first = await applyRefund(refreshed, { actorEmail: "admin@example.com", reason: "requested_by_customer" });
    expect(first).toMatchObject({ applied: true, full: true, downgraded: true, userId: user.id });
    expect(await applyRefund(refreshed, {})).toMatchObject({ applied: false });
    expect((await k.deliver(chargeEvent(charge.id as string))).status).toBe(200);
    const rows = await t.prisma.billingRecord.findMany({ where: { userId: user.id, kind: "refund" } });
    expect(rows).toEqual([
      expect.objectContaining({ actorEmail: "admin@example.com", reason: "requested_by_customer" }),
    ]);
  });

  it("charge.dispute.created marks the account disputed", async () => {
    const { user, charge } = await k.paidUser("pro");
    expect((await k.deliver(stripe.event("charge.dispute.created", stripe.dispute(charge.id as string)))).status).toBe(
      200,
    );
    expect((await k.reload(user.id)).subscriptionStatus).toBe("disputed");
  });
});

describe("other events and failures", () => {
  it("answers 200 to event types it doesn't handle, without recording them", async () => {
    const event = stripe.event("customer.created", { id: "cus_x", object: "customer" });
    const res = await k.deliver(event);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ received: true, ignored: true });
    expect(await processed(event.id)).toBe(0);
  });

  it("answers 5xx on a database failure without recording the event; the retry applies it", async () => {
    const { user, client } = await k.signedIn();
    const sessionId = await k.startCheckout(client, "pro");
    stripe.completeCheckout(sessionId);
    const event = stripe.event("checkout.session.completed", stripe.session(sessionId));
    await t.prisma.$executeRaw`ALTER TABLE billing_records RENAME TO billing_records_away`;
    try {
      const res = await k.deliver(event);
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(await processed(event.id)).toBe(0);
      expect((await k.reload(user.id)).subscriptionTier).toBe("free");
      expect((await t.prisma.checkoutSession.findUniqueOrThrow({ where: { id: sessionId } })).fulfilledAt).toBeNull();
    } finally {
      await t.prisma.$executeRaw`ALTER TABLE billing_records_away RENAME TO billing_records`;
    }
    expect((await k.deliver(event)).status).toBe(200);
    expect((await k.reload(user.id)).subscriptionTier).toBe("pro");
    expect(await processed(event.id)).toBe(1);
  });

  it("answers 5xx when Stripe can't be reached to re-fetch the session, and records nothing", async () => {
    const { user, client } = await k.signedIn();
    const sessionId = await k.startCheckout(client, "pro");
    stripe.completeCheckout(sessionId);
    const event = stripe.event("checkout.session.completed", stripe.session(sessionId));
    stripe.fail("GET /v1/checkout/sessions/");
    try {
      expect((await k.deliver(event)).status).toBeGreaterThanOrEqual(500);
    } finally {
      stripe.fail(null);
    }
    expect(await processed(event.id)).toBe(0);
    expect((await k.reload(user.id)).subscriptionTier).toBe("free");
  }, 30000);
});
