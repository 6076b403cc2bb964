// YouTube Data API v3, with YOUTUBE_API_KEY: search.list (100 units) for the niche over the last 7
// days, then videos.list (1 unit) for tags and statistics. The quota is planned, not hit: a niche
// is searched at most every 6 hours (shared by all its users), searches are counted per Pacific
// day against YOUTUBE_DAILY_UNITS in Postgres, and quotaExceeded pauses the source until the
// reset. Each search also remembers the niche's channels, which the keyless channel feeds
// (youtube-feed.ts) then follow for free.
import "server-only";
import { env } from "@/env";
import { hit } from "@/lib/auth/rate-limit";
import { runTogether } from "../niche-forms";
import { normalizeTag } from "../text";
import type { SignalItem } from "../types";
import { pauseSource, SourceError, sourceGetJson } from "./fetch";
import { cachePut } from "./api-cache";
import { baseOf, clip, count, timeOf, type LiveContext, type LiveResult, type LiveSource } from "./types";

export const YOUTUBE_DEFAULT_BASE = "https://www.googleapis.com/youtube/v3";
export const YOUTUBE_LOOKBACK_DAYS = 7;
/** search.list + videos.list. */
export const UNITS_PER_REFRESH = 101;
/** Google's per-user limit is far above this; the daily units are what bind. */
export const YOUTUBE_LIMIT = { requests: 60, windowS: 60 };
const MAX_RESULTS = 50;
const CHANNELS_TTL_S = 30 * 86_400;
export const channelsKey = (nicheKey: string) => `youtube:channels:${nicheKey}`;

type SearchResponse = { items?: { id?: { kind?: string; videoId?: string }; snippet?: { channelId?: string } }[] };
type VideoResource = {
  id?: string;
  snippet?: {
    publishedAt?: string;
    title?: string;
    channelId?: string;
    channelTitle?: string;
    tags?: string[];
    categoryId?: string;
  };
  statistics?: { viewCount?: string; likeCount?: string; commentCount?: string };
};
type VideosResponse = { items?: VideoResource[] };

/** videos.list resources as signal items, observed on the day each video was published. */
export function youtubeItems(res: VideosResponse, nicheKey: string | null): SignalItem[] {
  if (!res || !Array.isArray(res.items)) throw new SourceError("parse failure: not a videos.list response", "parse");
  const out: SignalItem[] = [];
  for (const v of res.items) {
    const time = timeOf(v?.snippet?.publishedAt ?? "");
    if (!v?.id || !time || !v.snippet?.title) continue;
    const category = Number.parseInt(v.snippet.categoryId ?? "", 10);
    out.push({
      source: "youtube",
      externalId: v.id,
      title: clip(v.snippet.title, 300),
      tags: [...new Set((v.snippet.tags ?? []).map(normalizeTag).filter(Boolean))].slice(0, 30),
      channel: clip(v.snippet.channelTitle, 120),
      categoryId: Number.isInteger(category) ? category : null,
      views: count(v.statistics?.viewCount),
      likes: count(v.statistics?.likeCount),
      comments: count(v.statistics?.commentCount),
      ...time,
      niche: nicheKey,
      via: clip(v.snippet.channelTitle, 120) || "YouTube",
      url: `https://www.youtube.com/watch?v=${encodeURIComponent(v.id)}`,
    });
  }
  return out;
}

/** The quota day: it resets at midnight Pacific time (taken as 08:00 UTC). */
export function quotaDay(now: Date): { day: string; secondsLeft: number } {
  const shifted = new Date(now.getTime() - 8 * 3_600_000);
  const next = Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate() + 1, 8);
  return {
    day: shifted.toISOString().slice(0, 10),
    secondsLeft: Math.max(60, Math.round((next - now.getTime()) / 1000)),
  };
}

/**
 * The search's q: the niche, or for a niche of several words also run together, with YouTube's OR
 * operator ("home brewing|homebrewing"), as titles and tags write it either way.
 */
export function youtubeQuery(niche: string): string {
  const joined = runTogether(niche);
  return joined ? `${niche}|${joined}` : niche;
}

/** Searches a day within the unit budget, keeping a tenth back for the admin status checks. */
export const searchesPerDay = () => Math.floor((env.YOUTUBE_DAILY_UNITS * 0.9) / UNITS_PER_REFRESH);

const base = () => baseOf(env.YOUTUBE_API_BASE_URL, YOUTUBE_DEFAULT_BASE);

export const youtubeSource: LiveSource = {
  name: "youtube",
  label: "YouTube",
  limit: YOUTUBE_LIMIT,
  intervalS: 6 * 3600,
  async fetch(ctx: LiveContext): Promise<LiveResult> {
    const { day, secondsLeft } = quotaDay(ctx.now);
    const budget = await hit({ key: `youtube:searches:${day}`, limit: searchesPerDay(), windowS: secondsLeft });
    if (!budget.ok)
      throw new SourceError(
        `daily unit budget used (${searchesPerDay()} searches of ${UNITS_PER_REFRESH} units); stored signals until the reset`,
        "budget",
      );
    const key = env.YOUTUBE_API_KEY ?? "";
    const search = new URL(`${base()}/search`);
    search.search = new URLSearchParams({
      part: "snippet",
      type: "video",
      order: "viewCount",
      maxResults: String(MAX_RESULTS),
      publishedAfter: new Date(ctx.now.getTime() - YOUTUBE_LOOKBACK_DAYS * 86_400_000).toISOString(),
      q: youtubeQuery(ctx.niche),
      key,
    }).toString();
    try {
      const found = await sourceGetJson<SearchResponse>({
        source: "youtube",
        url: search,
        limit: YOUTUBE_LIMIT,
        signal: ctx.signal,
        retries: 1,
      });
      if (!Array.isArray(found?.items)) throw new SourceError("parse failure: not a search.list response", "parse");
      const ids = [
        ...new Set(
          found.items
            .map((i) => i?.id?.videoId)
            .filter((id): id is string => typeof id === "string" && /^[\w-]{1,20}$/.test(id)),
        ),
      ];
      const channels = tally(
        found.items
          .map((i) => i?.snippet?.channelId)
          .filter((c): c is string => typeof c === "string" && /^UC[\w-]{22}$/.test(c)),
      );
      if (channels.length) await cachePut(channelsKey(ctx.matcher.key), channels.slice(0, 8), CHANNELS_TTL_S);
      if (ids.length === 0) return { items: [] };
      const videos = new URL(`${base()}/videos`);
      videos.search = new URLSearchParams({
        part: "snippet,statistics",
        id: ids.join(","),
        maxResults: String(MAX_RESULTS),
        key,
      }).toString();
      return {
        items: youtubeItems(
          await sourceGetJson<VideosResponse>({
            source: "youtube",
            url: videos,
            limit: YOUTUBE_LIMIT,
            signal: ctx.signal,
            retries: 1,
          }),
          ctx.matcher.key,
        ),
      };
    } catch (err) {
      if (err instanceof SourceError && (err.reason === "quotaExceeded" || err.reason === "dailyLimitExceeded")) {
        await pauseSource("youtube", secondsLeft, "quotaExceeded: the daily quota is used up");
      }
      throw err;
    }
  },
};

/** Distinct values, most frequent first. */
function tally(values: string[]): string[] {
  const n = new Map<string, number>();
  for (const v of values) n.set(v, (n.get(v) ?? 0) + 1);
  return [...n].sort((a, b) => b[1] - a[1]).map(([v]) => v);
}
