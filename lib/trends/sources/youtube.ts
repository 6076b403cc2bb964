// Live YouTube Data API v3 signals: search.list (100 quota units) for the niche over the last 7
// days, then videos.list (1 unit) for tags and statistics. Each niche's result is cached for 30
// minutes in api_cache, searches are capped per day below the 10,000-unit
// quota, and a quotaExceeded answer pauses calls until the quota resets (midnight Pacific).
import "server-only";
import { env } from "@/env";
import { db } from "@/lib/db";
import { hit } from "@/lib/auth/rate-limit";
import { log } from "@/lib/log";
import { storeSignalItems } from "../seed-signals";
import { normalizeTag } from "../text";
import type { SignalItem } from "../types";
import { getJson, SourceError } from "./http";
import { cacheGet, cachePut, recordSourceStatus } from "./status";
import { count, fromStored, toStored, utcDay, type SourceContext, type SourceOutcome, type StoredItem, type TrendSource } from "./types";

export const YOUTUBE_DEFAULT_BASE = "https://www.googleapis.com/youtube/v3";
export const YOUTUBE_CACHE_TTL_S = 30 * 60;
export const YOUTUBE_LOOKBACK_DAYS = 7;
/** 10,000 units a day at 101 units per niche refresh (search + videos), with headroom. */
export const YOUTUBE_SEARCHES_PER_DAY = 95;
const MAX_RESULTS = 50;
const PAUSE_KEY = "youtube:quota-exhausted";

type SearchResponse = { items?: { id?: { kind?: string; videoId?: string } }[] };
type VideoResource = {
  id?: string;
  snippet?: { publishedAt?: string; title?: string; channelTitle?: string; tags?: string[]; categoryId?: string };
  statistics?: { viewCount?: string; likeCount?: string; commentCount?: string };
};
type VideosResponse = { items?: VideoResource[] };

/** videos.list resources as signal items, observed on the day each video was published. */
export function youtubeItems(res: VideosResponse, nicheKey: string | null): SignalItem[] {
  const out: SignalItem[] = [];
  for (const v of res.items ?? []) {
    const day = utcDay(v.snippet?.publishedAt ?? "");
    if (!v.id || !day || !v.snippet?.title) continue;
    const category = Number.parseInt(v.snippet.categoryId ?? "", 10);
    out.push({
      source: "youtube",
      externalId: v.id,
      title: v.snippet.title.slice(0, 300),
      tags: [...new Set((v.snippet.tags ?? []).map(normalizeTag).filter(Boolean))].slice(0, 30),
      channel: (v.snippet.channelTitle ?? "").slice(0, 120),
      categoryId: Number.isInteger(category) ? category : null,
      views: count(v.statistics?.viewCount),
      likes: count(v.statistics?.likeCount),
      comments: count(v.statistics?.commentCount),
      observedAt: day,
      niche: nicheKey,
    });
  }
  return out;
}

function baseUrl(): string {
  return (env.YOUTUBE_API_BASE_URL ?? YOUTUBE_DEFAULT_BASE).replace(/\/$/, "");
}

/** Seconds until the YouTube quota resets: midnight Pacific time, taken as 08:00 UTC. */
function secondsUntilQuotaReset(now: Date): number {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 8));
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return Math.max(60, Math.round((next.getTime() - now.getTime()) / 1000));
}

async function fetchLive(query: string, nicheKey: string, now: Date): Promise<SignalItem[]> {
  const key = env.YOUTUBE_API_KEY ?? "";
  const search = new URL(`${baseUrl()}/search`);
  search.search = new URLSearchParams({
    part: "snippet",
    type: "video",
    order: "viewCount",
    maxResults: String(MAX_RESULTS),
    publishedAfter: new Date(now.getTime() - YOUTUBE_LOOKBACK_DAYS * 86_400_000).toISOString(),
    q: query,
    key,
  }).toString();
  const found = await getJson<SearchResponse>(search);
  const ids = [...new Set((found.items ?? []).map((i) => i.id?.videoId).filter((id): id is string => typeof id === "string" && /^[\w-]{1,20}$/.test(id)))];
  if (ids.length === 0) return [];
  const videos = new URL(`${baseUrl()}/videos`);
  videos.search = new URLSearchParams({ part: "snippet,statistics", id: ids.join(","), maxResults: String(MAX_RESULTS), key }).toString();
  return youtubeItems(await getJson<VideosResponse>(videos), nicheKey);
}

export const youtubeSource: TrendSource = {
  name: "youtube",
  async collect({ niche, matcher, now }: SourceContext): Promise<SourceOutcome> {
    const cacheKey = `youtube:v1:${niche.toLowerCase()}`;
    const cached = await cacheGet<StoredItem[]>(cacheKey);
    if (cached) return { name: "youtube", items: cached.map(fromStored), ok: true, cached: true };
    if (await cacheGet<boolean>(PAUSE_KEY)) {
      const error = "quotaExceeded: daily quota used up; using stored signals until it resets";
      await recordSourceStatus("youtube", "degraded", error);
      return { name: "youtube", items: [], ok: false, error };
    }
    const budget = await hit({ key: "youtube:searches", limit: YOUTUBE_SEARCHES_PER_DAY, windowS: 86_400 });
    if (!budget.ok) {
      const error = `daily search budget (${YOUTUBE_SEARCHES_PER_DAY} searches) used; using stored signals`;
      await recordSourceStatus("youtube", "degraded", error);
      return { name: "youtube", items: [], ok: false, error };
    }
    try {
      const items = await fetchLive(niche, matcher.key, now);
      await cachePut(cacheKey, items.map(toStored), YOUTUBE_CACHE_TTL_S);
      // Kept in the snapshot store too: later reports get a baseline beyond the 7-day search window.
      await storeSignalItems(db, items).catch((err) => log.warn("youtube_store_failed", { error: String(err?.message ?? err).slice(0, 200) }));
      await recordSourceStatus("youtube", "healthy");
      return { name: "youtube", items, ok: true };
    } catch (err) {
      const error = err instanceof SourceError ? err.message : "unexpected error";
      if (err instanceof SourceError && (err.reason === "quotaExceeded" || err.reason === "dailyLimitExceeded")) {
        await cachePut(PAUSE_KEY, true, secondsUntilQuotaReset(now));
      }
      log.warn("youtube_failed", { error });
      await recordSourceStatus("youtube", "down", error);
      return { name: "youtube", items: [], ok: false, error };
    }
  },
};
