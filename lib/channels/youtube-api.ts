// The YouTube Data API calls a connected channel needs, 1 unit each: channels.list (by handle,
// once, or by id), playlistItems.list on the channel's uploads playlist (50 a page) and
// videos.list (50 ids: views, likes, comments, duration). They go through the trend sources' one
// fetch path (timeouts, retries, the shared "youtube" rate limit and pause on a spent quota).
import "server-only";
import { env } from "@/env";
import { pauseSource, SourceError, sourceGetJson } from "@/lib/trends/sources/fetch";
import { baseOf, clip, count } from "@/lib/trends/sources/types";
import { quotaDay, YOUTUBE_DEFAULT_BASE, YOUTUBE_LIMIT } from "@/lib/trends/sources/youtube";
import { durationSeconds } from "./format";
import { CHANNEL_ID } from "./input";

export const PAGE_SIZE = 50;

export type ApiChannel = { channelId: string; title: string; handle: string | null; uploads: string };
export type ApiVideo = {
  videoId: string;
  title: string;
  publishedAt: Date;
  durationS: number | null;
  views: number;
  likes: number;
  comments: number;
  tags: string[];
};

type ChannelResource = {
  id?: string;
  snippet?: { title?: string; customUrl?: string };
  contentDetails?: { relatedPlaylists?: { uploads?: string } };
};
type PlaylistItemsResponse = {
  nextPageToken?: string;
  items?: { contentDetails?: { videoId?: string }; snippet?: { resourceId?: { videoId?: string } } }[];
};
type VideoResource = {
  id?: string;
  snippet?: { publishedAt?: string; title?: string; tags?: string[] };
  contentDetails?: { duration?: string };
  statistics?: { viewCount?: string; likeCount?: string; commentCount?: string };
};

export const youtubeKeySet = () => Boolean(env.YOUTUBE_API_KEY);

async function call<T>(resource: string, params: Record<string, string>, signal?: AbortSignal): Promise<T> {
  const url = new URL(`${baseOf(env.YOUTUBE_API_BASE_URL, YOUTUBE_DEFAULT_BASE)}/${resource}`);
  url.search = new URLSearchParams({ ...params, key: env.YOUTUBE_API_KEY ?? "" }).toString();
  try {
    return await sourceGetJson<T>({ source: "youtube", url, limit: YOUTUBE_LIMIT, signal, retries: 1 });
  } catch (err) {
    if (err instanceof SourceError && (err.reason === "quotaExceeded" || err.reason === "dailyLimitExceeded"))
      await pauseSource("youtube", quotaDay(new Date()).secondsLeft, "quotaExceeded: the daily quota is used up");
    throw err;
  }
}

/** channels.list by handle or id; null when no channel answers to it. */
export async function findChannel(by: { handle: string } | { id: string }): Promise<ApiChannel | null> {
  const res = await call<{ items?: ChannelResource[] }>("channels", {
    part: "snippet,contentDetails",
    ...("handle" in by ? { forHandle: by.handle } : { id: by.id }),
  });
  if (!res || typeof res !== "object") throw new SourceError("parse failure: not a channels.list response", "parse");
  const c = Array.isArray(res.items) ? res.items[0] : undefined;
  if (!c?.id || !CHANNEL_ID.test(c.id)) return null;
  const uploads = c.contentDetails?.relatedPlaylists?.uploads;
  return {
    channelId: c.id,
    title: clip(c.snippet?.title, 120) || c.id,
    handle: c.snippet?.customUrl?.startsWith("@") ? clip(c.snippet.customUrl, 40) : null,
    // Every channel's uploads playlist is its id with UU for UC, when the answer leaves it out.
    uploads: typeof uploads === "string" && /^[\w-]{2,64}$/.test(uploads) ? uploads : `UU${c.id.slice(2)}`,
  };
}

/** One page of the uploads playlist, newest first; a channel without uploads has no playlist (404). */
export async function uploadsPage(
  playlistId: string,
  pageToken?: string,
): Promise<{ videoIds: string[]; next?: string }> {
  let res: PlaylistItemsResponse;
  try {
    res = await call<PlaylistItemsResponse>("playlistItems", {
      part: "contentDetails",
      playlistId,
      maxResults: String(PAGE_SIZE),
      ...(pageToken ? { pageToken } : {}),
    });
  } catch (err) {
    if (err instanceof SourceError && err.status === 404) return { videoIds: [] };
    throw err;
  }
  if (!res || !Array.isArray(res.items))
    throw new SourceError("parse failure: not a playlistItems.list response", "parse");
  const videoIds = res.items
    .map((i) => i?.contentDetails?.videoId ?? i?.snippet?.resourceId?.videoId)
    .filter((id): id is string => typeof id === "string" && /^[\w-]{6,20}$/.test(id));
  return { videoIds, next: typeof res.nextPageToken === "string" ? res.nextPageToken : undefined };
}

/** videos.list for up to 50 ids; private and deleted videos are simply absent from the answer. */
export async function videosById(ids: string[]): Promise<ApiVideo[]> {
  if (ids.length === 0) return [];
  if (ids.length > PAGE_SIZE) throw new Error(`videos.list takes at most ${PAGE_SIZE} ids`);
  const res = await call<{ items?: VideoResource[] }>("videos", {
    part: "snippet,contentDetails,statistics",
    id: ids.join(","),
    maxResults: String(PAGE_SIZE),
  });
  if (!res || !Array.isArray(res.items)) throw new SourceError("parse failure: not a videos.list response", "parse");
  const out: ApiVideo[] = [];
  for (const v of res.items) {
    const published = new Date(v?.snippet?.publishedAt ?? "");
    if (!v?.id || !v.snippet?.title || Number.isNaN(published.getTime())) continue;
    out.push({
      videoId: v.id,
      title: clip(v.snippet.title, 300),
      publishedAt: published,
      durationS: durationSeconds(v.contentDetails?.duration),
      views: count(v.statistics?.viewCount),
      likes: count(v.statistics?.likeCount),
      comments: count(v.statistics?.commentCount),
      tags: (v.snippet.tags ?? []).filter((t) => typeof t === "string").slice(0, 30),
    });
  }
  return out;
}
