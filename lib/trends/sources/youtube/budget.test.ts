// The YouTube unit plan held: a simulated Pacific day of 1,000 niches, each with its four keyed
// rounds run by the real source against a local stand-in (real HTTP, real ledger), never spends
// more than the day's units; the stand-in's own count of what it was asked agrees with the
// ledger; the searches go to the niches that need them most. And the README's table is the plan.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { env } from "@/env";
import { db } from "@/lib/db";
import { setupTestDatabase } from "@/test/db";
import { http, HttpResponse } from "@/test/http-stub";
import { nicheMatcher } from "../../core/niche";
import { YOUTUBE_LIMIT } from "./client";
import { KEYED_ROUND_H, searchesPerDay, unitPlan, UNITS_PER_SEARCH } from "./plan";
import { youtubeSource } from "./source";
import { unitsOfDay } from "./units";
import { resolveNiche } from "@/lib/niches";

setupTestDatabase();
const yt = http();
const NICHES = 1000;
const BATCH = 8;
const DAY_START = new Date("2026-12-01T08:00:00Z"); // midnight Pacific
const HOUR = 3_600_000;
const limit = { ...YOUTUBE_LIMIT };

beforeAll(async () => {
  await yt.start();
  // A day compressed into a minute: the per-minute request limit is not what is measured here.
  Object.assign(YOUTUBE_LIMIT, { requests: 1_000_000 });
  Object.assign(env, {
    YOUTUBE_API_KEY: "yt-test-key",
    YOUTUBE_API_BASE_URL: `${yt.url}/v3`,
    YOUTUBE_DAILY_UNITS: 10_000,
  });
});
afterAll(async () => {
  Object.assign(YOUTUBE_LIMIT, limit);
  Object.assign(env, { YOUTUBE_API_KEY: undefined, YOUTUBE_API_BASE_URL: undefined });
  await yt.stop();
});

const key = (i: number) => `niche${String(i).padStart(4, "0")}`;

/** 1,000 niches asked for over the last days, some well known already, each with feed videos. */
async function seed() {
  const at = new Date(DAY_START.getTime() - HOUR).toISOString();
  // Demand falls with the niche's number; every tenth niche already knows 40 channels, the others 2.
  await db.$executeRaw`
    INSERT INTO niche_refresh ("nicheKey", niche, "lastUsedAt", demand)
    SELECT 'niche' || lpad(i::text, 4, '0'), 'niche' || i, ${at}::timestamp, 20.0 / (1 + i / 50.0)
    FROM generate_series(0, ${NICHES - 1}) AS i`;
  await db.$executeRaw`
    INSERT INTO youtube_niche_channels ("nicheKey", "channelId", title, "firstSeenAt", "lastSeenAt")
    SELECT 'niche' || lpad(i::text, 4, '0'), 'UC' || lpad(i::text, 4, '0') || lpad(c::text, 18, 'x'), 'c', ${at}::timestamp, ${at}::timestamp
    FROM generate_series(0, ${NICHES - 1}) AS i, generate_series(1, 40) AS c
    WHERE c <= 2 OR i % 10 = 0`;
  // 60 feed videos a niche over the last day: more than a round's views refresh takes.
  await db.$executeRaw`
    INSERT INTO niche_signals ("nicheKey", source, "externalId", title, tags, channel, via, views, "publishedAt", "fetchedAt")
    SELECT 'niche' || lpad(i::text, 4, '0'), 'youtube-feed', 'v' || i || 'x' || v, 'a video', '{}', 'c', 'c', 100,
      ${at}::timestamp - make_interval(mins => v * 20), ${at}::timestamp
    FROM generate_series(0, ${NICHES - 1}) AS i, generate_series(1, 60) AS v`;
}

function serve() {
  yt.on("GET /v3/search", () => HttpResponse.json({ kind: "youtube#searchListResponse", items: [] }));
  yt.on("GET /v3/videos", () => HttpResponse.json({ kind: "youtube#videoListResponse", items: [] }));
}

describe("the unit plan", () => {
  it("a simulated day of 1,000 niches stays within the day's units, and searches where it is needed", async () => {
    await seed();
    serve();
    const errors: string[] = [];
    for (let round = 0; round < 24 / KEYED_ROUND_H; round++) {
      // Each niche's round comes at its own time within the 6 hours, on one of several servers:
      // a batch at a time runs concurrently, as the cron and the Generate clicks do.
      for (let first = 0; first < NICHES; first += BATCH) {
        await Promise.all(
          Array.from({ length: Math.min(BATCH, NICHES - first) }, async (_, b) => {
            const i = first + b;
            const now = new Date(
              DAY_START.getTime() + round * KEYED_ROUND_H * HOUR + Math.floor((i * KEYED_ROUND_H * HOUR) / NICHES),
            );
            const result = await youtubeSource
              .fetch({
                niche: key(i),
                matcher: nicheMatcher(resolveNiche(key(i))),
                now,
                signal: AbortSignal.timeout(60_000),
              })
              .catch((err: Error) => ({ error: err.message }));
            if ("error" in result) errors.push(result.error);
          }),
        );
      }
    }
    const searched = (await db.youtubeNicheSearch.findMany({ select: { nicheKey: true } })).map((r) => r.nicheKey);
    expect(errors).toEqual([]);
    const day = await unitsOfDay(DAY_START);
    const asked = {
      searches: yt.calls.filter((c) => c.path === "/v3/search").length,
      videos: yt.calls.filter((c) => c.path === "/v3/videos").length,
    };
    // What the stand-in was asked is what the ledger holds (a search pays for the videos.list of
    // its hits when it starts; these searches found none), and it is within the day.
    expect(asked.searches * UNITS_PER_SEARCH + asked.videos).toBe(day.used);
    expect(day.used).toBeLessThanOrEqual(10_000);
    expect(day.used).toBeLessThanOrEqual(unitPlan(NICHES).total - unitPlan(NICHES).reserved);
    expect(asked.searches).toBe(searchesPerDay());
    // The searches went to the niches most asked for that know no channels yet.
    expect(searched.some((k) => Number(k.slice(5)) % 10 === 0)).toBe(false);
    expect(searched.every((k) => Number(k.slice(5)) < 60)).toBe(true);
    // Every other keyed round refreshed 50 of its niche's feed videos (one unit).
    expect(day.byPurpose.views).toBe(unitPlan(NICHES).viewUnits - asked.searches);
  }, 600_000);

  it("is the table the README documents", () => {
    const readme = readFileSync(join(process.cwd(), "README.md"), "utf8");
    for (const n of [100, 1000, 10_000]) {
      const p = unitPlan(n, 10_000);
      const row = `| ${n.toLocaleString("en-US")} | ${p.searches} (${p.searchUnits.toLocaleString("en-US")}) | ${p.viewUnits.toLocaleString("en-US")} | ${p.reserved.toLocaleString("en-US")} | ${p.total.toLocaleString("en-US")} | ${p.daysPerSearch} | ${p.videosRefreshedPerNiche} |`;
      expect(readme).toContain(row);
    }
  });
});
