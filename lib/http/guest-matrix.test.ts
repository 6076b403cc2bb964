// Authorization matrix for guests, generated from the route files on disk: every handler of every
// /api route either is one of the deliberately public ones (and then never answers 5xx to an empty
// call) or answers 401 'Unauthorized' with nothing written. A new route that forgets its session
// check fails here. (Signed-in users vs admins: lib/admin/authz.test.ts; ownership per domain.)
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { setupAppServer } from "@/test/app-server";
import { setupTestDatabase } from "@/test/db";

const t = setupTestDatabase();
const app = setupAppServer();

// Routes a signed-out visitor may call, with why.
const PUBLIC = new Set([
  "/api/health", // liveness
  "/api/auth/register", "/api/auth/login", "/api/auth/forgot-password", "/api/auth/reset-password",
  "/api/auth/resend-verification", "/api/verify-email", // account flows
  "/api/login", "/api/logout", "/api/auth/google", "/api/auth/microsoft", // browser navigations
  "/api/support/guest-ticket", "/api/support/create-ticket", // guests contact support (email required)
  "/api/stripe/webhook", // authenticated by Stripe's signature
  "/api/cron/retention", // authenticated by CRON_SECRET
]);
const SKIP = new Set(["/api/auth/[...nextauth]"]); // Auth.js's own endpoints (CSRF-protected)
const SAMPLE: Record<string, string> = { niche: "gaming", email: "someone@example.com", sessionId: "cs_test_a1b2c3d4e5" };
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

function routeFiles(dir = join(process.cwd(), "app", "api")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? routeFiles(join(dir, e.name)) : e.name === "route.ts" ? [join(dir, e.name)] : [],
  );
}

const routes = routeFiles().map((file) => {
  const template = "/" + relative(join(process.cwd(), "app"), file).split(sep).slice(0, -1).join("/");
  const path = template.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(SAMPLE[name] ?? "x"));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(file) as Record<string, unknown>;
  return { template, path, methods: METHODS.filter((m) => typeof mod[m] === "function") };
});

describe("guest authorization matrix (every route file)", () => {
  it("found the routes", () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it.each(routes.filter((r) => !SKIP.has(r.template)).flatMap((r) => r.methods.map((m) => [m, r.template, r.path] as const)))(
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
});
