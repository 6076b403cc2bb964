// GET /api/trends/{niche} is built as JSON by PostgreSQL (store.ts listTrendsJson); the generate
// response by trendDTO() in JavaScript. Both must be the same TrendDTO, field for field: a report
// read back equals the report as generated, and reports come back newest first.
import type { TrendDTO } from "@/lib/dto";
import { setupAppServer } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";

const t = setupTestDatabase();
const app = setupAppServer();

it("the list is exactly the generated reports' DTOs, newest report first", async () => {
  const client = await signInAs(app.client(), await createUser(t.prisma, { subscriptionTier: "enterprise" }));
  const generate = async (niche: string) => {
    const res = await client.post("/api/trends/generate", { niche });
    expect(res.status).toBe(200);
    return ((await res.json()) as { trends: TrendDTO[] }).trends;
  };
  const first = await generate("Fitness");
  const second = await generate("fitness"); // case-insensitive niche: the same list
  const res = await client.get("/api/trends/FITNESS");
  expect(res.headers.get("content-type")).toContain("application/json");
  const list = (await res.json()) as TrendDTO[];
  expect(list).toEqual([...second, ...first]);
  expect(list[0].evidence?.series.length).toBeGreaterThan(0);
  expect(list[0].ideas).toHaveLength(3);
  expect(list[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

  // Unchanged, the list revalidates to a 304 with no body; a new report changes the ETag.
  const etag = res.headers.get("etag")!;
  expect(res.headers.get("cache-control")).toBe("private, no-cache");
  const again = await client.get("/api/trends/fitness", { headers: { "if-none-match": etag } });
  expect([again.status, await again.text()]).toEqual([304, ""]);
  await generate("Fitness");
  const changed = await client.get("/api/trends/fitness", { headers: { "if-none-match": etag } });
  expect(changed.status).toBe(200);
  expect(changed.headers.get("etag")).not.toBe(etag);
  expect(((await changed.json()) as TrendDTO[]).length).toBeGreaterThan(list.length);

  // Another niche, and none at all: an empty array.
  expect(await (await client.get("/api/trends/Beauty")).json()).toEqual([]);
});
