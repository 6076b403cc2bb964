// Consent before use (security review item 9): a Google/Microsoft sign-up has not accepted the
// privacy policy until the consent modal records it, and until then every signed-in endpoint
// answers 403 (code consent_required), generated here from the route files, except the few the
// user needs first: their account view, consent, export and deletion.
import { setupAppServer, type TestClient } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { apiHandlers, pathFor } from "@/test/routes";
import { CONSENT_REQUIRED } from "@/lib/http/route";
import { PRIVACY_CONSENT_REQUIRED } from "@/lib/schemas/gdpr";

const t = setupTestDatabase();
const app = setupAppServer();

// What a user may call before consenting, with why.
const BEFORE_CONSENT = [
  "GET /api/auth/user", // the app must know who is signed in to show the modal
  "GET /api/gdpr/consent", // the consent itself
  "POST /api/gdpr/consent",
  "POST /api/gdpr/save-oauth-consent", // the modal's save
  "GET /api/gdpr/export", // the rights that don't depend on consent
  "DELETE /api/gdpr/delete-account",
];
const signedIn = apiHandlers().filter((h) => h.spec && h.spec.access !== "public");
const SAMPLE: Record<string, string> = {
  niche: "gaming",
  email: "someone@example.com",
  sessionId: "cs_test_a1b2c3d4e5",
};

const oauthSignUp = (extra: Record<string, unknown> = {}) =>
  createUser(t.prisma, {
    gdprConsent: false,
    gdprConsentDate: null,
    authProvider: "oauth",
    passwordHash: null,
    ...extra,
  });

describe("consent gate in the route wrapper", () => {
  it("lets exactly the listed endpoints through before consent", () => {
    const open = signedIn.filter((h) => h.spec!.beforeConsent).map((h) => `${h.method} ${h.template}`);
    expect(open.sort()).toEqual([...BEFORE_CONSENT].sort());
  });

  it.each(signedIn.filter((h) => !h.spec!.beforeConsent).map((h) => [h.method, h.template] as const))(
    "%s %s answers 403 consent_required and writes nothing",
    async (method, template) => {
      const user = await oauthSignUp(template.startsWith("/api/admin/") ? { role: "admin" } : {});
      const c = await signInAs(app.client(), user);
      const res = await c.fetch(
        pathFor(template, (name) => SAMPLE[name] ?? "x"),
        { method, json: method === "GET" ? undefined : { niche: "gaming" } },
      );
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: PRIVACY_CONSENT_REQUIRED, code: CONSENT_REQUIRED });
      expect(await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toEqual(user);
      expect(await t.prisma.trend.count({ where: { userId: user.id } })).toBe(0);
    },
  );
});

describe("an OAuth sign-up without consent", () => {
  let c: TestClient;
  let userId: string;
  beforeAll(async () => {
    const user = await oauthSignUp();
    userId = user.id;
    c = await signInAs(app.client(), user);
  });

  it("gets 403 from generate, can read itself, and after the modal's save generates", async () => {
    const refused = await c.post("/api/trends/generate", { niche: "gaming" });
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe(CONSENT_REQUIRED);
    expect(await t.prisma.trend.count({ where: { userId } })).toBe(0);

    const me = await c.get("/api/auth/user");
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ gdprConsent: false, authProvider: "oauth" });

    const saved = await c.post("/api/gdpr/save-oauth-consent", { gdprConsent: true });
    expect(saved.status).toBe(200);
    expect((await saved.json()).user).toMatchObject({ gdprConsent: true });
    expect((await c.post("/api/trends/generate", { niche: "gaming" })).status).toBe(200);
  }, 60_000);
});
