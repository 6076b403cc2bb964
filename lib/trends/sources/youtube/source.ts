// YouTube Data API v3, with YOUTUBE_API_KEY: the keyed round of a niche, every 6 hours. The search
// plan (plan.ts) decides whether this round searches (search.list, 100 units, over the last 7
// days, order alternating viewCount / date; its channels join the niche's channel set) or, as
// most rounds do, refreshes the counts of the recent videos the keyless feeds read (videos.list,
// 1 unit for 50, which also brings their tags). Every unit is spent on the ledger first (units.ts).
import "server-only";
import { db } from "@/lib/db";
import { runTogether } from "../../core/niche-forms";
import { normalizeTag } from "../../core/text";
import type { SignalItem } from "../../core/types";
import { SourceError } from "../fetch";
import { clip, count, langOf, timeOf, type LiveContext, type LiveResult, type LiveSource } from "../types";
import { channelMedians, rememberChannels } from "./channels";
import { listVideos, MAX_RESULTS, searchVideos, YOUTUBE_LIMIT, type VideoResource } from "./client";
import { outlierWeight } from "./outliers";
import { KEYED_ROUND_H, planSearch, recordSearch, UNITS_PER_SEARCH, viewUnitsPerRound, type RoundPlan } from "./plan";
import { dailyUnits, purposeCap, spendUnits } from "./units";
import { daysBefore } from "@/lib/time";

export const YOUTUBE_LOOKBACK_DAYS = 7;
/** The feed videos whose counts a views refresh brings up to date: those of the last 3 days. */
export const VIEWS_REFRESH_DAYS = 3;

type ItemOptions = { source?: string; norms?: ReadonlyMap<string, number>; now?: Date };

/**
 * videos.list resources as signal items, observed on the day each video was published; with the
 * channels' norms, a video far above its own channel's counts for more (outliers.ts).
 */
export function youtubeItems(
  res: { items?: VideoResource[] },
  nicheKey: string | null,
  opts: ItemOptions = {},
): SignalItem[] {
  if (!res || !Array.isArray(res.items)) throw new SourceError("parse failure: not a videos.list response", "parse");
  const out: SignalItem[] = [];
  for (const v of res.items) {
    const time = timeOf(v?.snippet?.publishedAt ?? "");
    if (!v?.id || !time || !v.snippet?.title) continue;
    const category = Number.parseInt(v.snippet.categoryId ?? "", 10);
    const views = count(v.statistics?.viewCount);
    const norm = v.snippet.channelId ? opts.norms?.get(v.snippet.channelId) : undefined;
    const weight = opts.now ? outlierWeight(views, time.publishedAt, norm, opts.now) : 1;
    out.push({
      source: opts.source ?? "youtube",
      externalId: v.id,
      title: clip(v.snippet.title, 300),
      tags: [...new Set((v.snippet.tags ?? []).map(normalizeTag).filter(Boolean))].slice(0, 30),
      channel: clip(v.snippet.channelTitle, 120),
      categoryId: Number.isInteger(category) ? category : null,
      views,
      likes: count(v.statistics?.likeCount),
      comments: count(v.statistics?.commentCount),
      ...time,
      niche: nicheKey,
      via: clip(v.snippet.channelTitle, 120) || "YouTube",
      url: `https://www.youtube.com/watch?v=${encodeURIComponent(v.id)}`,
      ...(weight !== 1 ? { weight } : {}),
      // The title's own language first: the title is what topics are read from.
      ...[v.snippet.defaultLanguage, v.snippet.defaultAudioLanguage].map(langOf).find((l) => "lang" in l),
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

const channelsOf = (videos: VideoResource[]) =>
  videos.map((v) => v.snippet?.channelId).filter((c): c is string => typeof c === "string");

async function search(ctx: LiveContext, order: "viewCount" | "date"): Promise<LiveResult> {
  // The search and the videos.list of its hits are paid for at once: the search share then
  // admits exactly the day's planned searches, however many servers decide to search together.
  if (!(await spendUnits("search", UNITS_PER_SEARCH, ctx.now)))
    return { items: [], skipped: "the day's searches are spent" };
  const call = { purpose: "search" as const, signal: ctx.signal, now: ctx.now, paid: true };
  await recordSearch(ctx.matcher.key, order, ctx.now);
  const hits = await searchVideos(
    {
      q: youtubeQuery(ctx.niche),
      order,
      publishedAfter: daysBefore(ctx.now, YOUTUBE_LOOKBACK_DAYS),
    },
    call,
  );
  await rememberChannels(ctx.matcher.key, hits, ctx.now);
  if (hits.length === 0) return { items: [] };
  const videos = await listVideos(
    hits.map((h) => h.videoId),
    { ...call, parts: "snippet,statistics" },
  );
  const norms = await channelMedians(ctx.matcher.key, channelsOf(videos));
  return { items: youtubeItems({ items: videos }, ctx.matcher.key, { norms, now: ctx.now }) };
}

/** The recent feed videos of the niche, newest first: the ones whose counts still move. */
async function recentFeedVideos(nicheKey: string, now: Date, n: number): Promise<string[]> {
  const rows = await db.nicheSignal.findMany({
    where: {
      nicheKey,
      source: "youtube-feed",
      publishedAt: { gt: daysBefore(now, VIEWS_REFRESH_DAYS), lte: now },
    },
    orderBy: { publishedAt: "desc" },
    take: n,
    select: { externalId: true },
  });
  return rows.map((r) => r.externalId);
}

/** videos.list over the feed videos: fresh counts and tags, stored over the feed's own rows. */
async function refreshViews(ctx: LiveContext, plan: RoundPlan): Promise<LiveResult> {
  const left = Math.min(dailyUnits() - plan.day.used, purposeCap("views") - (plan.day.byPurpose.views ?? 0));
  const units = Math.min(left, viewUnitsPerRound(plan.activeNiches));
  if (units <= 0) return { items: [] };
  const ids = await recentFeedVideos(ctx.matcher.key, ctx.now, units * MAX_RESULTS);
  if (ids.length === 0) return { items: [] };
  const videos = await listVideos(ids, { purpose: "views", signal: ctx.signal, now: ctx.now });
  if (videos.length === 0) return { items: [] };
  const norms = await channelMedians(ctx.matcher.key, channelsOf(videos));
  return { items: youtubeItems({ items: videos }, ctx.matcher.key, { source: "youtube-feed", norms, now: ctx.now }) };
}

export const youtubeSource: LiveSource = {
  name: "youtube",
  label: "YouTube",
  limit: YOUTUBE_LIMIT,
  intervalS: KEYED_ROUND_H * 3600,
  async fetch(ctx: LiveContext): Promise<LiveResult> {
    const plan = await planSearch(ctx.matcher.key, ctx.now);
    if (plan.search) return search(ctx, plan.order);
    // No channels yet and no search this round: nothing to read; asked again soon, not in 6 hours.
    if (plan.channels === 0)
      return { items: [], skipped: `no channels known for this niche yet and no search this round: ${plan.why}` };
    return refreshViews(ctx, plan);
  },
};
