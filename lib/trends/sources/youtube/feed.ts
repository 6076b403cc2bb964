// YouTube channel feeds, keyless: youtube.com/feeds/videos.xml?channel_id=... (Atom, a channel's
// latest ~15 videos with their view counts). Each round reads FEED_CHANNELS_PER_ROUND of the
// niche's known channels (channels.ts: least recently read first, so the whole set is followed in
// turn), keeps their uploads of the last FEED_LOOKBACK_DAYS, and weighs each video against its
// own channel's norm at the same age (outliers.ts): an outlier counts for more than a mention.
import "server-only";
import { env } from "@/env";
import type { SignalItem } from "../../core/types";
import { SourceError, sourceGet } from "../fetch";
import { baseOf, clip, count, timeOf, type LiveContext, type LiveResult, type LiveSource } from "../types";
import { attrOf, parseXml, textOf } from "../xml";
import { channelsToRead, markRead, type KnownChannel } from "./channels";
import { channelNorm, outlierWeight } from "./outliers";
import { daysBefore } from "@/lib/time";

export const YOUTUBE_FEEDS_DEFAULT_BASE = "https://www.youtube.com";
/** No published limit for the feeds: a polite 60 a minute across all servers. */
export const YOUTUBE_FEEDS_LIMIT = { requests: 60, windowS: 60 };
/** Channel feeds read per niche per round (hourly): a set of 72 channels is read every 3 hours. */
export const FEED_CHANNELS_PER_ROUND = 24;
/** Uploads older than this are past the scoring window and not kept. */
export const FEED_LOOKBACK_DAYS = 21;

/** `shorts`: the entry's link is a /shorts/ page (how the feed marks most Shorts; lib/channels reads it). */
type Entry = { views: number; shorts: boolean; item: SignalItem };

function linksToShorts(link: unknown): boolean {
  return (Array.isArray(link) ? link : [link]).some((l) => /\/shorts\//.test(attrOf(l, "href")));
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

/**
 * One channel's feed as weighed items: its norm from all its entries (or the stored one when the
 * feed holds too few), the uploads of the lookback kept.
 */
export function weighFeed(
  entries: Pick<Entry, "views" | "item">[],
  stored: number | null,
  now: Date,
): { items: SignalItem[]; norm: number | null } {
  const norm = channelNorm(
    entries.map((e) => ({ views: e.views, publishedAt: e.item.publishedAt! })),
    now,
  );
  const since = daysBefore(now, FEED_LOOKBACK_DAYS).getTime();
  const items = entries
    .filter((e) => e.item.publishedAt!.getTime() > since && e.item.publishedAt!.getTime() <= now.getTime())
    .map((e) => {
      const weight = outlierWeight(e.views, e.item.publishedAt!, norm ?? stored, now);
      return weight !== 1 ? { ...e.item, weight } : e.item;
    });
  return { items, norm };
}

async function readFeed(channel: KnownChannel, ctx: LiveContext): Promise<Entry[]> {
  const url = new URL(`${baseOf(env.YOUTUBE_FEEDS_BASE_URL, YOUTUBE_FEEDS_DEFAULT_BASE)}/feeds/videos.xml`);
  url.search = new URLSearchParams({ channel_id: channel.channelId }).toString();
  const xml = await sourceGet({
    source: "youtube-feed",
    url,
    limit: YOUTUBE_FEEDS_LIMIT,
    accept: "application/atom+xml, application/xml",
    signal: ctx.signal,
  });
  return feedEntries(xml, ctx.matcher.key);
}

export const youtubeFeedSource: LiveSource = {
  name: "youtube-feed",
  label: "YouTube",
  limit: YOUTUBE_FEEDS_LIMIT,
  intervalS: 60 * 60,
  // A niche's first round finds its channels and reads their feeds too.
  after: "youtube",
  async fetch(ctx: LiveContext): Promise<LiveResult> {
    const channels = await channelsToRead(ctx.matcher.key, FEED_CHANNELS_PER_ROUND);
    if (channels.length === 0)
      return { items: [], skipped: "no channels known for this niche yet (they come from YouTube Data API searches)" };
    const results = await Promise.allSettled(channels.map((c) => readFeed(c, ctx)));
    const items: SignalItem[] = [];
    const reads: { channelId: string; medianViews: number | null; gone?: boolean }[] = [];
    const warnings: string[] = [];
    let ok = 0;
    results.forEach((r, i) => {
      const channel = channels[i];
      if (r.status === "fulfilled") {
        const weighed = weighFeed(r.value, channel.medianViews, ctx.now);
        items.push(...weighed.items);
        reads.push({ channelId: channel.channelId, medianViews: weighed.norm });
        ok++;
        return;
      }
      const gone = r.reason instanceof SourceError && r.reason.status === 404;
      reads.push({ channelId: channel.channelId, medianViews: null, gone });
      if (!gone) warnings.push(r.reason instanceof SourceError ? r.reason.message : "unexpected error");
    });
    await markRead(ctx.matcher.key, reads, ctx.now);
    if (ok === 0 && warnings.length > 0) {
      const first = results.find((r): r is PromiseRejectedResult => r.status === "rejected")?.reason;
      throw first instanceof SourceError ? first : new SourceError("unexpected error", "network");
    }
    return { items, warnings };
  },
};
