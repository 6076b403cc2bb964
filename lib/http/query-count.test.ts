// Constant query count per request (issue: hardening, performance): with QUERY_COUNTS=1 every API
// answer carries x-query-count. The trends list costs the same with 5 trends as with 50, and the
// signed-in status endpoints a small fixed number.
process.env.QUERY_COUNTS = "1"; // before the test database's client is created
import { setupAppServer, type TestClient } from "@/test/app-server";
import { setupTestDatabase } from "@/test/db";

const t = setupTestDatabase();
const app = setupAppServer();
let client: TestClient;

beforeAll(async () => {
  const auth = await import("@/test/auth");
  const user = await auth.createUser(t.prisma, { subscriptionTier: "enterprise" });
  client = await auth.signInAs(app.client(), user);
});

async function countFor(path: string): Promise<number> {
  const res = await client.get(path);
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  return Number(res.headers.get("x-query-count"));
}

async function generate(times: number) {
  for (let i = 0; i < times; i++)
    expect((await client.post("/api/trends/generate", { niche: "gaming" })).status).toBe(200);
}

describe("queries per request", () => {
  it("the trends list: the same count for 1 report as for 10 (no query per trend or idea)", async () => {
    await generate(1);
    const few = await countFor("/api/trends/gaming");
    await generate(9);
    const many = await countFor("/api/trends/gaming");
    const trends = (await (await client.get("/api/trends/gaming")).json()) as unknown[];
    expect(trends.length).toBeGreaterThanOrEqual(40);
    expect(few).toBeGreaterThan(0);
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(2); // the session re-read, then the whole list in one query
  }, 120_000);

  it("the signed-in status endpoints", async () => {
    expect(await countFor("/api/auth/user")).toBeLessThanOrEqual(2);
    expect(await countFor("/api/subscription/status")).toBeLessThanOrEqual(2);
  });
});
