// A path whose percent-encoding doesn't decode (%FF, a cut %E0%A4, an overlong %C0) answers 400
// JSON from the proxy, before any session check, for every dynamic /api route and every method it
// has (generated from the route files, like the guest matrix). Next would otherwise answer a bare
// 500 while decoding the route's params. Paths that decode never pay for the proxy.
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { config, MALFORMED_PATH } from "@/proxy";
import { setupAppServer } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { apiHandlers } from "@/test/routes";

const t = setupTestDatabase();
const app = setupAppServer();

const BAD = ["%FF", "%E0%A4", "%C0", "%"];
// Each [param] of each dynamic route replaced by a bad escape, one at a time.
const cases = apiHandlers()
  .filter((h) => h.template.includes("["))
  .flatMap((h) =>
    BAD.map((bad) => ({
      template: h.template,
      method: h.method,
      path: h.template.replace(/\[[^\]]+\]/, bad).replace(/\[[^\]]+\]/g, "x"),
    })),
  );

async function expectMalformed(res: Response) {
  expect(res.status).toBe(400);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(await res.json()).toEqual({ message: MALFORMED_PATH });
}

describe("malformed percent-encoding in /api paths", () => {
  it("covers every dynamic route", () => {
    const templates = new Set(cases.map((c) => c.template));
    expect(templates.size).toBeGreaterThanOrEqual(8);
    for (const tpl of ["/api/trends/[niche]", "/api/scripts/[scriptId]", "/api/trends/[niche]/[trendId]/evidence"])
      expect(templates).toContain(tpl);
  });

  it.each([
    "/api/trends/%FF",
    "/api/scripts/%FF",
    "/api/trends/pottery/%E0%A4/evidence",
    "/api/admin/user-payments/%C0",
  ])("%s answers 400 to a guest and to a signed-in user", async (path) => {
    await expectMalformed(await app.client().get(path));
    const user = await createUser(t.prisma);
    await expectMalformed(await (await signInAs(app.client(), user)).get(path));
  });

  it("every method of every dynamic route answers 400 before auth", async () => {
    for (const c of cases) {
      const res = await app.client().fetch(c.path, { method: c.method });
      if (res.status !== 400) throw new Error(`${c.method} ${c.path}: ${res.status}`);
      await expectMalformed(res);
    }
  });

  it("only paths with a % run the proxy, and well-formed escapes reach the route", async () => {
    expect(unstable_doesMiddlewareMatch({ config, url: "/api/trends/pottery" })).toBe(false);
    expect(unstable_doesMiddlewareMatch({ config, url: "/api/trends/%FF" })).toBe(true);
    const res = await app.client().get("/api/trends/caf%C3%A9");
    expect(res.status).toBe(401);
  });
});
