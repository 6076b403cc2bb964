// The "another user" column of the authorization matrix, generated from the route files: a signed-in
// creator B calls every signed-in endpoint aimed at creator A's data (A's niche, idea ids, checkout
// session id in paths and bodies). Nothing of A's comes back, nothing of A's changes, and object
// routes answer 404 for A's ids. (Guest column: guest-matrix.test.ts; admin column:
// lib/admin/authz.test.ts.)
import { setupAppServer, type TestClient } from "@/test/app-server";
import { setupTestDatabase } from "@/test/db";
import { apiHandlers, pathFor } from "@/test/routes";
import { BILLING_NOT_CONFIGURED } from "@/lib/billing/stripe";
import { jsonSchemaOf, sample, validText } from "@/test/schema-sample";

const t = setupTestDatabase();
const app = setupAppServer();
let auth: typeof import("@/test/auth");

// A preset: custom niches have no signals on an offline machine (the honest empty state).
const NICHE = "Fitness";
const SUBJECT = "alpha-private-ticket-subject";
const SESSION = "cs_test_alphaPrivateSession01";
// Routes keyed by an object id in the path: another user's id is simply not found.
const OBJECT_ROUTES = new Set([
  "/api/payment/session-details/[sessionId]",
  "/api/scripts/[scriptId]",
  "/api/scripts/[scriptId]/regenerate-beat",
  "/api/ideas/[ideaId]/filmed",
  "/api/ideas/[ideaId]/filmed/suggestions",
]);

const targets = apiHandlers().filter((h) => h.spec?.access === "user");
let alice: { id: string; email: string; sessionVersion: number };
let secrets: string[] = [];
let ideaId = "";
let scriptId = "";

/** Everything of A's that B must never change. */
async function snapshotOfA() {
  const [user, trends, scripts, tickets, sessions, billing, consents, follows, briefSettings] = await Promise.all([
    t.prisma.user.findUnique({ where: { id: alice.id } }),
    t.prisma.trend.findMany({ where: { userId: alice.id }, orderBy: { id: "asc" } }),
    t.prisma.script.findMany({ where: { userId: alice.id }, orderBy: { id: "asc" } }),
    t.prisma.supportTicket.findMany({ where: { userId: alice.id }, orderBy: { id: "asc" } }),
    t.prisma.checkoutSession.findMany({ where: { userId: alice.id } }),
    t.prisma.billingRecord.findMany({ where: { userId: alice.id } }),
    t.prisma.gdprAuditLog.count({ where: { userId: alice.id } }),
    t.prisma.nicheFollow.findMany({ where: { userId: alice.id }, orderBy: { id: "asc" } }),
    t.prisma.briefSettings.findUnique({ where: { userId: alice.id } }),
  ]);
  return { user, trends, scripts, tickets, sessions, billing, consents, follows, briefSettings };
}

beforeAll(async () => {
  auth = await import("@/test/auth");
  alice = await auth.createUser(t.prisma, {
    email: "alice-private@example.com",
    firstName: "Alicia",
    subscriptionTier: "pro",
  });
  const a = await auth.signInAs(app.client(), alice);
  expect((await a.post("/api/trends/generate", { niche: NICHE })).status).toBe(200);
  const trends = await (await a.get(`/api/trends/${encodeURIComponent(NICHE)}`)).json();
  const trend = trends[0];
  ideaId = trend.ideas[0].id;
  const develop = await a.post("/api/develop-script", {
    niche: NICHE,
    ideaId,
    hook: trend.ideas[0].hook,
    outline: "Alpha outline",
    trendTitle: trend.title,
  });
  const developed = await develop.text();
  expect(`${develop.status} ${developed}`).toMatch(/^200 /);
  scriptId = JSON.parse(developed).scriptId;
  expect(
    (await a.post("/api/support/ticket", { subject: SUBJECT, message: "alpha private message", category: "general" }))
      .status,
  ).toBe(200);
  expect((await a.post("/api/brief/follows", { niche: NICHE, timeZone: "Europe/Berlin" })).status).toBe(200);
  await t.prisma.checkoutSession.create({
    data: { id: SESSION, userId: alice.id, tier: "pro", customerEmail: alice.email },
  });
  await t.prisma.billingRecord.create({
    data: { userId: alice.id, kind: "payment", stripeId: "pi_alpha_private", amount: 1900, details: "alpha payment" },
  });
  // (Not the niche itself: an answer may echo the niche B asked for.)
  secrets = [alice.id, alice.email, "Alicia", SUBJECT, trend.id, ideaId, scriptId, SESSION, "pi_alpha_private"];
}, 60_000);

/** B's client: a fresh free creator per route, so a route that signs B out or deletes B can't hide the rest. */
async function bob(): Promise<TestClient> {
  return auth.signInAs(app.client(), await auth.createUser(t.prisma));
}

/** Values aimed at A's data for each field or path parameter, by name. */
function aimedAtAlice(name: string, fallback: () => string): string {
  const key = name.toLowerCase();
  if (key.includes("niche")) return NICHE;
  if (key.includes("sessionid")) return SESSION;
  if (key.includes("ideaid")) return ideaId;
  if (key.includes("scriptid")) return scriptId;
  if (key.includes("email")) return alice.email;
  if (key === "userid" || key === "id") return alice.id;
  return fallback();
}

describe("another user's data (every signed-in endpoint)", () => {
  it("found the signed-in endpoints", () => {
    expect(targets.length).toBeGreaterThan(15);
  });

  it.each(targets.map((r) => [r.method, r.template, r] as const))(
    "%s %s as another user",
    async (method, template, target) => {
      const client = await bob();
      const before = await snapshotOfA();
      const path = pathFor(template, (name) => aimedAtAlice(name, () => "x"));
      const body = target.spec!.body
        ? sample(jsonSchemaOf(target.spec!.body), (p, s) =>
            aimedAtAlice(String(p[p.length - 1] ?? ""), () => validText(p, s)),
          )
        : undefined;
      const res = await client.fetch(path, { method, json: method === "GET" ? undefined : (body ?? {}) });
      const text = await res.text();

      const notConfigured = res.status === 503 && text.includes(BILLING_NOT_CONFIGURED); // no Stripe keys here
      if (!notConfigured) expect(res.status).toBeLessThan(500);
      if (OBJECT_ROUTES.has(template)) expect(res.status).toBe(404);
      for (const secret of secrets) expect(text).not.toContain(secret);
      expect(await snapshotOfA()).toEqual(before);
    },
  );
});
