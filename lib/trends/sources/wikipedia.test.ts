// Wikimedia pageviews: topics mapped to articles by the recorded Wikipedia search answers, rises
// read from per-article answers (the recorded ones, and 28-day series built on the recorded item
// shape), a report's cards saying "Wikipedia views of X up 2.4x this week", and every failure
// leaving the cards as they were with the reason on API Status.
import { readFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/env";
import type { GenerateTrendsResponseDTO } from "@/lib/dto";
import { setupAppServer } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { http, HttpResponse } from "@/test/http-stub";
import { seedLiveSignals } from "@/test/live-signals";
import { misbehave, MISBEHAVIOURS } from "@/test/source-misbehaviour";
import { SourceError } from "./fetch";
import { articleFromSearch, riseFromViews, riseLine, wikipediaRises } from "./wikipedia";
import { DAY_MS } from "@/lib/time";

const t = setupTestDatabase();
const app = setupAppServer();
const stub = http();
const SHAPES = path.resolve(process.cwd(), "test/fixtures/api-shapes");
const json = (f: string) => JSON.parse(readFileSync(path.join(SHAPES, f), "utf8"));
const PINUS = json("wikipedia-search/action_query_list_search_srsearch_Pinus_enwiki.json");
const NO_HITS = json("wikipedia-search/action_query_list_search_srsearch_no_hits_enwiki.json");
const WEIRD_AL = json(
  "wikimedia-pageviews/per_article_en_wikipedia_all-access_user_Weird_Al_Yankovic_daily_2025081500_2025081900.json",
);
const NOT_FOUND = readFileSync(
  path.join(SHAPES, "wikimedia-pageviews/per_article_404_not_found_THIS_IS_NOT_A_REAL_ARTICLE.json"),
  "utf8",
);
const SAVED = { ...env };

/** 28 days ending `end` on the recorded item shape: `before` daily views, then `recent` for the last week. */
function series(end: Date, before: number, recent: number) {
  const item = WEIRD_AL.items[0];
  const items = [...Array(28).keys()].map((i) => {
    const d = new Date(end.getTime() - (27 - i) * DAY_MS);
    const stamp = `${d.toISOString().slice(0, 10).replace(/-/g, "")}00`;
    return { ...item, article: "Pine", timestamp: stamp, views: i >= 21 ? recent : before };
  });
  return { items };
}

beforeAll(async () => {
  await stub.start();
  Object.assign(env, {
    WIKIPEDIA_BASE_URL: `${stub.url}/wp`,
    WIKIMEDIA_BASE_URL: `${stub.url}/wm`,
  });
});
afterAll(async () => {
  Object.assign(env, SAVED);
  await stub.stop();
});
beforeEach(async () => {
  stub.reset();
  for (const table of ["apiCache", "rateLimitBucket", "apiSourceStatus", "nicheSignal"] as const)
    await (t.prisma[table] as { deleteMany: (a: object) => Promise<unknown> }).deleteMany({});
});

describe("topic to article", () => {
  it("takes the hit whose title holds the topic, or a one-word topic's matched hit (Pinus -> Pine)", () => {
    expect(articleFromSearch(PINUS, "Pinus ponderosa")).toBe("Pinus ponderosa");
    expect(articleFromSearch(PINUS, "pinus")).toBe("Pine");
    expect(articleFromSearch(PINUS, "ponderosa lumber prices")).toBeNull();
    expect(articleFromSearch(NO_HITS, "asdfadfaadfadfs")).toBeNull();
    expect(() => articleFromSearch({ error: { code: "maxlag" } } as never, "x")).toThrow(SourceError);
  });
});

describe("the rise", () => {
  const end = new Date(Date.UTC(2025, 7, 19));

  it("needs most of four weeks: the recorded five days say nothing", () => {
    expect(riseFromViews(WEIRD_AL, '"Weird Al" Yankovic', end)).toBeNull();
  });

  it("compares the last week's daily views with the three weeks before", () => {
    const rise = riseFromViews(series(end, 1000, 2400), "Pine", end)!;
    expect(rise).toMatchObject({ article: "Pine", recent: 2400, before: 1000 });
    expect(riseLine(rise)).toBe("Wikipedia views of Pine up 2.4x this week");
    expect(riseLine(riseFromViews(series(end, 1000, 1200), "Pine", end))).toBeNull();
    // Too few readers for a ratio to mean anything.
    expect(riseFromViews(series(end, 3, 30), "Pine", end)).toBeNull();
    expect(() => riseFromViews({ detail: "nope" } as never, "Pine", end)).toThrow(/not a pageviews answer/);
  });
});

describe("over HTTP", () => {
  const now = new Date();
  const yesterday = new Date(now.getTime() - DAY_MS);

  function serve(views: () => ReturnType<typeof misbehave>) {
    stub.on("GET /wp/w/api.php", (req) => {
      const q = req.query.get("srsearch") ?? "";
      const hit = { ...PINUS.query.search[0], title: q.charAt(0).toUpperCase() + q.slice(1) };
      return HttpResponse.json({ ...PINUS, query: { ...PINUS.query, search: [hit] } });
    });
    stub.on("GET /wm/api/rest_v1/metrics/pageviews/per-article/*", views);
  }

  it("finds each topic's article and rise once, then answers from what it kept", async () => {
    serve(() => HttpResponse.json(series(yesterday, 500, 1500)));
    const rises = await wikipediaRises(["pine nuts", "pinus"], now);
    expect(riseLine(rises.get("pine nuts"))).toBe("Wikipedia views of Pine nuts up 3x this week");
    expect(rises.get("pinus")?.article).toBe("Pinus");
    const views = stub.calls.find((c) => c.path.includes("/Pine_nuts/"))!.path;
    expect(views).toMatch(/\/en\.wikipedia\/all-access\/user\/Pine_nuts\/daily\/\d{8}00\/\d{8}00$/);
    const calls = stub.calls.length;
    await wikipediaRises(["pine nuts", "pinus"], now);
    expect(stub.calls.length).toBe(calls);
    expect(await t.prisma.apiSourceStatus.findUnique({ where: { source: "wikipedia" } })).toMatchObject({
      status: "healthy",
    });
  });

  it("takes the recorded 404 of an article without data as no reading, not an outage", async () => {
    serve(() => ({ status: 404, body: NOT_FOUND, headers: { "content-type": "application/problem+json" } }));
    expect((await wikipediaRises(["pine nuts"], now)).size).toBe(0);
    expect(await t.prisma.apiSourceStatus.findUnique({ where: { source: "wikipedia" } })).toMatchObject({
      status: "healthy",
    });
  });

  it.each(MISBEHAVIOURS)("leaves the cards as they were on a %s answer and says why on API Status", async (how) => {
    serve(() => misbehave(how, JSON.stringify(series(yesterday, 500, 1500)), 5000));
    const started = Date.now();
    expect((await wikipediaRises(["pine nuts"], now, 1000)).size).toBe(0);
    expect(Date.now() - started).toBeLessThan(3000);
    const row = await t.prisma.apiSourceStatus.findUnique({ where: { source: "wikipedia" } });
    expect(row).toMatchObject({ status: "down" });
    expect(row?.errorMessage).toBeTruthy();
  });

  it("puts the rise on a report's cards", async () => {
    serve(() => HttpResponse.json(series(yesterday, 500, 1200)));
    // Live sources on, every finder off: the niche's stored signals are what the report reads.
    const off = { REDDIT_ENABLED: false, GOOGLE_NEWS_ENABLED: false, HACKERNEWS_ENABLED: false };
    Object.assign(env, { ...off, LIVE_SOURCES_ENABLED: true, MASTODON_ENABLED: false, LEMMY_ENABLED: false });
    Object.assign(env, { YOUTUBE_FEEDS_ENABLED: false, YOUTUBE_API_KEY: undefined, WIKIPEDIA_ENABLED: true });
    try {
      await seedLiveSignals("pottery");
      const user = await createUser(t.prisma, { subscriptionTier: "enterprise" });
      const res = await (await signInAs(app.client(), user)).post("/api/trends/generate", { niche: "pottery" });
      const body = (await res.json()) as GenerateTrendsResponseDTO;
      expect(body.trends.length).toBeGreaterThan(0);
      for (const tr of body.trends) expect(tr.description).toMatch(/ Wikipedia views of .+ up 2\.4x this week\.$/);
    } finally {
      Object.assign(env, { LIVE_SOURCES_ENABLED: false });
    }
  });
});
