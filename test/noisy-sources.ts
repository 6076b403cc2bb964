// A stand-in for the live sources that serves the noisy corpus (test/fixtures/noisy-niches) over
// HTTP, each listing with its own real rules: a subreddit's newest posts (paged by `after`) and
// top of the week (7 days, by score), Reddit's search (newest 100 whatever their age), Google News (21 days, newest 100), Hacker News
// (since the asked time), a Mastodon tag timeline (newest 40), YouTube search (by views since the
// asked time) with videos.list, and channel feeds (a channel's newest 15). Bodies are the recorded
// shapes of test/fixtures/api-shapes with the corpus's values. "Now" is whatever `clock` says, so
// a day can be cut at any hour: nothing published after it is served.
import { DAY_MS, noisyCorpus, type CorpusItem, type NicheCorpus } from "./fixtures/noisy-niches/generate";
import { http, HttpResponse, type StubRequest } from "./http-stub";
import { mastodonPage, redditPage, snowflake } from "./listing-pages";
import { answerKnowingNothing } from "./trend-sources-stub";
import { recorded, subredditSearch } from "./corpus-bodies";

const LISTING = recorded("reddit/listing__TestSubredditListings.test_top.json");
const POST = LISTING.data.children[0].data;
const HIT = recorded("hackernews-algolia/search_by_date_query_apple_tags_story_hitsPerPage1.json");
const STATUS = recorded("mastodon/timelines_tag_hoot_localhost_test_instance.json")[0];
const VIDEO = recorded("youtube/apidata__videos__videos_info_multi.json").items[0];
const SEARCH_HIT = recorded("youtube/apidata__search__search_by_keywords_p1.json").items[0];

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
const squash = (s: string) => words(s).replace(/ /g, "");
const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const secs = (ms: number) => Math.floor(ms / 1000);

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

function redditListing(items: CorpusItem[], after: string | null = null, before: string | null = null) {
  const children = items.map((it) => ({
    kind: "t3",
    data: {
      ...POST,
      id: it.id,
      name: `t3_${it.id}`,
      title: it.title,
      subreddit: it.subreddit,
      subreddit_name_prefixed: `r/${it.subreddit}`,
      author: it.author,
      score: it.score,
      ups: it.score,
      num_comments: it.comments,
      created_utc: secs(it.at),
      created: secs(it.at),
      permalink: `/r/${it.subreddit}/comments/${it.id}/post/`,
      link_flair_text: it.flair ?? null,
      stickied: false,
      over_18: false,
    },
  }));
  return { kind: "Listing", data: { ...LISTING.data, dist: children.length, children, after, before } };
}

function newsFeed(items: CorpusItem[]): string {
  const entries = items
    .map((it) => {
      const title = `${it.title} - ${it.publisher}`;
      return `<item><title>${xml(title)}</title><link>https://news.google.com/rss/articles/CBMi${it.id}?oc=5</link><guid isPermaLink="false">CBMi${it.id}</guid><pubDate>${new Date(it.at).toUTCString()}</pubDate><description>&lt;a href="https://news.google.com/rss/articles/CBMi${it.id}"&gt;${xml(xml(title))}&lt;/a&gt;</description><source url="https://example.com">${xml(it.publisher ?? "")}</source></item>`;
    })
    .join("");
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><generator>NFE/5.0</generator><title>Google News</title><link>https://news.google.com/</link><language>en-US</language>${entries}</channel></rss>`;
}

/** A video's views so far: most come in its first two days. */
const viewsAt = (it: CorpusItem, now: number) =>
  Math.round((it.views ?? 0) * (1 - Math.exp(-Math.max(0, now - it.at) / (DAY_MS / 2))));

function feed(channelId: string, items: CorpusItem[], now: number): string {
  const title = xml(items[0]?.author ?? "Channel");
  const entries = items
    .map(
      (it) =>
        `<entry><id>yt:video:${it.id}</id><yt:videoId>${it.id}</yt:videoId><yt:channelId>${channelId}</yt:channelId><title>${xml(it.title)}</title><link rel="alternate" href="https://www.youtube.com/watch?v=${it.id}"/><author><name>${title}</name><uri>https://www.youtube.com/channel/${channelId}</uri></author><published>${new Date(it.at).toISOString()}</published><updated>${new Date(now).toISOString()}</updated><media:group><media:title>${xml(it.title)}</media:title><media:community><media:starRating count="${it.score}" average="5.00" min="1" max="5"/><media:statistics views="${viewsAt(it, now)}"/></media:community></media:group></entry>`,
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?><feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom"><link rel="self" href="http://www.youtube.com/feeds/videos.xml?channel_id=${channelId}"/><id>yt:channel:${channelId.slice(2)}</id><yt:channelId>${channelId.slice(2)}</yt:channelId><title>${title}</title><author><name>${title}</name><uri>https://www.youtube.com/channel/${channelId}</uri></author>${entries}</feed>`;
}

export function noisySourcesStub(clock: () => Date) {
  const server = http();
  const corpora = noisyCorpus();
  const now = () => clock().getTime();
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

  server.on("GET /reddit/subreddits/search.json", (req: StubRequest) =>
    HttpResponse.json(subredditSearch(byQuery(req.query.get("q"))?.niche.subreddits ?? [])),
  );
  server.on("GET /reddit/r/*", (req: StubRequest) => {
    const [, , , sub = "", sort] = req.path.split("/").map(decodeURIComponent);
    const posts = visible(bySub(sub), (it) => isReddit(it) && it.subreddit === sub);
    if (sort?.replace(/\.json$/, "") === "new") {
      const { page, after, before } = redditPage(newest(posts, posts.length), req.query);
      return HttpResponse.json(redditListing(page, after, before));
    }
    const weekAgo = now() - 7 * DAY_MS;
    const week = posts.filter((it) => it.at > weekAgo);
    return HttpResponse.json(redditListing(week.sort((a, b) => b.score - a.score).slice(0, 100)));
  });
  server.on("GET /reddit/search.json", (req: StubRequest) => {
    const q = req.query.get("q") ?? "";
    const weekAgo = now() - 7 * DAY_MS;
    const posts = visible(byQuery(q), (it) => isReddit(it) && it.at > weekAgo && findsWords(q, it.title));
    return HttpResponse.json(redditListing(newest(posts, 100)));
  });
  server.on("GET /googlenews/rss/search", (req: StubRequest) => {
    const since = now() - 21 * DAY_MS;
    const items = visible(byQuery(req.query.get("q")), (it) => it.route === "news" && it.at > since);
    return { status: 200, body: newsFeed(newest(items, 100)), headers: { "content-type": "application/xml" } };
  });
  server.on("GET /hackernews/api/v1/search_by_date", (req: StubRequest) => {
    const since = Number(/created_at_i>(\d+)/.exec(req.query.get("numericFilters") ?? "")?.[1] ?? 0) * 1000;
    const query = req.query.get("query") ?? "";
    const hits = newest(
      visible(byQuery(query), (it) => it.route === "hn" && it.at > since),
      100,
    ).map((it) => ({
      ...HIT.hits[0],
      created_at: new Date(it.at).toISOString(),
      created_at_i: secs(it.at),
      title: it.title,
      url: `https://${it.author.slice(0, 8)}.example.com/${it.id}`,
      author: it.author,
      points: it.score,
      num_comments: it.comments,
      objectID: it.id,
      _tags: ["story", `author_${it.author}`, `story_${it.id}`],
    }));
    return HttpResponse.json({ ...HIT, hits, nbHits: hits.length, nbPages: 1, hitsPerPage: 100, query });
  });
  server.on("GET /mastodon/api/v1/timelines/tag/*", (req: StubRequest) => {
    const tag = decodeURIComponent(req.path.split("/").pop() ?? "");
    const all = visible(byQuery(tag), (it) => it.route === "toot");
    const toots = newest(all, all.length).map((it) => ({
      ...STATUS,
      id: snowflake(it.at, parseInt(it.id, 36)),
      created_at: new Date(it.at).toISOString(),
      content: `<p>${xml(it.title)} <a href="https://mastodon.example/tags/${tag}" class="mention hashtag" rel="tag">#<span>${tag}</span></a></p>`,
      url: `https://mastodon.example/@${it.author}/${it.id}`,
      uri: `https://mastodon.example/users/${it.author}/statuses/${it.id}`,
      favourites_count: Math.round(it.score / 10),
      reblogs_count: Math.round(it.score / 40),
      replies_count: Math.round(it.comments / 5),
      account: { ...STATUS.account, acct: `${it.author}@mastodon.example`, username: it.author },
      tags: [{ name: tag, url: `https://mastodon.example/tags/${tag}` }],
      reblog: null,
    }));
    const { page, link } = mastodonPage(toots, req, server.url);
    return HttpResponse.json(page, 200, link ? { link } : {});
  });
  server.on("GET /youtube/search", (req: StubRequest) => {
    const since = Date.parse(req.query.get("publishedAfter") ?? "") || 0;
    const max = Number(req.query.get("maxResults") ?? 25);
    const t = now();
    const found = visible(byQuery(req.query.get("q")), (it) => it.route === "video" && it.at > since)
      .sort((a, b) => viewsAt(b, t) - viewsAt(a, t))
      .slice(0, max);
    const items = found.map((it) => ({
      ...SEARCH_HIT,
      id: { kind: "youtube#video", videoId: it.id },
      snippet: {
        ...SEARCH_HIT.snippet,
        publishedAt: new Date(it.at).toISOString(),
        channelId: it.channelId,
        title: it.title,
        channelTitle: it.author,
      },
    }));
    return HttpResponse.json({
      kind: "youtube#searchListResponse",
      pageInfo: { totalResults: items.length, resultsPerPage: max },
      items,
    });
  });
  server.on("GET /youtube/videos", (req: StubRequest) => {
    const ids = new Set((req.query.get("id") ?? "").split(","));
    const t = now();
    const items = corpora
      .flatMap((c) => c.items)
      .filter((it) => ids.has(it.id) && it.route === "video" && it.at <= t)
      .map((it) => ({
        ...VIDEO,
        id: it.id,
        snippet: {
          ...VIDEO.snippet,
          publishedAt: new Date(it.at).toISOString(),
          channelId: it.channelId,
          title: it.title,
          channelTitle: it.author,
          tags: [],
          categoryId: "26",
        },
        statistics: {
          viewCount: String(viewsAt(it, t)),
          likeCount: String(it.score),
          commentCount: String(it.comments),
        },
      }));
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
    return { status: 200, body: feed(id, items, now()), headers: { "content-type": "application/atom+xml" } };
  });

  // Lemmy (on by default) and Wikipedia know none of the corpus's niches: the bench measures the
  // other sources.
  answerKnowingNothing(server);

  return {
    get url() {
      return server.url;
    },
    calls: server.calls,
    /** The base URL of each source, as env variables. */
    env(): Record<string, string> {
      return {
        // The corpus answers as every source would: the opt-in ones (keyless Reddit, Google News) too.
        REDDIT_ENABLED: "1",
        GOOGLE_NEWS_ENABLED: "1",
        REDDIT_BASE_URL: `${server.url}/reddit`,
        LEMMY_BASE_URL: `${server.url}/lemmy`,
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
