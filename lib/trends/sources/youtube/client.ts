// The YouTube Data API v3 calls the app makes, typed, each spending its units on the ledger
// (units.ts) before it goes out: search.list, videos.list (50 ids a unit), channels.list and
// playlistItems.list. A call the ledger refuses throws a "budget" SourceError without reaching
// Google; a spent quota (quotaExceeded) pauses every YouTube call until midnight Pacific.
import "server-only";
import { env } from "@/env";
import { pauseSource, SourceError, sourceGetJson } from "../fetch";
import { baseOf } from "../types";
import { quotaDay, spendUnits, UNIT_COST, type UnitPurpose, type YoutubeMethod } from "./units";

export const YOUTUBE_DEFAULT_BASE = "https://www.googleapis.com/youtube/v3";
/** Google's per-user limit is far above this; the daily units are what bind. */
export const YOUTUBE_LIMIT = { requests: 60, windowS: 60 };
/** The most ids (or results) one call takes. */
export const MAX_RESULTS = 50;

const ID = /^[\w-]{1,64}$/;
const CHANNEL_ID = /^UC[\w-]{22}$/;

/**
 * `paid`: the caller has already spent this call's units with others in one step (a search and
 * the videos.list of its hits), so two servers can't both start the day's last search.
 */
export type YoutubeCall = { purpose: UnitPurpose; signal?: AbortSignal; now?: Date; paid?: boolean };

export type SearchHit = { videoId: string; channelId: string; channelTitle: string; publishedAt: string };
export type SearchOrder = "viewCount" | "date";

export type VideoResource = {
  id?: string;
  snippet?: {
    publishedAt?: string;
    title?: string;
    channelId?: string;
    channelTitle?: string;
    tags?: string[];
    categoryId?: string;
    /** The language of the title and description, when the channel set one. */
    defaultLanguage?: string;
    /** The language spoken in the video, when the channel set one. */
    defaultAudioLanguage?: string;
  };
  statistics?: { viewCount?: string; likeCount?: string; commentCount?: string };
  contentDetails?: { duration?: string };
};

export type ChannelResource = {
  id?: string;
  snippet?: { title?: string; customUrl?: string; publishedAt?: string };
  statistics?: { viewCount?: string; subscriberCount?: string; videoCount?: string; hiddenSubscriberCount?: boolean };
  contentDetails?: { relatedPlaylists?: { uploads?: string } };
};

export type PlaylistItemResource = {
  id?: string;
  snippet?: { publishedAt?: string; title?: string; channelId?: string; resourceId?: { videoId?: string } };
  contentDetails?: { videoId?: string; videoPublishedAt?: string };
};

export const isChannelId = (id: unknown): id is string => typeof id === "string" && CHANNEL_ID.test(id);

/** One keyed GET: units first, then the request; a spent quota pauses the source. */
async function call<T extends { items?: unknown }>(
  method: YoutubeMethod,
  path: string,
  params: Record<string, string>,
  opts: YoutubeCall,
): Promise<T> {
  const now = opts.now ?? new Date();
  const units = UNIT_COST[method];
  if (!opts.paid && !(await spendUnits(opts.purpose, units, now)))
    throw new SourceError(
      `daily unit budget used (${method} costs ${units}; the ${opts.purpose} share of YOUTUBE_DAILY_UNITS is spent); stored signals until the reset`,
      "budget",
    );
  const url = new URL(`${baseOf(env.YOUTUBE_API_BASE_URL, YOUTUBE_DEFAULT_BASE)}/${path}`);
  url.search = new URLSearchParams({ ...params, key: env.YOUTUBE_API_KEY ?? "" }).toString();
  try {
    const body = await sourceGetJson<T>({
      source: "youtube",
      url,
      limit: YOUTUBE_LIMIT,
      signal: opts.signal,
      retries: 1,
    });
    // channels.list answers a handle or id no channel has with no `items` at all (not an empty list).
    const none = method === "channels.list" && (body as { kind?: unknown })?.kind === "youtube#channelListResponse";
    if (none && body.items === undefined) return { ...body, items: [] };
    if (!body || !Array.isArray(body.items)) throw new SourceError(`parse failure: not a ${method} response`, "parse");
    return body;
  } catch (err) {
    if (err instanceof SourceError && (err.reason === "quotaExceeded" || err.reason === "dailyLimitExceeded"))
      await pauseSource("youtube", quotaDay(now).secondsLeft, "quotaExceeded: the daily quota is used up");
    throw err;
  }
}

/** search.list (100 units): videos published after `publishedAfter`, at most 50. */
export async function searchVideos(
  query: { q: string; order: SearchOrder; publishedAfter: Date; maxResults?: number },
  opts: YoutubeCall,
): Promise<SearchHit[]> {
  type Raw = {
    items?: {
      id?: { videoId?: string };
      snippet?: { channelId?: string; channelTitle?: string; publishedAt?: string };
    }[];
  };
  const body = await call<Raw>(
    "search.list",
    "search",
    {
      part: "snippet",
      type: "video",
      order: query.order,
      maxResults: String(Math.min(MAX_RESULTS, query.maxResults ?? MAX_RESULTS)),
      publishedAfter: query.publishedAfter.toISOString(),
      q: query.q,
    },
    opts,
  );
  const out: SearchHit[] = [];
  for (const it of body.items ?? []) {
    const videoId = it?.id?.videoId;
    const channelId = it?.snippet?.channelId;
    if (typeof videoId !== "string" || !ID.test(videoId) || !isChannelId(channelId)) continue;
    out.push({
      videoId,
      channelId,
      channelTitle: typeof it.snippet?.channelTitle === "string" ? it.snippet.channelTitle : "",
      publishedAt: typeof it.snippet?.publishedAt === "string" ? it.snippet.publishedAt : "",
    });
  }
  return out;
}

/**
 * videos.list for any number of ids: one call (1 unit) per 50. Ids that aren't video ids are
 * dropped; a call refused by the ledger ends the list there (what was read is returned).
 */
export async function listVideos(
  ids: readonly string[],
  opts: YoutubeCall & { parts?: string },
): Promise<VideoResource[]> {
  const clean = [...new Set(ids.filter((id) => ID.test(id)))];
  const out: VideoResource[] = [];
  for (let i = 0; i < clean.length; i += MAX_RESULTS) {
    const batch = clean.slice(i, i + MAX_RESULTS);
    try {
      const body = await call<{ items?: VideoResource[] }>(
        "videos.list",
        "videos",
        {
          part: opts.parts ?? "snippet,statistics,contentDetails",
          id: batch.join(","),
          maxResults: String(MAX_RESULTS),
        },
        opts,
      );
      out.push(...(body.items ?? []));
    } catch (err) {
      if (out.length > 0 && err instanceof SourceError && err.kind === "budget") break;
      throw err;
    }
  }
  return out;
}

/** channels.list (1 unit) by ids (up to 50) or by one @handle (`forHandle`). */
export async function listChannels(
  query: { ids: readonly string[] } | { handle: string },
  opts: YoutubeCall & { parts?: string },
): Promise<ChannelResource[]> {
  const select: Record<string, string> =
    "ids" in query
      ? { id: query.ids.filter(isChannelId).slice(0, MAX_RESULTS).join(",") }
      : { forHandle: query.handle.replace(/^@?/, "@") };
  if (select.id === "" || select.forHandle === "@") return [];
  const body = await call<{ items?: ChannelResource[] }>(
    "channels.list",
    "channels",
    { part: opts.parts ?? "snippet,statistics,contentDetails", ...select },
    opts,
  );
  return body.items ?? [];
}

/** playlistItems.list (1 unit): one page (up to 50) of a playlist, such as a channel's uploads. */
export async function listPlaylistItems(
  query: { playlistId: string; pageToken?: string; maxResults?: number },
  opts: YoutubeCall,
): Promise<{ items: PlaylistItemResource[]; nextPageToken?: string }> {
  if (!ID.test(query.playlistId)) throw new SourceError("not a playlist id", "parse");
  const body = await call<{ items?: PlaylistItemResource[]; nextPageToken?: string }>(
    "playlistItems.list",
    "playlistItems",
    {
      part: "snippet,contentDetails",
      playlistId: query.playlistId,
      maxResults: String(Math.min(MAX_RESULTS, query.maxResults ?? MAX_RESULTS)),
      ...(query.pageToken ? { pageToken: query.pageToken } : {}),
    },
    opts,
  );
  return {
    items: body.items ?? [],
    ...(typeof body.nextPageToken === "string" ? { nextPageToken: body.nextPageToken } : {}),
  };
}
