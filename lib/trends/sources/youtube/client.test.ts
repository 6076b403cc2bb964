// The typed YouTube client and its unit ledger, against a local stand-in over real HTTP and a real
// database: each call spends its units per Pacific day and purpose before it goes out, a refused
// spend never reaches Google, concurrent spends never pass the day, and a spent quota pauses.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { env } from "@/env";
import { setupTestDatabase } from "@/test/db";
import { http, HttpResponse } from "@/test/http-stub";
import { quotaExceeded } from "@/test/youtube-signals";
import { SourceError } from "../fetch";
import { listChannels, listPlaylistItems, listVideos, searchVideos } from "./client";
import { purposeCap, quotaDay, spendUnits, unitsLeft, unitsOfDay } from "./units";
import { DAY_MS } from "@/lib/time";

const t = setupTestDatabase();
const yt = http();
const recorded = (name: string) =>
  JSON.parse(readFileSync(join(process.cwd(), "test/fixtures/api-shapes/youtube", name), "utf8"));

beforeAll(async () => {
  await yt.start();
  Object.assign(env, { YOUTUBE_API_KEY: "yt-test-key", YOUTUBE_API_BASE_URL: `${yt.url}/v3` });
});
afterAll(async () => {
  Object.assign(env, { YOUTUBE_API_KEY: undefined, YOUTUBE_API_BASE_URL: undefined, YOUTUBE_DAILY_UNITS: 10_000 });
  await yt.stop();
});
beforeEach(async () => {
  yt.reset();
  Object.assign(env, { YOUTUBE_DAILY_UNITS: 10_000 });
  await t.prisma.youtubeQuotaDay.deleteMany({});
  await t.prisma.apiCache.deleteMany({});
  await t.prisma.rateLimitBucket.deleteMany({});
});

const ids = (n: number) => Array.from({ length: n }, (_, i) => `vid${String(i).padStart(8, "0")}`);

describe("the unit ledger", () => {
  it("counts the Pacific day: it turns at 08:00 UTC", () => {
    expect(quotaDay(new Date("2026-11-29T07:59:00Z")).day).toBe("2026-11-28");
    expect(quotaDay(new Date("2026-11-29T08:00:00Z"))).toEqual({ day: "2026-11-29", secondsLeft: 86_400 });
  });

  it("keeps each purpose to its share and the day to its units, across concurrent spends", async () => {
    Object.assign(env, { YOUTUBE_DAILY_UNITS: 1000 });
    const now = new Date();
    expect(purposeCap("search")).toBe(400);
    const searches = await Promise.all(Array.from({ length: 12 }, () => spendUnits("search", 100, now)));
    expect(searches.filter(Boolean)).toHaveLength(4);
    const views = await Promise.all(Array.from({ length: 700 }, () => spendUnits("views", 1, now)));
    expect(views.filter(Boolean)).toHaveLength(500);
    expect(await unitsLeft("views", now)).toBe(0);
    expect(await unitsLeft("channel", now)).toBe(70);
    const day = await unitsOfDay(now);
    expect(day).toMatchObject({ used: 900, byPurpose: { search: 400, views: 500 }, calls: { search: 4, views: 500 } });
    // Another Pacific day starts from nothing.
    expect(await spendUnits("search", 100, new Date(now.getTime() + DAY_MS))).toBe(true);
    await expect(spendUnits("views", 0, now)).rejects.toThrow(/bad unit count/);
  });
});

describe("the YouTube client", () => {
  it("reads videos.list in calls of 50 ids, one unit each, on the caller's purpose", async () => {
    const body = recorded("apidata__videos__videos_info_multi.json");
    const asked: string[][] = [];
    yt.on("GET /v3/videos", (req) => {
      asked.push(req.query.get("id")!.split(","));
      expect(req.query.get("key")).toBe("yt-test-key");
      return HttpResponse.json(body);
    });
    const videos = await listVideos([...ids(120), "not an id!", "vid00000001"], { purpose: "views" });
    expect(asked.map((a) => a.length)).toEqual([50, 50, 20]);
    expect(videos).toHaveLength(3 * body.items.length);
    expect(await unitsOfDay()).toMatchObject({ used: 3, byPurpose: { views: 3 } });
  });

  it("stops at the budget without calling Google, and keeps what it read before", async () => {
    Object.assign(env, { YOUTUBE_DAILY_UNITS: 20 }); // views share: 10 units
    yt.on("GET /v3/videos", () => HttpResponse.json(recorded("apidata__videos__videos_info_multi.json")));
    for (let i = 0; i < 9; i++) await spendUnits("views", 1);
    const videos = await listVideos(ids(100), { purpose: "views" });
    expect(yt.calls).toHaveLength(1);
    expect(videos.length).toBeGreaterThan(0);
    const err = await listVideos(ids(10), { purpose: "views" }).catch((e) => e);
    expect(err).toBeInstanceOf(SourceError);
    expect(err).toMatchObject({ kind: "budget" });
    expect(yt.calls).toHaveLength(1);
  });

  it("searches with the plan's order and returns the hits with their channels", async () => {
    const seen: URLSearchParams[] = [];
    yt.on(
      "GET /v3/search",
      (req) => (seen.push(req.query), HttpResponse.json(recorded("apidata__search__search_by_keywords_p1.json"))),
    );
    const after = new Date("2026-11-20T00:00:00Z");
    const hits = await searchVideos({ q: "surfing|surf", order: "date", publishedAfter: after }, { purpose: "search" });
    expect(Object.fromEntries(seen[0])).toMatchObject({
      part: "snippet",
      type: "video",
      order: "date",
      maxResults: "50",
      q: "surfing|surf",
      publishedAfter: after.toISOString(),
    });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => /^UC[\w-]{22}$/.test(h.channelId) && h.videoId.length > 0)).toBe(true);
    expect(await unitsOfDay()).toMatchObject({ used: 100, byPurpose: { search: 100 } });
  });

  it("reads a channel by handle and a page of its uploads", async () => {
    const channel = {
      kind: "youtube#channelListResponse",
      items: [
        {
          kind: "youtube#channel",
          id: "UC_x5XG1OV2P6uZZ5FSM9Ttw",
          snippet: { title: "Google for Developers", customUrl: "@googledevelopers" },
          contentDetails: { relatedPlaylists: { uploads: "UU_x5XG1OV2P6uZZ5FSM9Ttw" } },
          statistics: { viewCount: "1000", subscriberCount: "10", videoCount: "5", hiddenSubscriberCount: false },
        },
      ],
    };
    yt.on("GET /v3/channels", (req) => {
      expect(req.query.get("forHandle")).toBe("@googledevelopers");
      return HttpResponse.json(channel);
    });
    yt.on("GET /v3/playlistItems", (req) =>
      HttpResponse.json({
        kind: "youtube#playlistItemListResponse",
        nextPageToken: req.query.get("pageToken") ? undefined : "CDIQAA",
        items: [{ id: "p1", contentDetails: { videoId: "D-lhorsDlUQ", videoPublishedAt: "2026-11-20T10:00:00Z" } }],
      }),
    );
    const [found] = await listChannels({ handle: "googledevelopers" }, { purpose: "channel" });
    const uploads = found.contentDetails!.relatedPlaylists!.uploads!;
    const page = await listPlaylistItems({ playlistId: uploads }, { purpose: "channel" });
    expect(page.nextPageToken).toBe("CDIQAA");
    expect(
      (await listPlaylistItems({ playlistId: uploads, pageToken: "CDIQAA" }, { purpose: "channel" })).nextPageToken,
    ).toBeUndefined();
    expect(await listChannels({ ids: ["not-a-channel"] }, { purpose: "channel" })).toEqual([]);
    expect(await unitsOfDay()).toMatchObject({ used: 3, byPurpose: { channel: 3 } });
  });

  it("pauses every YouTube call on a spent quota, without the key in the message", async () => {
    yt.on("GET /v3/videos", () => HttpResponse.json(quotaExceeded, 403));
    const err = await listVideos(ids(3), { purpose: "views" }).catch((e) => e);
    expect(err.message).toMatch(/quotaExceeded/);
    expect(err.message).not.toContain("yt-test-key");
    const again = await listVideos(ids(3), { purpose: "views" }).catch((e) => e);
    expect(again.message).toMatch(/^paused for \d+ s: quotaExceeded/);
    expect(yt.calls).toHaveLength(1);
  });
});
