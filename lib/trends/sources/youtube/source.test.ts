// The keyed YouTube Data API source through the generate route against a local stand-in: the
// search and its parameters, the channels it adds to the niche's set, the planned daily searches,
// the pause on a spent quota; and the search plan itself: searches go to the niches most asked for
// and with the fewest channels, a niche's orders alternate, and a day's searches are spread out.
import { env } from "@/env";
import type { GenerateTrendsResponseDTO } from "@/lib/dto";
import { setupAppServer } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { http, HttpResponse } from "@/test/http-stub";
import { fixtureWeek, quotaExceeded, searchList, videoList, type FixtureVideo } from "@/test/youtube-signals";
import { nicheMatcher } from "../../core/niche";
import { planSearch, searchesPerDay } from "./plan";
import { youtubeSource } from "./source";
import { unitsOfDay } from "./units";
import { resolveNiche } from "@/lib/niches";
import { DAY_MS } from "@/lib/time";

const t = setupTestDatabase();
const app = setupAppServer();
const yt = http();

beforeAll(async () => {
  await yt.start();
  Object.assign(env, {
    LIVE_SOURCES_ENABLED: true,
    REDDIT_ENABLED: false,
    GOOGLE_NEWS_ENABLED: false,
    HACKERNEWS_ENABLED: false,
    MASTODON_ENABLED: false,
    LEMMY_ENABLED: false,
    WIKIPEDIA_ENABLED: false,
    YOUTUBE_FEEDS_ENABLED: true,
    YOUTUBE_API_KEY: "yt-test-key",
    YOUTUBE_API_BASE_URL: `${yt.url}/youtube/v3`,
    YOUTUBE_FEEDS_BASE_URL: `${yt.url}/feeds-host`,
  });
});
afterAll(async () => {
  Object.assign(env, {
    LIVE_SOURCES_ENABLED: false,
    REDDIT_ENABLED: true,
    GOOGLE_NEWS_ENABLED: true,
    HACKERNEWS_ENABLED: true,
    MASTODON_ENABLED: true,
    YOUTUBE_API_KEY: undefined,
    YOUTUBE_DAILY_UNITS: 10_000,
  });
  await yt.stop();
});
beforeEach(async () => {
  yt.reset();
  Object.assign(env, { YOUTUBE_DAILY_UNITS: 10_000 });
  for (const table of [
    "nicheRefresh",
    "nicheSignal",
    "apiCache",
    "rateLimitBucket",
    "apiSourceStatus",
    "youtubeQuotaDay",
    "youtubeNicheChannel",
    "youtubeNicheSearch",
  ] as const)
    await (t.prisma[table] as { deleteMany: (a: object) => Promise<unknown> }).deleteMany({});
});

async function generate(niche: string): Promise<GenerateTrendsResponseDTO> {
  const user = await createUser(t.prisma, { subscriptionTier: "enterprise" });
  const res = await (await signInAs(app.client(), user)).post("/api/trends/generate", { niche });
  expect(res.status).toBe(200);
  return res.json();
}

function serveWeek(now = new Date()): FixtureVideo[] {
  const week = fixtureWeek();
  yt.on("GET /youtube/v3/search", () => HttpResponse.json(searchList(week, now)));
  yt.on("GET /youtube/v3/videos", (req) => {
    const ids = new Set((req.query.get("id") ?? "").split(","));
    return HttpResponse.json(
      videoList(
        week.filter((v) => ids.has(v.id)),
        now,
      ),
    );
  });
  return week;
}

const status = (source: string) => t.prisma.apiSourceStatus.findUnique({ where: { source } });

describe("the YouTube Data API source", () => {
  it("searches the niche over the last 7 days, reads statistics, and ranks the live topics", async () => {
    const week = serveWeek();
    const seen: URLSearchParams[] = [];
    yt.on("GET /youtube/v3/search", (req) => (seen.push(req.query), HttpResponse.json(searchList(week, new Date()))));
    const body = await generate("Beauty");
    expect(Object.fromEntries(seen[0])).toMatchObject({
      part: "snippet",
      type: "video",
      q: "Beauty",
      maxResults: "50",
      key: "yt-test-key",
    });
    expect(Date.now() - Date.parse(seen[0].get("publishedAfter")!)).toBeGreaterThan(6.9 * DAY_MS);
    const live = body.trends.filter((tr) => tr.source === "API");
    expect(live.length).toBeGreaterThanOrEqual(1);
    expect(body.trends[0]).toMatchObject({ source: "API", verified: true, sources: ["YouTube"] });
    expect(live.every((tr) => tr.evidence!.topItems.every((i) => week.some((v) => v.title === i.title)))).toBe(true);
    expect(await status("youtube")).toMatchObject({ status: "healthy", errorMessage: null });
    expect(await t.prisma.nicheSignal.count({ where: { source: "youtube", nicheKey: "beauty" } })).toBe(week.length);
    expect(seen[0].get("order")).toBe("viewCount");
    // Every channel the search found joins the niche's set, with how many of its videos ranked.
    const known = await t.prisma.youtubeNicheChannel.findMany({ where: { nicheKey: "beauty" } });
    expect(known).toHaveLength(new Set(week.map((v) => v.channel)).size);
    expect(known.reduce((n, c) => n + c.ranked, 0)).toBe(week.length);
    expect(await unitsOfDay()).toMatchObject({ used: 101, byPurpose: { search: 101 } });
    // Shared and planned: a niche is searched at most every 6 hours, whoever asks.
    await generate("beauty");
    expect(yt.calls.filter((c) => c.path === "/youtube/v3/search")).toHaveLength(1);
  });

  it("keeps to the daily unit budget, and says so on the status tab", async () => {
    Object.assign(env, { YOUTUBE_DAILY_UNITS: 253 }); // the search share: 101 units
    expect(searchesPerDay()).toBe(1);
    serveWeek();
    await generate("Gaming");
    const third = await generate("DIY");
    expect(yt.calls.filter((c) => c.path === "/youtube/v3/search")).toHaveLength(1);
    expect(third.trends.every((tr) => tr.source === "Curated Examples")).toBe(true);
    expect(third.meta.sources.find((s) => s.name === "youtube")).toMatchObject({ skipped: true });
    expect((await status("youtube"))?.errorMessage).toMatch(/no search this round: the day's 1 searches are spent/);
    expect((await unitsOfDay()).used).toBe(101);
  });

  it("pauses on a spent quota until the reset, never putting the key in a message", async () => {
    yt.on("GET /youtube/v3/search", () => HttpResponse.json(quotaExceeded, 403));
    const body = await generate("sourdough");
    expect(body.trends).toEqual([]);
    expect(body.empty).toBeDefined();
    const row = await status("youtube");
    expect(row?.errorMessage).toMatch(/quotaExceeded/);
    expect(row?.errorMessage).not.toContain("yt-test-key");
    await t.prisma.nicheRefresh.deleteMany({});
    await generate("pottery");
    expect(yt.calls.filter((c) => c.path === "/youtube/v3/search")).toHaveLength(1);
    expect((await status("youtube"))?.errorMessage).toMatch(/^paused for \d+ s: quotaExceeded/);
  });
});

const ctx = (niche: string, now = new Date()) => ({
  niche,
  matcher: nicheMatcher(resolveNiche(niche)),
  now,
  signal: AbortSignal.timeout(5000),
});

/** A niche asked for `asks` times lately, with `channels` channels known. */
async function niche(key: string, asks: number, channels: number, now = new Date()) {
  await t.prisma.nicheRefresh.create({ data: { nicheKey: key, niche: key, lastUsedAt: now, demand: asks } });
  for (let i = 0; i < channels; i++)
    await t.prisma.youtubeNicheChannel.create({
      data: {
        nicheKey: key,
        channelId: `UC${key}${i}`.padEnd(24, "x"),
        title: `${key} ${i}`,
        firstSeenAt: now,
        lastSeenAt: now,
      },
    });
}

describe("the search plan", () => {
  it("spends the last search on the niche asked for most over its known channels", async () => {
    Object.assign(env, { YOUTUBE_DAILY_UNITS: 253 }); // one search a day
    await niche("knitting", 1, 0);
    await niche("pottery", 6, 20); // (1 + 6) / (1 + 20 / 10) = 2.3 over knitting's 2
    await niche("surfing", 9, 60); // 10 / 7 = 1.4
    const now = new Date();
    expect(await planSearch("knitting", now)).toMatchObject({
      search: false,
      why: expect.stringMatching(/1 niches need/),
    });
    expect(await planSearch("surfing", now)).toMatchObject({ search: false });
    expect(await planSearch("pottery", now)).toMatchObject({ search: true, order: "viewCount" });
  });

  it("alternates viewCount and date per niche, at most one search a niche a day, within the day's searches", async () => {
    const week = serveWeek();
    const orders: string[] = [];
    yt.on(
      "GET /youtube/v3/search",
      (req) => (orders.push(req.query.get("order")!), HttpResponse.json(searchList(week, new Date()))),
    );
    await youtubeSource.fetch(ctx("ceramics"));
    const again = await youtubeSource.fetch(ctx("ceramics"));
    expect(orders).toEqual(["viewCount"]);
    // Not searched again within the day: the round refreshes the feeds' videos instead (none yet).
    expect(again).toEqual({ items: [] });
    await t.prisma.youtubeNicheSearch.update({
      where: { nicheKey: "ceramics" },
      data: { lastSearchAt: new Date(Date.now() - 25 * 3_600_000) },
    });
    await youtubeSource.fetch(ctx("ceramics"));
    expect(orders).toEqual(["viewCount", "date"]);
    expect(await t.prisma.youtubeNicheSearch.findUnique({ where: { nicheKey: "ceramics" } })).toMatchObject({
      searches: 2,
      lastOrder: "date",
    });
    const ranked = await t.prisma.youtubeNicheChannel.aggregate({
      where: { nicheKey: "ceramics" },
      _sum: { ranked: true },
    });
    expect(ranked._sum.ranked).toBe(2 * week.length);
  });

  it("paces the day's searches over its rounds, taking ties in turn", async () => {
    // The Pacific day begins at 08:00 UTC: its first 6-hour round may use 10 of its 39 searches.
    const morning = new Date(Date.UTC(2026, 10, 29, 8, 30));
    for (let i = 0; i < 60; i++) await niche(`n${String(i).padStart(2, "0")}`, 1, 0, morning);
    expect(searchesPerDay()).toBe(39);
    const granted = async () => {
      const out: string[] = [];
      for (let i = 0; i < 60; i++) {
        const key = `n${String(i).padStart(2, "0")}`;
        if ((await planSearch(key, morning)).search) out.push(key);
      }
      return out;
    };
    expect(await granted()).toEqual(["n00", "n01", "n02", "n03", "n04", "n05", "n06", "n07", "n08", "n09"]);
    // Asked for more, a niche moves ahead of the ties.
    await t.prisma.nicheRefresh.update({ where: { nicheKey: "n42" }, data: { demand: 3 } });
    expect((await granted()).slice(0, 2)).toEqual(["n00", "n01"]);
    expect(await granted()).toContain("n42");
    expect(await granted()).not.toContain("n09");
    // Once the round's 10 are spent, no niche searches until the next round.
    await t.prisma.youtubeQuotaDay.create({ data: { day: "2026-11-29", used: 1010, byPurpose: { search: 1010 } } });
    expect(await granted()).toEqual([]);
    expect(await planSearch("n00", new Date(Date.UTC(2026, 10, 29, 14, 30)))).toMatchObject({
      search: true,
      order: "viewCount",
    });
  });
});
