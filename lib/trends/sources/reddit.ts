// Reddit: the keyless public .json listings (only when REDDIT_ENABLED=1), or, with an approved
// app's REDDIT_CLIENT_ID/SECRET, the same listings on oauth.reddit.com (reddit-auth.ts). Preset
// niches read their known subreddits; any other niche first discovers its subreddits
// (/subreddits/search, kept a week) and also searches all of Reddit for its words. Reddit has no
// view counts: upvotes and comments are the engagement, and each author counts as a channel for
// the cross-channel spread.
import "server-only";
import { env } from "@/env";
import { nicheByKey } from "@/lib/niches";
import { matchesText, type NicheMatcher } from "../core/niche";
import { NAMES_EXACTLY, nicheNamer, runTogether } from "../core/niche-forms";
import { isMarketCommunity, isProfileCommunity, isPromotional } from "../core/noise";
import type { SignalItem } from "../core/types";
import {
  forgetRedditToken,
  REDDIT_DEFAULT_BASE,
  REDDIT_OAUTH_DEFAULT_BASE,
  redditLimit,
  redditOAuth,
  redditToken,
} from "./reddit-auth";
import { SourceError, sourceGetJson, type SourceRequest } from "./fetch";
import { cacheGet, cachePut } from "./api-cache";
import { readPages, timeOfItem } from "./pages";
import { baseOf, clip, count, timeOf, type LiveContext, type LiveResult, type LiveSource } from "./types";
import { DAY_MS, daysBefore } from "@/lib/time";

const DISCOVERY_TTL_S = 7 * 86_400;
const MAX_SUBS = 2;
const MIN_SUBSCRIBERS = 1000;

// The listings read: a subreddit's newest posts (pages of 100 back to HISTORY_DAYS, so a topic
// rising slowly over weeks has a baseline to rise from), its top posts of the week when those
// pages fall short of a week (a busy subreddit), and the search's newest 100 (about 3.5 days for
// a busy niche). Each is its own series.
export const NEW = "new";
export const TOP_WEEK = "top-week";
export const SEARCH_NEW = "search-new";
export const HISTORY_DAYS = 14;
const WEEK_MS = 7 * DAY_MS;
/** A listing's `after` cursor is a post's fullname; anything else ends the reading. */
const FULLNAME = /^t3_[a-z0-9]{1,13}$/;

/**
 * Pages of /new read per subreddit: three within an app's 100 requests a minute, two within the
 * keyless 10, so a custom niche's whole round (2 subreddit searches, 2 subreddits' pages and
 * perhaps their top of the week, 1 search) stays within one minute's budget: 11 and 9 at most.
 */
export const newPagesPerSub = () => (redditLimit().requests >= 30 ? 3 : 2);

const SUBREDDIT_NAME = /^[A-Za-z0-9][A-Za-z0-9_]{2,20}$/;

type Post = {
  id?: string;
  title?: string;
  author?: string;
  subreddit?: string;
  score?: number;
  ups?: number;
  num_comments?: number;
  created_utc?: number;
  link_flair_text?: string | null;
  permalink?: string;
  stickied?: boolean;
  over_18?: boolean;
};
type Listing = {
  kind?: string;
  data?: { after?: unknown; children?: { kind?: string; data?: Post }[] };
};
type SubredditListing = {
  data?: {
    children?: {
      kind?: string;
      data?: {
        display_name?: string;
        title?: string;
        public_description?: string;
        subscribers?: number;
        over18?: boolean;
        subreddit_type?: string;
      };
    }[];
  };
};

/** Listing posts as signal items, observed on the day each was posted. */
export function redditItems(listing: Listing, nicheKey: string | null, listingName?: string): SignalItem[] {
  if (!listing || typeof listing !== "object" || !Array.isArray(listing.data?.children)) {
    throw new SourceError("parse failure: not a Reddit listing", "parse");
  }
  const out: SignalItem[] = [];
  for (const child of listing.data.children) {
    const p = child?.data;
    if (child?.kind !== "t3" || !p?.id || !p.title || p.stickied || p.over_18) continue;
    if (p.link_flair_text && isPromotional(`[${p.link_flair_text}]`)) continue;
    const time = timeOf((p.created_utc ?? NaN) * 1000);
    if (!time) continue;
    const sub = clip(p.subreddit, 40) || "unknown";
    out.push({
      source: "reddit",
      externalId: p.id,
      title: clip(p.title, 300),
      // Flair ("Discussion", "Question", "Meme") says what kind of post it is, not what it is
      // about: never a topic or a hashtag. A post flaired as an offer is promotion.
      tags: [],
      channel: p.author && p.author !== "[deleted]" ? `u/${clip(p.author, 40)}` : `r/${sub}`,
      categoryId: null,
      views: 0,
      likes: count(p.score ?? p.ups),
      comments: count(p.num_comments),
      ...time,
      niche: nicheKey,
      via: `r/${sub}`,
      ...(listingName ? { listing: listingName } : {}),
      url: p.permalink?.startsWith("/r/") ? `https://www.reddit.com${p.permalink}` : undefined,
    });
  }
  return out;
}

/**
 * Subreddits from /subreddits/search answers that are about the niche: public, SFW, alive. `about`
 * says how closely a community's name and title, and its description, name the niche (0: not at
 * all; a higher number is closer): the closest first, then the largest. Several answers (the niche asked
 * for in two spellings) are read as one, each community once.
 */
export function pickSubreddits(
  answers: SubredditListing | SubredditListing[],
  about: (nameAndTitle: string, description: string) => number | boolean,
): string[] {
  const all = Array.isArray(answers) ? answers : [answers];
  if (all.some((res) => !Array.isArray(res?.data?.children)))
    throw new SourceError("parse failure: not a subreddit listing", "parse");
  const seen = new Set<string>();
  return (
    all
      .flatMap((res) => res.data!.children!.map((c) => c?.data))
      .filter((d): d is NonNullable<typeof d> => Boolean(d?.display_name && SUBREDDIT_NAME.test(d.display_name)))
      .filter((d) => !seen.has(d.display_name!.toLowerCase()) && Boolean(seen.add(d.display_name!.toLowerCase())))
      .filter(
        (d) => !d.over18 && (d.subreddit_type ?? "public") === "public" && count(d.subscribers) >= MIN_SUBSCRIBERS,
      )
      .map((d) => ({ d, closeness: Number(about(`${d.display_name} ${d.title ?? ""}`, d.public_description ?? "")) }))
      .filter(({ closeness }) => closeness > 0)
      // A marketplace or a user's profile page is not where the niche's interest shows.
      .filter(({ d }) => !isMarketCommunity(d.display_name!, `${d.title ?? ""} ${d.public_description ?? ""}`))
      .filter(({ d }) => !isProfileCommunity(`r/${d.display_name}`))
      .sort((a, b) => b.closeness - a.closeness || count(b.d.subscribers) - count(a.d.subscribers))
      .slice(0, MAX_SUBS)
      .map(({ d }) => d.display_name!)
  );
}

/**
 * How closely a community names a custom niche: as the niche anywhere (its words, spaced, run
 * together or in the other number), or only by a word of the same root in its name or title
 * ("r/Homebrew" for "home brewing", "r/runners" for "running"), which ranks after. A description
 * is prose: "run" there is a verb more often than the hobby, so a root counts only in the name.
 */
export function communityCloseness(
  matcher: NicheMatcher,
  niche: string,
): (nameAndTitle: string, description: string) => number {
  const names = nicheNamer(niche);
  return (nameAndTitle, description) =>
    matchesText(matcher, `${nameAndTitle} ${description}`) ? NAMES_EXACTLY : names(nameAndTitle);
}

/** A listing request: `path` without ".json"; the keyless host wants the suffix, the OAuth host a token. */
function request(
  path: string,
  params: Record<string, string>,
  signal: AbortSignal,
  token: string | null,
): SourceRequest {
  const url = token
    ? new URL(`${baseOf(env.REDDIT_OAUTH_BASE_URL, REDDIT_OAUTH_DEFAULT_BASE)}${path}`)
    : new URL(`${baseOf(env.REDDIT_BASE_URL, REDDIT_DEFAULT_BASE)}${path}.json`);
  url.search = new URLSearchParams({ ...params, raw_json: "1" }).toString();
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  return { source: "reddit", url, limit: redditLimit(), signal, headers };
}

/**
 * Reddit's search for a niche: its words (every one must appear), or, for a niche of several
 * words, those words run together ("(home brewing) OR homebrewing"), as its posts also write it.
 */
export function redditQuery(niche: string): string {
  const joined = runTogether(niche);
  return joined ? `(${niche}) OR ${joined}` : niche;
}

async function subredditsFor(ctx: LiveContext, token: string | null): Promise<string[]> {
  // A preset reads the communities the niche table names for it.
  const preset = nicheByKey(ctx.matcher.key)?.communities.subreddits;
  if (preset?.length) return preset;
  const key = `reddit:subs:v3:${ctx.matcher.key}`;
  const known = await cacheGet<string[]>(key);
  if (known) return known;
  const about = communityCloseness(ctx.matcher, ctx.niche);
  const search = (q: string) =>
    sourceGetJson<SubredditListing>(
      request("/subreddits/search", { q, limit: "10", include_over_18: "off" }, ctx.signal, token),
    );
  const answers = [await search(ctx.niche)];
  let subs = pickSubreddits(answers, about);
  // Communities often name a two-word niche as one word ("r/Homebrewing" for "home brewing"):
  // when the niche as typed finds too few, the run-together spelling is asked too.
  const joined = runTogether(ctx.niche);
  if (subs.length < MAX_SUBS && joined) {
    answers.push(await search(joined));
    subs = pickSubreddits(answers, about);
  }
  await cachePut(key, subs, DISCOVERY_TTL_S);
  return subs;
}

export const redditSource: LiveSource = {
  name: "reddit",
  label: "Reddit",
  get limit() {
    return redditLimit();
  },
  intervalS: 60 * 60,
  async fetch(ctx: LiveContext): Promise<LiveResult> {
    const token = redditOAuth() ? await redditToken(ctx.signal) : null;
    let subs: string[];
    try {
      subs = await subredditsFor(ctx, token);
    } catch (err) {
      if (err instanceof SourceError && err.status === 401) forgetRedditToken();
      throw err;
    }
    const listing = (path: string, params: Record<string, string>, name: string) =>
      sourceGetJson<Listing>(request(path, params, ctx.signal, token)).then((l) => ({
        items: redditItems(l, ctx.matcher.key, name),
        next: typeof l.data?.after === "string" && FULLNAME.test(l.data.after) ? l.data.after : undefined,
      }));
    const reads: Promise<{ items: SignalItem[]; warnings: string[] }>[] = subs.map(async (s) => {
      const path = `/r/${encodeURIComponent(s)}`;
      const newest = await readPages({
        read: (after) => listing(`${path}/new`, { limit: "100", ...(after ? { after } : {}) }, NEW),
        maxPages: newPagesPerSub(),
        since: daysBefore(ctx.now, HISTORY_DAYS),
        label: `r/${s} new`,
      });
      const oldest = Math.min(Infinity, ...newest.items.map(timeOfItem));
      // A busy subreddit's pages can end within the week: its best-liked posts of the week are then
      // read as well. Where the pages reach back a week, the top of the week is among them already.
      if (newest.complete || oldest <= ctx.now.getTime() - WEEK_MS) return newest;
      const top = await listing(`${path}/top`, { t: "week", limit: "100" }, TOP_WEEK).then(
        (p) => ({ items: p.items, warnings: [] as string[] }),
        (err) => ({ items: [], warnings: [err instanceof SourceError ? err.message : "unexpected error"] }),
      );
      return { items: [...newest.items, ...top.items], warnings: [...newest.warnings, ...top.warnings] };
    });
    // A custom niche is also searched across Reddit: its words, newest first, this week.
    if (!ctx.matcher.preset)
      reads.push(
        listing(
          "/search",
          { q: redditQuery(ctx.niche), sort: "new", t: "week", limit: "100", include_over_18: "off" },
          SEARCH_NEW,
        ).then((p) => ({ items: p.items, warnings: [] })),
      );
    const results = await Promise.allSettled(reads);
    // A post can come back from several listings: it then counts in each (each is its own series).
    const seen = new Set<string>();
    const items: SignalItem[] = [];
    const warnings: string[] = [];
    for (const r of results) {
      if (r.status === "rejected") {
        warnings.push(r.reason instanceof SourceError ? r.reason.message : "unexpected error");
        continue;
      }
      warnings.push(...r.value.warnings);
      for (const it of r.value.items) {
        if (seen.has(`${it.listing}|${it.externalId}`)) continue;
        seen.add(`${it.listing}|${it.externalId}`);
        items.push(it);
      }
    }
    // A token Reddit no longer accepts is dropped, so the next round asks for a new one.
    if (results.some((r) => r.status === "rejected" && (r.reason as SourceError)?.status === 401)) forgetRedditToken();
    // A missing or private subreddit is not an outage; every listing failing is.
    if (results.length > 0 && results.every((r) => r.status === "rejected")) {
      const first = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      throw first.reason instanceof SourceError ? first.reason : new SourceError(warnings[0], "network");
    }
    return { items, warnings };
  },
};
