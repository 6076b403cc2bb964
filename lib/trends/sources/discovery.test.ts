// Discovery that survives wording, over real HTTP against a local stand-in: a niche typed as two
// words finds communities that write it as one, a word of the same root finds the niche's other
// communities (after the ones that name it), both numbers of a niche are read as hashtags, and
// each search is asked for a multi-word niche in both spellings, in that service's own syntax;
// and a source reading another's discovery runs after it in the same round.
import { env } from "@/env";
import { setupTestDatabase } from "@/test/db";
import { http, HttpResponse, type StubRequest } from "@/test/http-stub";
import { nicheMatcher } from "../core/niche";
import { runDue } from "../refresh";
import { googleNewsSource } from "./googlenews";
import { mastodonSource } from "./mastodon";
import { NEW, redditSource, SEARCH_NEW } from "./reddit";
import type { LiveSource } from "./types";
import { youtubeSource } from "./youtube/source";
import { resolveNiche } from "@/lib/niches";

const t = setupTestDatabase();
const stub = http();
const KEYS = [
  "REDDIT_BASE_URL",
  "GOOGLE_NEWS_BASE_URL",
  "MASTODON_BASE_URL",
  "YOUTUBE_API_BASE_URL",
  "YOUTUBE_API_KEY",
] as const;
const saved = Object.fromEntries(KEYS.map((k) => [k, env[k]]));

beforeAll(async () => {
  await stub.start();
  Object.assign(env, {
    REDDIT_BASE_URL: `${stub.url}/reddit`,
    GOOGLE_NEWS_BASE_URL: `${stub.url}/news`,
    MASTODON_BASE_URL: `${stub.url}/mastodon`,
    YOUTUBE_API_BASE_URL: `${stub.url}/youtube`,
    YOUTUBE_API_KEY: "yt-test-key",
  });
});
afterAll(async () => {
  Object.assign(env, saved);
  await stub.stop();
});
beforeEach(async () => {
  stub.reset();
  await t.prisma.rateLimitBucket.deleteMany({});
  await t.prisma.apiCache.deleteMany({});
});

const ctx = (niche: string) => ({
  niche,
  matcher: nicheMatcher(resolveNiche(niche)),
  now: new Date(),
  signal: AbortSignal.timeout(5000),
});

type Community = { name: string; title: string; description: string; subscribers: number };

/**
 * Reddit's subreddit search, strict by default: a community is answered when every word asked is
 * a whole word of its name, title or description, so "home brewing" does not reach r/Homebrewing.
 * A loose search answers every community and leaves relevance to the app.
 */
function serveReddit(communities: Community[], loose = false) {
  const asked: string[] = [];
  const words = (s: string) =>
    s
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
  stub.on("GET /reddit/subreddits/search.json", (req: StubRequest) => {
    const q = req.query.get("q") ?? "";
    asked.push(q);
    const children = communities
      .filter((c) => loose || words(q).every((w) => words(`${c.name} ${c.title} ${c.description}`).includes(w)))
      .map((c) => ({
        kind: "t5",
        data: {
          display_name: c.name,
          title: c.title,
          public_description: c.description,
          subscribers: c.subscribers,
          over18: false,
          subreddit_type: "public",
        },
      }));
    return HttpResponse.json({ kind: "Listing", data: { children } });
  });
  // Every community's top of the week and the site search answer one post, named after where it is.
  const post = (id: string, sub: string) => ({
    kind: "t3",
    data: { id, title: `A post in ${sub}`, author: `u${id}`, subreddit: sub, score: 5, created_utc: Date.now() / 1000 },
  });
  stub.on("GET /reddit/r/*", (req: StubRequest) => {
    const sub = req.path.split("/")[3];
    return HttpResponse.json({ kind: "Listing", data: { children: [post(`top-${sub}`, sub)] } });
  });
  let searched = "";
  stub.on("GET /reddit/search.json", (req: StubRequest) => {
    searched = req.query.get("q") ?? "";
    return HttpResponse.json({ kind: "Listing", data: { children: [post("found", "elsewhere")] } });
  });
  return { asked, searched: () => searched };
}

const sub = (name: string, title: string, description: string, subscribers: number): Community => ({
  name,
  title,
  description,
  subscribers,
});

describe("Reddit discovery", () => {
  it("asks for a two-word niche run together when the words as typed find too few communities", async () => {
    const reddit = serveReddit([
      sub("Homebrewing", "Homebrewing", "Beer, cider and mead made at home", 1_200_000),
      sub("Homebrew", "Homebrew", "Homebrew recipes and homebrewing equipment", 150_000),
      sub("BrewDeals", "Homebrewing deals", "Sales on homebrewing gear", 20_000),
      sub("HomeImprovement", "Home improvement", "Fixing up a home", 3_000_000),
    ]);
    const { items } = await redditSource.fetch(ctx("home brewing"));
    expect(reddit.asked).toEqual(["home brewing", "homebrewing"]);
    // The communities that write the niche as one word, not its marketplace.
    const read = items.filter((i) => i.listing === NEW).map((i) => i.via);
    expect(read.sort()).toEqual(["r/Homebrew", "r/Homebrewing"]);
    // The site search asks for both spellings at once.
    expect(reddit.searched()).toBe("(home brewing) OR homebrewing");
    expect(items.filter((i) => i.listing === SEARCH_NEW)).toHaveLength(1);
  });

  it("asks once when the niche as typed finds its communities", async () => {
    const reddit = serveReddit([
      sub("bookbinding", "Bookbinding", "All about bookbinding", 184_000),
      sub("BookbindingHelp", "Bookbinding help", "Questions about bookbinding", 21_000),
    ]);
    await redditSource.fetch(ctx("bookbinding"));
    expect(reddit.asked).toEqual(["bookbinding"]);
    expect(reddit.searched()).toBe("bookbinding");
  });

  it("finds a community by a word of the niche's root, after the ones that name the niche", async () => {
    const communities = [
      sub("runners", "Runners", "A community for runners of every pace", 600_000),
      sub("RunningShoeGeeks", "Running shoes", "Shoe talk for running", 300_000),
      sub("running", "Running", "Running", 3_600_000),
      sub("2007scape", "Old School RuneScape", "Run around Gielinor", 900_000),
    ];
    serveReddit(communities, true);
    const read = (await redditSource.fetch(ctx("running"))).items.filter((i) => i.listing === NEW);
    // Two communities name the niche: they come first, whatever the size of r/runners.
    expect(read.map((i) => i.via).sort()).toEqual(["r/RunningShoeGeeks", "r/running"]);

    stub.reset();
    await t.prisma.apiCache.deleteMany({});
    serveReddit(
      communities.filter((c) => c.name !== "RunningShoeGeeks"),
      true,
    );
    const again = (await redditSource.fetch(ctx("running"))).items.filter((i) => i.listing === NEW);
    expect(again.map((i) => i.via).sort()).toEqual(["r/runners", "r/running"]);
  });
});

describe("Mastodon hashtags", () => {
  const toot = (id: string, tag: string) => ({
    id,
    created_at: new Date().toISOString(),
    content: `<p>Inked up my new nib today #${tag}</p>`,
    account: { acct: `writer${id}@example.social` },
    tags: [{ name: tag }],
  });

  it("reads the niche's tag in both numbers, each timeline its own listing", async () => {
    const asked: string[] = [];
    stub.on("GET /mastodon/api/v1/timelines/tag/*", (req: StubRequest) => {
      const tag = decodeURIComponent(req.path.split("/").pop()!);
      asked.push(tag);
      return HttpResponse.json([toot(`${tag}-1`, tag), toot(`${tag}-2`, tag)]);
    });
    const { items, warnings } = await mastodonSource.fetch(ctx("Fountain Pens"));
    expect(asked.sort()).toEqual(["fountainpen", "fountainpens"]);
    expect(items.map((i) => `${i.listing} ${i.via} ${i.externalId}`).sort()).toEqual([
      "#fountainpen #fountainpen fountainpen-1",
      "#fountainpen #fountainpen fountainpen-2",
      "#fountainpens #fountainpens fountainpens-1",
      "#fountainpens #fountainpens fountainpens-2",
    ]);
    expect(warnings).toEqual([]);
  });

  it("keeps one tag's toots when the other fails, and fails only when every tag does", async () => {
    stub.on("GET /mastodon/api/v1/timelines/tag/*", (req: StubRequest) => {
      const tag = decodeURIComponent(req.path.split("/").pop()!);
      return tag === "fountainpen" ? HttpResponse.json([toot("a", tag)]) : HttpResponse.text("gone", 404);
    });
    const { items, warnings } = await mastodonSource.fetch(ctx("fountain pens"));
    expect(items.map((i) => i.externalId)).toEqual(["a"]);
    expect(warnings).toHaveLength(1);
    stub.on("GET /mastodon/api/v1/timelines/tag/*", () => HttpResponse.text("gone", 404));
    await expect(mastodonSource.fetch(ctx("fountain pens"))).rejects.toMatchObject({ status: 404 });
  });
});

describe("search queries for a niche of several words", () => {
  it("Google News asks for the exact phrase or the run-together word", async () => {
    const asked: string[] = [];
    stub.on("GET /news/rss/search", (req: StubRequest) => {
      asked.push(req.query.get("q") ?? "");
      return {
        status: 200,
        body: `<?xml version="1.0"?><rss><channel><title>Google News</title></channel></rss>`,
        headers: {},
      };
    });
    await googleNewsSource.fetch(ctx("home brewing"));
    await googleNewsSource.fetch(ctx("bookbinding"));
    await googleNewsSource.fetch(ctx('the "best" <b>pens</b>'));
    expect(asked).toEqual([
      '"home brewing" OR homebrewing when:21d',
      '"bookbinding" when:21d',
      '"the best <b>pens</b>" when:21d',
    ]);
  });

  it("YouTube asks for both spellings with its OR operator", async () => {
    const asked: string[] = [];
    stub.on("GET /youtube/search", (req: StubRequest) => {
      asked.push(req.query.get("q") ?? "");
      return HttpResponse.json({ items: [] });
    });
    await youtubeSource.fetch(ctx("van life"));
    await youtubeSource.fetch(ctx("pickleball"));
    expect(asked).toEqual(["van life|vanlife", "pickleball"]);
  });
});

describe("a round's order", () => {
  const source = (name: string, after?: string): LiveSource => ({
    name,
    label: name,
    limit: { requests: 1, windowS: 1 },
    intervalS: 60,
    ...(after ? { after } : {}),
    fetch: async () => ({ items: [] }),
  });

  it("starts a source reading another's discovery once that one has finished, the rest at once", async () => {
    const log: string[] = [];
    const run = async (s: LiveSource) => {
      log.push(`start ${s.name}`);
      await new Promise((r) => setTimeout(r, s.name === "search" ? 30 : 1));
      log.push(`end ${s.name}`);
      if (s.name === "search") throw new Error("search down");
      return s.name;
    };
    const due = [source("feeds", "search"), source("search"), source("news")];
    expect(await runDue(due, (s) => run(s).catch(() => "failed"))).toEqual(["feeds", "failed", "news"]);
    // The feeds waited for the search (which failed: they still ran); the news did not wait.
    expect(log.indexOf("start feeds")).toBeGreaterThan(log.indexOf("end search"));
    expect(log.indexOf("start news")).toBeLessThan(log.indexOf("end search"));
    expect(log.filter((l) => l === "start search")).toHaveLength(1);
    // When the discovery is not due this round, the dependent runs on what is known.
    log.length = 0;
    expect(await runDue([source("feeds", "search")], run)).toEqual(["feeds"]);
  });
});
