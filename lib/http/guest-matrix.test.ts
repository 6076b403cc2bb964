// Authorization matrix for guests, generated from the route files on disk: every handler of every
// /api route either is one of the deliberately public ones (and then never answers 5xx to an empty
// call) or answers 401 'Unauthorized' with nothing written. A new route that forgets its session
// check fails here. (Signed-in users vs admins: lib/admin/authz.test.ts; ownership per domain.)
import { setupAppServer } from "@/test/app-server";
import { setupTestDatabase } from "@/test/db";
import { apiHandlers, pathFor } from "@/test/routes";

const t = setupTestDatabase();
const app = setupAppServer();

// Routes a signed-out visitor may call, with why.
const PUBLIC = new Set([
  "/api/health", // liveness
  "/api/auth/register",
  "/api/auth/login",
  "/api/auth/forgot-password",
  "/api/auth/reset-password",
  "/api/auth/resend-verification",
  "/api/verify-email", // account flows
  "/api/login",
  "/api/logout",
  "/api/logout/all",
  "/api/auth/google",
  "/api/auth/microsoft", // browser navigations and sign-out
  "/api/support/guest-ticket",
  "/api/support/create-ticket", // guests contact support (email required)
  "/api/stripe/webhook", // authenticated by Stripe's signature
  "/api/cron/retention",
  "/api/cron/trends",
  "/api/cron/brief", // authenticated by CRON_SECRET
  "/api/brief/unsubscribe", // the digest's one-click unsubscribe, authenticated by its signed token
  "/api/email/webhook", // Resend delivery events, authenticated by their signature
]);
const SKIP = new Set(["/api/auth/[...nextauth]"]); // Auth.js's own endpoints (CSRF-protected)
const SAMPLE: Record<string, string> = {
  niche: "gaming",
  email: "someone@example.com",
  sessionId: "cs_test_a1b2c3d4e5",
};
const routes = apiHandlers().map((h) => ({ ...h, path: pathFor(h.template, (name) => SAMPLE[name] ?? "x") }));
// Values no route accepts: a guest must still get 401, never a 400 that describes the input.
const INVALID: Record<string, string> = { niche: "n".repeat(300), email: "not-an-email", sessionId: "bad" };
const invalid = apiHandlers()
  .filter((h) => /\[/.test(h.template) && !SKIP.has(h.template) && !PUBLIC.has(h.template))
  .map((h) => ({
    ...h,
    path: `${pathFor(h.template, (name) => INVALID[name] ?? "x".repeat(300))}?email=not-an-email&limit=-1`,
  }));

describe("guest authorization matrix (every route file)", () => {
  it("found the routes", () => {
    expect(new Set(routes.map((r) => r.template)).size).toBeGreaterThan(40);
  });

  it.each(routes.filter((r) => !SKIP.has(r.template)).map((r) => [r.method, r.template, r.path] as const))(
    "%s %s",
    async (method, template, path) => {
      const before = await t.prisma.user.count();
      const res = await app.client().fetch(path, { method, json: method === "GET" ? undefined : {} });
      if (PUBLIC.has(template)) {
        expect(res.status).not.toBe(500); // 503 "not configured" is a fine answer
      } else {
        expect(res.status).toBe(401);
        expect(await res.text()).toContain("Unauthorized");
      }
      expect(await t.prisma.user.count()).toBe(before);
    },
  );

  it.each(invalid.map((r) => [r.method, r.template, r.path] as const))(
    "%s %s with invalid input: 401 before validation",
    async (method, _template, path) => {
      const res = await app.client().fetch(path, { method, json: method === "GET" ? undefined : { junk: true } });
      expect(res.status).toBe(401);
    },
  );
});
