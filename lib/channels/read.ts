// One read of a connected channel's uploads: the keyless feed (the latest 15, with views and the
// /shorts/ link) always, and with a YouTube key the uploads playlist (UPLOAD_PAGES pages of 50)
// and videos.list (durations and counts, 50 ids a call). The feed and the API complete each other:
// the API gives durations and more history, the feed the link that marks most Shorts. Either
// alone is enough; a read fails only when nothing could be read.
import "server-only";
import { env } from "@/env";
import { SourceError, sourceGet } from "@/lib/trends/sources/fetch";
import { baseOf } from "@/lib/trends/sources/types";
import { feedEntries, YOUTUBE_FEEDS_DEFAULT_BASE, YOUTUBE_FEEDS_LIMIT } from "@/lib/trends/sources/youtube/feed";
import { formatOf, type VideoFormat, type FormatBasis } from "./format";
import { PAGE_SIZE, uploadsPage, videosById, youtubeKeySet } from "./youtube-api";

/** Pages of the uploads playlist read with a key: the latest 100 uploads, enough for 30-video baselines. */
export const UPLOAD_PAGES = 2;
/**
 * A watched channel's pages: its latest 50 uploads. Only its recent outliers are used (evidence
 * on trend cards), and each has its 30 earlier videos within them, at half the units.
 */
export const WATCHED_PAGES = 1;

export type ReadVideo = {
  videoId: string;
  title: string;
  tags: string[];
  publishedAt: Date;
  durationS: number | null;
  format: VideoFormat;
  formatBasis: FormatBasis;
  views: number;
  likes: number;
  comments: number | null;
};
export type ChannelRead = { title: string | null; videos: ReadVideo[]; units: number; warnings: string[] };

/** Why a read failed, in words a creator can act on; nothing stored is touched. */
export class ChannelReadError extends Error {
  constructor(
    message: string,
    readonly kind: "gone" | "garbage" | "unavailable",
  ) {
    super(message);
    this.name = "ChannelReadError";
  }
}

export const READ_MESSAGES = {
  gone: (id: string) =>
    `YouTube has no public channel with the id ${id}: it may have been deleted or made private, or the id is mistyped.`,
  garbage:
    "YouTube's channel feed answered with something that isn't a channel feed, so nothing was changed. Please try again later.",
  unavailable: "YouTube couldn't be reached just now, so nothing was changed. Please try again in a few minutes.",
};

function asReadError(err: unknown, channelId: string): ChannelReadError {
  if (err instanceof ChannelReadError) return err;
  if (err instanceof SourceError && err.kind === "http" && (err.status === 404 || err.status === 410))
    return new ChannelReadError(READ_MESSAGES.gone(channelId), "gone");
  if (err instanceof SourceError && (err.kind === "parse" || err.kind === "too_large"))
    return new ChannelReadError(READ_MESSAGES.garbage, "garbage");
  return new ChannelReadError(READ_MESSAGES.unavailable, "unavailable");
}

type FeedRead = { title: string | null; entries: ReturnType<typeof feedEntries> };

async function readFeed(channelId: string): Promise<FeedRead> {
  const url = new URL(`${baseOf(env.YOUTUBE_FEEDS_BASE_URL, YOUTUBE_FEEDS_DEFAULT_BASE)}/feeds/videos.xml`);
  url.search = new URLSearchParams({ channel_id: channelId }).toString();
  const xml = await sourceGet({
    source: "youtube-feed",
    url,
    limit: YOUTUBE_FEEDS_LIMIT,
    accept: "application/atom+xml, application/xml",
  });
  const entries = feedEntries(xml, null);
  return { title: entries[0]?.item.channel ?? null, entries };
}

async function readApi(
  uploads: string,
  pages: number,
): Promise<{ videos: Awaited<ReturnType<typeof videosById>>; units: number }> {
  let units = 0;
  const ids: string[] = [];
  let token: string | undefined;
  for (let page = 0; page < pages; page++) {
    const res = await uploadsPage(uploads, token);
    units++;
    ids.push(...res.videoIds);
    token = res.next;
    if (!token) break;
  }
  const videos = await videosById(ids);
  return { videos, units: units + Math.ceil(ids.length / PAGE_SIZE) };
}

/** Reads the channel's uploads; throws a ChannelReadError when neither the feed nor the API answered. */
export async function readChannel(
  channelId: string,
  uploads: string | null,
  pages = UPLOAD_PAGES,
): Promise<ChannelRead> {
  const withApi = youtubeKeySet() && uploads !== null;
  const [feed, api] = await Promise.allSettled([
    readFeed(channelId),
    withApi ? readApi(uploads, pages) : Promise.resolve(null),
  ]);
  const apiVideos = api.status === "fulfilled" && api.value ? api.value.videos : [];
  // A feed that failed counts as the answer unless the API read the channel's videos itself (a
  // channel gone or made private has neither).
  if (feed.status === "rejected" && apiVideos.length === 0) throw asReadError(feed.reason, channelId);
  const warnings: string[] = [];
  if (feed.status === "rejected") warnings.push(`feed: ${asReadError(feed.reason, channelId).message}`);
  if (api.status === "rejected") warnings.push(`api: ${asReadError(api.reason, channelId).message}`);
  const entries = feed.status === "fulfilled" ? feed.value.entries : [];
  const shortsLink = new Map(entries.map((e) => [e.item.externalId, e.shorts]));
  const videos = new Map<string, ReadVideo>();
  for (const v of apiVideos) {
    const f = formatOf(v.publishedAt, v.durationS, shortsLink.get(v.videoId));
    videos.set(v.videoId, { ...v, format: f.format, formatBasis: f.basis });
  }
  // Feed entries the API did not return (no key, or newer than its answer) count on their own.
  for (const e of entries) {
    if (videos.has(e.item.externalId) || !e.item.publishedAt) continue;
    const f = formatOf(e.item.publishedAt, null, e.shorts);
    videos.set(e.item.externalId, {
      videoId: e.item.externalId,
      title: e.item.title,
      tags: [],
      publishedAt: e.item.publishedAt,
      durationS: null,
      format: f.format,
      formatBasis: f.basis,
      views: e.views,
      likes: e.item.likes,
      comments: null,
    });
  }
  return {
    title: feed.status === "fulfilled" ? feed.value.title : null,
    videos: [...videos.values()].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime()),
    units: api.status === "fulfilled" && api.value ? api.value.units : 0,
    warnings,
  };
}
