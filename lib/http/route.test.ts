import { setupTestDatabase } from "@/test/db";
import { setupAppServer } from "@/test/app-server";

const t = setupTestDatabase();
const app = setupAppServer();

describe("route wrapper over real HTTP", () => {
  it("answers the health check with a database round trip", async () => {
    const res = await app.client().get("/api/health");
    if (res.status !== 200) throw new Error(await res.text());
    const body = await res.json();
    expect(body.status).toBe("healthy");
    expect(typeof body.database.latencyMs).toBe("number");
  });

  it("serves a migrated database of its own to this test file", async () => {
    await expect(t.prisma.user.count()).resolves.toBe(0);
    const tables = await t.prisma.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM information_schema.tables WHERE table_name IN ('users','trends','video_ideas','gdpr_audit_log','data_retention_schedule','sessions')`;
    expect(Number(tables[0].n)).toBe(6);
  });

  it("answers unknown API paths with 404", async () => {
    expect((await app.client().get("/api/no-such-thing")).status).toBe(404);
  });
});

describe("route() rateLimit", () => {
  it("answers 429 past a route's limit, counted per user, in a bucket the routes of one name share", async () => {
    const auth = await import("@/test/auth");
    const client = await auth.signInAs(app.client(), await auth.createUser(t.prisma));
    // A free user's cancel and downgrade are refused (400) but still counted: 10 in 10 minutes.
    for (let i = 0; i < 5; i++) {
      expect((await client.post("/api/subscription/cancel")).status).toBe(400);
      expect((await client.post("/api/subscription/downgrade-to-free")).status).toBe(400);
    }
    const limited = await client.post("/api/subscription/cancel");
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: "Too Many Requests" });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);

    const other = await auth.signInAs(app.client(), await auth.createUser(t.prisma));
    expect((await other.post("/api/subscription/downgrade-to-free")).status).toBe(400);
  });

  it("counts no call it refuses before the limit: a guest gets 401, never 429", async () => {
    for (let i = 0; i < 12; i++) expect((await app.client().post("/api/subscription/cancel")).status).toBe(401);
  });
});
