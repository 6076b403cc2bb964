// The YouTube Data API calls a connected channel needs, through the app's typed client and its
// unit ledger (lib/trends/sources/youtube/client.ts, purpose "channel"), 1 unit each:
// channels.list (by handle, once, or by id), playlistItems.list on the uploads playlist (50 a
// page) and videos.list (50 ids: views, likes, comments, duration).
import "server-only";
import { env } from "@/env";
import { SourceError } from "@/lib/trends/sources/fetch";
import { clip, count } from "@/lib/trends/sources/types";
import {
  isChannelId,
  listChannels,
  listPlaylistItems,
  listVideos,
  MAX_RESULTS,
} from "@/lib/trends/sources/youtube/client";
import { durationSeconds } from "./format";

export const PAGE_SIZE = MAX_RESULTS;
const CHANNEL = { purpose: "channel" as const };

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

export const youtubeKeySet = () => Boolean(env.YOUTUBE_API_KEY);

/** channels.list by handle or id; null when no channel answers to it. */
export async function findChannel(by: { handle: string } | { id: string }): Promise<ApiChannel | null> {
  const [c] = await listChannels("handle" in by ? { handle: by.handle } : { ids: [by.id] }, {
    ...CHANNEL,
    parts: "snippet,contentDetails",
  });
  if (!c || !isChannelId(c.id)) return null;
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
  try {
    const page = await listPlaylistItems({ playlistId, pageToken, maxResults: PAGE_SIZE }, CHANNEL);
    const videoIds = page.items
      .map((i) => i?.contentDetails?.videoId ?? i?.snippet?.resourceId?.videoId)
      .filter((id): id is string => typeof id === "string" && /^[\w-]{6,20}$/.test(id));
    return { videoIds, next: page.nextPageToken };
  } catch (err) {
    if (err instanceof SourceError && err.status === 404) return { videoIds: [] };
    throw err;
  }
}

/** videos.list (1 unit per 50 ids); private and deleted videos are simply absent from the answer. */
export async function videosById(ids: string[]): Promise<ApiVideo[]> {
  if (ids.length === 0) return [];
  const out: ApiVideo[] = [];
  for (const v of await listVideos(ids, { ...CHANNEL, parts: "snippet,contentDetails,statistics" })) {
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
