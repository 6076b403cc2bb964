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
