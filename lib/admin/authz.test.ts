// The authorization matrix of every /api/admin/* endpoint and method (guest 401, user 403, admin
// 2xx or a validation/lookup 4xx, never 5xx), with the database unchanged by refused calls; and
// the demoted admin: old session revoked, a fresh session of the demoted user is 403.
import { setupTestDatabase } from "@/test/db";
import { setupAppServer, type TestClient } from "@/test/app-server";
import { apiHandlers } from "@/test/routes";
import { stripeStub, stubEnv } from "@/test/stripe-stub";

const t = setupTestDatabase();
const app = setupAppServer();
const stripe = stripeStub();
// env.ts is parsed at the first import of an app module: point it at the stand-in first.
let auth: typeof import("@/test/auth");
beforeAll(async () => {
  await stripe.start();
  Object.assign(process.env, stubEnv(stripe.url));
  auth = await import("@/test/auth");
});
afterAll(() => stripe.stop());

type Call = { method: string; path: string; body?: unknown; admin: number[] };

const TARGET = "matrix-target@example.com";
const enc = encodeURIComponent;

function calls(): Call[] {
  return [
    { method: "GET", path: "/api/admin/dashboard", admin: [200] },
    { method: "GET", path: "/api/admin/users", admin: [200] },
    { method: "POST", path: "/api/admin/set-role", body: { email: TARGET, role: "admin" }, admin: [200] },
    { method: "DELETE", path: "/api/admin/delete-user", body: { email: "matrix-doomed@example.com" }, admin: [200] },
    {
      method: "POST",
      path: "/api/admin/update-model",
      body: { tier: "pro", primary: "gpt-4.1-mini", backup: "" },
      admin: [200],
    },
    { method: "GET", path: "/api/admin/current-models", admin: [200] },
    { method: "GET", path: "/api/admin/monitoring", admin: [200] },
    { method: "GET", path: `/api/admin/user-payments/${enc(TARGET)}`, admin: [200] },
    {
      method: "POST",
      path: "/api/admin/process-refund",
      body: { email: TARGET, chargeId: "ch_doesnotexist", reason: "requested_by_customer" },
      admin: [404],
    },
    { method: "GET", path: "/api/admin/refund-history", admin: [200] },
    {
      method: "POST",
      path: "/api/admin/manual-downgrade",
      body: { email: "matrix-pro@example.com", reason: "matrix test" },
      admin: [200],
    },
    { method: "GET", path: "/api/admin/session/cs_test_doesnotexist", admin: [404] },
    {
      method: "POST",
      path: "/api/admin/fix-payment-disconnect",
      body: { sessionId: "cs_test_doesnotexist" },
      admin: [404],
    },
    { method: "POST", path: "/api/admin/test-email", admin: [200] },
    { method: "POST", path: `/api/admin/launch-welcome/${enc(TARGET)}`, admin: [200] },
    { method: "GET", path: "/api/admin/email-status", admin: [200] },
    { method: "GET", path: "/api/admin/audit-log", admin: [200] },
    { method: "GET", path: "/api/admin/brief-stats", admin: [200] },
    { method: "POST", path: "/api/admin/test-digest", admin: [200] },
    { method: "POST", path: "/api/admin/resume-source", body: { source: "bluesky" }, admin: [404] },
  ];
}

const send = (client: TestClient, c: Call) =>
  client.fetch(c.path, { method: c.method, ...(c.method === "GET" ? {} : { json: c.body ?? {} }) });

/** Every route file under app/api/admin with the methods it exports, as "METHOD /api/admin/x/[param]". */
function declaredEndpoints(): string[] {
  return apiHandlers()
    .filter((h) => h.template.startsWith("/api/admin/"))
    .map((h) => `${h.method} ${h.template}`)
    .sort();
}

const shape = (c: Call) =>
  `${c.method} ${c.path
    .replace(/\/user-payments\/.*/, "/user-payments/[email]")
    .replace(/\/launch-welcome\/.*/, "/launch-welcome/[email]")
    .replace(/\/session\/.*/, "/session/[sessionId]")}`;

describe("admin authorization matrix", () => {
  let admin: TestClient;
  let user: TestClient;

  beforeAll(async () => {
    const a = await auth.createUser(t.prisma, { email: "matrix-admin@example.com", role: "admin" });
    await auth.createUser(t.prisma, { email: "second-admin@example.com", role: "admin" });
    const u = await auth.createUser(t.prisma, { email: "matrix-user@example.com" });
    await auth.createUser(t.prisma, { email: TARGET });
    await auth.createUser(t.prisma, { email: "matrix-doomed@example.com" });
    await auth.createUser(t.prisma, { email: "matrix-pro@example.com", subscriptionTier: "pro" });
    admin = await auth.signInAs(app.client(), a);
    user = await auth.signInAs(app.client(), u);
  });

  it("covers every admin route file and method", () => {
    expect(calls().map(shape).sort()).toEqual(declaredEndpoints());
  });

  it("answers guests 401 and signed-in non-admins 403 on every endpoint, changing nothing", async () => {
    const guest = app.client();
    for (const c of calls()) {
      const g = await send(guest, c);
      expect([c.path, g.status]).toEqual([c.path, 401]);
      expect(await g.text()).toContain("Unauthorized");
      const u = await send(user, c);
      expect([c.path, u.status]).toEqual([c.path, 403]);
    }
    expect(await t.prisma.adminAuditLog.count()).toBe(0);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { email: TARGET } })).role).toBe("user");
    expect(await t.prisma.user.count({ where: { email: "matrix-doomed@example.com" } })).toBe(1);
    expect(
      (await t.prisma.user.findUniqueOrThrow({ where: { email: "matrix-pro@example.com" } })).subscriptionTier,
    ).toBe("pro");
    expect(await t.prisma.aiModelConfig.count()).toBe(0);
    expect(await t.prisma.emailOutbox.count()).toBe(0);
  });

  it("serves admins on every endpoint with 2xx or the expected lookup 4xx, never 5xx", async () => {
    for (const c of calls()) {
      const res = await send(admin, c);
      const text = await res.text();
      expect([c.path, res.status, c.admin.includes(res.status) ? "ok" : text]).toEqual([c.path, res.status, "ok"]);
    }
    expect((await t.prisma.user.findUniqueOrThrow({ where: { email: TARGET } })).role).toBe("admin");
    expect(await t.prisma.user.count({ where: { email: "matrix-doomed@example.com" } })).toBe(0);
    const actions = (await t.prisma.adminAuditLog.findMany()).map((r) => r.action).sort();
    expect(actions).toEqual(["delete_user", "launch_welcome", "manual_downgrade", "set_role", "update_model"]);
  });

  it("refuses a cross-site Origin on mutating admin calls", async () => {
    const res = await admin.fetch("/api/admin/set-role", {
      method: "POST",
      json: { email: TARGET, role: "user" },
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { email: TARGET } })).role).toBe("admin");
  });
});

describe("a demoted admin", () => {
  it("loses the old session at once and gets 403 with a fresh one", async () => {
    const boss = await auth.createUser(t.prisma, { email: "boss@example.com", role: "admin" });
    const demoted = await auth.createUser(t.prisma, { email: "demoted@example.com", role: "admin" });
    const bossClient = await auth.signInAs(app.client(), boss);
    const old = await auth.signInAs(app.client(), demoted);
    expect((await old.get("/api/admin/users")).status).toBe(200);

    const res = await bossClient.post("/api/admin/set-role", { email: "demoted@example.com", role: "user" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: { email: "demoted@example.com", role: "user" } });

    // The role change bumped sessionVersion: the old cookie is dead everywhere.
    expect((await old.get("/api/admin/users")).status).toBe(401);
    expect((await old.get("/api/auth/user")).status).toBe(401);
    const fresh = await auth.signInAs(
      app.client(),
      await t.prisma.user.findUniqueOrThrow({ where: { id: demoted.id } }),
    );
    expect((await fresh.get("/api/auth/user")).status).toBe(200);
    expect((await fresh.get("/api/admin/users")).status).toBe(403);
    expect((await fresh.post("/api/admin/set-role", { email: "demoted@example.com", role: "admin" })).status).toBe(403);
  });

  it("is refused on the next call even when the role changed outside the console (role re-read per call)", async () => {
    const a = await auth.createUser(t.prisma, { email: "db-demoted@example.com", role: "admin" });
    const client = await auth.signInAs(app.client(), a);
    expect((await client.get("/api/admin/dashboard")).status).toBe(200);
    await t.prisma.user.update({ where: { id: a.id }, data: { role: "user" } });
    expect((await client.get("/api/admin/dashboard")).status).toBe(403);
  });
});
