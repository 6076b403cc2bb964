// YouTube channel feeds, keyless: youtube.com/feeds/videos.xml?channel_id=... (Atom, the channel's
// latest ~15 videos with their view counts). A video counts as a signal when it outperforms its
// own channel: views at least OUTLIER_RATIO times the median of the channel's feed. The channels
// of a niche are the ones its YouTube Data API searches returned (youtube.ts), so the free feeds
// keep a niche current between the metered searches.
import "server-only";
import { env } from "@/env";
import type { SignalItem } from "../../types";
import { SourceError, sourceGet } from "../fetch";
import { cacheGet } from "../api-cache";
import { baseOf, clip, count, timeOf, type LiveContext, type LiveResult, type LiveSource } from "../types";
import { channelsKey } from "./source";
import { attrOf, parseXml, textOf } from "../xml";

export const YOUTUBE_FEEDS_DEFAULT_BASE = "https://www.youtube.com";
/** No published limit for the feeds: a polite 60 a minute across all servers. */
export const YOUTUBE_FEEDS_LIMIT = { requests: 60, windowS: 60 };
export const OUTLIER_RATIO = 2;
/** A median needs a few videos to mean anything. */
const MIN_ENTRIES = 5;

/** `shorts`: the entry's link is a /shorts/ page (how the feed marks most Shorts; lib/channels reads it). */
type Entry = { views: number; shorts: boolean; item: SignalItem };

function linksToShorts(link: unknown): boolean {
  return (Array.isArray(link) ? link : [link]).some((l) => /\/shorts\//.test(attrOf(l, "href")));
}

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Every entry of one channel feed, with its views. */
export function feedEntries(xml: string, nicheKey: string | null): Entry[] {
  const doc = parseXml(xml, "YouTube channel feed") as {
    feed?: { entry?: unknown[]; title?: unknown; author?: unknown };
  };
  if (!doc.feed || typeof doc.feed !== "object") throw new SourceError("parse failure: not an Atom feed", "parse");
  const channelTitle = clip(textOf(doc.feed.title), 120);
  const out: Entry[] = [];
  for (const raw of doc.feed.entry ?? []) {
    const e = raw as Record<string, unknown>;
    const id = clip(textOf(e["yt:videoId"]), 20);
    const title = clip(textOf(e.title), 300);
    const time = timeOf(textOf(e.published));
    if (!id || !title || !time) continue;
    const group = (e["media:group"] ?? {}) as Record<string, unknown>;
    const community = (group["media:community"] ?? {}) as Record<string, unknown>;
    const views = count(attrOf(community["media:statistics"], "views"));
    const author = clip(textOf((e.author as Record<string, unknown> | undefined)?.name), 120) || channelTitle;
    out.push({
      views,
      shorts: linksToShorts(e.link),
      item: {
        source: "youtube-feed",
        externalId: id,
        title,
        tags: [],
        channel: author || "YouTube channel",
        categoryId: null,
        views,
        likes: count(attrOf(community["media:starRating"], "count")),
        comments: 0,
        ...time,
        niche: nicheKey,
        via: author || "YouTube",
        url: `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`,
      },
    });
  }
  return out;
}

/** The videos doing at least OUTLIER_RATIO times better than their channel's median. */
export function outliers(entries: Pick<Entry, "views" | "item">[]): SignalItem[] {
  if (entries.length < MIN_ENTRIES) return [];
  const m = median(entries.map((e) => e.views));
  if (m <= 0) return [];
  return entries.filter((e) => e.views >= OUTLIER_RATIO * m).map((e) => e.item);
}

export const youtubeFeedSource: LiveSource = {
  name: "youtube-feed",
  label: "YouTube",
  limit: YOUTUBE_FEEDS_LIMIT,
  intervalS: 60 * 60,
  // A niche's first round finds its channels and reads their feeds too.
  after: "youtube",
  async fetch(ctx: LiveContext): Promise<LiveResult> {
    const channels = (await cacheGet<string[]>(channelsKey(ctx.matcher.key))) ?? [];
    if (channels.length === 0)
      return { items: [], skipped: "no channels known for this niche yet (they come from YouTube Data API searches)" };
    const base = baseOf(env.YOUTUBE_FEEDS_BASE_URL, YOUTUBE_FEEDS_DEFAULT_BASE);
    const results = await Promise.allSettled(
      channels.map(async (id) => {
        const url = new URL(`${base}/feeds/videos.xml`);
        url.search = new URLSearchParams({ channel_id: id }).toString();
        const xml = await sourceGet({
          source: "youtube-feed",
          url,
          limit: YOUTUBE_FEEDS_LIMIT,
          accept: "application/atom+xml, application/xml",
          signal: ctx.signal,
        });
        return outliers(feedEntries(xml, ctx.matcher.key));
      }),
    );
    const ok = results.filter((r): r is PromiseFulfilledResult<SignalItem[]> => r.status === "fulfilled");
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    if (ok.length === 0)
      throw failed[0].reason instanceof SourceError ? failed[0].reason : new SourceError("unexpected error", "network");
    return {
      items: ok.flatMap((r) => r.value),
      warnings: failed.map((r) => (r.reason instanceof SourceError ? r.reason.message : "unexpected error")),
    };
  },
};
