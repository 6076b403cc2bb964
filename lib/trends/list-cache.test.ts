// The trends list's cached bodies (list-cache.ts): never served after the list changed, whoever
// changed it and however (the app's own routes, or any other write to the rows the list is built
// from), and never to another user, even one whose cache key differs only by the user id.
process.env.QUERY_COUNTS = "1"; // query events on for this file's database client (the SQL capture below)
import { Prisma } from "@/lib/db";
import type { TrendDTO } from "@/lib/dto";
import { setupAppServer, type TestClient } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";

const t = setupTestDatabase();
const app = setupAppServer();

async function signedIn() {
  const user = await createUser(t.prisma, { subscriptionTier: "enterprise" });
  return { user, client: await signInAs(app.client(), user) };
}

async function generate(client: TestClient, niche: string) {
  expect((await client.post("/api/trends/generate", { niche })).status).toBe(200);
}

/** The list as served now, with its ETag. */
async function served(client: TestClient, niche: string) {
  const res = await client.get(`/api/trends/${niche}`);
  expect(res.status).toBe(200);
  return { list: (await res.json()) as TrendDTO[], etag: res.headers.get("etag")! };
}

const statusWith = async (client: TestClient, niche: string, etag: string) =>
  (await client.get(`/api/trends/${niche}`, { headers: { "if-none-match": etag } })).status;

it("a cached list body is never served after the list changes, by the app or any other write", async () => {
  const { user, client } = await signedIn();
  await generate(client, "Gaming");
  const first = await served(client, "Gaming");
  expect(first.list.length).toBeGreaterThanOrEqual(4);
  // Served again unchanged: the same body, and a 304 for the browser's copy.
  expect((await served(client, "Gaming")).list).toEqual(first.list);
  expect(await statusWith(client, "Gaming", first.etag)).toBe(304);

  const changes: [string, () => Promise<unknown>, (list: TrendDTO[]) => void][] = [
    ["a new report", () => generate(client, "gaming"), (l) => expect(l.length).toBeGreaterThan(first.list.length)],
    [
      "an idea edited outside the app's routes",
      () => t.prisma.videoIdea.update({ where: { id: first.list[0].ideas[0].id }, data: { hook: "Edited hook" } }),
      (l) =>
        expect(l.flatMap((x) => x.ideas).find((i) => i.id === first.list[0].ideas[0].id)?.hook).toBe("Edited hook"),
    ],
    [
      "evidence rewritten in raw SQL",
      () => t.prisma.$executeRaw`UPDATE trend_evidence SET score = 12.5 WHERE "trendId" = ${first.list[1].id}`,
      (l) => expect(l.find((x) => x.id === first.list[1].id)?.evidence?.score).toBe(12.5),
    ],
    [
      "a trend's title changed",
      () => t.prisma.trend.update({ where: { id: first.list[2].id }, data: { title: "Renamed" } }),
      (l) => expect(l.find((x) => x.id === first.list[2].id)?.title).toBe("Renamed"),
    ],
    [
      "an idea deleted",
      () => t.prisma.videoIdea.delete({ where: { id: first.list[3].ideas[1].id } }),
      (l) => expect(l.find((x) => x.id === first.list[3].id)?.ideas).toHaveLength(2),
    ],
    [
      "one trend deleted",
      () => t.prisma.trend.delete({ where: { id: first.list.at(-1)!.id } }),
      (l) => expect(l.map((x) => x.id)).not.toContain(first.list.at(-1)!.id),
    ],
    [
      "the list cleared",
      async () => expect((await client.post("/api/trends/clear", { niche: "Gaming" })).status).toBe(200),
      (l) => expect(l).toEqual([]),
    ],
  ];
  let before = first;
  for (const [what, change, check] of changes) {
    await change();
    const after = await served(client, "Gaming");
    try {
      check(after.list);
      expect(after.etag).not.toBe(before.etag);
      expect(await statusWith(client, "Gaming", before.etag)).toBe(200);
    } catch (err) {
      throw new Error(`after ${what}: ${(err as Error).message}`);
    }
    before = after;
  }
  const row = await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
  expect(row.trendsVersion).toBeGreaterThanOrEqual(changes.length + 1);
}, 60_000);

it("a cached list body never reaches another user, even at the same trendsVersion and niche", async () => {
  const a = await signedIn();
  const b = await signedIn();
  await generate(a.client, "Fitness");
  await generate(b.client, "Fitness");
  await generate(b.client, "Fitness");
  // Same version number and the same niche spelling: the cache keys differ only by the user.
  await t.prisma.user.updateMany({ where: { id: { in: [a.user.id, b.user.id] } }, data: { trendsVersion: 7 } });
  const own = async (userId: string) =>
    new Set((await t.prisma.trend.findMany({ where: { userId }, select: { id: true } })).map((x) => x.id));
  const [aIds, bIds] = [await own(a.user.id), await own(b.user.id)];
  for (let i = 0; i < 2; i++) {
    const [la, lb] = [await served(a.client, "Fitness"), await served(b.client, "Fitness")];
    expect(la.list.map((x) => x.id).every((id) => aIds.has(id))).toBe(true);
    expect(lb.list.map((x) => x.id).every((id) => bIds.has(id))).toBe(true);
    expect([la.list.length, lb.list.length]).toEqual([aIds.size, bIds.size]);
    expect(bIds.size).toBeGreaterThan(aIds.size);
    // One user's ETag is no key to the other's list.
    expect(await statusWith(b.client, "Fitness", la.etag)).toBe(200);
  }
  // A deleted user's cached list goes nowhere: the session itself is gone.
  await t.prisma.user.delete({ where: { id: a.user.id } });
  expect((await a.client.get("/api/trends/Fitness")).status).toBe(401);
}, 60_000);

it("every table the list query reads bumps trendsVersion on every kind of write", async () => {
  const { user, client } = await signedIn();
  await generate(client, "Beauty");
  const seen: { query: string; params: string }[] = [];
  (t.prisma as unknown as { $on: (e: "query", cb: (x: { query: string; params: string }) => void) => void }).$on(
    "query",
    (e) => seen.push(e),
  );
  await client.get("/api/trends/beauty");
  const sql = seen.find((q) => /json_agg/.test(q.query));
  expect(sql).toBeDefined();
  // The captured statement again, under EXPLAIN, with its own parameters ($1, $2...) in place.
  const params = JSON.parse(sql!.params) as unknown[];
  const parts = `EXPLAIN (FORMAT JSON) ${sql!.query}`.split(/\$\d+/);
  const values = [...sql!.query.matchAll(/\$(\d+)/g)].map((m) => params[Number(m[1]) - 1]);
  const plan = await t.prisma.$queryRaw<{ "QUERY PLAN": unknown }[]>(new Prisma.Sql(parts, values));
  const relations = new Set([...JSON.stringify(plan).matchAll(/"Relation Name":"([^"]+)"/g)].map((m) => m[1]));
  expect([...relations].sort()).toEqual(expect.arrayContaining(["trend_evidence", "trends", "video_ideas"]));
  const triggers = await t.prisma.$queryRaw<{ relname: string; tgname: string }[]>`
    SELECT c.relname, t.tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
    WHERE p.proname = 'bump_trends_version'`;
  for (const relation of relations) {
    const names = triggers
      .filter((x) => x.relname === relation)
      .map((x) => x.tgname)
      .sort();
    expect({ relation, names }).toEqual({
      relation,
      names: ["trends_version_delete", "trends_version_insert", "trends_version_truncate", "trends_version_update"],
    });
  }
  expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).trendsVersion).toBeGreaterThan(0);
});
