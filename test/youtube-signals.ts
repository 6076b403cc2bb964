// Fixture builders in the exact shapes of the recorded API responses in
// test/fixtures/api-shapes (YouTube Data API v3 search.list / videos.list),
// filled with a made-up week of a niche in which one topic clearly takes off.
import { DAY_MS } from "@/lib/time";

export type FixtureVideo = {
  id: string;
  title: string;
  tags: string[];
  channel: string;
  daysAgo: number;
  views: number;
};

/**
 * Per day (6 days ago .. today), 50 videos as one search answers: a topic that clearly takes off,
 * a slower one, and steady topics that make most of the niche's volume, as in a real search.
 */
const PLAN: { topic: string; tags: string[]; perDay: number[] }[] = [
  { topic: "glass skin", tags: ["glass skin", "dewy skin"], perDay: [0, 0, 1, 1, 2, 5, 8] },
  { topic: "lip combo", tags: ["lip combo", "lip liner"], perDay: [0, 0, 0, 1, 1, 2, 3] },
  { topic: "blush placement", tags: ["blush placement", "blush"], perDay: [1, 1, 1, 1, 1, 1, 1] },
  { topic: "skincare routine", tags: ["skincare routine", "skincare"], perDay: [2, 2, 2, 2, 1, 2, 1] },
  { topic: "everyday makeup", tags: ["everyday makeup"], perDay: [1, 1, 1, 1, 1, 1, 1] },
];

export function fixtureWeek(): FixtureVideo[] {
  const out: FixtureVideo[] = [];
  let n = 0;
  for (const { topic, tags, perDay } of PLAN) {
    perDay.forEach((count, i) => {
      for (let k = 0; k < count; k++) {
        n++;
        out.push({
          id: `vid${String(n).padStart(8, "0")}`,
          title: `${topic[0].toUpperCase()}${topic.slice(1)} try-on number ${n}`,
          tags: [...tags, "makeup"],
          channel: `Creator ${(n * 7) % 23}`,
          daysAgo: 6 - i,
          views: 20_000 + n * 1_500,
        });
      }
    });
  }
  return out;
}

const published = (v: FixtureVideo, now: Date) =>
  new Date(now.getTime() - v.daysAgo * DAY_MS - 3_600_000).toISOString();
const thumbs = (id: string) => ({
  default: { url: `https://i.ytimg.com/vi/${id}/default.jpg`, width: 120, height: 90 },
  medium: { url: `https://i.ytimg.com/vi/${id}/mqdefault.jpg`, width: 320, height: 180 },
  high: { url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`, width: 480, height: 360 },
});

/** A search.list response (youtube#searchListResponse). */
export function searchList(videos: FixtureVideo[], now: Date) {
  return {
    kind: "youtube#searchListResponse",
    etag: '"fixture/search"',
    regionCode: "US",
    pageInfo: { totalResults: videos.length, resultsPerPage: videos.length },
    items: videos.map((v) => ({
      kind: "youtube#searchResult",
      etag: `"fixture/${v.id}"`,
      id: { kind: "youtube#video", videoId: v.id },
      snippet: {
        publishedAt: published(v, now),
        channelId: `UC${v.channel.replace(/\W/g, "").padEnd(22, "x")}`,
        title: v.title.replace(/&/g, "&amp;"),
        description: "",
        thumbnails: thumbs(v.id),
        channelTitle: v.channel,
        liveBroadcastContent: "none",
      },
    })),
  };
}

/** A videos.list response with snippet and statistics (youtube#videoListResponse; counts are strings). */
export function videoList(videos: FixtureVideo[], now: Date) {
  return {
    kind: "youtube#videoListResponse",
    etag: '"fixture/videos"',
    pageInfo: { totalResults: videos.length, resultsPerPage: videos.length },
    items: videos.map((v) => ({
      kind: "youtube#video",
      etag: `"fixture/${v.id}/v"`,
      id: v.id,
      snippet: {
        publishedAt: published(v, now),
        channelId: `UC${v.channel.replace(/\W/g, "").padEnd(22, "x")}`,
        title: v.title,
        description: "",
        thumbnails: thumbs(v.id),
        channelTitle: v.channel,
        tags: v.tags,
        categoryId: "26",
        liveBroadcastContent: "none",
        localized: { title: v.title, description: "" },
      },
      statistics: {
        viewCount: String(v.views),
        likeCount: String(Math.round(v.views * 0.05)),
        dislikeCount: "0",
        favoriteCount: "0",
        commentCount: String(Math.round(v.views * 0.004)),
      },
    })),
  };
}

/** The error body the API answers a spent daily quota with (HTTP 403). */
export const quotaExceeded = {
  error: {
    code: 403,
    message:
      'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
    errors: [
      {
        message: "The request cannot be completed because you have exceeded your quota.",
        domain: "youtube.quota",
        reason: "quotaExceeded",
      },
    ],
  },
};

export type FeedVideo = { id: string; title: string; views: number; published: Date };

const xmlText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A channel's Atom feed in the recorded shape (test/fixtures/api-shapes/youtube-feeds): the
 * newest 15 of `videos`, each with its views in media:statistics.
 */
export function channelFeed(channelId: string, title: string, videos: readonly FeedVideo[]): string {
  const entries = [...videos]
    .sort((a, b) => b.published.getTime() - a.published.getTime())
    .slice(0, 15)
    .map((v) => {
      const at = v.published.toISOString();
      return `<entry><id>yt:video:${v.id}</id><yt:videoId>${v.id}</yt:videoId><yt:channelId>${channelId}</yt:channelId><title>${xmlText(v.title)}</title><link rel="alternate" href="https://www.youtube.com/watch?v=${v.id}"/><author><name>${xmlText(title)}</name><uri>https://www.youtube.com/channel/${channelId}</uri></author><published>${at}</published><updated>${at}</updated><media:group><media:title>${xmlText(v.title)}</media:title><media:community><media:starRating count="${Math.round(v.views / 20)}" average="5.00" min="1" max="5"/><media:statistics views="${v.views}"/></media:community></media:group></entry>`;
    })
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?><feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom"><link rel="self" href="http://www.youtube.com/feeds/videos.xml?channel_id=${channelId}"/><id>yt:channel:${channelId.slice(2)}</id><yt:channelId>${channelId.slice(2)}</yt:channelId><title>${xmlText(title)}</title><author><name>${xmlText(title)}</name><uri>https://www.youtube.com/channel/${channelId}</uri></author>${entries}</feed>`;
}
