// The niche's channel set read keylessly, against a local stand-in over real HTTP: a search's
// channels are followed through their feeds a stated number a round, least recently read first;
// every upload of the lookback is kept, the ones far above their own channel's norm weighing
// more; a keyed round without a search brings the feed videos' counts and tags up to date with
// videos.list (1 unit for 50); a feed that is gone doesn't stall the rotation.
import { setupTestDatabase } from "@/test/db";
import { HttpResponse } from "@/test/http-stub";
import { channelFeed, searchList, videoList, type FeedVideo, type FixtureVideo } from "@/test/youtube-signals";
import { storeNicheSignals } from "../../live-store";
import { nicheMatcher } from "../../core/niche";
import { FEED_CHANNELS_PER_ROUND, youtubeFeedSource } from "./feed";
import { youtubeSource } from "./source";
import { unitsOfDay } from "./units";
import { setupYoutubeStandIn } from "@/test/youtube-stand-in";
import { resolveNiche } from "@/lib/niches";

const t = setupTestDatabase();
const yt = setupYoutubeStandIn({ apiPath: "/v3", key: "yt-test-key" });
const HOUR = 3_600_000;

beforeEach(async () => {
  yt.reset();
  await t.prisma.rateLimitBucket.deleteMany({}); // the feeds' 60 a minute, shared by these rounds
});

const channelId = (i: number) => `UCchannel${String(i).padStart(3, "0")}`.padEnd(24, "x");
const CHANNELS = 30;
/** 50 search hits over 30 channels, each of a week's uploads on one topic. */
const hits: FixtureVideo[] = Array.from({ length: 50 }, (_, n) => ({
  id: `hit${String(n).padStart(8, "0")}`,
  title: `Wheel throwing session ${n}`,
  tags: ["wheel throwing"],
  channel: `channel${String(n % CHANNELS).padStart(3, "0")}`,
  daysAgo: n % 7,
  views: 1000 + n,
}));
/** Each channel's feed: six uploads a day apart near 1,000 views; channel 0's newest at 8,000. */
const uploads = (c: number, now: Date): FeedVideo[] =>
  [1000, 1100, 900, 1050, 950, 1000].map((views, i) => ({
    id: `c${c}v${i}`,
    title: i === 0 && c === 0 ? "Glaze crawling fixed for good" : `Studio day ${i} at channel ${c}`,
    views: i === 0 && c === 0 ? 8000 : views,
    published: new Date(now.getTime() - (i + 1) * 24 * HOUR - HOUR),
  }));

function serve(now: Date, gone = new Set<string>()) {
  yt.on("GET /v3/search", () => HttpResponse.json(searchList(hits, now)));
  yt.on("GET /v3/videos", (req) => {
    const ids = new Set((req.query.get("id") ?? "").split(","));
    const feedVideos: FixtureVideo[] = Array.from({ length: CHANNELS }, (_, c) => uploads(c, now))
      .flat()
      .filter((v) => ids.has(v.id))
      .map((v) => ({
        id: v.id,
        title: v.title,
        tags: ["pottery studio"],
        channel: v.id.startsWith("c0v") ? "channel000" : "other",
        daysAgo: Math.round((now.getTime() - v.published.getTime()) / (24 * HOUR)),
        views: v.views * 2,
      }));
    return HttpResponse.json(videoList([...hits.filter((h) => ids.has(h.id)), ...feedVideos], now));
  });
  yt.on("GET /feeds-host/feeds/videos.xml", (req) => {
    const id = req.query.get("channel_id")!;
    if (gone.has(id)) return HttpResponse.text("Not Found", 404);
    const c = Number(id.slice(9, 12));
    return {
      status: 200,
      body: channelFeed(id, `Channel ${c}`, uploads(c, now)),
      headers: { "content-type": "application/atom+xml" },
    };
  });
}

const ctx = (now: Date) => ({
  niche: "pottery",
  matcher: nicheMatcher(resolveNiche("pottery")),
  now,
  signal: AbortSignal.timeout(30_000),
});
const feedsRead = () => yt.calls.filter((c) => c.path === "/feeds-host/feeds/videos.xml").length;

/** One source's round as the refresh runs it: fetch, then store. */
async function round(source: typeof youtubeSource, now: Date) {
  const result = await source.fetch(ctx(now));
  await storeNicheSignals("pottery", result.items, now);
  return result;
}

describe("the keyless channel feeds", () => {
  it("follow the channel set in turn and weigh each upload against its own channel", async () => {
    const now = new Date();
    serve(now);
    await round(youtubeSource, now);
    expect(await t.prisma.youtubeNicheChannel.count({ where: { nicheKey: "pottery" } })).toBe(CHANNELS);
    // The first round reads 24 of the 30 channels; every upload of the lookback is kept.
    const first = await round(youtubeFeedSource, now);
    expect(feedsRead()).toBe(FEED_CHANNELS_PER_ROUND);
    expect(first.items).toHaveLength(FEED_CHANNELS_PER_ROUND * 6);
    // Channel 0's newest video is far above its channel's norm at its age: it counts for more.
    const outlier = await t.prisma.nicheSignal.findFirstOrThrow({ where: { externalId: "c0v0" } });
    expect(outlier.weight).toBeGreaterThanOrEqual(3);
    expect(await t.prisma.nicheSignal.count({ where: { source: "youtube-feed", weight: { not: 1 } } })).toBe(1);
    const norm = await t.prisma.youtubeNicheChannel.findUniqueOrThrow({
      where: { nicheKey_channelId: { nicheKey: "pottery", channelId: channelId(0) } },
    });
    expect(norm.medianViews).toBeGreaterThan(1000);
    // An hour later: the 6 never read first, then the least recently read.
    const later = new Date(now.getTime() + HOUR);
    yt.calls.length = 0;
    await round(youtubeFeedSource, later);
    expect(feedsRead()).toBe(FEED_CHANNELS_PER_ROUND);
    const read = await t.prisma.youtubeNicheChannel.findMany({ where: { nicheKey: "pottery", lastReadAt: later } });
    expect(read).toHaveLength(FEED_CHANNELS_PER_ROUND);
    const never = await t.prisma.youtubeNicheChannel.count({ where: { nicheKey: "pottery", lastReadAt: null } });
    expect(never).toBe(0);
  });

  it("between searches, refresh the recent feed videos' counts and tags with videos.list", async () => {
    const now = new Date(Date.now() + 7 * HOUR);
    serve(now);
    // Searched within the day: this keyed round reads the counts of the feeds' recent videos.
    const refreshed = await round(youtubeSource, now);
    // Two calls at most (100 videos): the views share spread over the day's rounds allows that.
    expect(yt.calls.map((c) => c.path)).toEqual(["/v3/videos", "/v3/videos"]);
    expect(refreshed.items.every((i) => i.source === "youtube-feed")).toBe(true);
    expect(refreshed.items.length).toBeGreaterThan(0);
    const row = await t.prisma.nicheSignal.findFirstOrThrow({ where: { source: "youtube-feed", externalId: "c1v0" } });
    expect(row).toMatchObject({ views: BigInt(2000), tags: ["pottery studio"] });
    // A feed read afterwards keeps the tags videos.list brought.
    await round(youtubeFeedSource, now);
    expect((await t.prisma.nicheSignal.findFirstOrThrow({ where: { externalId: "c1v0" } })).tags).toEqual([
      "pottery studio",
    ]);
    // Units are counted per Pacific day: the search ran in the first test, at the real time, which
    // may be the Pacific day before this round's (7 hours later).
    expect((await unitsOfDay(now)).byPurpose).toMatchObject({ views: 2 });
    expect((await unitsOfDay(new Date())).byPurpose).toMatchObject({ search: 101 });
  });

  it("move on past a channel whose feed is gone", async () => {
    const now = new Date(Date.now() + 9 * HOUR);
    const gone = new Set([channelId(3), channelId(4)]);
    await t.prisma.youtubeNicheChannel.updateMany({ where: { nicheKey: "pottery" }, data: { lastReadAt: null } });
    serve(now, gone);
    const result = await round(youtubeFeedSource, now);
    expect(result.warnings).toEqual([]);
    const rows = await t.prisma.youtubeNicheChannel.findMany({ where: { channelId: { in: [...gone] } } });
    expect(rows.every((r) => r.lastReadAt?.getTime() === now.getTime() && r.medianViews === null)).toBe(true);
  });
});
