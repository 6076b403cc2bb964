// The keyed YouTube Data API source and the keyless channel feeds, through the generate route
// against a local stand-in: the search and its parameters, the planned daily unit budget, the
// pause on a spent quota, and the channels a search finds being followed for free, from the
// round that found them on.
import { env } from "@/env";
import type { GenerateTrendsResponseDTO } from "@/lib/dto";
import { setupAppServer } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { http, HttpResponse } from "@/test/http-stub";
import { fixtureWeek, quotaExceeded, searchList, videoList, type FixtureVideo } from "@/test/youtube-signals";
import { searchesPerDay } from "./source";

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

/** A channel feed in the recorded Atom shape: six videos, one far above the channel's median. */
function channelFeed(channelId: string, now: Date): string {
  const entries = [1200, 900, 1100, 1000, 950, 9000]
    .map((views, i) => {
      const id = `${channelId.slice(2).replace(/x+$/, "")}v${i}`;
      const published = new Date(now.getTime() - i * 86_400_000).toISOString();
      return `<entry><id>yt:video:${id}</id><yt:videoId>${id}</yt:videoId><yt:channelId>${channelId}</yt:channelId><title>Glass skin routine part ${i}</title><link rel="alternate" href="https://www.youtube.com/watch?v=${id}"/><author><name>Feed Channel</name><uri>https://www.youtube.com/channel/${channelId}</uri></author><published>${published}</published><updated>${published}</updated><media:group><media:title>Glass skin routine part ${i}</media:title><media:community><media:starRating count="${views / 20}" average="5.00" min="1" max="5"/><media:statistics views="${views}"/></media:community></media:group></entry>`;
    })
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?><feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom"><title>Feed Channel</title>${entries}</feed>`;
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
    expect(Date.now() - Date.parse(seen[0].get("publishedAfter")!)).toBeGreaterThan(6.9 * 86_400_000);
    const live = body.trends.filter((tr) => tr.source === "API");
    expect(live.length).toBeGreaterThanOrEqual(1);
    expect(body.trends[0]).toMatchObject({ source: "API", verified: true, sources: ["YouTube"] });
    expect(live.every((tr) => tr.evidence!.topItems.every((i) => week.some((v) => v.title === i.title)))).toBe(true);
    expect(await status("youtube")).toMatchObject({ status: "healthy", errorMessage: null });
    expect(await t.prisma.nicheSignal.count({ where: { source: "youtube", nicheKey: "beauty" } })).toBe(week.length);
    // Shared and planned: a niche is searched at most every 6 hours, whoever asks.
    await generate("beauty");
    expect(yt.calls.filter((c) => c.path === "/youtube/v3/search")).toHaveLength(1);
  });

  it("keeps to the daily unit budget, and says so on the status tab", async () => {
    Object.assign(env, { YOUTUBE_DAILY_UNITS: 505 }); // the search share: 202 units
    expect(searchesPerDay()).toBe(2);
    serveWeek();
    await generate("Gaming");
    await generate("Food");
    const third = await generate("DIY");
    expect(yt.calls.filter((c) => c.path === "/youtube/v3/search")).toHaveLength(2);
    expect(third.trends.every((tr) => tr.source === "Curated Examples")).toBe(true);
    expect(third.meta.sources.find((s) => s.name === "youtube")).toMatchObject({ ok: false, skipped: true });
    expect((await status("youtube"))?.errorMessage).toMatch(/daily unit budget used/);
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

describe("the keyless channel feeds", () => {
  it("follow the channels a search found, keeping only the videos that beat their channel's median", async () => {
    const now = new Date();
    const week = serveWeek(now);
    yt.on("GET /feeds-host/feeds/videos.xml", (req) => ({
      status: 200,
      body: channelFeed(req.query.get("channel_id")!, now),
      headers: { "content-type": "application/atom+xml" },
    }));
    const channels = Math.min(8, new Set(week.map((v) => v.channel)).size);
    const feedCalls = () => yt.calls.filter((c) => c.path === "/feeds-host/feeds/videos.xml");
    // The first round: the search finds the channels, and their feeds are read once it has.
    await generate("Beauty");
    expect(feedCalls()).toHaveLength(channels);
    const searched = yt.calls.findIndex((c) => c.path === "/youtube/v3/search");
    expect(yt.calls.findIndex((c) => c.path === "/feeds-host/feeds/videos.xml")).toBeGreaterThan(searched);
    const row = await t.prisma.nicheRefresh.findUniqueOrThrow({ where: { nicheKey: "beauty" } });
    const outcomes = row.outcomes as Record<string, { at: string; ok: boolean; items: number; skipped?: boolean }>;
    expect(outcomes["youtube-feed"]).toMatchObject({ ok: true, items: channels });
    expect(outcomes["youtube-feed"].skipped).toBeUndefined();
    // An hour later the feeds are due again (the search is not: it runs every 6 hours).
    outcomes["youtube-feed"].at = new Date(Date.now() - 3_700_000).toISOString();
    await t.prisma.nicheRefresh.update({ where: { nicheKey: "beauty" }, data: { outcomes } });
    await generate("Beauty");
    expect(feedCalls()).toHaveLength(2 * channels);
    expect(yt.calls.filter((c) => c.path === "/youtube/v3/search")).toHaveLength(1);
    const stored = await t.prisma.nicheSignal.findMany({ where: { source: "youtube-feed", nicheKey: "beauty" } });
    expect(stored.length).toBe(channels);
    expect(stored.every((s) => s.views === BigInt(9000))).toBe(true);
  });
});
