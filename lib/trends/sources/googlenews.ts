// Google News, keyless: the search RSS feed (news.google.com/rss/search?q=...) for the niche's
// words. Headlines carry no view counts; each publisher counts as a channel. Google publishes no
// request limit for the feeds and offers them for personal, non-commercial use: read sparingly.
import "server-only";
import { env } from "@/env";
import { runTogether } from "../core/niche-forms";
import type { SignalItem } from "../core/types";
import { SourceError, sourceGet } from "./fetch";
import { baseOf, clip, timeOf, type LiveContext, type LiveResult, type LiveSource } from "./types";
import { attrOf, parseXml, textOf } from "./xml";

export const GOOGLE_NEWS_DEFAULT_BASE = "https://news.google.com";
/** No published limit: a polite 30 feeds a minute across all servers. */
export const GOOGLE_NEWS_LIMIT = { requests: 30, windowS: 60 };

/** RSS items as signal items; "Headline - Publisher" loses its publisher suffix. */
export function googleNewsItems(xml: string, nicheKey: string | null): SignalItem[] {
  const doc = parseXml(xml, "Google News feed") as { rss?: { channel?: { item?: unknown[] } } };
  const channel = doc.rss?.channel;
  if (!channel || typeof channel !== "object") throw new SourceError("parse failure: not an RSS feed", "parse");
  const out: SignalItem[] = [];
  for (const raw of channel.item ?? []) {
    const item = raw as Record<string, unknown>;
    const publisher = clip(textOf(item.source), 80);
    let title = clip(textOf(item.title), 300);
    if (publisher && title.endsWith(` - ${publisher}`)) title = title.slice(0, -publisher.length - 3).trim();
    const time = timeOf(textOf(item.pubDate));
    const id = clip(textOf(item.guid), 200) || clip(textOf(item.link), 200);
    if (!title || !time || !id) continue;
    const link = textOf(item.link);
    out.push({
      source: "googlenews",
      externalId: id,
      title,
      tags: [],
      channel: publisher || clip(attrOf(item.source, "url"), 80) || "Google News",
      categoryId: null,
      views: 0,
      likes: 0,
      comments: 0,
      ...time,
      niche: nicheKey,
      via: publisher || "Google News",
      url: /^https:\/\//.test(link) ? link.slice(0, 500) : undefined,
    });
  }
  return out;
}

/**
 * The niche as an exact phrase, or for a niche of several words also run together ("\"home
 * brewing\" OR homebrewing"), as headlines write it either way. The caller limits it to the last
 * three weeks (the scoring window).
 */
export function newsQuery(niche: string): string {
  const phrase = `"${niche.replace(/"/g, "")}"`;
  const joined = runTogether(niche);
  return joined ? `${phrase} OR ${joined}` : phrase;
}

export const googleNewsSource: LiveSource = {
  name: "googlenews",
  label: "Google News",
  limit: GOOGLE_NEWS_LIMIT,
  intervalS: 60 * 60,
  async fetch(ctx: LiveContext): Promise<LiveResult> {
    const url = new URL(`${baseOf(env.GOOGLE_NEWS_BASE_URL, GOOGLE_NEWS_DEFAULT_BASE)}/rss/search`);
    url.search = new URLSearchParams({
      q: `${newsQuery(ctx.niche)} when:21d`,
      hl: "en-US",
      gl: "US",
      ceid: "US:en",
    }).toString();
    const xml = await sourceGet({
      source: "googlenews",
      url,
      limit: GOOGLE_NEWS_LIMIT,
      accept: "application/rss+xml, application/xml",
      signal: ctx.signal,
    });
    return { items: googleNewsItems(xml, ctx.matcher.key) };
  },
};
