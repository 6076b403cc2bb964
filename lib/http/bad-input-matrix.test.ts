// Bad input at every field of every endpoint, generated from the route files and their zod schemas
// (route() attaches them): each string of the Big List of Naughty Strings through every string
// field and path parameter, wrong types and oversize values in every field, malformed bodies, and
// extra fields that try mass assignment (role, plan, usage counters, Stripe ids). Every answer is
// a 4xx with a readable message or a success; never a 5xx, never a privilege gained.
// (Whether accepted text is stored verbatim and shown as text: the per-domain BLNS tests and
// e2e/stored-text.spec.ts.)
import { setupAppServer, type TestClient } from "@/test/app-server";
import { BLNS, LONE_SURROGATES } from "@/test/blns";
import { setupTestDatabase } from "@/test/db";
import { apiHandlers, pathFor } from "@/test/routes";
import { jsonSchemaOf, leafPaths, sample, setAt, validText, type Path } from "@/test/schema-sample";
import { BILLING_NOT_CONFIGURED } from "@/lib/billing/stripe";
import { MALFORMED_TEXT } from "@/lib/http/route";

const t = setupTestDatabase();
const app = setupAppServer();
let auth: typeof import("@/test/auth");
beforeAll(async () => {
  auth = await import("@/test/auth");
});

// Auth.js's own handlers and the browser-navigation endpoints take no JSON (covered by the guest matrix).
const targets = apiHandlers().filter((h) => h.spec && (h.spec.body || h.spec.params || h.spec.query));
const SLOW = 240_000;
const WRONG_TYPES = [12345, -1, 1e308, true, null, {}, [], ["a", "b"], "x".repeat(20_000)];
const MASS_ASSIGNMENT = {
  role: "admin",
  subscriptionTier: "enterprise",
  subscriptionStatus: "active",
  stripeCustomerId: "cus_mass_assignment",
  stripeSubscriptionId: "sub_mass_assignment",
  trendsUsedThisMonth: -1000,
  scriptsUsedThisMonth: -1000,
  monthlyTrendLimit: -1,
  emailVerified: true,
  sessionVersion: 0,
  id: "00000000-0000-4000-8000-000000000000",
  userId: "00000000-0000-4000-8000-000000000000",
};

type Target = (typeof targets)[number];

/** A client for the route's audience: a guest, a fresh free user, or a fresh admin. */
async function clientFor(target: Target): Promise<{ client: TestClient; userId?: string }> {
  const client = app.client();
  if (target.spec!.access === "public") return { client };
  const user = await auth.createUser(t.prisma, target.spec!.access === "admin" ? { role: "admin" } : {});
  return { client: await auth.signInAs(client, user), userId: user.id };
}

let ipCounter = 0;
/** Each call from its own address, so per-IP limits don't hide the handler behind a 429. */
const freshIp = () => ({
  "x-forwarded-for": `10.${(++ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
});

async function call(client: TestClient, target: Target, path: string, body: unknown, rawBody?: string) {
  const hasBody = target.method !== "GET" && target.spec!.body;
  const init: RequestInit & { json?: unknown } = { method: target.method, headers: freshIp() };
  if (rawBody !== undefined) init.body = rawBody;
  else if (hasBody) init.json = body;
  return client.fetch(path, init);
}

/** Runs the calls 8 at a time and returns every answer that breaks the rules. */
async function failuresOf(calls: { label: string; run: () => Promise<Response> }[]) {
  const failures: string[] = [];
  const check = async ({ label, run }: (typeof calls)[number]) => {
    const res = await run();
    const text = await res.text();
    const json = res.headers.get("content-type")?.includes("json");
    if (res.status === 503 && json && JSON.parse(text).message === BILLING_NOT_CONFIGURED) return; // no Stripe keys here
    if (res.status >= 500) failures.push(`${res.status} for ${label}: ${text.slice(0, 200)}`);
    else if (res.status >= 400 && json && !JSON.parse(text).message)
      failures.push(`${res.status} without a message for ${label}`);
  };
  for (let i = 0; i < calls.length; i += 8) await Promise.all(calls.slice(i, i + 8).map(check));
  return failures;
}

const schemaOf = (target: Target) => (target.spec!.body ? jsonSchemaOf(target.spec!.body) : { type: "object" });
const paramNames = (target: Target) => [...target.template.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map((m) => m[1]);
const label = (target: Target, s: unknown) => `${target.method} ${target.template} ${JSON.stringify(s).slice(0, 80)}`;

describe("bad input at every field of every endpoint", () => {
  it("found the endpoints that take input", () => {
    expect(targets.length).toBeGreaterThan(20);
  });

  it.each(targets.map((t) => [t.method, t.template, t] as const))(
    "%s %s: every BLNS string in every string field and path parameter",
    async (_m, _p, target) => {
      const { client } = await clientFor(target);
      const schema = schemaOf(target);
      // Call i puts BLNS[i + offset] into each field, with a different offset per field, so after
      // one pass over the list every field has received every string.
      const calls = BLNS.map((_, i) => {
        let slot = 0;
        const pick = () => BLNS[(i + 131 * slot++) % BLNS.length];
        const path = pathFor(target.template, () => pick());
        const body = sample(schema, () => pick());
        return { label: label(target, body), run: () => call(client, target, path, body) };
      });
      expect(await failuresOf(calls)).toEqual([]);
    },
    SLOW,
  );

  it.each(targets.map((t) => [t.method, t.template, t] as const))(
    "%s %s: wrong types, oversize values and malformed bodies",
    async (_m, _p, target) => {
      const { client } = await clientFor(target);
      const schema = schemaOf(target);
      const valid = sample(schema, (p, s) => validText(p, s));
      const path = pathFor(target.template, (name) => (name === "niche" ? "gaming" : "cs_test_a1b2c3d4e5"));
      const calls = leafPaths(schema).flatMap((leaf: Path) =>
        WRONG_TYPES.map((value) => {
          const body = setAt(valid, leaf, value);
          return { label: label(target, { [leaf.join(".")]: value }), run: () => call(client, target, path, body) };
        }),
      );
      if (target.spec!.body) {
        for (const raw of ["{", "null", "[]", '"text"', "12", "x".repeat(300_000), '{"__proto__":{"role":"admin"}}']) {
          calls.push({ label: label(target, raw.slice(0, 20)), run: () => call(client, target, path, undefined, raw) });
        }
      }
      for (const name of paramNames(target)) {
        for (const value of ["x".repeat(5_000), "%00", "../../etc/passwd", "<script>alert(1)</script>"]) {
          const odd = pathFor(target.template, (n) => (n === name ? value : "gaming"));
          calls.push({ label: label(target, { [name]: value }), run: () => call(client, target, odd, valid) });
        }
      }
      expect(await failuresOf(calls)).toEqual([]);
      expect(({} as Record<string, unknown>).role).toBeUndefined(); // no prototype pollution
    },
    SLOW,
  );

  it.each(targets.filter((t) => t.spec!.body).map((t) => [t.method, t.template, t] as const))(
    "%s %s: an unpaired surrogate in any field (or key) is a 400, whatever else the body holds",
    async (_m, _p, target) => {
      const { client } = await clientFor(target);
      const valid = sample(schemaOf(target), (p, s) => validText(p, s));
      const path = pathFor(target.template, () => "gaming");
      const bodies = leafPaths(schemaOf(target)).flatMap((leaf) => LONE_SURROGATES.map((s) => setAt(valid, leaf, s)));
      bodies.push({ ...(valid as object), [LONE_SURROGATES[0]]: "x" });
      const wrong: string[] = [];
      for (const body of bodies) {
        const res = await call(client, target, path, body);
        const json = await res.json().catch(() => ({}));
        if (res.status !== 400 || json.message !== MALFORMED_TEXT)
          wrong.push(`${res.status} ${JSON.stringify(json).slice(0, 120)}`);
      }
      expect(wrong).toEqual([]);
    },
    SLOW,
  );

  it.each(targets.filter((t) => t.spec!.body).map((t) => [t.method, t.template, t] as const))(
    "%s %s: extra fields never assign role, plan, usage or Stripe ids",
    async (_m, _p, target) => {
      const { client, userId } = await clientFor(target);
      const before = userId ? await t.prisma.user.findUnique({ where: { id: userId } }) : null;
      const admins = await t.prisma.user.count({ where: { role: "admin" } });
      const valid = sample(schemaOf(target), (p, s) => validText(p, s)) as Record<string, unknown>;
      const path = pathFor(target.template, () => "gaming");
      const res = await call(client, target, path, { ...valid, ...MASS_ASSIGNMENT });
      // The schemas are strict: unknown fields are refused with a message.
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBeTruthy();
      expect(await t.prisma.user.count({ where: { role: "admin" } })).toBe(admins);
      expect(await t.prisma.user.count({ where: { stripeCustomerId: "cus_mass_assignment" } })).toBe(0);
      expect(await t.prisma.user.count({ where: { subscriptionTier: "enterprise" } })).toBe(0);
      if (before) {
        const after = await t.prisma.user.findUnique({ where: { id: userId } });
        expect(after).toEqual(before);
      }
    },
    SLOW,
  );
});
