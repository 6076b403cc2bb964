// Refunds, manual downgrade and checkout-session lookup/fix through the real endpoints, against
// the Stripe stand-in (test/stripe-stub.ts) that the real stripe SDK talks to.
import { setupTestDatabase } from "@/test/db";
import { setupAppServer, type TestClient } from "@/test/app-server";
import { stripeStub, stubEnv } from "@/test/stripe-stub";

const t = setupTestDatabase();
const app = setupAppServer();
const stripe = stripeStub();
let auth: typeof import("@/test/auth");
let admin: TestClient;

// env.ts is parsed at the first import of an app module: point it at the stand-in first.
beforeAll(async () => {
  await stripe.start();
  Object.assign(process.env, stubEnv(stripe.url));
  auth = await import("@/test/auth");
  const a = await auth.createUser(t.prisma, { email: "billing-admin@example.com", role: "admin" });
  admin = await auth.signInAs(app.client(), a);
});
afterAll(() => stripe.stop());

async function form<T = Record<string, unknown> & { id: string }>(
  path: string,
  fields: Record<string, string>,
): Promise<T> {
  const res = await fetch(stripe.url + path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", authorization: "Bearer sk_test_stand_in" },
    body: new URLSearchParams(fields).toString(),
  });
  return (await res.json()) as T;
}

let seq = 0;
/** A user with a Stripe customer and a checkout session; paid (on Stripe) unless told otherwise. */
async function checkout(opts: { pay?: boolean; fulfil?: boolean; price?: string } = {}) {
  const { pay = true, fulfil = true, price = "price_pro_monthly" } = opts;
  const user = await auth.createUser(t.prisma, { email: `buyer-${++seq}@example.com` });
  const customer = await form("/v1/customers", { email: user.email });
  const session = await form("/v1/checkout/sessions", {
    "line_items[0][price]": price,
    "line_items[0][quantity]": "1",
    success_url: "http://127.0.0.1/subscription-complete?session_id={CHECKOUT_SESSION_ID}",
    client_reference_id: user.id,
    customer: customer.id,
    mode: "subscription",
    "metadata[tier]": "pro",
  });
  await t.prisma.user.update({ where: { id: user.id }, data: { stripeCustomerId: customer.id } });
  await t.prisma.checkoutSession.create({
    data: { id: session.id, userId: user.id, tier: "pro", customerEmail: user.email },
  });
  if (!pay) return { user, customer, session, charge: undefined };
  const done = stripe.completeCheckout(session.id);
  if (fulfil) {
    await t.prisma.user.update({
      where: { id: user.id },
      data: { subscriptionTier: "pro", stripeSubscriptionId: done.subscription.id },
    });
    await t.prisma.checkoutSession.update({
      where: { id: session.id },
      data: { paymentStatus: "paid", status: "complete", fulfilledAt: new Date() },
    });
  }
  return { user, customer, session, charge: done.charge, subscription: done.subscription };
}

const tierOf = async (id: string) => (await t.prisma.user.findUniqueOrThrow({ where: { id } })).subscriptionTier;
const enc = encodeURIComponent;

describe("payment search", () => {
  it("lists the user's Stripe charges in cents with the default description and a summary", async () => {
    const { user, charge } = await checkout();
    const res = await admin.get(`/api/admin/user-payments/${enc(user.email)}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user).toMatchObject({ email: user.email, subscriptionTier: "pro" });
    expect(body.charges).toEqual([
      expect.objectContaining({
        id: charge!.id,
        amount: 1900,
        refundable: 1900,
        status: "succeeded",
        refunded: false,
        description: "Subscription creation",
      }),
    ]);
    expect(body.user).not.toHaveProperty("passwordHash");
  });

  it("explains an empty list for a user with no Stripe customer, and 404s an unknown user", async () => {
    const plain = await auth.createUser(t.prisma, { email: "no-customer@example.com" });
    const body = await (await admin.get(`/api/admin/user-payments/${enc(plain.email)}`)).json();
    expect(body.charges).toEqual([]);
    expect(body.note).toMatch(/no Stripe customer/);
    const missing = await admin.get(`/api/admin/user-payments/${enc("nobody@example.com")}`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe("User not found");
  });
});

describe("refunds", () => {
  it("keeps the plan on a partial refund and records it once, with an idempotency key", async () => {
    const { user, charge } = await checkout();
    const res = await admin.post("/api/admin/process-refund", {
      email: user.email,
      chargeId: charge!.id,
      reason: "duplicate",
      amount: 500,
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.refund.amount).toBe(500);
    expect(body.fullyRefunded).toBe(false);
    expect(await tierOf(user.id)).toBe("pro");
    expect(stripe.idempotencyKeys).toContain(`admin-refund:${charge!.id}:0:500`);
    const ledger = await t.prisma.billingRecord.findMany({ where: { userId: user.id, kind: "refund" } });
    expect(ledger).toEqual([
      expect.objectContaining({ amount: 500, chargeId: charge!.id, actorEmail: "billing-admin@example.com" }),
    ]);
    const audit = await t.prisma.adminAuditLog.findFirstOrThrow({
      where: { action: "process_refund", targetEmail: user.email },
    });
    expect(audit.after).toMatchObject({ amount: 500, reason: "duplicate", subscriptionTier: "pro" });
  });

  it("refuses more than the refundable amount with 400 and refunds nothing", async () => {
    const { user, charge } = await checkout();
    await admin.post("/api/admin/process-refund", {
      email: user.email,
      chargeId: charge!.id,
      reason: "requested_by_customer",
      amount: 1000,
    });
    const before = stripe.refunds.size;
    const res = await admin.post("/api/admin/process-refund", {
      email: user.email,
      chargeId: charge!.id,
      reason: "requested_by_customer",
      amount: 901,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Refund amount cannot exceed the refundable $9.00 (900 cents)");
    expect(stripe.refunds.size).toBe(before);
  });

  it("moves the user to free on a full refund, ends the subscription and lists it in the history", async () => {
    const { user, charge, subscription } = await checkout();
    const res = await admin.post("/api/admin/process-refund", {
      email: user.email,
      chargeId: charge!.id,
      reason: "subscription_canceled",
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.refund.amount).toBe(1900);
    expect(body.fullyRefunded).toBe(true);
    expect(await tierOf(user.id)).toBe("free");
    expect(stripe.subscriptions.get(subscription!.id)?.status).toBe("canceled");
    // Stripe has no subscription_canceled reason: it gets requested_by_customer, our ledger keeps ours.
    expect([...stripe.refunds.values()].find((r) => r.charge === charge!.id)?.reason).toBe("requested_by_customer");

    const history = await (await admin.get(`/api/admin/refund-history?email=${enc(user.email)}`)).json();
    expect(history.refunds).toEqual([
      expect.objectContaining({ amount: 1900, reason: "subscription_canceled", userEmail: user.email }),
    ]);
    const payments = await (await admin.get(`/api/admin/user-payments/${enc(user.email)}`)).json();
    expect(payments.charges[0]).toMatchObject({ refunded: true, refundable: 0 });
    expect(payments.refundHistory).toHaveLength(1);

    const again = await admin.post("/api/admin/process-refund", {
      email: user.email,
      chargeId: charge!.id,
      reason: "duplicate",
    });
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe("This charge has already been fully refunded");
  });

  it("answers 404 for another customer's charge and changes nothing", async () => {
    const victim = await checkout();
    const other = await checkout();
    const before = stripe.refunds.size;
    const res = await admin.post("/api/admin/process-refund", {
      email: other.user.email,
      chargeId: victim.charge!.id,
      reason: "fraudulent",
    });
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe("Charge not found for this user");
    expect(stripe.refunds.size).toBe(before);
    expect(await tierOf(victim.user.id)).toBe("pro");
  });

  it("validates the reason and the amount", async () => {
    const { user, charge } = await checkout();
    const noReason = await admin.post("/api/admin/process-refund", { email: user.email, chargeId: charge!.id });
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).message).toBe("Please select a refund reason");
    for (const amount of [0, -5, 1.5, "100"]) {
      const res = await admin.post("/api/admin/process-refund", {
        email: user.email,
        chargeId: charge!.id,
        reason: "duplicate",
        amount,
      });
      expect(res.status).toBe(400);
    }
    const extra = await admin.post("/api/admin/process-refund", {
      email: user.email,
      chargeId: charge!.id,
      reason: "duplicate",
      tier: "free",
    });
    expect(extra.status).toBe(400);
  });
});

describe("manual downgrade", () => {
  it("puts the user on free, ends the Stripe subscription and records reason, ledger and audit", async () => {
    const { user, subscription } = await checkout();
    const res = await admin.post("/api/admin/manual-downgrade", { email: user.email, reason: "Chargeback on file" });
    expect(res.status).toBe(200);
    expect((await res.json()).success).toBe(true);
    expect(await tierOf(user.id)).toBe("free");
    expect(stripe.subscriptions.get(subscription!.id)?.status).toBe("canceled");
    const row = await t.prisma.billingRecord.findFirstOrThrow({ where: { userId: user.id, kind: "downgrade" } });
    expect(row).toMatchObject({ reason: "Chargeback on file", actorEmail: "billing-admin@example.com" });
    const audit = await t.prisma.adminAuditLog.findFirstOrThrow({
      where: { action: "manual_downgrade", targetEmail: user.email },
    });
    expect(audit).toMatchObject({
      before: { subscriptionTier: "pro" },
      after: { subscriptionTier: "free", reason: "Chargeback on file" },
    });

    const again = await admin.post("/api/admin/manual-downgrade", { email: user.email, reason: "again" });
    expect(again.status).toBe(409);
    const blank = await admin.post("/api/admin/manual-downgrade", { email: user.email, reason: "   " });
    expect(blank.status).toBe(400);
  });
});

describe("checkout sessions", () => {
  it("validates the session id before asking Stripe", async () => {
    const calls = stripe.calls.length;
    for (const id of ["abc", "cs_prod_123", "cs_test_", "cs_test_abc%2F..", "ch_123"]) {
      const res = await admin.get(`/api/admin/session/${id}`);
      expect([id, res.status]).toEqual([id, 400]);
      expect((await res.json()).message).toMatch(/session id/);
    }
    expect(stripe.calls.length).toBe(calls);
    const missing = await admin.get("/api/admin/session/cs_test_doesnotexist");
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe("Session not found");
  });

  it("shows a paid session that never reached the plan as needing a fix, and fixes it by session id", async () => {
    const { user, session } = await checkout({ fulfil: false });
    const res = await admin.get(`/api/admin/session/${session.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      session: {
        id: session.id,
        payment_status: "paid",
        amount_total: 1900,
        currency: "usd",
        customer_email: user.email,
        subscription_tier: "pro",
        user_match: { email: user.email, current_tier: "free", subscription_status: "active" },
      },
      verification_status: { payment_complete: true, user_found: true, tier_matches: false, needs_manual_fix: true },
    });

    const fix = await admin.post("/api/admin/fix-payment-disconnect", { sessionId: session.id });
    expect(fix.status).toBe(200);
    expect(await fix.json()).toMatchObject({
      success: true,
      message: `Payment fixed: ${user.email} is now on Creator Pro`,
    });
    expect(await tierOf(user.id)).toBe("pro");
    const after = await (await admin.get(`/api/admin/session/${session.id}`)).json();
    expect(after.verification_status).toEqual({
      payment_complete: true,
      user_found: true,
      tier_matches: true,
      needs_manual_fix: false,
    });
    const again = await (await admin.post("/api/admin/fix-payment-disconnect", { sessionId: session.id })).json();
    expect(again.message).toMatch(/already applied/);
    const audits = await t.prisma.adminAuditLog.findMany({
      where: { action: "fix_payment_disconnect", targetEmail: user.email },
      orderBy: { createdAt: "asc" },
    });
    expect(audits.map((a) => [a.before, a.after])).toEqual([
      [expect.objectContaining({ subscriptionTier: "free" }), { subscriptionTier: "pro", alreadyFulfilled: false }],
      [expect.objectContaining({ subscriptionTier: "pro" }), { subscriptionTier: "pro", alreadyFulfilled: true }],
    ]);
  });

  it("fixes by email through the user's newest paid session, and refuses an unpaid one", async () => {
    const { user } = await checkout({ fulfil: false });
    // A newer, abandoned checkout of the same user must not hide the paid one.
    await t.prisma.checkoutSession.create({
      data: { id: "cs_test_abandonedNewer1", userId: user.id, tier: "studio", createdAt: new Date(Date.now() + 1000) },
    });
    stripe.sessions.set("cs_test_abandonedNewer1", {
      ...[...stripe.sessions.values()][0],
      id: "cs_test_abandonedNewer1",
      payment_status: "unpaid",
      status: "open",
      client_reference_id: user.id,
    });
    const fix = await admin.post("/api/admin/fix-payment-disconnect", { email: user.email });
    expect(fix.status).toBe(200);
    expect((await fix.json()).message).toBe(`Payment fixed: ${user.email} is now on Creator Pro`);
    expect(await tierOf(user.id)).toBe("pro");

    const unpaid = await checkout({ pay: false });
    const res = await admin.post("/api/admin/fix-payment-disconnect", { sessionId: unpaid.session.id });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/Payment not completed/);
    expect(await tierOf(unpaid.user.id)).toBe("free");
    const byEmail = await admin.post("/api/admin/fix-payment-disconnect", { email: unpaid.user.email });
    expect(byEmail.status).toBe(409);
    const neither = await admin.post("/api/admin/fix-payment-disconnect", {});
    expect(neither.status).toBe(400);
    expect((await neither.json()).message).toBe("Please enter a session id or a user email");
  });
});
