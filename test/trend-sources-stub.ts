// The live trend sources' stand-in: one local HTTP server answering like Reddit, Google News,
// Hacker News (Algolia), Mastodon, Lemmy and YouTube channel feeds, in the shapes of the recorded bodies in
// test/fixtures/api-shapes, with words from the made-up niche corpus (test/fixtures/niche-corpus).
// Used by the integration tests, the browser tests' server and `npm run stand-in:sources`.
// Every call is counted per source; `fail()` makes a source misbehave (down, slow, 429, junk).
// This module is the routing: which request gets which of the corpus's mentions
// (test/corpus-mentions.ts), paged how, and spoiled how; the bodies are test/corpus-bodies.ts.
import type { TestDatabase } from "./db";
import { hnSearch, newsFeed, postId, recorded, redditListing, subredditSearch, toots } from "./corpus-bodies";
import {
  corpusFor,
  corpusOfSub,
  corpusOfTag,
  mentions,
  newestFirst,
  REDDIT_WEEK_MS,
  type Mention,
} from "./corpus-mentions";
import type { NicheCorpus } from "./fixtures/niche-corpus/corpus";
import { DAY_MS } from "@/lib/time";
import { http, HttpResponse, type StubRequest, type StubResponse } from "./http-stub";
import { mastodonPage, redditPage } from "./listing-pages";

export type StubSource = "reddit" | "googlenews" | "hackernews" | "mastodon" | "lemmy" | "youtube-feed";
export type FailMode = "down" | "slow" | "429" | "junk" | "truncated" | "huge";

/**
 * Lemmy and Wikipedia as an instance and a wiki that know none of a stand-in's niches: Lemmy's
 * search shape (its API documentation) with no posts, the recorded zero-hit Wikipedia search. No
 * card gains a pageview line (lib/trends/sources/wikipedia.test.ts covers the rise itself), and
 * nothing reaches the network. `lemmy` wraps Lemmy's answer (to count it, or make it misbehave).
 */
export function answerKnowingNothing(
  server: Pick<ReturnType<typeof http>, "on">,
  lemmy: (ok: () => StubResponse) => StubResponse | Promise<StubResponse> = (ok) => ok(),
): void {
  server.on("GET /lemmy/api/v3/search", () =>
    lemmy(() => HttpResponse.json({ type_: "Posts", comments: [], posts: [], communities: [], users: [] })),
  );
  server.on("GET /wikipedia/w/api.php", () =>
    HttpResponse.json(recorded("wikipedia-search/action_query_list_search_srsearch_no_hits_enwiki.json")),
  );
}

export function trendSourcesStub() {
  const server = http();
  const counts: Record<StubSource, number> = {
    reddit: 0,
    googlenews: 0,
    hackernews: 0,
    mastodon: 0,
    lemmy: 0,
    "youtube-feed": 0,
  };
  const failing = new Map<StubSource, FailMode>();
  const pending = new Set<() => void>();
  let clock = () => new Date();
  // The UTC time of day (ms after midnight) the corpus is served as; null: the clock's own.
  let heldTimeOfDay: number | null = null;

  /** The corpus's mentions as it has them at the held time of day, moved to end at the clock's now. */
  function mentionsNow(c: NicheCorpus): Mention[] {
    const now = clock();
    if (heldTimeOfDay === null) return mentions(c, now);
    const held = new Date(now.getTime() - (now.getTime() % DAY_MS) + heldTimeOfDay);
    const shift = now.getTime() - held.getTime();
    return mentions(c, held).map((m) => ({ ...m, at: new Date(m.at.getTime() + shift) }));
  }

  function misbehave(source: StubSource, ok: () => StubResponse): StubResponse | Promise<StubResponse> {
    counts[source]++;
    const mode = failing.get(source);
    if (!mode) return ok();
    if (mode === "down") return HttpResponse.text("upstream connect error", 503);
    if (mode === "429")
      return {
        status: 429,
        body: "Too Many Requests",
        headers: { "content-type": "text/plain", "retry-after": "120" },
      };
    if (mode === "junk")
      return {
        status: 200,
        body: "<html><body>Our systems are busy</body></html>",
        headers: { "content-type": "application/json" },
      };
    const good = ok();
    if (mode === "truncated") return { ...good, body: good.body.slice(0, Math.floor(good.body.length / 2)) };
    if (mode === "huge") return { ...good, body: good.body + " ".repeat(3 * 1024 * 1024) };
    // Slow: answers after 12 s, or at once when the stand-in stops (no timer outlives a test file).
    return new Promise((resolve) => {
      const timer = setTimeout(() => (pending.delete(finish), resolve(good)), 12_000);
      const finish = () => (clearTimeout(timer), resolve(good));
      pending.add(finish);
    });
  }

  const forCorpus = (c: NicheCorpus | undefined, pick: (m: Mention) => boolean) =>
    c ? mentionsNow(c).filter(pick) : [];
  const weekAgo = () => clock().getTime() - REDDIT_WEEK_MS;

  server.on("GET /reddit/subreddits/search.json", (req: StubRequest) =>
    misbehave("reddit", () => HttpResponse.json(subredditSearch(corpusFor(req.query.get("q"))?.subreddits ?? []))),
  );
  server.on("GET /reddit/search.json", (req: StubRequest) =>
    misbehave("reddit", () => {
      const c = corpusFor(req.query.get("q"));
      const ms = forCorpus(c, (m) => m.to === "search" && m.at.getTime() > weekAgo());
      return HttpResponse.json(redditListing(ms, (m) => m.corpus.subreddits[m.n % m.corpus.subreddits.length].name));
    }),
  );
  server.on("GET /reddit/r/*", (req: StubRequest) =>
    misbehave("reddit", () => {
      const [, , , sub = "", sort] = req.path.split("/").map(decodeURIComponent);
      const c = corpusOfSub(sub);
      const subs = c?.subreddits.filter((s) => s.subscribers >= 1000) ?? [];
      const index = subs.findIndex((s) => s.name.toLowerCase() === sub.toLowerCase());
      const ms = forCorpus(c, (m) => m.to === "reddit" && m.n % Math.max(1, subs.length) === index);
      // /new pages through every post by `after`; /top?t=week is the week's.
      if (sort?.replace(/\.json$/, "") === "new") {
        const posts = newestFirst(ms).map((m) => ({ m, id: postId(m) }));
        const { page, after, before } = redditPage(posts, req.query);
        return HttpResponse.json(
          redditListing(
            page.map((p) => p.m),
            () => sub,
            after,
            before,
          ),
        );
      }
      return HttpResponse.json(
        redditListing(
          ms.filter((m) => m.at.getTime() > weekAgo()),
          () => sub,
        ),
      );
    }),
  );
  server.on("GET /googlenews/rss/search", (req: StubRequest) =>
    misbehave("googlenews", () => ({
      status: 200,
      body: newsFeed(forCorpus(corpusFor(req.query.get("q")), (m) => m.to === "news")),
      headers: { "content-type": "application/xml; charset=utf-8" },
    })),
  );
  server.on("GET /hackernews/api/v1/search_by_date", (req: StubRequest) =>
    misbehave("hackernews", () =>
      HttpResponse.json(
        hnSearch(
          forCorpus(corpusFor(req.query.get("query")), (m) => m.to === "hn"),
          req.query.get("query") ?? "",
        ),
      ),
    ),
  );

  server.on("GET /mastodon/api/v1/timelines/tag/*", (req: StubRequest) =>
    misbehave("mastodon", () => {
      const tag = decodeURIComponent(req.path.split("/").pop() ?? "");
      const c = corpusOfTag(tag);
      const { page, link } = mastodonPage(
        toots(
          forCorpus(c, (m) => m.to === "toot"),
          tag,
        ),
        req,
        server.url,
      );
      return HttpResponse.json(page, 200, link ? { link } : {});
    }),
  );

  // The corpus is spread over the other sources: Lemmy and Wikipedia know none of it.
  answerKnowingNothing(server, (ok) => misbehave("lemmy", ok));

  return {
    get url() {
      return server.url;
    },
    counts,
    calls: server.calls,
    /** The base URL of each source, as env variables; the opt-in sources are turned on explicitly. */
    env(): Record<string, string> {
      return {
        REDDIT_ENABLED: "1",
        GOOGLE_NEWS_ENABLED: "1",
        REDDIT_BASE_URL: `${server.url}/reddit`,
        GOOGLE_NEWS_BASE_URL: `${server.url}/googlenews`,
        HACKERNEWS_BASE_URL: `${server.url}/hackernews`,
        MASTODON_BASE_URL: `${server.url}/mastodon`,
        LEMMY_BASE_URL: `${server.url}/lemmy`,
        WIKIPEDIA_BASE_URL: `${server.url}/wikipedia`,
        WIKIMEDIA_BASE_URL: `${server.url}/wikimedia`,
        YOUTUBE_FEEDS_BASE_URL: `${server.url}/youtube-feed`,
      };
    },
    fail(source: StubSource, mode: FailMode | null) {
      if (mode) failing.set(source, mode);
      else failing.delete(source);
    },
    /** Extra routes (e.g. a test's own YouTube handlers). */
    on: server.on.bind(server),
    setClock(fn: () => Date) {
      clock = fn;
    },
    /**
     * Serves the corpus as it stands at this UTC time of day ("20:00"), moved to end now, or as it
     * stands now again (null). Its daily plan fills whole UTC days, so what the last 24 hours hold
     * follows the hour (just after midnight, today's mentions crowd into a few minutes); held, a
     * report reads the same at any hour.
     */
    holdTimeOfDay(hhmm: string | null) {
      const [h, m] = (hhmm ?? "").split(":").map(Number);
      heldTimeOfDay = hhmm === null ? null : (h * 60 + m) * 60_000;
    },
    reset() {
      failing.clear();
      for (const k of Object.keys(counts) as StubSource[]) counts[k] = 0;
      server.calls.length = 0;
    },
    start: (port = 0) => server.start(port),
    stop: () => {
      for (const finish of pending) finish();
      pending.clear();
      return server.stop();
    },
  };
}

export type TrendSourcesStub = ReturnType<typeof trendSourcesStub>;

/** Tables the live sources' refresh writes: emptied before each test for a first click every time. */
const LIVE_TABLES = ["nicheRefresh", "nicheSignal", "nichePick", "apiCache", "rateLimitBucket"] as const;

/**
 * A test file's stand-in for the live sources: started before its tests with the sources turned on
 * and pointed at it (no YouTube key), stopped after them, reset before each; `clear` (the file's
 * test database) also has the tables the refresh writes emptied before each test.
 */
export function setupTrendSourcesStub(opts: { clear?: TestDatabase } = {}): TrendSourcesStub {
  const stub = trendSourcesStub();
  // The app's env is loaded here only: the browser tests' server and the stand-in script use this
  // module without it.
  const appEnv = async () => (await import("@/env")).env;
  beforeAll(async () => {
    await stub.start();
    Object.assign(await appEnv(), { LIVE_SOURCES_ENABLED: true, YOUTUBE_API_KEY: undefined, ...stub.env() });
  });
  afterAll(async () => {
    Object.assign(await appEnv(), { LIVE_SOURCES_ENABLED: false });
    await stub.stop();
  });
  beforeEach(async () => {
    stub.reset();
    const db = opts.clear?.prisma;
    if (!db) return;
    for (const table of LIVE_TABLES) await (db[table] as { deleteMany(a: object): Promise<unknown> }).deleteMany({});
  });
  return stub;
}
