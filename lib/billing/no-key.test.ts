// Billing switched off (no STRIPE_SECRET_KEY): checkout and the Stripe-backed endpoints answer 503
// with the plain 'Billing is not configured' message and write nothing; plans set by hand (admin)
// can still be cancelled or downgraded.
import { setupTestDatabase } from "@/test/db";
import { setupAppServer } from "@/test/app-server";

const t = setupTestDatabase();
const app = setupAppServer();
let auth: typeof import("@/test/auth");
let BILLING_NOT_CONFIGURED: string;
beforeAll(async () => {
  for (const key of Object.keys(process.env)) if (key.startsWith("STRIPE_")) delete process.env[key];
  auth = await import("@/test/auth");
  ({ BILLING_NOT_CONFIGURED } = await import("./stripe"));
});

async function signedIn(fields: Record<string, unknown> = {}) {
  const user = await auth.createUser(t.prisma, fields);
  return { user, client: await auth.signInAs(app.client(), user) };
}

describe("billing not configured", () => {
  it("answers checkout with 503 and the billing-not-configured message, writing nothing", async () => {
    const { user, client } = await signedIn();
    const res = await client.post("/api/create-checkout-session", { tier: "pro", isYearly: true });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: BILLING_NOT_CONFIGURED });
    expect(BILLING_NOT_CONFIGURED).toMatch(/^Billing is not configured/);
    expect(await t.prisma.checkoutSession.count()).toBe(0);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).stripeCustomerId).toBeNull();
  });

  it("answers session details and webhooks with 503 (nothing can be verified)", async () => {
    const { client } = await signedIn();
    expect((await client.get("/api/payment/session-details/cs_test_abcdefghijkl")).status).toBe(503);
    const hook = await app
      .client()
      .fetch("/api/stripe/webhook", { method: "POST", body: "{}", headers: { "stripe-signature": "t=1,v1=x" } });
    expect(hook.status).toBe(503);
    expect(await t.prisma.processedStripeEvent.count()).toBe(0);
  });

  it("still cancels and downgrades plans set by an admin (no Stripe subscription)", async () => {
    const a = await signedIn({ subscriptionTier: "studio", monthlyTrendLimit: 100 });
    const cancel = await a.client.post("/api/subscription/cancel");
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toMatchObject({ effective: "immediate", tier: "free" });
    const b = await signedIn({ subscriptionTier: "pro", monthlyTrendLimit: 25 });
    expect((await b.client.post("/api/subscription/downgrade-to-free")).status).toBe(200);
    for (const id of [a.user.id, b.user.id]) {
      expect(await t.prisma.user.findUniqueOrThrow({ where: { id } })).toMatchObject({
        subscriptionTier: "free",
        monthlyTrendLimit: 3,
      });
    }
  });

  it("answers 503 for a Stripe-billed plan it can't reach Stripe to cancel, keeping the plan", async () => {
    const { user, client } = await signedIn({ subscriptionTier: "pro", stripeSubscriptionId: "sub_orphan123" });
    const res = await client.post("/api/subscription/downgrade-to-free");
    expect(res.status).toBe(503);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).subscriptionTier).toBe("pro");
  });
});
