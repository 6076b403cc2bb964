import { createHash } from "node:crypto";
import { env } from "@/env";
import { setupAppServer } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { http, HttpResponse } from "@/test/http-stub";
import { encodeSession, sessionCookieName } from "@/lib/auth/session";

const t = setupTestDatabase();
const app = setupAppServer();
const stripeStub = http();

beforeAll(async () => {
  await stripeStub.start();
  // env.ts parsed process.env when the harness was imported, before the stand-in had a port:
  // point the parsed values at it (the app reads env.* at call time).
  Object.assign(env, { STRIPE_SECRET_KEY: "sk_test_gdpr_delete", STRIPE_API_URL: stripeStub.url });
});
afterAll(() => stripeStub.stop());
beforeEach(() => stripeStub.reset());

const CONFIRM = { confirmDeletion: "DELETE_MY_ACCOUNT" };

async function richUser(extra: Record<string, unknown> = {}) {
  const user = await createUser(t.prisma, extra);
  const trend = await t.prisma.trend.create({
    data: {
      userId: user.id,
      niche: "diy",
      title: "T",
      description: "d",
      engagement: "1K",
      hashtags: [],
      ideas: { create: [{ hook: "h", outline: "o" }] },
    },
    include: { ideas: true },
  });
  await t.prisma.script.create({
    data: {
      userId: user.id,
      ideaId: trend.ideas[0].id,
      niche: "diy",
      trendTitle: "T",
      hook: "h",
      content: "c",
      beats: [],
      durationS: 60,
      model: "m",
    },
  });
  await t.prisma.account.create({
    data: { userId: user.id, type: "oidc", provider: "google", providerAccountId: `g-${user.id}` },
  });
  await t.prisma.supportTicket.create({
    data: {
      id: `TKT-${user.id.slice(0, 10).toUpperCase()}`,
      userId: user.id,
      email: user.email,
      subject: "s",
      message: "m",
      channel: "dialog",
    },
  });
  await t.prisma.supportTicket.create({
    data: {
      id: `TKG-${user.id.slice(0, 10).toUpperCase()}`,
      userId: null,
      email: user.email,
      subject: "guest",
      message: "m",
      channel: "guest",
    },
  });
  await t.prisma.billingRecord.create({
    data: { userId: user.id, kind: "payment", amount: 1900, details: "Creator Pro monthly", actorEmail: user.email },
  });
  await t.prisma.checkoutSession.create({
    data: { id: `cs_test_${user.id}`, userId: user.id, tier: "pro", customerEmail: user.email },
  });
  await t.prisma.gdprAuditLog.create({
    data: { userId: user.id, action: "consent_updated", dataType: "consent", details: {} },
  });
  await t.prisma.usagePeriod.create({ data: { userId: user.id, periodStart: new Date("2026-01-01"), trendsUsed: 2 } });
  await t.prisma.emailOutbox.create({
    data: { to: user.email, from: "x@y", subject: "Welcome", text: "hi", kind: "verification" },
  });
  return user;
}

describe("account deletion", () => {
  it("re-checks the typed confirmation and needs a session", async () => {
    const user = await createUser(t.prisma);
    const c = await signInAs(app.client(), user);
    for (const body of [{}, { confirmDeletion: "delete_my_account" }, { confirmDeletion: "DELETE_MY_ACCOUNT " }]) {
      const res = await c.delete("/api/gdpr/delete-account", body);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe("Please type 'DELETE_MY_ACCOUNT' exactly as shown");
    }
    expect(await t.prisma.user.count({ where: { id: user.id } })).toBe(1);
    expect((await app.client().delete("/api/gdpr/delete-account", CONFIRM)).status).toBe(401);
  });

  it("deletes every user-owned row in one go, keeps the billing ledger anonymised, writes a tombstone, and kills old cookies", async () => {
    const user = await richUser();
    const other = await richUser();
    const c = await signInAs(app.client(), user);
    const oldCookie = [...c.cookies.entries()];

    const res = await c.delete("/api/gdpr/delete-account", CONFIRM);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
    expect(res.headers.getSetCookie().join(";")).toMatch(/authjs\.session-token=;/);
    expect(stripeStub.calls).toHaveLength(0); // no subscription: Stripe is not called

    expect(await t.prisma.user.count({ where: { id: user.id } })).toBe(0);
    for (const n of await Promise.all([
      t.prisma.trend.count({ where: { userId: user.id } }),
      t.prisma.videoIdea.count({ where: { trend: { userId: user.id } } }),
      t.prisma.script.count({ where: { userId: user.id } }),
      t.prisma.account.count({ where: { userId: user.id } }),
      t.prisma.supportTicket.count({ where: { email: user.email } }),
      t.prisma.usagePeriod.count({ where: { userId: user.id } }),
      t.prisma.dataRetentionSchedule.count({ where: { userId: user.id } }),
      t.prisma.emailOutbox.count({ where: { to: user.email } }),
    ])) {
      expect(n).toBe(0);
    }
    const ledger = await t.prisma.billingRecord.findMany({ where: { details: "Creator Pro monthly", userId: null } });
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amount: 1900, actorEmail: null });
    const checkout = await t.prisma.checkoutSession.findUniqueOrThrow({ where: { id: `cs_test_${user.id}` } });
    expect(checkout).toMatchObject({ userId: null, customerEmail: null });

    const tombstone = await t.prisma.gdprAuditLog.findFirstOrThrow({ where: { action: "account_deleted" } });
    expect(tombstone).toMatchObject({ userId: null, dataType: "account", ipAddress: null, userAgent: null });
    const sha = createHash("sha256").update(user.email).digest("hex");
    expect(tombstone.details).toMatchObject({ emailSha256: sha });
    expect(JSON.stringify(tombstone)).not.toContain(user.email);

    // The other user is untouched.
    expect(await t.prisma.trend.count({ where: { userId: other.id } })).toBe(1);
    expect(await t.prisma.billingRecord.count({ where: { userId: other.id } })).toBe(1);

    const replay = app.client();
    for (const [k, v] of oldCookie) replay.cookies.set(k, v);
    const me = await replay.get("/api/auth/user");
    expect(me.status).toBe(401);
    expect((await replay.get("/api/gdpr/export")).status).toBe(401);
  });

  it("cancels a live Stripe subscription first", async () => {
    stripeStub.on("DELETE /v1/subscriptions/sub_live_1", () =>
      HttpResponse.json({ id: "sub_live_1", object: "subscription", status: "canceled" }),
    );
    const user = await richUser({
      subscriptionTier: "pro",
      stripeSubscriptionId: "sub_live_1",
      stripeCustomerId: "cus_live_1",
    });
    const c = await signInAs(app.client(), user);
    const res = await c.delete("/api/gdpr/delete-account", CONFIRM);
    expect(res.status).toBe(200);
    expect(stripeStub.calls.map((x) => `${x.method} ${x.path}`)).toEqual(["DELETE /v1/subscriptions/sub_live_1"]);
    expect(await t.prisma.user.count({ where: { id: user.id } })).toBe(0);
    const tombstone = await t.prisma.gdprAuditLog.findFirstOrThrow({
      where: { action: "account_deleted", details: { path: ["stripeSubscription"], equals: "canceled" } },
    });
    expect(tombstone.userId).toBeNull();
  });

  it("deletes nothing when Stripe fails, and says so", async () => {
    stripeStub.on("DELETE /v1/subscriptions/sub_fail_1", () =>
      HttpResponse.json({ error: { type: "api_error", message: "Stripe is down" } }, 500),
    );
    const user = await richUser({ subscriptionTier: "studio", stripeSubscriptionId: "sub_fail_1" });
    const c = await signInAs(app.client(), user);
    const res = await c.delete("/api/gdpr/delete-account", CONFIRM);
    expect([502, 503]).toContain(res.status);
    expect((await res.json()).message).toMatch(/has not been deleted/);
    expect(await t.prisma.user.count({ where: { id: user.id } })).toBe(1);
    expect(await t.prisma.trend.count({ where: { userId: user.id } })).toBe(1);
    expect(await t.prisma.supportTicket.count({ where: { email: user.email } })).toBe(2);
    expect((await c.get("/api/auth/user")).status).toBe(200);
  }, 30_000);

  it("treats a subscription Stripe no longer knows as already cancelled", async () => {
    stripeStub.on("DELETE /v1/subscriptions/sub_gone", () =>
      HttpResponse.json(
        { error: { type: "invalid_request_error", code: "resource_missing", message: "No such subscription" } },
        404,
      ),
    );
    const user = await createUser(t.prisma, { subscriptionTier: "pro", stripeSubscriptionId: "sub_gone" });
    const c = await signInAs(app.client(), user);
    expect((await c.delete("/api/gdpr/delete-account", CONFIRM)).status).toBe(200);
    expect(await t.prisma.user.count({ where: { id: user.id } })).toBe(0);
  });

  it("refuses the designated admin account", async () => {
    const admin = await createUser(t.prisma, { email: "admin@trendscript.local", role: "admin" });
    const c = await signInAs(app.client(), admin);
    const res = await c.delete("/api/gdpr/delete-account", CONFIRM);
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe("Cannot delete designated admin account");
    expect(await t.prisma.user.count({ where: { id: admin.id } })).toBe(1);
  });

  it("asks for a fresh sign-in when the session is old", async () => {
    const user = await createUser(t.prisma);
    const c = app.client();
    const stale = await encodeSession({
      sub: user.id,
      sv: user.sessionVersion,
      at: Math.floor(Date.now() / 1000) - 3 * 3600,
    });
    c.cookies.set(sessionCookieName(), stale);
    const res = await c.delete("/api/gdpr/delete-account", CONFIRM);
    expect(res.status).toBe(401);
    expect((await res.json()).message).toMatch(/^Unauthorized: please sign in again/);
    expect(await t.prisma.user.count({ where: { id: user.id } })).toBe(1);
  });
});
