// A stand-in for the live sources that serves the noisy corpus (test/fixtures/noisy-niches) over
// HTTP, each listing with its own real rules: a subreddit's newest posts (paged by `after`) and
// top of the week (7 days, by score), Reddit's search (the week's posts holding the query's words,
// newest 100), Google News (21 days, newest 100), Hacker News (since the asked time), a Mastodon tag
// timeline (newest first, pages of 40), Lemmy's post search (title or body holding the query,
// newest first, pages of `limit`), Bluesky's searchPosts after createSession (newest first, pages
// of 100 by `cursor`), YouTube search (since the asked time, by views or by date) with
// videos.list, and channel feeds (a channel's newest 15). Bodies are test/noisy-bodies.ts. "Now"
// is whatever `clock` says, so a day can be cut at any hour: nothing published after it is served.
// Every item served is remembered (`served`), so a bench can ask what the data it was given shows.
import { DAY_MS } from "@/lib/time";
import { noisyCorpus, squash, type CorpusItem, type NicheCorpus } from "./fixtures/noisy-niches/generate";
import { http, HttpResponse, type StubRequest } from "./http-stub";
import { mastodonPage, redditPage } from "./listing-pages";
import { recorded, subredditSearch } from "./corpus-bodies";
import {
  BLUESKY_SESSION,
  channelFeed,
  hnHit,
  hnSearch,
  lemmyPost,
  newsFeed,
  redditListing,
  skeet,
  toot,
  viewsAt,
  youtubeSearchHit,
  youtubeVideo,
} from "./noisy-bodies";

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * A query's alternatives, as the services read them: "a OR b" (Reddit, Google News) or "a|b"
 * (YouTube), each perhaps quoted or in parentheses; Google News's "when:21d" is no word.
 */
const alternativesOf = (q: string) =>
  q
    .replace(/\bwhen:\S+/g, "")
    .split(/\s+OR\s+|\|/)
    .map((a) => a.replace(/[()"]/g, " ").trim())
    .filter(Boolean);

/** Reddit's search finds a post when every word of one of the query's alternatives is in its title. */
function findsWords(query: string, title: string): boolean {
  const have = ` ${words(title)} `;
  return alternativesOf(query).some((alt) =>
    words(alt)
      .split(" ")
      .every((w) => have.includes(` ${w} `) || have.includes(` ${w}s `)),
  );
}

export function noisySourcesStub(clock: () => Date) {
  const server = http();
  const corpora = noisyCorpus();
  const now = () => clock().getTime();
  const served = new Set<string>();
  /** Items answered with: remembered, so a bench can judge the data a report was given. */
  const serve = <T extends CorpusItem>(xs: T[]) => (xs.forEach((it) => served.add(it.id)), xs);
  /** Items of a corpus published by now. */
  const visible = (c: NicheCorpus | undefined, keep: (it: CorpusItem) => boolean) => {
    const t = now();
    return c ? c.items.filter((it) => it.at <= t && keep(it)) : [];
  };
  const newest = (xs: CorpusItem[], n: number) => xs.sort((a, b) => b.at - a.at).slice(0, n);
  const byQuery = (q: string | null) => {
    const keys = alternativesOf(q ?? "").map(squash);
    return corpora.find((c) => keys.includes(squash(c.niche.niche)));
  };
  const bySub = (sub: string) =>
    corpora.find((c) => c.items.some((it) => it.subreddit?.toLowerCase() === sub.toLowerCase()));
  const byChannel = (id: string) => corpora.find((c) => c.items.some((it) => it.channelId === id));
  const isReddit = (it: CorpusItem) => it.route === "sub" || it.route === "search";
  /** An offset cursor, as Bluesky's searchPosts and Lemmy's `page` work today. */
  const pageOf = (xs: CorpusItem[], from: number, size: number) => ({
    page: serve(xs.slice(from, from + size)),
    next: from + size < xs.length ? String(from + size) : undefined,
  });

  server.on("GET /reddit/subreddits/search.json", (req: StubRequest) =>
    HttpResponse.json(subredditSearch(byQuery(req.query.get("q"))?.niche.subreddits ?? [])),
  );
  server.on("GET /reddit/r/*", (req: StubRequest) => {
    const [, , , sub = "", sort] = req.path.split("/").map(decodeURIComponent);
    const posts = visible(bySub(sub), (it) => isReddit(it) && it.subreddit === sub);
    if (sort?.replace(/\.json$/, "") === "new") {
      const { page, after, before } = redditPage(newest(posts, posts.length), req.query);
      return HttpResponse.json(redditListing(serve(page), after, before));
    }
    const weekAgo = now() - 7 * DAY_MS;
    const week = posts.filter((it) => it.at > weekAgo);
    return HttpResponse.json(redditListing(serve(week.sort((a, b) => b.score - a.score).slice(0, 100))));
  });
  server.on("GET /reddit/search.json", (req: StubRequest) => {
    const q = req.query.get("q") ?? "";
    const weekAgo = now() - 7 * DAY_MS;
    const posts = visible(byQuery(q), (it) => isReddit(it) && it.at > weekAgo && findsWords(q, it.title));
    return HttpResponse.json(redditListing(serve(newest(posts, 100))));
  });
  server.on("GET /googlenews/rss/search", (req: StubRequest) => {
    const since = now() - 21 * DAY_MS;
    const items = visible(byQuery(req.query.get("q")), (it) => it.route === "news" && it.at > since);
    return { status: 200, body: newsFeed(serve(newest(items, 100))), headers: { "content-type": "application/xml" } };
  });
  server.on("GET /hackernews/api/v1/search_by_date", (req: StubRequest) => {
    const since = Number(/created_at_i>(\d+)/.exec(req.query.get("numericFilters") ?? "")?.[1] ?? 0) * 1000;
    const query = req.query.get("query") ?? "";
    const hits = newest(
      visible(byQuery(query), (it) => it.route === "hn" && it.at > since),
      100,
    );
    return HttpResponse.json(hnSearch(serve(hits).map(hnHit), query));
  });
  server.on("GET /mastodon/api/v1/timelines/tag/*", (req: StubRequest) => {
    const tag = decodeURIComponent(req.path.split("/").pop() ?? "");
    const all = visible(byQuery(tag), (it) => it.route === "toot");
    const byId = new Map(all.map((it) => [toot(it, tag).id, it]));
    const { page, link } = mastodonPage(
      newest(all, all.length).map((it) => toot(it, tag)),
      req,
      server.url,
    );
    serve(page.map((s) => byId.get(s.id)!));
    return HttpResponse.json(page, 200, link ? { link } : {});
  });
  // Lemmy's search matches the query in a post's title or body, as written (case aside).
  server.on("GET /lemmy/api/v3/search", (req: StubRequest) => {
    const q = (req.query.get("q") ?? "").toLowerCase().trim();
    const c = byQuery(q);
    const found = visible(c, (it) => it.route === "lemmy" && `${it.title}\n${it.body}`.toLowerCase().includes(q));
    const limit = Math.min(50, Math.max(1, Number(req.query.get("limit")) || 10));
    const page = Math.max(1, Number(req.query.get("page")) || 1);
    const community = c?.niche.subreddits[0].name.toLowerCase() ?? "";
    const posts = pageOf(newest(found, found.length), (page - 1) * limit, limit).page.map((it) =>
      lemmyPost(it, community),
    );
    return HttpResponse.json({ type_: "Posts", comments: [], posts, communities: [], users: [] });
  });
  server.on("POST /bluesky/xrpc/com.atproto.server.createSession", () => HttpResponse.json(BLUESKY_SESSION));
  // Bluesky's search finds a post holding every word of the query, or its hashtag run together.
  server.on("GET /bluesky/xrpc/app.bsky.feed.searchPosts", (req: StubRequest) => {
    if (req.headers.authorization !== `Bearer ${BLUESKY_SESSION.accessJwt}`)
      return HttpResponse.json({ error: "AuthenticationRequired", message: "Authentication Required" }, 401);
    const q = req.query.get("q") ?? "";
    const found = visible(
      byQuery(q),
      (it) => it.route === "bluesky" && (findsWords(q, it.title) || (it.tags ?? []).includes(squash(q))),
    );
    const size = Math.min(100, Math.max(1, Number(req.query.get("limit")) || 25));
    const { page, next } = pageOf(newest(found, found.length), Number(req.query.get("cursor")) || 0, size);
    return HttpResponse.json({ posts: page.map(skeet), ...(next ? { cursor: next } : {}) });
  });
  server.on("GET /youtube/search", (req: StubRequest) => {
    const since = Date.parse(req.query.get("publishedAfter") ?? "") || 0;
    const max = Math.min(50, Number(req.query.get("maxResults") ?? 5));
    const t = now();
    const found = visible(byQuery(req.query.get("q")), (it) => it.route === "video" && it.at > since);
    // order=date: newest first; viewCount (and relevance, which the stand-in reads as views): most viewed.
    if (req.query.get("order") === "date") found.sort((a, b) => b.at - a.at);
    else found.sort((a, b) => viewsAt(b, t) - viewsAt(a, t));
    const items = serve(found.slice(0, max)).map(youtubeSearchHit);
    return HttpResponse.json({
      kind: "youtube#searchListResponse",
      pageInfo: { totalResults: found.length, resultsPerPage: max },
      items,
    });
  });
  server.on("GET /youtube/videos", (req: StubRequest) => {
    const ids = new Set((req.query.get("id") ?? "").split(","));
    const t = now();
    const items = corpora
      .flatMap((c) => c.items)
      .filter((it) => ids.has(it.id) && it.route === "video" && it.at <= t)
      .map((it) => youtubeVideo(it, t));
    return HttpResponse.json({
      kind: "youtube#videoListResponse",
      pageInfo: { totalResults: items.length, resultsPerPage: items.length },
      items,
    });
  });
  server.on("GET /youtube-feed/feeds/videos.xml", (req: StubRequest) => {
    const id = req.query.get("channel_id") ?? "";
    const items = newest(
      visible(byChannel(id), (it) => it.channelId === id),
      15,
    );
    if (items.length === 0) return HttpResponse.text("Not Found", 404);
    return {
      status: 200,
      body: channelFeed(id, serve(items), now()),
      headers: { "content-type": "application/atom+xml" },
    };
  });
  // Wikipedia knows none of the corpus's topics (the recorded zero-hit search): no card gains a
  // pageview line, and nothing reaches the network.
  server.on("GET /wikipedia/w/api.php", () =>
    HttpResponse.json(recorded("wikipedia-search/action_query_list_search_srsearch_no_hits_enwiki.json")),
  );

  return {
    get url() {
      return server.url;
    },
    calls: server.calls,
    /** The ids of the items answered with since the last `forget()`. */
    served: () => new Set(served),
    forget: () => served.clear(),
    /** The base URL of each source, as env variables. */
    env(): Record<string, string> {
      return {
        REDDIT_BASE_URL: `${server.url}/reddit`,
        LEMMY_BASE_URL: `${server.url}/lemmy`,
        BLUESKY_BASE_URL: `${server.url}/bluesky`,
        WIKIPEDIA_BASE_URL: `${server.url}/wikipedia`,
        GOOGLE_NEWS_BASE_URL: `${server.url}/googlenews`,
        HACKERNEWS_BASE_URL: `${server.url}/hackernews`,
        MASTODON_BASE_URL: `${server.url}/mastodon`,
        YOUTUBE_API_BASE_URL: `${server.url}/youtube`,
        YOUTUBE_FEEDS_BASE_URL: `${server.url}/youtube-feed`,
      };
    },
    start: (port = 0) => server.start(port),
    stop: () => server.stop(),
  };
}

export type NoisySourcesStub = ReturnType<typeof noisySourcesStub>;
