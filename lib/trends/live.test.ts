// Live niche trends end to end over real HTTP: the app's generate route, the real adapters and the
// shared refresh against the live-source stand-in (test/trend-sources-stub.ts). Custom niches get
// trends from their own evidence; a dead network gives the honest empty state at no cost; twenty
// simultaneous clicks on one niche cause one fetch per source.
import { env } from "@/env";
import type { GenerateTrendsResponseDTO, WrittenTrendDTO } from "@/lib/dto";
import { setupAppServer, type TestClient } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { CORPUS } from "@/test/fixtures/niche-corpus/corpus";
import { setupTrendSourcesStub } from "@/test/trend-sources-stub";
import { EXAMPLE_ENGAGEMENT } from "./examples";
import { listItem } from "./store";
import { DAY_MS } from "@/lib/time";

const t = setupTestDatabase();
const app = setupAppServer();
const stub = setupTrendSourcesStub({ clear: t });

async function signedIn(tier: "free" | "enterprise" = "enterprise") {
  const user = await createUser(t.prisma, { subscriptionTier: tier });
  return { user, client: await signInAs(app.client(), user) };
}

async function generate(client: TestClient, niche: string): Promise<GenerateTrendsResponseDTO> {
  const res = await client.post("/api/trends/generate", { niche });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${niche}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** A trend's evidence is the niche's when every top item names one of the niche's own subjects. */
function fromNiche(trend: WrittenTrendDTO, niche: string): boolean {
  const topics = [...CORPUS[niche].topics.map((x) => x.phrase), ...CORPUS[niche].background];
  return (
    trend.evidence!.topItems.length > 0 &&
    trend.evidence!.topItems.every((i) => topics.some((p) => i.title.toLowerCase().includes(p)))
  );
}

describe("custom niches against the live-source stand-in", () => {
  it.each(["pottery", "personal finance", "skateboarding", "sourdough"])(
    "%s gets trends from its own evidence, with sources and freshness",
    async (niche) => {
      const { client } = await signedIn();
      const body = await generate(client, niche);
      expect(body.empty).toBeUndefined();
      expect(body.trends.length).toBeGreaterThanOrEqual(2);
      expect(body.meta.coverage).toBe("niche");
      for (const tr of body.trends) {
        expect(tr).toMatchObject({ source: "API", verified: true, adjacentFrom: null });
        expect(fromNiche(tr, niche)).toBe(true);
        expect(tr.sources.length).toBeGreaterThan(0);
        expect(tr.sources.every((s) => /^(Reddit r\/\w+|Google News|Hacker News|Mastodon #\w+)$/.test(s))).toBe(true);
        expect(tr.evidence!.growthPct).not.toBeNull();
        expect(Date.now() - Date.parse(tr.newestEvidenceAt!)).toBeLessThan(2 * DAY_MS);
        expect(tr.ideas).toHaveLength(3);
        // The niche's own name is never one of its trends.
        expect(tr.title.toLowerCase()).not.toBe(niche);
      }
      // The corpus's rising topics are what it reports, not its everyday chatter.
      const rising = CORPUS[niche].topics
        .filter((x) => x.shape === "surging" || x.shape === "rising")
        .map((x) => x.phrase);
      for (const tr of body.trends)
        expect(tr.evidence!.topItems.some((i) => rising.some((p) => i.title.toLowerCase().includes(p)))).toBe(true);
      // Each Reddit post remembers the listing that returned it: each listing is its own series.
      const listings = await t.prisma.nicheSignal.findMany({ where: { source: "reddit" }, distinct: ["listing"] });
      expect(listings.map((r) => r.listing).sort()).toEqual(["new", "search-new"]);
      // The list endpoint returns the same cards, sources and freshness included (the evidence as its summary).
      expect(await (await client.get(`/api/trends/${encodeURIComponent(niche)}`)).json()).toEqual(
        body.trends.map(listItem),
      );
    },
  );

  it("reads the sources once per interval for every user of the niche", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await generate(a.client, "sourdough");
    const after = { ...stub.counts };
    expect(after).toMatchObject({ googlenews: 1, hackernews: 1, mastodon: 1 });
    await generate(b.client, "Sourdough");
    expect(stub.counts).toEqual(after);
  });

  it("20 users generating the same niche at once cause one fetch per source", async () => {
    const users = await Promise.all(Array.from({ length: 20 }, () => signedIn()));
    const results = await Promise.all(users.map((u) => generate(u.client, "skateboarding")));
    expect(results.every((r) => r.trends.length >= 3)).toBe(true);
    expect(stub.counts.googlenews).toBe(1);
    expect(stub.counts.hackernews).toBe(1);
    expect(stub.counts.mastodon).toBe(1);
    // Reddit: the discovery search, the subreddit's newest posts (two pages of 100 reach back the
    // 14 days), the site search: asked once each round, not once per user.
    const paths = stub.calls.filter((c) => c.path.startsWith("/reddit/")).map((c) => c.path);
    expect(paths.sort()).toEqual([
      "/reddit/r/skateboarding/new.json",
      "/reddit/r/skateboarding/new.json",
      "/reddit/search.json",
      "/reddit/subreddits/search.json",
    ]);
    expect(await t.prisma.nicheRefresh.count()).toBe(1);
  });

  it("with the network down gives the honest empty state and keeps the quota", async () => {
    Object.assign(env, {
      REDDIT_BASE_URL: "http://127.0.0.1:9/reddit",
      GOOGLE_NEWS_BASE_URL: "http://127.0.0.1:9/gn",
      HACKERNEWS_BASE_URL: "http://127.0.0.1:9/hn",
      MASTODON_BASE_URL: "http://127.0.0.1:9/m",
      LEMMY_BASE_URL: "http://127.0.0.1:9/l",
    });
    try {
      const { user, client } = await signedIn("free");
      for (const niche of ["pottery", "home espresso"]) {
        const body = await generate(client, niche);
        expect(body.trends).toEqual([]);
        expect(body.empty!.title).toBe(`No live signals for "${niche}" yet`);
        expect(body.empty!.message).toMatch(/couldn't reach Reddit, Google News, Hacker News, Mastodon and Lemmy/);
        expect(body.empty!.message).toContain("didn't use one of your trend reports");
        expect(body.usage).toEqual({ used: 0, limit: 3, tier: "free" });
      }
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).trendsUsedThisMonth).toBe(0);
      expect(await t.prisma.trend.count({ where: { userId: user.id } })).toBe(0);
      expect(await t.prisma.apiSourceStatus.findUnique({ where: { source: "reddit" } })).toMatchObject({
        status: "down",
      });
      // A preset still has its curated examples, labelled as such.
      const fitness = await generate(client, "Fitness");
      expect(fitness.trends.length).toBeGreaterThanOrEqual(3);
      expect(
        fitness.trends.every(
          (tr) =>
            tr.source === "Curated Examples" && !tr.verified && tr.sources.length === 0 && tr.newestEvidenceAt === null,
        ),
      ).toBe(true);
      // Labelled as examples, with none of the made-up data's figures ("286K views", "across 12 channels").
      for (const tr of fitness.trends) {
        expect(tr.engagement).toBe(EXAMPLE_ENGAGEMENT);
        expect(tr.description).toMatch(/^Example topic for Fitness .*no live source answered/);
        expect(tr.evidence).toMatchObject({ growthPct: null });
        expect(tr.evidence!.topItems.every((i) => i.views === 0 && i.channel === "")).toBe(true);
        const words = JSON.stringify([tr.description, tr.engagement, tr.ideas]);
        expect(words).not.toMatch(/\d[\d.,]*[KM]? views|across \d+|\d+x as many/i);
      }
    } finally {
      Object.assign(env, stub.env());
    }
  });

  it("gives a preset live trends, and no curated example, as soon as one live source answers", async () => {
    const full = await generate((await signedIn()).client, "Fitness");
    // Two of the stand-in's three planted risers at least (its posts are few: a handful a day).
    expect(full.trends.length).toBeGreaterThanOrEqual(2);
    expect(full.trends.every((tr) => tr.source === "API")).toBe(true);
    await t.prisma.nicheRefresh.deleteMany({});
    await t.prisma.nicheSignal.deleteMany({});
    for (const source of ["googlenews", "hackernews", "mastodon", "lemmy"] as const) stub.fail(source, "down");
    const { client } = await signedIn();
    const body = await generate(client, "Fitness");
    expect(body.meta.sources.filter((x) => x.ok && !x.skipped).map((x) => x.name)).toEqual(["reddit"]);
    expect(body.trends.length).toBeGreaterThanOrEqual(1);
    for (const tr of body.trends) {
      expect(tr).toMatchObject({ source: "API", verified: true });
      expect(tr.sources.every((x) => x.startsWith("Reddit r/"))).toBe(true);
    }
  });

  it("says so when the sources answer but know nothing of the niche", async () => {
    const { client } = await signedIn();
    const body = await generate(client, "underwater basket weaving");
    expect(body.trends).toEqual([]);
    expect(body.empty!.message).toMatch(
      /^Reddit, Google News, Hacker News, Mastodon and Lemmy had nothing about underwater basket weaving/,
    );
  });

  it("a slow, throttled or broken source never sinks the report or holds the click past one round", async () => {
    stub.fail("googlenews", "slow");
    stub.fail("hackernews", "truncated");
    const { client } = await signedIn();
    const started = Date.now();
    const body = await generate(client, "personal finance");
    expect(Date.now() - started).toBeLessThan(11_000);
    expect(body.trends.length).toBeGreaterThanOrEqual(1);
    expect(
      body.trends.every((tr) => tr.sources.every((s) => s.startsWith("Reddit r/") || s.startsWith("Mastodon #"))),
    ).toBe(true);
    const rows = Object.fromEntries((await t.prisma.apiSourceStatus.findMany()).map((r) => [r.source, r]));
    expect(rows.googlenews).toMatchObject({ status: "down", errorMessage: "refresh round ended" });
    expect(rows.hackernews.errorMessage).toMatch(/^parse failure/);
    // A 429 with a long Retry-After pauses the source for every server; an oversized body is cut off.
    stub.reset();
    stub.fail("googlenews", "429");
    stub.fail("hackernews", "huge");
    await generate(client, "home espresso");
    expect(stub.counts.googlenews).toBe(1);
    expect((await t.prisma.apiSourceStatus.findUnique({ where: { source: "hackernews" } }))?.errorMessage).toMatch(
      /too large/,
    );
    await t.prisma.nicheRefresh.deleteMany({});
    await generate(client, "aquarium plants");
    expect(stub.counts.googlenews).toBe(1);
    expect((await t.prisma.apiSourceStatus.findUnique({ where: { source: "googlenews" } }))?.errorMessage).toMatch(
      /^paused for \d+ s: HTTP 429 with Retry-After 120 s/,
    );
  }, 30_000);

  it("records each source's health for the admin API Status tab", async () => {
    stub.fail("hackernews", "junk");
    const { client } = await signedIn();
    await generate(client, "personal finance");
    const rows = Object.fromEntries((await t.prisma.apiSourceStatus.findMany()).map((r) => [r.source, r]));
    expect(rows.reddit).toMatchObject({ status: "healthy", errorMessage: null });
    expect(rows.googlenews).toMatchObject({ status: "healthy" });
    expect(rows.hackernews).toMatchObject({ status: "degraded" });
    expect(rows.hackernews.errorMessage).toMatch(/^parse failure: not JSON/);
  });

  it("the cron route refreshes recently used niches once they are due, behind CRON_SECRET", async () => {
    Object.assign(env, { CRON_SECRET: "cron-trends-secret" });
    const { client } = await signedIn();
    await generate(client, "aquarium plants");
    const first = stub.calls.length;
    const cron = () =>
      app.client().get("/api/cron/trends", { headers: { authorization: "Bearer cron-trends-secret" } });
    expect((await app.client().get("/api/cron/trends")).status).toBe(401);
    expect(await (await cron()).json()).toMatchObject({ success: true, refreshed: [] });
    expect(stub.calls.length).toBe(first);
    // Two hours later every source is due again.
    const row = await t.prisma.nicheRefresh.findUniqueOrThrow({ where: { nicheKey: "aquarium-plants" } });
    const aged = Object.fromEntries(
      Object.entries(row.outcomes as Record<string, { at: string }>).map(([k, o]) => [
        k,
        { ...o, at: new Date(Date.now() - 7_200_000).toISOString() },
      ]),
    );
    await t.prisma.nicheRefresh.update({ where: { nicheKey: "aquarium-plants" }, data: { outcomes: aged } });
    // The round's new posts are scored on the cron too: the next report reads that pick.
    expect(await (await cron()).json()).toMatchObject({
      success: true,
      refreshed: ["aquarium plants"],
      picked: ["aquarium plants"],
      topics: { left: 0 },
    });
    expect(stub.calls.length).toBeGreaterThan(first);
    const pick = await t.prisma.nichePick.findUniqueOrThrow({ where: { nicheKey: "aquarium-plants" } });
    const newest = await t.prisma.nicheSignal.findFirstOrThrow({
      where: { nicheKey: "aquarium-plants" },
      orderBy: { fetchedAt: "desc" },
    });
    expect(pick.pickedAt.getTime()).toBeGreaterThanOrEqual(newest.fetchedAt.getTime());
  });
});
