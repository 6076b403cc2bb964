// Stripe failures are mapped by the route wrapper, once for every route: a user sees a plain 503
// whatever Stripe said, an admin route that opts in to stripeDetail sees Stripe's own message for
// a request it rejected, and an outage is a 503 on both, never a 500.
import { setupTestDatabase } from "@/test/db";
import { setupAppServer } from "@/test/app-server";
import { HttpResponse } from "@/test/http-stub";
import { stripeStub, stubEnv } from "@/test/stripe-stub";

const t = setupTestDatabase();
const app = setupAppServer();
const stripe = stripeStub();
let auth: typeof import("@/test/auth");

const REJECTION = "Invalid customer: this object belongs to another account";
const rejected = () =>
  HttpResponse.json({ error: { type: "invalid_request_error", message: REJECTION, code: "resource_invalid" } }, 400);

beforeAll(async () => {
  await stripe.start();
  Object.assign(process.env, stubEnv(stripe.url));
  auth = await import("@/test/auth");
});
afterAll(() => stripe.stop());

describe("Stripe errors in the route wrapper", () => {
  it("shows an admin Stripe's reason for a rejected request, and answers an outage with 503", async () => {
    const a = await auth.createUser(t.prisma, { email: "stripe-errors-admin@example.com", role: "admin" });
    const admin = await auth.signInAs(app.client(), a);
    const user = await auth.createUser(t.prisma, { email: "stripe-errors-user@example.com" });
    await t.prisma.user.update({ where: { id: user.id }, data: { stripeCustomerId: "cus_elsewhere" } });
    const path = `/api/admin/user-payments/${encodeURIComponent(user.email)}`;

    stripe.server.on("GET /v1/charges", rejected);
    const res = await admin.get(path);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(REJECTION);

    stripe.fail("GET /v1/charges");
    try {
      const down = await admin.get(path);
      expect(down.status).toBe(503);
      expect((await down.json()).message).toMatch(/payment provider/);
    } finally {
      stripe.fail(null);
    }
  });

  it("answers a user with a plain 503 for a request Stripe rejected, keeping Stripe's words out", async () => {
    const user = await auth.createUser(t.prisma, { email: "stripe-errors-buyer@example.com" });
    const client = await auth.signInAs(app.client(), user);
    stripe.server.on("POST /v1/checkout/sessions", rejected);
    const res = await client.post("/api/create-checkout-session", { tier: "pro" });
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.message).toMatch(/payment provider/);
    expect(JSON.stringify(body)).not.toContain("another account");
  });
});
