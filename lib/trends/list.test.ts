// GET /api/trends/{niche} is built as JSON by PostgreSQL (store.ts listTrendsJson); the generate
// response by writtenTrendDTO() in JavaScript. A report read back equals the report as generated, field for
// field, with the evidence as its summary; the rest of the evidence comes from
// GET /api/trends/{niche}/{trendId}/evidence, to its owner only. Reports come back newest first.
import type { TrendDTO, TrendEvidenceDTO, WrittenTrendDTO } from "@/lib/dto";
import { setupAppServer } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { listItem } from "./store";

const t = setupTestDatabase();
const app = setupAppServer();

it("the list is exactly the generated reports' DTOs, newest report first", async () => {
  const client = await signInAs(app.client(), await createUser(t.prisma, { subscriptionTier: "enterprise" }));
  const generate = async (niche: string) => {
    const res = await client.post("/api/trends/generate", { niche });
    expect(res.status).toBe(200);
    return ((await res.json()) as { trends: WrittenTrendDTO[] }).trends;
  };
  const first = await generate("Fitness");
  const second = await generate("fitness"); // case-insensitive niche: the same list
  const res = await client.get("/api/trends/FITNESS");
  expect(res.headers.get("content-type")).toContain("application/json");
  const list = (await res.json()) as TrendDTO[];
  expect(list).toEqual([...second, ...first].map(listItem));
  expect(Object.keys(list[0].evidence!).sort()).toEqual([
    "baselineDays",
    "baselineMentions",
    "growthPct",
    "lifecycle",
    "score",
  ]);
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

it("a trend's whole evidence goes to its owner, in its own niche, and to no one else", async () => {
  const owner = await signInAs(app.client(), await createUser(t.prisma, { subscriptionTier: "enterprise" }));
  const other = await signInAs(app.client(), await createUser(t.prisma, { subscriptionTier: "enterprise" }));
  const res = await owner.post("/api/trends/generate", { niche: "Cooking" });
  const { trends } = (await res.json()) as { trends: WrittenTrendDTO[] };
  for (const trend of trends) {
    const got = await owner.get(`/api/trends/cooking/${trend.id}/evidence`);
    expect(got.status).toBe(200);
    const evidence = (await got.json()) as TrendEvidenceDTO;
    expect(evidence).toEqual(trend.evidence);
    expect(evidence.series.length).toBeGreaterThan(0);
  }
  const id = trends[0].id;
  const notFound = { message: "Trend not found" };
  for (const [client, path] of [
    [other, `/api/trends/Cooking/${id}/evidence`], // someone else's trend
    [owner, `/api/trends/Fitness/${id}/evidence`], // the owner's, asked for under another niche
    [owner, "/api/trends/Cooking/no-such-trend/evidence"],
  ] as const) {
    const r = await client.get(path);
    expect([r.status, await r.json()]).toEqual([404, notFound]);
  }
  expect((await app.client().get(`/api/trends/Cooking/${id}/evidence`)).status).toBe(401);
  expect((await owner.get(`/api/trends/Cooking/${"x".repeat(101)}/evidence`)).status).toBe(400);
});
