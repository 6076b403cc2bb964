// Signing out ends the session on the server (security review item 7): after Logout a copy of the
// cookie gets 401, while the account's other sessions go on; "Sign out of all devices" ends them
// all. Both are POSTs behind the Origin check; GET /api/logout changes nothing.
import { setupAppServer, type TestClient } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { encodeSession, sessionCookieName } from "./session";

const t = setupTestDatabase();
const app = setupAppServer();

/** Another client holding the same cookies (a copied cookie). */
function copyOf(c: TestClient): TestClient {
  const copy = app.client();
  for (const [k, v] of c.cookies) copy.cookies.set(k, v);
  return copy;
}
const status = async (c: TestClient) => (await c.get("/api/auth/user")).status;

describe("Logout (POST /api/logout)", () => {
  it("ends this session for every copy of its cookie, and only this session", async () => {
    const user = await createUser(t.prisma);
    const laptop = await signInAs(app.client(), user);
    const phone = await signInAs(app.client(), user);
    const copied = copyOf(laptop);
    expect(await status(copied)).toBe(200);

    const res = await laptop.post("/api/logout");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/\/$/);
    expect(res.headers.getSetCookie().join(";")).toMatch(/authjs\.session-token=;/);

    expect(await status(laptop)).toBe(401);
    expect(await status(copied)).toBe(401);
    expect(await status(phone)).toBe(200);
  });

  it("is refused from a foreign Origin, and GET signs nobody out", async () => {
    const c = await signInAs(app.client(), await createUser(t.prisma));
    const cross = await c.fetch("/api/logout", { method: "POST", headers: { origin: "https://evil.example" } });
    expect(cross.status).toBe(403);
    const get = await c.get("/api/logout");
    expect(get.status).toBe(303);
    expect(get.headers.get("location")).toMatch(/\/settings#sign-out$/);
    expect(get.headers.getSetCookie()).toEqual([]);
    expect(await status(c)).toBe(200);
    expect((await app.client().get("/api/logout")).headers.get("location")).toMatch(/\/$/);
  });

  it("answers a stale or missing cookie by clearing it", async () => {
    const stale = app.client();
    stale.cookies.set(sessionCookieName(), "not-a-session");
    for (const c of [stale, app.client()]) {
      const res = await c.post("/api/logout");
      expect(res.status).toBe(303);
    }
  });

  it("signs out everywhere for a cookie issued before sessions had ids", async () => {
    const user = await createUser(t.prisma);
    const legacy = app.client();
    legacy.cookies.set(
      sessionCookieName(),
      await encodeSession({ sub: user.id, sv: user.sessionVersion, at: Math.floor(Date.now() / 1000) }),
    );
    const other = await signInAs(app.client(), user);
    expect((await legacy.post("/api/logout")).status).toBe(303);
    expect(await status(copyOf(legacy))).toBe(401);
    expect(await status(other)).toBe(401);
  });

  it("keeps the revoked list short: expired entries go, and past the cap every session ends", async () => {
    const past = Math.floor(Date.now() / 1000) - 10;
    const future = past + 86_400;
    const user = await createUser(t.prisma, {
      revokedSessions: [`old:${past}`, ...Array.from({ length: 49 }, (_, i) => `live${i}:${future}`)],
    });
    const a = await signInAs(app.client(), user);
    const b = await signInAs(app.client(), user);
    await a.post("/api/logout");
    let row = await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.revokedSessions).toHaveLength(50); // "old" pruned, this session added
    expect(row.revokedSessions.some((e) => e.startsWith("old:"))).toBe(false);
    expect(await status(b)).toBe(200);
    await b.post("/api/logout");
    row = await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.revokedSessions).toEqual([]);
    expect(row.sessionVersion).toBe(user.sessionVersion + 1);
  });
});

describe("Sign out of all devices (POST /api/logout/all)", () => {
  it("ends every session of the account, this one included", async () => {
    const user = await createUser(t.prisma);
    const here = await signInAs(app.client(), user);
    const there = await signInAs(app.client(), user);
    const someoneElse = await signInAs(app.client(), await createUser(t.prisma));
    const res = await here.post("/api/logout/all");
    expect(res.status).toBe(303);
    expect(await status(here)).toBe(401);
    expect(await status(there)).toBe(401);
    expect(await status(someoneElse)).toBe(200);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).sessionVersion).toBe(
      user.sessionVersion + 1,
    );
  });
});
