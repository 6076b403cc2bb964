// The live trend sources' stand-in: one local HTTP server answering like Reddit, Google News,
// Hacker News (Algolia), Mastodon, Lemmy and YouTube channel feeds, in the shapes of the recorded bodies in
// test/fixtures/api-shapes, with words from the made-up niche corpus (test/fixtures/niche-corpus).
// Used by the integration tests, the browser tests' server and `npm run stand-in:sources`.
// Every call is counted per source; `fail()` makes a source misbehave (down, slow, 429, junk).
import { readFileSync } from "node:fs";
import path from "node:path";
import { CORPUS, SHAPES, type NicheCorpus } from "./fixtures/niche-corpus/corpus";
import type { TestDatabase } from "./db";
import { http, HttpResponse, type StubRequest, type StubResponse } from "./http-stub";
import { mastodonPage, redditPage, snowflake } from "./listing-pages";

const SHAPES_DIR = path.resolve(process.cwd(), "test/fixtures/api-shapes");
const recorded = (file: string) => JSON.parse(readFileSync(path.join(SHAPES_DIR, file), "utf8"));
const DAY_MS = 86_400_000;
/** Listing windows as the providers apply them: Reddit's t=week, the feed query's when:21d. */
const REDDIT_DAYS = 7;

export type StubSource = "reddit" | "googlenews" | "hackernews" | "mastodon" | "lemmy" | "youtube-feed";
export type FailMode = "down" | "slow" | "429" | "junk" | "truncated" | "huge";

type Mention = {
  corpus: NicheCorpus;
  topic: string;
  n: number;
  at: Date;
  to: "reddit" | "search" | "news" | "hn" | "toot";
};

/** Every mention of a niche's topics over the last 21 days, spread over the sources. */
export function mentions(corpus: NicheCorpus, now: Date): Mention[] {
  const out: Mention[] = [];
  let n = 0;
  const all = [
    ...corpus.topics.map((t) => ({ phrase: t.phrase, plan: SHAPES[t.shape] })),
    ...corpus.background.map((phrase, b) => ({ phrase, plan: rotate(SHAPES.steady, b) })),
  ];
  for (const topic of all) {
    topic.plan.forEach((count, i) => {
      const daysAgo = topic.plan.length - 1 - i;
      for (let k = 0; k < count; k++) {
        n++;
        // Within the same UTC day as `daysAgo` days before now, so the daily plan holds at any hour.
        const sinceMidnight = Math.max(1, Math.floor((now.getTime() % DAY_MS) / 60_000));
        const at = new Date(now.getTime() - daysAgo * DAY_MS - ((n * 37) % sinceMidnight) * 60_000);
        // Each day's first two mentions of a topic are posts in its subreddits, the third a headline,
        // the fourth a search hit or a toot.
        const slot = k % 4;
        let to: Mention["to"] = slot === 0 || slot === 1 ? "reddit" : slot === 2 ? "news" : n % 2 ? "search" : "toot";
        if (to !== "news" && daysAgo >= REDDIT_DAYS) to = "news";
        if (to === "news" && corpus.hackerNews && n % 3 === 0) to = "hn";
        out.push({ corpus, topic: topic.phrase, n, at, to });
      }
    });
  }
  return out;
}

const rotate = (plan: number[], by: number) => plan.map((_, i) => plan[(i + by) % plan.length]);

const fill = (template: string, topic: string) => {
  const s = template.replace("{t}", topic);
  return s.charAt(0).toUpperCase() + s.slice(1);
};

/**
 * The corpus a query reaches. A query may offer alternatives, as the services read them: "a OR b"
 * (Reddit, Google News) or "a|b" (YouTube), each perhaps quoted or in parentheses.
 */
function corpusFor(query: string | null): NicheCorpus | undefined {
  const alternatives = (query ?? "")
    .toLowerCase()
    .replace(/\bwhen:\S+/g, "")
    .split(/\s+or\s+|\|/)
    .map((q) => q.replace(/^[\s("]+|[\s)"]+$/g, "").trim());
  return Object.values(CORPUS).find((c) => alternatives.some((q) => c.queries.includes(q)));
}

function corpusOfSub(sub: string): NicheCorpus | undefined {
  return Object.values(CORPUS).find((c) => c.subreddits.some((s) => s.name.toLowerCase() === sub.toLowerCase()));
}

const LISTING = recorded("reddit/listing__TestSubredditListings.test_top.json");
const POST = LISTING.data.children[0];
const SUBS = recorded("reddit/subreddits_search_q_asyncpraw.json");

/** Newest first, as Reddit's /new and a tag timeline answer. */
const newestFirst = (ms: Mention[]) => ms.slice().sort((a, b) => b.at.getTime() - a.at.getTime() || b.n - a.n);
const postId = (m: Mention) => `t${m.n.toString(36)}${m.corpus.queries[0].length}`;

function redditListing(
  ms: Mention[],
  subOf: (m: Mention) => string,
  after: string | null = null,
  before: string | null = null,
) {
  const children = ms.map((m) => {
    const sub = subOf(m);
    const id = postId(m);
    return {
      kind: "t3",
      data: {
        ...POST.data,
        id,
        name: `t3_${id}`,
        title: fill(m.corpus.posts[m.n % m.corpus.posts.length], m.topic),
        subreddit: sub,
        subreddit_name_prefixed: `r/${sub}`,
        author: `maker_${(m.n * 7) % 31}`,
        score: 40 + ((m.n * 53) % 900),
        ups: 40 + ((m.n * 53) % 900),
        num_comments: 3 + ((m.n * 11) % 120),
        created_utc: Math.floor(m.at.getTime() / 1000),
        created: Math.floor(m.at.getTime() / 1000),
        permalink: `/r/${sub}/comments/${id}/post/`,
        link_flair_text: null,
        stickied: false,
        over_18: false,
      },
    };
  });
  return { kind: "Listing", data: { ...LISTING.data, dist: children.length, children, after, before } };
}

function subredditSearch(corpus: NicheCorpus | undefined) {
  const template = SUBS.data.children[0];
  const children = (corpus?.subreddits ?? []).map((s) => ({
    kind: "t5",
    data: {
      ...template.data,
      display_name: s.name,
      display_name_prefixed: `r/${s.name}`,
      title: s.title,
      public_description: s.description,
      subscribers: s.subscribers,
      over18: false,
      subreddit_type: "public",
      url: `/r/${s.name}/`,
    },
  }));
  return { kind: "Listing", data: { ...SUBS.data, dist: children.length, children } };
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function newsFeed(ms: Mention[]): string {
  const items = ms
    .map((m) => {
      const publisher = m.corpus.publishers[m.n % m.corpus.publishers.length];
      const title = `${fill(m.corpus.headlines[m.n % m.corpus.headlines.length], m.topic)} - ${publisher}`;
      return `<item><title>${xmlEscape(title)}</title><link>https://news.google.com/rss/articles/CBMi${m.n}?oc=5</link><guid isPermaLink="false">CBMi${m.n}${m.corpus.queries[0].length}</guid><pubDate>${m.at.toUTCString()}</pubDate><description>&lt;a href="https://news.google.com/rss/articles/CBMi${m.n}"&gt;${xmlEscape(xmlEscape(title))}&lt;/a&gt;</description><source url="https://example.com">${xmlEscape(publisher)}</source></item>`;
    })
    .join("");
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><generator>NFE/5.0</generator><title>Google News</title><link>https://news.google.com/</link><language>en-US</language>${items}</channel></rss>`;
}

const HIT = recorded("hackernews-algolia/search_by_date_query_apple_tags_story_hitsPerPage1.json");

function hnSearch(ms: Mention[], query: string) {
  const hits = ms.map((m) => ({
    ...HIT.hits[0],
    created_at: m.at.toISOString(),
    created_at_i: Math.floor(m.at.getTime() / 1000),
    title: fill(m.corpus.headlines[m.n % m.corpus.headlines.length], m.topic),
    url: `https://blog${m.n % 5}.example.com/${m.n}`,
    author: `hn_${m.n % 13}`,
    points: 5 + ((m.n * 17) % 300),
    num_comments: (m.n * 3) % 80,
    objectID: String(40_000_000 + m.n),
    _tags: ["story", `author_hn_${m.n % 13}`, `story_${40_000_000 + m.n}`],
  }));
  return {
    ...HIT,
    hits,
    nbHits: hits.length,
    nbPages: 1,
    hitsPerPage: 100,
    query,
    params: `query=${encodeURIComponent(query)}`,
  };
}

const STATUS = recorded("mastodon/timelines_tag_hoot_localhost_test_instance.json")[0];

/** Newest first, as a tag timeline answers. */
function toots(ms: Mention[], tag: string) {
  return newestFirst(ms).map((m) => ({
    ...STATUS,
    id: snowflake(m.at.getTime(), m.n),
    created_at: m.at.toISOString(),
    content: `<p>${xmlEscape(fill(m.corpus.posts[m.n % m.corpus.posts.length], m.topic))} <a href="https://mastodon.example/tags/${tag}" class="mention hashtag" rel="tag">#<span>${tag}</span></a></p>`,
    url: `https://mastodon.example/@member${m.n % 19}/${m.n}`,
    uri: `https://mastodon.example/users/member${m.n % 19}/statuses/${m.n}`,
    favourites_count: (m.n * 3) % 40,
    reblogs_count: m.n % 7,
    replies_count: m.n % 5,
    account: { ...STATUS.account, acct: `member${m.n % 19}@mastodon.example`, username: `member${m.n % 19}` },
    tags: [{ name: tag, url: `https://mastodon.example/tags/${tag}` }],
    reblog: null,
  }));
}

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
    c ? mentions(c, clock()).filter(pick) : [];
  const weekAgo = () => clock().getTime() - REDDIT_DAYS * DAY_MS;

  server.on("GET /reddit/subreddits/search.json", (req: StubRequest) =>
    misbehave("reddit", () => HttpResponse.json(subredditSearch(corpusFor(req.query.get("q"))))),
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
      const c = Object.values(CORPUS).find((x) => x.queries.some((q) => q.replace(/[^a-z0-9]/g, "") === tag));
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
const LIVE_TABLES = ["nicheRefresh", "nicheSignal", "apiCache", "rateLimitBucket"] as const;

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
