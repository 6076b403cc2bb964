// Hacker News, keyless: the Algolia search API (hn.algolia.com/api/v1/search_by_date), stories
// matching the niche's words from the last three weeks. Points are the likes, the linked site
// (or the poster) the channel. Published limit: 10,000 requests an hour per IP.
import "server-only";
import { env } from "@/env";
import type { SignalItem } from "../core/types";
import { SourceError, sourceGetJson } from "./fetch";
import { baseOf, clip, count, timeOf, type LiveContext, type LiveResult, type LiveSource } from "./types";

export const HACKERNEWS_DEFAULT_BASE = "https://hn.algolia.com";
export const HACKERNEWS_LIMIT = { requests: 10_000, windowS: 3600 };
const LOOKBACK_S = 21 * 86_400;

type Hit = {
  objectID?: string;
  title?: string | null;
  url?: string | null;
  author?: string;
  points?: number | null;
  num_comments?: number | null;
  created_at_i?: number;
  created_at?: string;
  _tags?: string[];
};
type SearchResponse = { hits?: Hit[] };

function siteOf(url: string | null | undefined): string {
  try {
    return url ? new URL(url).hostname.replace(/^www\./, "") : "";
  } catch {
    return "";
  }
}

export function hackerNewsItems(res: SearchResponse, nicheKey: string | null): SignalItem[] {
  if (!res || !Array.isArray(res.hits)) throw new SourceError("parse failure: not an HN search response", "parse");
  const out: SignalItem[] = [];
  for (const h of res.hits) {
    const title = clip(h?.title, 300);
    const time = timeOf(h?.created_at_i ? h.created_at_i * 1000 : (h?.created_at ?? NaN));
    if (!h?.objectID || !title || !time) continue;
    out.push({
      source: "hackernews",
      externalId: String(h.objectID).slice(0, 40),
      title,
      tags: [],
      channel: siteOf(h.url) || `HN user ${clip(h.author, 40)}`,
      categoryId: null,
      views: 0,
      likes: count(h.points),
      comments: count(h.num_comments),
      ...time,
      niche: nicheKey,
      via: "Hacker News",
      url: `https://news.ycombinator.com/item?id=${encodeURIComponent(String(h.objectID))}`,
    });
  }
  return out;
}

export const hackerNewsSource: LiveSource = {
  name: "hackernews",
  label: "Hacker News",
  limit: HACKERNEWS_LIMIT,
  intervalS: 60 * 60,
  async fetch(ctx: LiveContext): Promise<LiveResult> {
    const url = new URL(`${baseOf(env.HACKERNEWS_BASE_URL, HACKERNEWS_DEFAULT_BASE)}/api/v1/search_by_date`);
    const since = Math.floor(ctx.now.getTime() / 1000) - LOOKBACK_S;
    url.search = new URLSearchParams({
      query: ctx.niche,
      tags: "story",
      hitsPerPage: "100",
      numericFilters: `created_at_i>${since}`,
    }).toString();
    return {
      items: hackerNewsItems(
        await sourceGetJson<SearchResponse>({ source: "hackernews", url, limit: HACKERNEWS_LIMIT, signal: ctx.signal }),
        ctx.matcher.key,
      ),
    };
  },
};
