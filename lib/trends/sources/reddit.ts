// Reddit signals from the public listing JSON of a niche's subreddits (this week's top posts and
// the current hot list). Reddit has no view counts: upvotes and comments are the engagement, and
// each author counts as a channel for the cross-channel spread.
import "server-only";
import { env } from "@/env";
import { log } from "@/lib/log";
import { normalizeTag } from "../text";
import type { SignalItem } from "../types";
import { getJson, SourceError } from "./http";
import { cacheGet, cachePut, recordSourceStatus } from "./status";
import { count, fromStored, toStored, utcDay, type SourceContext, type SourceOutcome, type StoredItem, type TrendSource } from "./types";

export const REDDIT_DEFAULT_BASE = "https://www.reddit.com";
export const REDDIT_CACHE_TTL_S = 15 * 60;
const USER_AGENT = "web:trendscript:1.0 (trend signals)";

export const NICHE_SUBREDDITS: Record<string, string[]> = {
  beauty: ["MakeupAddiction", "SkincareAddiction", "BeautyGuruChatter"],
  gaming: ["gaming", "Games", "pcgaming"],
  diy: ["DIY", "crafts", "woodworking"],
  food: ["food", "Cooking", "recipes"],
  fitness: ["Fitness", "bodyweightfitness", "running"],
  education: ["explainlikeimfive", "todayilearned", "GetStudying"],
  technology: ["technology", "gadgets", "Android"],
};

const SUBREDDIT_NAME = /^[A-Za-z0-9][A-Za-z0-9_]{2,20}$/;

/** Preset niches use their list; custom text is tried as a subreddit name ("skateboarding"). */
export function subredditsFor(nicheKey: string, niche: string): string[] {
  const preset = NICHE_SUBREDDITS[nicheKey];
  if (preset) return preset;
  const name = niche.normalize("NFKC").replace(/[\s'-]+/g, "");
  return SUBREDDIT_NAME.test(name) ? [name] : [];
}

type Listing = {
  kind?: string;
  data?: {
    children?: {
      kind?: string;
      data?: {
        id?: string;
        title?: string;
        author?: string;
        subreddit?: string;
        score?: number;
        ups?: number;
        num_comments?: number;
        created_utc?: number;
        link_flair_text?: string | null;
        stickied?: boolean;
        over_18?: boolean;
      };
    }[];
  };
};

/** Listing posts as signal items, observed on the day each was posted. */
export function redditItems(listing: Listing, nicheKey: string | null): SignalItem[] {
  const out: SignalItem[] = [];
  for (const child of listing.data?.children ?? []) {
    const p = child.data;
    if (child.kind !== "t3" || !p?.id || !p.title || p.stickied || p.over_18) continue;
    const day = utcDay((p.created_utc ?? NaN) * 1000);
    if (!day) continue;
    const flair = p.link_flair_text ? normalizeTag(p.link_flair_text) : "";
    out.push({
      source: "reddit",
      externalId: p.id,
      title: p.title.slice(0, 300),
      tags: flair ? [flair.slice(0, 60)] : [],
      channel: p.author && p.author !== "[deleted]" ? `u/${p.author}` : `r/${p.subreddit ?? "unknown"}`,
      categoryId: null,
      views: 0,
      likes: count(p.score ?? p.ups),
      comments: count(p.num_comments),
      observedAt: day,
      niche: nicheKey,
    });
  }
  return out;
}

function baseUrl(): string {
  return (env.REDDIT_BASE_URL ?? REDDIT_DEFAULT_BASE).replace(/\/$/, "");
}

async function listing(sub: string, path: "top" | "hot"): Promise<Listing> {
  const url = new URL(`${baseUrl()}/r/${encodeURIComponent(sub)}/${path}.json`);
  url.search = new URLSearchParams(path === "top" ? { t: "week", limit: "100", raw_json: "1" } : { limit: "50", raw_json: "1" }).toString();
  return getJson<Listing>(url, { "user-agent": USER_AGENT });
}

export const redditSource: TrendSource = {
  name: "reddit",
  async collect({ niche, matcher }: SourceContext): Promise<SourceOutcome> {
    const cacheKey = `reddit:v1:${niche.toLowerCase()}`;
    const cached = await cacheGet<StoredItem[]>(cacheKey);
    if (cached) return { name: "reddit", items: cached.map(fromStored), ok: true, cached: true };
    const subs = subredditsFor(matcher.key, niche);
    if (subs.length === 0) return { name: "reddit", items: [], ok: true };
    const results = await Promise.allSettled(subs.flatMap((s) => [listing(s, "top"), listing(s, "hot")]));
    const seen = new Set<string>();
    const items: SignalItem[] = [];
    const errors: string[] = [];
    for (const r of results) {
      if (r.status === "rejected") {
        errors.push(r.reason instanceof SourceError ? r.reason.message : "unexpected error");
        continue;
      }
      for (const it of redditItems(r.value, matcher.key)) {
        if (seen.has(it.externalId)) continue;
        seen.add(it.externalId);
        items.push(it);
      }
    }
    // A missing or private subreddit (404/403) is not an outage; every listing failing is.
    if (errors.length === results.length) {
      const error = errors[0] ?? "no listings";
      log.warn("reddit_failed", { error });
      await recordSourceStatus("reddit", "down", error);
      return { name: "reddit", items: [], ok: false, error };
    }
    await cachePut(cacheKey, items.map(toStored), REDDIT_CACHE_TTL_S);
    await recordSourceStatus("reddit", errors.length ? "degraded" : "healthy", errors.length ? errors[0] : null);
    return { name: "reddit", items, ok: true };
  },
};
