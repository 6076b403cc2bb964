// YouTube Data API v3, with YOUTUBE_API_KEY: search.list (100 units) for the niche over the last 7
// days, then videos.list (1 unit) for tags and statistics. The quota is planned, not hit: a niche
// is searched at most every 6 hours (shared by all its users), units are counted per Pacific day
// and purpose in Postgres (units.ts), and quotaExceeded pauses the source until the reset. Each
// search also remembers the niche's channels, which the keyless channel feeds (feed.ts) then
// follow for free.
import "server-only";
import { runTogether } from "../../niche-forms";
import { normalizeTag } from "../../text";
import type { SignalItem } from "../../types";
import { SourceError } from "../fetch";
import { cachePut } from "../api-cache";
import { clip, count, timeOf, type LiveContext, type LiveResult, type LiveSource } from "../types";
import { listVideos, searchVideos, YOUTUBE_LIMIT, type VideoResource } from "./client";
import { purposeCap, UNIT_COST } from "./units";

export const YOUTUBE_LOOKBACK_DAYS = 7;
/** search.list + the videos.list that reads its hits. */
export const UNITS_PER_SEARCH = UNIT_COST["search.list"] + UNIT_COST["videos.list"];
const CHANNELS_TTL_S = 30 * 86_400;
export const channelsKey = (nicheKey: string) => `youtube:channels:${nicheKey}`;

/** videos.list resources as signal items, observed on the day each video was published. */
export function youtubeItems(res: { items?: VideoResource[] }, nicheKey: string | null): SignalItem[] {
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

/**
 * The search's q: the niche, or for a niche of several words also run together, with YouTube's OR
 * operator ("home brewing|homebrewing"), as titles and tags write it either way.
 */
export function youtubeQuery(niche: string): string {
  const joined = runTogether(niche);
  return joined ? `${niche}|${joined}` : niche;
}

/** Searches a day: the search share of the day's units. */
export const searchesPerDay = () => Math.floor(purposeCap("search") / UNITS_PER_SEARCH);

export const youtubeSource: LiveSource = {
  name: "youtube",
  label: "YouTube",
  limit: YOUTUBE_LIMIT,
  intervalS: 6 * 3600,
  async fetch(ctx: LiveContext): Promise<LiveResult> {
    const call = { purpose: "search" as const, signal: ctx.signal, now: ctx.now };
    const hits = await searchVideos(
      {
        q: youtubeQuery(ctx.niche),
        order: "viewCount",
        publishedAfter: new Date(ctx.now.getTime() - YOUTUBE_LOOKBACK_DAYS * 86_400_000),
      },
      call,
    );
    const channels = tally(hits.map((h) => h.channelId));
    if (channels.length) await cachePut(channelsKey(ctx.matcher.key), channels.slice(0, 8), CHANNELS_TTL_S);
    if (hits.length === 0) return { items: [] };
    const videos = await listVideos(
      hits.map((h) => h.videoId),
      { ...call, parts: "snippet,statistics" },
    );
    return { items: youtubeItems({ items: videos }, ctx.matcher.key) };
  },
};

/** Distinct values, most frequent first. */
function tally(values: string[]): string[] {
  const n = new Map<string, number>();
  for (const v of values) n.set(v, (n.get(v) ?? 0) + 1);
  return [...n].sort((a, b) => b[1] - a[1]).map(([v]) => v);
}
