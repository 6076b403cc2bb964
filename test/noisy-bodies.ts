// The bodies the noisy-corpus stand-in (test/noisy-sources.ts) answers with: the recorded shapes of
// test/fixtures/api-shapes (see its README for where each came from) with a corpus item's values
// put in. Only what a body says lives here; which request gets which items is the stand-in's.
import { DAY_MS } from "@/lib/time";
import type { CorpusItem } from "./fixtures/noisy-niches/generate";
import { recorded } from "./corpus-bodies";
import { snowflake } from "./listing-pages";

const LISTING = recorded("reddit/listing__TestSubredditListings.test_top.json");
const POST = LISTING.data.children[0].data;
const HIT = recorded("hackernews-algolia/search_by_date_query_apple_tags_story_hitsPerPage1.json");
const STATUS = recorded("mastodon/timelines_tag_hoot_localhost_test_instance.json")[0];
const VIDEO = recorded("youtube/apidata__videos__videos_info_multi.json").items[0];
const SEARCH_HIT = recorded("youtube/apidata__search__search_by_keywords_p1.json").items[0];
const SKEET = recorded("bluesky/feed_searchPosts_q_redistricting.json").posts[0];
const POST_VIEW = recorded("lemmy/post_list_v3_lemmy_0.19_test_instance.json").posts[0];
/** The recorder blanked the tokens; a session needs one, so the stand-in fills in its own value. */
export const BLUESKY_SESSION = {
  ...recorded("bluesky/server_createSession_200_email_redacted.json"),
  accessJwt: "noisy-jwt",
};

export const xml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const secs = (ms: number) => Math.floor(ms / 1000);
const iso = (ms: number) => new Date(ms).toISOString();
/** The text a post shows: its words, then its hashtags. */
const withTags = (it: CorpusItem) => [it.title, ...(it.tags ?? []).map((t) => `#${t}`)].join(" ");

/** A video's views so far: views by age, most of them in its first two days. */
export const viewsAt = (it: CorpusItem, now: number) =>
  Math.round((it.views ?? 0) * (1 - Math.exp(-Math.max(0, now - it.at) / DAY_MS)));

export function redditListing(items: CorpusItem[], after: string | null = null, before: string | null = null) {
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

export function newsFeed(items: CorpusItem[]): string {
  const entries = items
    .map((it) => {
      const title = `${it.title} - ${it.publisher}`;
      return `<item><title>${xml(title)}</title><link>https://news.google.com/rss/articles/CBMi${it.id}?oc=5</link><guid isPermaLink="false">CBMi${it.id}</guid><pubDate>${new Date(it.at).toUTCString()}</pubDate><description>&lt;a href="https://news.google.com/rss/articles/CBMi${it.id}"&gt;${xml(xml(title))}&lt;/a&gt;</description><source url="https://example.com">${xml(it.publisher ?? "")}</source></item>`;
    })
    .join("");
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><generator>NFE/5.0</generator><title>Google News</title><link>https://news.google.com/</link><language>en-US</language>${entries}</channel></rss>`;
}

export function hnHit(it: CorpusItem) {
  return {
    ...HIT.hits[0],
    created_at: iso(it.at),
    created_at_i: secs(it.at),
    title: it.title,
    url: `https://${it.author.slice(0, 8)}.example.com/${it.id}`,
    author: it.author,
    points: it.score,
    num_comments: it.comments,
    objectID: it.id,
    _tags: ["story", `author_${it.author}`, `story_${it.id}`],
  };
}
export const hnSearch = (hits: ReturnType<typeof hnHit>[], query: string) => ({
  ...HIT,
  hits,
  nbHits: hits.length,
  nbPages: 1,
  hitsPerPage: 100,
  query,
});

/** A toot on a tag timeline: the asked tag stands for the niche's own, the post's other tags follow. */
export function toot(it: CorpusItem, tag: string) {
  const own = (it.tags ?? [])[0];
  const tags = [tag, ...(it.tags ?? []).filter((t) => t !== own && t !== tag)];
  const links = tags
    .map(
      (t) =>
        `<a href="https://mastodon.example/tags/${t}" class="mention hashtag" rel="tag">#<span>${xml(t)}</span></a>`,
    )
    .join(" ");
  return {
    ...STATUS,
    id: snowflake(it.at, parseInt(it.id, 36)),
    created_at: iso(it.at),
    content: `<p>${xml(it.title)} ${links}</p>`,
    url: `https://mastodon.example/@${it.author}/${it.id}`,
    uri: `https://mastodon.example/users/${it.author}/statuses/${it.id}`,
    favourites_count: Math.round(it.score / 10),
    reblogs_count: Math.round(it.score / 40),
    replies_count: Math.round(it.comments / 5),
    account: { ...STATUS.account, acct: `${it.author}@mastodon.example`, username: it.author },
    tags: tags.map((t) => ({ name: t, url: `https://mastodon.example/tags/${t}` })),
    reblog: null,
    // The recorded status's language was its own text's; the corpus does not say what its authors'
    // clients declare, so none is declared and the text decides (lib/language/english.ts).
    language: null,
  };
}

/** A searchPosts hit: the text with its hashtags, each marked by a tag facet at its UTF-8 byte offsets. */
export function skeet(it: CorpusItem) {
  const text = withTags(it);
  const facets: { index: { byteStart: number; byteEnd: number }; features: { $type: string; tag: string }[] }[] = [];
  let from = Buffer.byteLength(it.title);
  for (const tag of it.tags ?? []) {
    const byteStart = from + 1;
    const byteEnd = byteStart + Buffer.byteLength(`#${tag}`);
    facets.push({ index: { byteStart, byteEnd }, features: [{ $type: "app.bsky.richtext.facet#tag", tag }] });
    from = byteEnd;
  }
  const did = `did:plc:${it.author
    .replace(/[^a-z0-9]/g, "")
    .padEnd(24, "x")
    .slice(0, 24)}`;
  return {
    ...SKEET,
    uri: `at://${did}/app.bsky.feed.post/3noisy${it.id}`,
    cid: `bafyrei${it.id}`,
    author: { ...SKEET.author, did, handle: it.author, displayName: it.author.split(".")[0], labels: [] },
    record: { $type: "app.bsky.feed.post", createdAt: iso(it.at), text, ...(facets.length ? { facets } : {}) },
    replyCount: Math.round(it.comments / 6),
    repostCount: Math.round(it.score / 40),
    likeCount: Math.round(it.score / 8),
    quoteCount: 0,
    indexedAt: iso(it.at + 400),
    labels: [],
  };
}

/** A Lemmy PostView, posted in the niche's community on an instance of its own. */
export function lemmyPost(it: CorpusItem, community: string) {
  const id = parseInt(it.id, 36);
  return {
    ...POST_VIEW,
    post: {
      ...POST_VIEW.post,
      id,
      name: it.title,
      body: it.body ?? "",
      url: undefined,
      embed_title: undefined,
      published: iso(it.at),
      ap_id: `https://lemmy.example/post/${id}`,
      local: true,
    },
    creator: {
      ...POST_VIEW.creator,
      name: it.author,
      display_name: it.author,
      actor_id: `https://lemmy.example/u/${it.author}`,
    },
    community: {
      ...POST_VIEW.community,
      name: community,
      title: community,
      actor_id: `https://lemmy.example/c/${community}`,
    },
    counts: {
      ...POST_VIEW.counts,
      post_id: id,
      comments: it.comments,
      score: it.score,
      upvotes: it.score,
      published: iso(it.at),
    },
  };
}

export function youtubeSearchHit(it: CorpusItem) {
  return {
    ...SEARCH_HIT,
    id: { kind: "youtube#video", videoId: it.id },
    snippet: {
      ...SEARCH_HIT.snippet,
      publishedAt: iso(it.at),
      channelId: it.channelId,
      title: withTags(it),
      channelTitle: it.author,
    },
  };
}

// The recorded video's declared languages were its own title's: the corpus title replaces it.
const VIDEO_SNIPPET = { ...VIDEO.snippet, defaultLanguage: undefined, defaultAudioLanguage: undefined };

export function youtubeVideo(it: CorpusItem, now: number) {
  return {
    ...VIDEO,
    id: it.id,
    snippet: {
      ...VIDEO_SNIPPET,
      publishedAt: iso(it.at),
      channelId: it.channelId,
      title: withTags(it),
      channelTitle: it.author,
      tags: [],
      categoryId: "26",
    },
    statistics: { viewCount: String(viewsAt(it, now)), likeCount: String(it.score), commentCount: String(it.comments) },
  };
}

/** A channel's Atom feed: its newest videos with their views so far. */
export function channelFeed(channelId: string, items: CorpusItem[], now: number): string {
  const title = xml(items[0]?.author ?? "Channel");
  const entries = items
    .map(
      (it) =>
        `<entry><id>yt:video:${it.id}</id><yt:videoId>${it.id}</yt:videoId><yt:channelId>${channelId}</yt:channelId><title>${xml(withTags(it))}</title><link rel="alternate" href="https://www.youtube.com/watch?v=${it.id}"/><author><name>${title}</name><uri>https://www.youtube.com/channel/${channelId}</uri></author><published>${iso(it.at)}</published><updated>${iso(now)}</updated><media:group><media:title>${xml(withTags(it))}</media:title><media:community><media:starRating count="${it.score}" average="5.00" min="1" max="5"/><media:statistics views="${viewsAt(it, now)}"/></media:community></media:group></entry>`,
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?><feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom"><link rel="self" href="http://www.youtube.com/feeds/videos.xml?channel_id=${channelId}"/><id>yt:channel:${channelId.slice(2)}</id><yt:channelId>${channelId.slice(2)}</yt:channelId><title>${title}</title><author><name>${title}</name><uri>https://www.youtube.com/channel/${channelId}</uri></author>${entries}</feed>`;
}
