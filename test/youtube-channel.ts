// A made-up creator's channel with a known history, served by a local YouTube stand-in in the
// shapes of the recorded responses (test/fixtures/youtube-channel, test/fixtures/api-shapes):
// channels.list (forHandle, id), playlistItems.list (pages with nextPageToken), videos.list
// (snippet, contentDetails.duration, statistics as strings) and the keyless channel feed (Atom,
// /shorts/ links for Shorts, the latest 15 uploads).
//
// The history: a dozen ordinary long videos (~10k views) and Shorts (~3k), then per format one
// outlier and one flop, a new long upload rising (5.0x at 4 days), a 150-second horizontal upload
// (a long video although it is under 3 minutes: its feed link is /watch), and one video of each
// format too young to judge. The outliers share the topic "raku firing", the flops "glaze chemistry".
import { HttpResponse, type http } from "./http-stub";
import { DAY_MS } from "@/lib/time";

export const CHANNEL_ID = "UCpotteryLab0000000000ab";
export const HANDLE = "@potterylab";
export const CHANNEL_TITLE = "Pottery Lab";

export type FixtureUpload = {
  id: string;
  title: string;
  tags: string[];
  format: "short" | "long";
  durationS: number;
  daysAgo: number;
  views: number;
  /** The feed's link is /shorts/ (true) or /watch (false). */
  shortsLink: boolean;
};

const ORDINARY_LONG = [9000, 11000, 10000, 9500, 10500, 10200, 9800, 10100, 9900, 10300, 9700, 10000];
const ORDINARY_SHORT = [3000, 2800, 3300, 3100, 2900, 3200, 3050, 2950, 3150, 2850, 3000, 3100];
const LONG_TITLES = ["Throwing a mug on the wheel", "Trimming a bowl foot", "Pulling handles", "Centering clay"];
const SHORT_TITLES = ["Wedging in one minute", "Studio cleanup", "Kiln opening", "Slip trailing"];

const long = (id: string, title: string, daysAgo: number, views: number, tags: string[] = []): FixtureUpload => ({
  id,
  title,
  tags,
  format: "long",
  durationS: 612,
  daysAgo,
  views,
  shortsLink: false,
});
const short = (id: string, title: string, daysAgo: number, views: number, tags: string[] = []): FixtureUpload => ({
  id,
  title,
  tags,
  format: "short",
  durationS: 42,
  daysAgo,
  views,
  shortsLink: true,
});

export function channelHistory(): FixtureUpload[] {
  return [
    ...ORDINARY_LONG.map((views, i) =>
      long(`longOrd${String(i).padStart(3, "0")}`, `${LONG_TITLES[i % 4]} part ${i + 1}`, 120 - 7 * i, views),
    ),
    long("longOutlier", "Raku firing at home: first results", 36, 45_000, ["raku firing", "pottery"]),
    long("longFlop01", "Glaze chemistry lecture", 29, 2_000, ["glaze chemistry"]),
    { ...long("longEdge01", "Quick kiln check", 3, 4_000), durationS: 150 },
    long("longRising", "Raku firing mistakes to avoid", 4, 20_000, ["raku firing"]),
    long("longYoung1", "Sgraffito bowl", 1, 800),
    ...ORDINARY_SHORT.map((views, i) =>
      short(`shortOrd${String(i).padStart(2, "0")}`, `${SHORT_TITLES[i % 4]} ${i + 1}`, 60.25 - 3 * i, views),
    ),
    short("shortOutlr", "Raku firing in 30 seconds", 20.25, 30_000, ["raku firing"]),
    short("shortFlop1", "Glaze chemistry basics", 10.25, 300, ["glaze chemistry"]),
    short("shortYoung", "Bisque load", 0.5, 900),
  ];
}

const iso = (u: FixtureUpload, now: Date) => new Date(now.getTime() - u.daysAgo * DAY_MS).toISOString();
const newestFirst = (a: FixtureUpload, b: FixtureUpload) => a.daysAgo - b.daysAgo;

/** channels.list (youtube#channelListResponse) for the channel, with its uploads playlist. */
export function channelsList() {
  return {
    kind: "youtube#channelListResponse",
    etag: "fixture-channel",
    pageInfo: { totalResults: 1, resultsPerPage: 5 },
    items: [
      {
        kind: "youtube#channel",
        etag: "fixture-channel-item",
        id: CHANNEL_ID,
        snippet: {
          title: CHANNEL_TITLE,
          description: "Wheel throwing, glazes and kilns.",
          customUrl: HANDLE,
          publishedAt: "2019-04-02T10:00:00Z",
          localized: { title: CHANNEL_TITLE, description: "Wheel throwing, glazes and kilns." },
          country: "US",
        },
        contentDetails: { relatedPlaylists: { likes: "", uploads: `UU${CHANNEL_ID.slice(2)}` } },
      },
    ],
  };
}

/** channels.list answering no channel: no `items` at all. */
export const noChannel = {
  kind: "youtube#channelListResponse",
  etag: "fixture-none",
  pageInfo: { totalResults: 0, resultsPerPage: 5 },
};

/** One page of playlistItems.list (part=contentDetails), newest first. */
export function playlistPage(uploads: FixtureUpload[], now: Date, start: number, size: number) {
  const sorted = [...uploads].sort(newestFirst);
  const page = sorted.slice(start, start + size);
  const more = start + size < sorted.length;
  return {
    kind: "youtube#playlistItemListResponse",
    etag: `fixture-page-${start}`,
    ...(more ? { nextPageToken: `page${start + size}` } : {}),
    ...(start > 0 ? { prevPageToken: `page${start}` } : {}),
    pageInfo: { totalResults: sorted.length, resultsPerPage: size },
    items: page.map((u) => ({
      kind: "youtube#playlistItem",
      etag: `fixture-item-${u.id}`,
      id: `item-${u.id}`,
      contentDetails: { videoId: u.id, videoPublishedAt: iso(u, now) },
    })),
  };
}

/** videos.list with snippet, contentDetails and statistics (counts as strings). */
export function videosList(uploads: FixtureUpload[], now: Date) {
  return {
    kind: "youtube#videoListResponse",
    etag: "fixture-videos",
    pageInfo: { totalResults: uploads.length, resultsPerPage: uploads.length },
    items: uploads.map((u) => ({
      kind: "youtube#video",
      etag: `fixture-video-${u.id}`,
      id: u.id,
      snippet: {
        publishedAt: iso(u, now),
        channelId: CHANNEL_ID,
        title: u.title,
        description: "",
        channelTitle: CHANNEL_TITLE,
        tags: u.tags,
        categoryId: "26",
        liveBroadcastContent: "none",
      },
      contentDetails: {
        duration: `PT${Math.floor(u.durationS / 60) ? `${Math.floor(u.durationS / 60)}M` : ""}${u.durationS % 60}S`,
        dimension: "2d",
        definition: "hd",
        caption: "false",
        licensedContent: false,
        projection: "rectangular",
      },
      statistics: {
        viewCount: String(u.views),
        likeCount: String(Math.round(u.views * 0.04)),
        favoriteCount: "0",
        commentCount: String(Math.round(u.views * 0.003)),
      },
    })),
  };
}

const xmlText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The channel's Atom feed: its latest 15 uploads with views, Shorts linked as /shorts/. */
export function channelFeed(
  uploads: FixtureUpload[],
  now: Date,
  channelId = CHANNEL_ID,
  title = CHANNEL_TITLE,
): string {
  const entries = [...uploads]
    .sort(newestFirst)
    .slice(0, 15)
    .map((u) => {
      const link = u.shortsLink ? `https://www.youtube.com/shorts/${u.id}` : `https://www.youtube.com/watch?v=${u.id}`;
      return `
    <entry>
        <id>yt:video:${u.id}</id>
        <yt:videoId>${u.id}</yt:videoId>
        <yt:channelId>${channelId}</yt:channelId>
        <title>${xmlText(u.title)}</title>
        <link rel="alternate" href="${link}"/>
        <author>
            <name>${xmlText(title)}</name>
            <uri>https://www.youtube.com/channel/${channelId}</uri>
        </author>
        <published>${iso(u, now)}</published>
        <updated>${now.toISOString()}</updated>
        <media:group>
            <media:title>${xmlText(u.title)}</media:title>
            <media:thumbnail url="https://i2.ytimg.com/vi/${u.id}/hqdefault.jpg" width="480" height="360"/>
            <media:description></media:description>
            <media:community>
                <media:starRating count="${Math.round(u.views * 0.04)}" average="5.00" min="1" max="5"/>
                <media:statistics views="${u.views}"/>
            </media:community>
        </media:group>
    </entry>`;
    })
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
    <link rel="self" href="http://www.youtube.com/feeds/videos.xml?channel_id=${channelId}"/>
    <id>yt:channel:${channelId.slice(2)}</id>
    <yt:channelId>${channelId.slice(2)}</yt:channelId>
    <title>${xmlText(title)}</title>
    <link rel="alternate" href="https://www.youtube.com/channel/${channelId}"/>
    <author>
        <name>${xmlText(title)}</name>
        <uri>https://www.youtube.com/channel/${channelId}</uri>
    </author>
    <published>2019-04-02T10:00:00+00:00</published>${entries}
</feed>`;
}

/** Another channel the stand-in serves (a competitor the creator watches). */
export type FixtureChannel = { channelId: string; title: string; handle: string; uploads: FixtureUpload[] };

/** channels.list for another channel, in the shape of channelsList(). */
function otherChannelList(c: FixtureChannel) {
  const list = channelsList();
  const [item] = list.items;
  return {
    ...list,
    items: [
      {
        ...item,
        id: c.channelId,
        snippet: { ...item.snippet, title: c.title, customUrl: c.handle },
        contentDetails: { relatedPlaylists: { likes: "", uploads: `UU${c.channelId.slice(2)}` } },
      },
    ],
  };
}

/**
 * Serves the channel on a stand-in: the Data API under /youtube/v3 and the feeds under
 * /feeds-host. `pageSize` is how many items a playlistItems page holds (the API's maxResults, up
 * to 50), smaller in a test to make the history span pages. `others` are more channels served
 * alike (the competitors a creator watches).
 */
export function serveChannel(
  yt: ReturnType<typeof http>,
  uploads: FixtureUpload[],
  now: Date,
  pageSize = 50,
  others: FixtureChannel[] = [],
) {
  const otherBy = (pick: (c: FixtureChannel) => boolean) => others.find(pick);
  yt.on("GET /youtube/v3/channels", (req) => {
    const handle = req.query.get("forHandle")?.toLowerCase();
    const id = req.query.get("id");
    const other = otherBy((c) => (handle ? c.handle === handle : c.channelId === id));
    if (other) return HttpResponse.json(otherChannelList(other));
    const ok = handle ? handle === HANDLE : id === CHANNEL_ID;
    return HttpResponse.json(ok ? channelsList() : noChannel);
  });
  yt.on("GET /youtube/v3/playlistItems", (req) => {
    const playlist = req.query.get("playlistId");
    const other = otherBy((c) => `UU${c.channelId.slice(2)}` === playlist);
    if (other) {
      const start = Number((req.query.get("pageToken") ?? "page0").slice(4));
      const size = Math.min(pageSize, Number(req.query.get("maxResults") ?? 5));
      return HttpResponse.json(playlistPage(other.uploads, now, start, size));
    }
    if (playlist !== `UU${CHANNEL_ID.slice(2)}`)
      return HttpResponse.json(
        {
          error: {
            code: 404,
            message: "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
            errors: [{ reason: "playlistNotFound", domain: "youtube.playlistItem" }],
          },
        },
        404,
      );
    const start = Number((req.query.get("pageToken") ?? "page0").slice(4));
    const size = Math.min(pageSize, Number(req.query.get("maxResults") ?? 5));
    return HttpResponse.json(playlistPage(uploads, now, start, size));
  });
  yt.on("GET /youtube/v3/videos", (req) => {
    const ids = new Set((req.query.get("id") ?? "").split(","));
    return HttpResponse.json(
      videosList(
        [...uploads, ...others.flatMap((c) => c.uploads)].filter((u) => ids.has(u.id)),
        now,
      ),
    );
  });
  yt.on("GET /feeds-host/feeds/videos.xml", (req) => {
    const other = otherBy((c) => c.channelId === req.query.get("channel_id"));
    if (other)
      return {
        status: 200,
        body: channelFeed(other.uploads, now, other.channelId, other.title),
        headers: { "content-type": "application/atom+xml" },
      };
    return req.query.get("channel_id") === CHANNEL_ID
      ? { status: 200, body: channelFeed(uploads, now), headers: { "content-type": "application/atom+xml" } }
      : {
          status: 404,
          body: "<html><body>Error 404 (Not Found)!!</body></html>",
          headers: { "content-type": "text/html" },
        };
  });
}

/**
 * The channel feeds alone, under `base` (the browser tests' sources stand-in serves them at
 * /youtube-feed): the made-up channel with `uploads` and `others`; any other channel's feed is a 404.
 */
export function serveChannelFeeds(
  server: Pick<ReturnType<typeof http>, "on">,
  now: Date,
  uploads: FixtureUpload[],
  others: FixtureChannel[] = [],
  base = "/feeds-host",
) {
  const feeds = new Map([
    [CHANNEL_ID, () => channelFeed(uploads, now)],
    ...others.map((c) => [c.channelId, () => channelFeed(c.uploads, now, c.channelId, c.title)] as const),
  ]);
  server.on(`GET ${base}/feeds/videos.xml`, (req) => {
    const feed = feeds.get(req.query.get("channel_id") ?? "");
    return feed
      ? { status: 200, body: feed(), headers: { "content-type": "application/atom+xml" } }
      : {
          status: 404,
          body: "<html><body>Error 404 (Not Found)!!</body></html>",
          headers: { "content-type": "text/html" },
        };
  });
}
