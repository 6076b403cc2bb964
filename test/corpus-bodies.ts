// The live-source stand-in's response bodies (test/trend-sources-stub.ts): the bodies recorded from
// each service (test/fixtures/api-shapes) with their values replaced by the corpus's mentions
// (test/corpus-mentions.ts). Only what a body says lives here; which request gets which mentions,
// paging and misbehaving are the stand-in's routes.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { NicheCorpus } from "./fixtures/niche-corpus/corpus";
import { newestFirst, type Mention } from "./corpus-mentions";
import { snowflake } from "./listing-pages";

const SHAPES_DIR = path.resolve(process.cwd(), "test/fixtures/api-shapes");
/** A body recorded from a service, parsed. */
export const recorded = (file: string) => JSON.parse(readFileSync(path.join(SHAPES_DIR, file), "utf8"));

const fill = (template: string, topic: string) => {
  const s = template.replace("{t}", topic);
  return s.charAt(0).toUpperCase() + s.slice(1);
};

const LISTING = recorded("reddit/listing__TestSubredditListings.test_top.json");
const POST = LISTING.data.children[0];
const SUBS = recorded("reddit/subreddits_search_q_asyncpraw.json");

export const postId = (m: Mention) => `t${m.n.toString(36)}${m.corpus.queries[0].length}`;

export function redditListing(
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

/** Reddit's subreddit search answering with these subreddits (a "u_" name is a user's profile). */
export function subredditSearch(subreddits: NicheCorpus["subreddits"]) {
  const template = SUBS.data.children[0];
  const children = subreddits.map((s) => ({
    kind: "t5",
    data: {
      ...template.data,
      display_name: s.name,
      display_name_prefixed: `r/${s.name}`,
      title: s.title,
      public_description: s.description,
      subscribers: s.subscribers,
      over18: false,
      subreddit_type: s.name.startsWith("u_") ? "user" : "public",
      url: `/r/${s.name}/`,
    },
  }));
  return { kind: "Listing", data: { ...SUBS.data, dist: children.length, children } };
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function newsFeed(ms: Mention[]): string {
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

export function hnSearch(ms: Mention[], query: string) {
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
export function toots(ms: Mention[], tag: string) {
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
    // The recorded status declared its own text's language; the corpus text is English.
    language: "en",
  }));
}
