// Every Big List of Naughty Strings entry in every admin text input (body fields and path
// segments): a 4xx with a message or stored verbatim, never a 5xx, never a half-written row.
import { BLNS, LONE_SURROGATES } from "@/test/blns";
import { setupTestDatabase } from "@/test/db";
import { setupAppServer, type TestClient } from "@/test/app-server";
import { stripeStub, stubEnv } from "@/test/stripe-stub";

const t = setupTestDatabase();
const app = setupAppServer();
const stripe = stripeStub();
let auth: typeof import("@/test/auth");
let admin: TestClient;
const PRO = "blns-pro@example.com";

beforeAll(async () => {
  await stripe.start();
  Object.assign(process.env, stubEnv(stripe.url));
  auth = await import("@/test/auth");
  const a = await auth.createUser(t.prisma, { email: "blns-admin@example.com", role: "admin" });
  await auth.createUser(t.prisma, { email: PRO, subscriptionTier: "pro" });
  admin = await auth.signInAs(app.client(), a);
});
afterAll(() => stripe.stop());

const enc = encodeURIComponent;

/** Sends every string (a few at a time) and collects any 5xx or message-less refusal. */
async function expectNever5xx(make: (s: string) => Promise<Response>) {
  const failures: string[] = [];
  const check = async (s: string) => {
    const res = await make(s);
    const text = await res.text();
    if (res.status >= 500) failures.push(`${res.status} for ${JSON.stringify(s)}: ${text.slice(0, 200)}`);
    // A refusal carries a readable message (the router's own 404/405 for odd paths is plain text).
    else if (res.status >= 400 && res.headers.get("content-type")?.includes("json") && !JSON.parse(text).message) {
      failures.push(`no message for ${JSON.stringify(s)}`);
    }
  };
  for (let i = 0; i < BLNS.length; i += 8) await Promise.all(BLNS.slice(i, i + 8).map(check));
  expect(failures).toEqual([]);
}

const SLOW = 180_000;

describe("BLNS in admin inputs", () => {
  it(
    "set-role and delete-user emails",
    async () => {
      await expectNever5xx((s) => admin.post("/api/admin/set-role", { email: s, role: "admin" }));
      await expectNever5xx((s) => admin.delete("/api/admin/delete-user", { email: s }));
      expect(await t.prisma.user.count()).toBe(2);
      expect(await t.prisma.adminAuditLog.count()).toBe(0);
    },
    SLOW,
  );

  it(
    "model ids (primary and backup)",
    async () => {
      await expectNever5xx((s) => admin.post("/api/admin/update-model", { tier: "free", primary: s }));
      await expectNever5xx((s) =>
        admin.post("/api/admin/update-model", { tier: "free", primary: "gpt-4o-mini", backup: s }),
      );
      // Whatever was accepted is stored exactly as the validated id.
      const row = await t.prisma.aiModelConfig.findUnique({ where: { tier: "free" } });
      if (row) expect(row.primary).toMatch(/^[A-Za-z0-9._:/-]{1,100}$/);
    },
    SLOW,
  );

  it(
    "payment search, session lookup and launch welcome path segments",
    async () => {
      await expectNever5xx((s) => admin.get(`/api/admin/user-payments/${enc(s)}`));
      await expectNever5xx((s) => admin.get(`/api/admin/session/${enc(s)}`));
      await expectNever5xx((s) => admin.post(`/api/admin/launch-welcome/${enc(s)}`));
    },
    SLOW,
  );

  it(
    "refund and fix-payment fields",
    async () => {
      await expectNever5xx((s) =>
        admin.post("/api/admin/process-refund", { email: PRO, chargeId: s, reason: "duplicate" }),
      );
      await expectNever5xx((s) =>
        admin.post("/api/admin/process-refund", { email: PRO, chargeId: "ch_123", reason: s }),
      );
      await expectNever5xx((s) =>
        admin.post("/api/admin/process-refund", { email: s, chargeId: "ch_123", reason: "duplicate" }),
      );
      await expectNever5xx((s) => admin.post("/api/admin/fix-payment-disconnect", { sessionId: s }));
      await expectNever5xx((s) => admin.post("/api/admin/fix-payment-disconnect", { email: s }));
      expect(stripe.refunds.size).toBe(0);
    },
    SLOW,
  );

  it(
    "a lone surrogate in any admin text is a 400 before anything happens: Stripe untouched, nothing written",
    async () => {
      await t.prisma.user.update({
        where: { email: PRO },
        data: { subscriptionTier: "pro", stripeSubscriptionId: "sub_lone_surrogate", stripeCustomerId: "cus_lone" },
      });
      const stripeCalls = stripe.calls.length;
      const [audits, ledger] = await Promise.all([t.prisma.adminAuditLog.count(), t.prisma.billingRecord.count()]);
      const bodies = (s: string): [string, "POST" | "DELETE", Record<string, unknown>][] => [
        ["/api/admin/manual-downgrade", "POST", { email: PRO, reason: `Requested by phone ${s}` }],
        ["/api/admin/manual-downgrade", "POST", { email: `${s}${PRO}`, reason: "ok" }],
        ["/api/admin/process-refund", "POST", { email: PRO, chargeId: `ch_${s}`, reason: "duplicate" }],
        ["/api/admin/process-refund", "POST", { email: PRO, chargeId: "ch_123", reason: s }],
        ["/api/admin/set-role", "POST", { email: `${PRO}${s}`, role: "admin" }],
        ["/api/admin/delete-user", "DELETE", { email: `${PRO}${s}` }],
        ["/api/admin/update-model", "POST", { tier: "free", primary: s }],
        ["/api/admin/update-model", "POST", { tier: "free", primary: "gpt-4o-mini", backup: s }],
        ["/api/admin/fix-payment-disconnect", "POST", { email: `${s}@example.com` }],
        ["/api/admin/fix-payment-disconnect", "POST", { sessionId: `cs_test_${s}` }],
      ];
      const wrong: string[] = [];
      for (const s of LONE_SURROGATES) {
        for (const [path, method, json] of bodies(s)) {
          const res = await admin.fetch(path, { method, json });
          if (res.status !== 400)
            wrong.push(`${method} ${path} ${JSON.stringify(json)} -> ${res.status} ${await res.text()}`);
        }
      }
      expect(wrong).toEqual([]);
      expect(stripe.calls.length).toBe(stripeCalls);
      expect(await t.prisma.user.findUniqueOrThrow({ where: { email: PRO } })).toMatchObject({
        subscriptionTier: "pro",
        stripeSubscriptionId: "sub_lone_surrogate",
      });
      expect(await t.prisma.adminAuditLog.count()).toBe(audits);
      expect(await t.prisma.billingRecord.count()).toBe(ledger);
      await t.prisma.user.update({
        where: { email: PRO },
        data: { stripeSubscriptionId: null, stripeCustomerId: null },
      });
    },
    SLOW,
  );

  it(
    "manual-downgrade reasons are refused with 400 or stored verbatim (trimmed)",
    async () => {
      const failures: string[] = [];
      for (const s of [...BLNS, ...LONE_SURROGATES]) {
        await t.prisma.user.update({ where: { email: PRO }, data: { subscriptionTier: "pro" } });
        const res = await admin.post("/api/admin/manual-downgrade", { email: PRO, reason: s });
        if (res.status === 200) {
          const row = await t.prisma.billingRecord.findFirstOrThrow({
            where: { kind: "downgrade" },
            orderBy: { createdAt: "desc" },
          });
          if (row.reason !== s.trim().slice(0, 500))
            failures.push(`stored ${JSON.stringify(row.reason)} for ${JSON.stringify(s)}`);
        } else if (res.status !== 400) failures.push(`${res.status} for ${JSON.stringify(s)}`);
        else if ((await t.prisma.user.findUniqueOrThrow({ where: { email: PRO } })).subscriptionTier !== "pro")
          failures.push(`half-written for ${JSON.stringify(s)}`);
      }
      expect(failures).toEqual([]);
      await expectNever5xx((s) => admin.post("/api/admin/manual-downgrade", { email: s, reason: "x" }));
    },
    SLOW,
  );
});
