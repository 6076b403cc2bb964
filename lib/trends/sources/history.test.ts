// A first round's history, over real HTTP against a local stand-in paging as Reddit (`after`) and
// Mastodon (`max_id`, Link header) do, with the recorded bodies of test/fixtures/api-shapes: the
// pages stop at the cap and once they reach back 14 days, a later page failing keeps the earlier
// ones, and a cursor that is not a post's fullname is never sent back.
import { readFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/env";
import { setupTestDatabase } from "@/test/db";
import { http, HttpResponse, type StubRequest } from "@/test/http-stub";
import { mastodonPage, redditPage, snowflake } from "@/test/listing-pages";
import { nicheMatcher } from "../core/niche";
import { mastodonSource } from "./mastodon";
import { NEW, redditSource, TOP_WEEK } from "./reddit";
import { resolveNiche } from "@/lib/niches";

const t = setupTestDatabase();
const stub = http();
const SHAPES = path.resolve(process.cwd(), "test/fixtures/api-shapes");
const recorded = (file: string) => JSON.parse(readFileSync(path.join(SHAPES, file), "utf8"));
const LISTING = recorded("reddit/listing__TestSubredditListings.test_top.json");
const STATUS = recorded("mastodon/timelines_tag_hoot_localhost_test_instance.json")[0];
const KEYS = ["REDDIT_BASE_URL", "REDDIT_CLIENT_ID", "REDDIT_REQUESTS_PER_MINUTE", "MASTODON_BASE_URL"] as const;
const saved = Object.fromEntries(KEYS.map((k) => [k, env[k]]));
const HOUR = 3_600_000;
const NOW = new Date("2026-11-20T12:00:00Z");
/** Each listing request the stand-in answered: its path and query (the cursor asked for). */
const asked: { path: string; query: URLSearchParams }[] = [];
const askedOf = (p: string) => asked.filter((a) => a.path === p);

beforeAll(async () => {
  await stub.start();
  Object.assign(env, {
    REDDIT_BASE_URL: `${stub.url}/reddit`,
    REDDIT_CLIENT_ID: undefined,
    MASTODON_BASE_URL: `${stub.url}/mastodon`,
  });
});
afterAll(async () => {
  Object.assign(env, saved);
  await stub.stop();
});
beforeEach(async () => {
  stub.reset();
  asked.length = 0;
  await t.prisma.rateLimitBucket.deleteMany({});
  await t.prisma.apiCache.deleteMany({});
});

const ctx = (niche: string) => ({
  niche,
  matcher: nicheMatcher(resolveNiche(niche)),
  now: NOW,
  signal: AbortSignal.timeout(8000),
});

type Spoil = { failPage?: number; after?: unknown };

/** Each subreddit posts every `everyH` hours back `count` posts; /new pages by `after`, /top is the week's. */
function serveReddit(everyH: number, count: number, spoil: Spoil = {}) {
  const postsOf = (sub: string) =>
    Array.from({ length: count }, (_, i) => ({ id: `${sub.toLowerCase()}${i.toString(36)}`, i }));
  const child = (sub: string, p: { id: string; i: number }) => ({
    ...LISTING.data.children[0],
    data: {
      ...LISTING.data.children[0].data,
      id: p.id,
      name: `t3_${p.id}`,
      title: `Post ${p.i} in ${sub}`,
      subreddit: sub,
      stickied: false,
      over_18: false,
      link_flair_text: null,
      created_utc: (NOW.getTime() - (p.i + 1) * everyH * HOUR) / 1000,
    },
  });
  stub.on("GET /reddit/r/*", (req: StubRequest) => {
    asked.push({ path: req.path, query: req.query });
    const [, , , sub = "", sort] = req.path.split("/");
    const posts = postsOf(sub);
    if (sort === "top.json") {
      const week = posts.filter((p) => (p.i + 1) * everyH * HOUR < 7 * 24 * HOUR).slice(0, 100);
      return HttpResponse.json({
        kind: "Listing",
        data: { ...LISTING.data, children: week.map((p) => child(sub, p)) },
      });
    }
    const { page, after, before } = redditPage(posts, req.query);
    if (spoil.failPage === askedOf(req.path).length)
      return HttpResponse.json({ message: "Forbidden", error: 403 }, 403);
    const children = page.map((p) => child(sub, p));
    return HttpResponse.json({
      kind: "Listing",
      data: { ...LISTING.data, dist: children.length, children, after: "after" in spoil ? spoil.after : after, before },
    });
  });
}

const pagesOf = (sub: string) => askedOf(`/reddit/r/${sub}/new.json`).map((a) => a.query.get("after"));

describe("Reddit /new history", () => {
  it("reads at most three pages with an app's budget, two keyless, then the week's top when they end inside it", async () => {
    env.REDDIT_REQUESTS_PER_MINUTE = 100;
    serveReddit(0.5, 1000);
    const { items } = await redditSource.fetch(ctx("gaming"));
    // Each page asks for the posts after the previous page's last one.
    expect(pagesOf("gaming")).toEqual([null, "t3_gaming2r", "t3_gaming5j"]);
    expect(items.filter((i) => i.listing === NEW && i.via === "r/gaming")).toHaveLength(300);
    // 300 posts, one every half hour, are six days: the week's top posts are read too.
    expect(items.some((i) => i.listing === TOP_WEEK && i.via === "r/gaming")).toBe(true);

    stub.reset();
    asked.length = 0;
    await t.prisma.rateLimitBucket.deleteMany({});
    env.REDDIT_REQUESTS_PER_MINUTE = 10;
    serveReddit(0.5, 1000);
    await redditSource.fetch(ctx("gaming"));
    expect(pagesOf("gaming")).toHaveLength(2);
    // Three subreddits' two pages and their top of the week: within the keyless 10 a minute.
    expect(stub.calls.length).toBeLessThanOrEqual(10);
  });

  it("stops once a page reaches back 14 days, and then needs no top of the week", async () => {
    env.REDDIT_REQUESTS_PER_MINUTE = 100;
    serveReddit(4, 300);
    const { items } = await redditSource.fetch(ctx("gaming"));
    // 100 posts every 4 hours are 16.7 days: one page.
    expect(pagesOf("gaming")).toEqual([null]);
    expect(items.filter((i) => i.via === "r/gaming").every((i) => i.listing === NEW)).toBe(true);

    stub.reset();
    asked.length = 0;
    serveReddit(2, 300);
    await redditSource.fetch(ctx("gaming"));
    expect(pagesOf("gaming")).toHaveLength(2);
    expect(stub.calls.some((c) => c.path.endsWith("/top.json"))).toBe(false);
  });

  it("keeps the earlier pages when a later one fails, and says which", async () => {
    env.REDDIT_REQUESTS_PER_MINUTE = 100;
    serveReddit(0.5, 1000, { failPage: 2 });
    const { items, warnings } = await redditSource.fetch(ctx("gaming"));
    expect(items.filter((i) => i.listing === NEW && i.via === "r/gaming")).toHaveLength(100);
    expect(warnings).toEqual(expect.arrayContaining([expect.stringMatching(/^r\/gaming new page 2: .*403/)]));
  });

  it.each([["t3_../../api/v1/me"], [12345], [{ name: "t3_abc" }], ["t3_" + "a".repeat(200)]])(
    "never sends back a cursor that is not a post's fullname (%p)",
    async (after) => {
      env.REDDIT_REQUESTS_PER_MINUTE = 100;
      serveReddit(0.5, 1000, { after });
      const { items } = await redditSource.fetch(ctx("gaming"));
      expect(pagesOf("gaming")).toEqual([null]);
      expect(items.filter((i) => i.listing === NEW && i.via === "r/gaming")).toHaveLength(100);
    },
  );
});

/** Each tag timeline has a toot every `everyH` hours; pages of up to 40 by `max_id`, the Link header as Mastodon sends it. */
function serveMastodon(everyH: number, count: number, failPage?: number) {
  stub.on("GET /mastodon/api/v1/timelines/tag/*", (req: StubRequest) => {
    asked.push({ path: req.path, query: req.query });
    const toots = Array.from({ length: count }, (_, i) => {
      const at = NOW.getTime() - (i + 1) * everyH * HOUR;
      return { ...STATUS, id: snowflake(at, i), created_at: new Date(at).toISOString(), content: `<p>Toot ${i}</p>` };
    });
    if (failPage === askedOf(req.path).length) return HttpResponse.text("upstream connect error", 404);
    const { page, link } = mastodonPage(toots, req, stub.url);
    return HttpResponse.json(page, 200, link ? { link } : {});
  });
}

const tootPages = (tag: string) => askedOf(`/mastodon/api/v1/timelines/tag/${tag}`).map((a) => a.query.get("max_id"));

describe("Mastodon tag timeline history", () => {
  it("pages by max_id up to three pages of 40", async () => {
    serveMastodon(1, 500);
    const { items } = await mastodonSource.fetch(ctx("fountain pens"));
    const pages = tootPages("fountainpens");
    expect(pages).toHaveLength(3);
    // Each page starts below the previous page's oldest toot.
    const ids = items.filter((i) => i.listing === "#fountainpens").map((i) => BigInt(i.externalId));
    expect(ids).toHaveLength(120);
    expect(BigInt(pages[1]!)).toBe(ids[39]);
    expect(BigInt(pages[2]!)).toBe(ids[79]);
  });

  it("stops once a page reaches back 14 days, or at a short page", async () => {
    serveMastodon(12, 500);
    await mastodonSource.fetch(ctx("fountain pens"));
    expect(tootPages("fountainpens")).toEqual([null]);
    stub.reset();
    asked.length = 0;
    serveMastodon(1, 50);
    const { items } = await mastodonSource.fetch(ctx("fountain pens"));
    expect(tootPages("fountainpens")).toHaveLength(2);
    expect(items.filter((i) => i.listing === "#fountainpens")).toHaveLength(50);
  });

  it("keeps the first page when the next fails", async () => {
    serveMastodon(1, 500, 2);
    const { items, warnings } = await mastodonSource.fetch(ctx("fountain pens"));
    expect(items.filter((i) => i.listing === "#fountainpens")).toHaveLength(40);
    expect(warnings).toEqual(expect.arrayContaining([expect.stringMatching(/^#fountainpens page 2: .*404/)]));
  });
});
