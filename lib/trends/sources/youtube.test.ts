// The YouTube adapter against a local stand-in replaying the Data API v3 response shapes: live
// items scored first (source 'API', verified), the 30-minute cache, and the fallback to the
// snapshot store on a spent quota, with the API-status row written.
import { readFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/env";
import type { TrendDTO } from "@/lib/dto";
import { setupAppServer } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { http, HttpResponse } from "@/test/http-stub";
import { fixtureWeek, quotaExceeded, searchList, videoList } from "./__fixtures__/signals";
import { youtubeItems, YOUTUBE_CACHE_TTL_S } from "./youtube";

const t = setupTestDatabase();
const app = setupAppServer();
const yt = http();
const SHAPES = path.resolve(process.cwd(), "test/fixtures/api-shapes/youtube");
const shape = (file: string) => JSON.parse(readFileSync(path.join(SHAPES, file), "utf8"));

beforeAll(async () => {
  await yt.start();
  Object.assign(env, { YOUTUBE_API_KEY: "yt-test-key", YOUTUBE_API_BASE_URL: `${yt.url}/youtube/v3` });
});
afterAll(() => yt.stop());
beforeEach(async () => {
  yt.reset();
  await t.prisma.apiCache.deleteMany({});
  await t.prisma.rateLimitBucket.deleteMany({});
});

async function generate(niche: string) {
  const user = await createUser(t.prisma, { subscriptionTier: "enterprise" });
  const client = await signInAs(app.client(), user);
  const res = await client.post("/api/trends/generate", { niche });
  const body = await res.json();
  expect(res.status).toBe(200);
  return body as { trends: TrendDTO[]; meta: { sources: { name: string; ok: boolean; cached: boolean; items: number }[] } };
}

function serveWeek(now = new Date()) {
  const week = fixtureWeek();
  yt.on("GET /youtube/v3/search", () => HttpResponse.json(searchList(week, now)));
  yt.on("GET /youtube/v3/videos", (req) => {
    const ids = new Set((req.query.get("id") ?? "").split(","));
    return HttpResponse.json(videoList(week.filter((v) => ids.has(v.id)), now));
  });
  return week;
}

const status = () => t.prisma.apiSourceStatus.findUnique({ where: { source: "youtube" } });

describe("the YouTube source", () => {
  it("maps the recorded videos.list shape (string statistics) to signal items", () => {
    const [item] = youtubeItems(shape("modeldata__videos__video_api_response.json"), "technology");
    expect(item).toMatchObject({
      source: "youtube",
      externalId: "D-lhorsDlUQ",
      title: "What are Actions on Google (Assistant on Air)",
      channel: "Google Developers",
      categoryId: 28,
      views: 7920,
      likes: 190,
      comments: 32,
      niche: "technology",
    });
    expect(item.observedAt.toISOString()).toBe("2019-03-21T00:00:00.000Z");
    expect(item.tags).toContain("actions on google");
    expect(item.tags.every((tag) => tag === tag.toLowerCase())).toBe(true);
    // videos.list without statistics (part=snippet only) still maps, with zero counts.
    const bare = youtubeItems(shape("apidata__videos__videos_info_multi.json"), null);
    expect(bare.length).toBe(2);
    expect(bare.every((i) => i.views === 0)).toBe(true);
  });

  it("searches the last 7 days for the niche, reads statistics, and ranks the live topics first", async () => {
    const week = serveWeek();
    const started = Date.now();
    const { trends, meta } = await generate("Beauty");
    expect(yt.calls.map((c) => `${c.method} ${c.path}`)).toEqual(["GET /youtube/v3/search", "GET /youtube/v3/videos"]);
    expect(meta.sources.find((s) => s.name === "youtube")).toEqual({ name: "youtube", ok: true, cached: false, items: week.length });
    const live = trends.filter((tr) => tr.source === "API");
    expect(live.length).toBeGreaterThanOrEqual(1);
    expect(trends[0].source).toBe("API");
    for (const tr of live) {
      expect(tr.verified).toBe(true);
      expect(tr.evidence!.topItems.every((x) => week.some((v) => v.title === x.title))).toBe(true);
    }
    expect(live.flatMap((tr) => tr.hashtags)).toContain("#glassskin");
    expect(await status()).toMatchObject({ status: "healthy", errorMessage: null });
    const cached = await t.prisma.apiCache.findUniqueOrThrow({ where: { key: "youtube:v1:beauty" } });
    expect(cached.expiresAt.getTime() - started).toBeGreaterThan((YOUTUBE_CACHE_TTL_S - 60) * 1000);
    expect(cached.expiresAt.getTime() - started).toBeLessThanOrEqual(YOUTUBE_CACHE_TTL_S * 1000 + 5000);
    // Stored as snapshot rows too, under the niche they were searched for.
    expect(await t.prisma.signalItem.count({ where: { source: "youtube", niche: "beauty" } })).toBe(week.length);
  });

  it("sends the quota-relevant parameters and the key", async () => {
    const seen: URLSearchParams[] = [];
    const week = fixtureWeek();
    yt.on("GET /youtube/v3/search", (req) => {
      seen.push(req.query);
      return HttpResponse.json(searchList(week, new Date()));
    });
    yt.on("GET /youtube/v3/videos", (req) => {
      seen.push(req.query);
      return HttpResponse.json(videoList(week, new Date()));
    });
    await generate("Food");
    const [search, videos] = seen;
    expect(Object.fromEntries(search)).toMatchObject({ part: "snippet", type: "video", q: "Food", maxResults: "50", key: "yt-test-key" });
    const after = Date.parse(search.get("publishedAfter")!);
    expect(Date.now() - after).toBeGreaterThan(6.9 * 86_400_000);
    expect(Date.now() - after).toBeLessThan(7.1 * 86_400_000);
    expect(videos.get("part")).toContain("statistics");
    expect(videos.get("id")!.split(",")).toHaveLength(week.length);
  });

  it("serves a niche from the 30-minute cache without calling the API again", async () => {
    serveWeek();
    await generate("Fitness");
    expect(yt.calls).toHaveLength(2);
    const again = await generate("fitness");
    expect(yt.calls).toHaveLength(2);
    expect(again.meta.sources.find((s) => s.name === "youtube")).toMatchObject({ ok: true, cached: true });
    expect(again.trends[0].source).toBe("API");
  });

  it("falls back to the snapshot store on a spent quota, records it, and pauses calls until the reset", async () => {
    yt.on("GET /youtube/v3/search", () => HttpResponse.json(quotaExceeded, 403));
    const { trends } = await generate("Gaming");
    expect(trends.length).toBeGreaterThanOrEqual(3);
    expect(trends.every((tr) => tr.source === "Curated Examples" && tr.ideas.length === 3)).toBe(true);
    const row = await status();
    expect(row).toMatchObject({ status: "down" });
    expect(row?.errorMessage).toMatch(/quotaExceeded/);
    expect(row?.errorMessage).not.toContain("yt-test-key");
    expect(Date.now() - row!.lastCheck.getTime()).toBeLessThan(60_000);

    const next = await generate("DIY");
    expect(yt.calls).toHaveLength(1);
    expect(next.trends.length).toBeGreaterThanOrEqual(3);
    expect(await status()).toMatchObject({ status: "degraded" });
  });

  it("falls back on server errors and unreachable hosts too", async () => {
    yt.on("GET /youtube/v3/search", () => HttpResponse.json({ error: { code: 500, message: "Backend Error", errors: [{ reason: "backendError" }] } }, 500));
    const { trends } = await generate("Education");
    expect(trends.length).toBeGreaterThanOrEqual(3);
    expect((await status())?.errorMessage).toBe("HTTP 500 backendError: Backend Error");

    Object.assign(env, { YOUTUBE_API_BASE_URL: "http://127.0.0.1:9/youtube/v3" });
    try {
      const { trends: again } = await generate("technology");
      expect(again.length).toBeGreaterThanOrEqual(3);
      expect((await status())?.errorMessage).toMatch(/network error/);
    } finally {
      Object.assign(env, { YOUTUBE_API_BASE_URL: `${yt.url}/youtube/v3` });
    }
  });

  it("replays the recorded search.list shape end to end", async () => {
    const search = shape("apidata__search__search_by_keywords_p1.json");
    const ids = search.items.map((i: { id: { videoId: string } }) => i.id.videoId);
    let asked: string[] = [];
    yt.on("GET /youtube/v3/search", () => HttpResponse.json(search));
    yt.on("GET /youtube/v3/videos", (req) => {
      asked = (req.query.get("id") ?? "").split(",");
      return HttpResponse.json(shape("modeldata__videos__video_api_response.json"));
    });
    const { trends, meta } = await generate("surfing");
    expect(asked).toEqual(ids);
    expect(meta.sources.find((s) => s.name === "youtube")).toMatchObject({ ok: true, items: 1 });
    expect(trends.length).toBeGreaterThanOrEqual(3);
  });
});
