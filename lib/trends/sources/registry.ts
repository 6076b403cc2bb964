// The one description of every live trend source: what it reads, how it authenticates, the limits
// its provider publishes, whether its terms allow a paid product (and where they say so), and the
// switch that turns it on. The README's source table (`npm run docs:sources`), the admin API Status
// tab and the adapters' on/off state all come from here, so they can't disagree. Pure: no network,
// no server-only import (the docs script and the client-safe labels read it).
import type { Env } from "@/env";

export type SourceAuth = "none" | "key" | "oauth";

export type SourceEntry = {
  /** This entry's own name (an admin card). */
  id: string;
  /** Confirms topics the other sources found instead of finding its own (no adapter in the refresh round). */
  confirms?: boolean;
  /** The adapter it describes, stored in niche_signals.source and api_source_status.source (default: id). */
  adapter?: string;
  /** How a card names it ("Reddit r/Pottery", "Google News"). */
  label: string;
  /** How the admin and the README name it. */
  title: string;
  reads: string;
  covers: string;
  auth: SourceAuth;
  /** The provider's published limits, in words. */
  limits: string;
  /** What the app holds itself to (counted in Postgres across servers). */
  keepsTo: string;
  /** Whether the provider's terms allow a commercial product to use it as this app does. */
  commercialUse: boolean;
  terms: { url: string; note: string };
  /** How an operator turns it on or off, in words. */
  switch: string;
  /** What a report gains with this source on, in words a creator reads ("Adding ... would add <adds>"). */
  adds: string;
  /** The credential that turns it on, when one does ("a YouTube Data API key"). */
  credential?: string;
  /** The source whose finds it reads (the channel feeds follow what YouTube's search found): nothing without it. */
  needs?: string;
  /** Why it is off under this configuration, or null when it is on. */
  offBecause(e: Env): string | null;
};

const master = (e: Env) => (e.LIVE_SOURCES_ENABLED ? null : "LIVE_SOURCES_ENABLED=0 (live sources off)");
/** A source that is on unless switched off. */
/** A source that only an explicit "1" turns on. */
const optIn = (e: Env, on: boolean, name: string, why: string) =>
  master(e) ?? (on ? null : `off unless ${name}=1 (${why})`);
const optOut = (e: Env, on: boolean, name: string) => master(e) ?? (on ? null : `${name}=0 (switched off)`);

export const SOURCES: readonly SourceEntry[] = [
  {
    id: "youtube",
    label: "YouTube",
    title: "YouTube Data API v3",
    reads:
      "`search.list` (100 units) for the niche over the last 7 days (a niche of several words also run together: `q=home brewing|homebrewing`), then `videos.list` (1 unit) for tags and statistics; the channels found feed the keyless channel feeds, read in the same round",
    covers: "any niche",
    auth: "key",
    limits: "10,000 units a day per project by default",
    keepsTo:
      "a niche searched at most every 6 hours; searches a day = 90% of `YOUTUBE_DAILY_UNITS` / 101, counted per Pacific day; `quotaExceeded` pauses it until midnight Pacific",
    commercialUse: true,
    terms: {
      url: "https://developers.google.com/youtube/terms/api-services-terms-of-service",
      note: "YouTube API Services Terms: commercial apps allowed within the developer policies",
    },
    switch: "set `YOUTUBE_API_KEY`",
    adds: "the niche's videos with their views, most of a hobby's daily conversation a paid product may read",
    credential: "a YouTube Data API key",
    offBecause: (e) => master(e) ?? (e.YOUTUBE_API_KEY ? null : "YOUTUBE_API_KEY not set"),
  },
  {
    id: "youtube-feed",
    label: "YouTube",
    title: "YouTube channel feeds",
    reads:
      "`youtube.com/feeds/videos.xml?channel_id=...` (Atom, a channel's latest ~15 videos with view counts), once the round's YouTube search has found the channels; a video counts at twice its channel's median views",
    covers: "niches whose channels a YouTube Data API search found",
    auth: "none",
    limits: "none published",
    keepsTo: "60 a minute",
    commercialUse: true,
    terms: {
      url: "https://www.youtube.com/t/terms",
      note: "public feeds offered for feed readers; only channels the Data API returned are followed",
    },
    switch: "`YOUTUBE_FEEDS_ENABLED=0` turns it off",
    needs: "youtube",
    adds: "the recent videos of every channel a YouTube search found, without spending quota",
    offBecause: (e) => optOut(e, e.YOUTUBE_FEEDS_ENABLED, "YOUTUBE_FEEDS_ENABLED"),
  },
  {
    id: "hackernews",
    label: "Hacker News",
    title: "Hacker News (Algolia search)",
    reads:
      "`hn.algolia.com/api/v1/search_by_date` (stories of the last three weeks), kept only when the title names the niche",
    covers: "tech-leaning niches",
    auth: "none",
    limits: "10,000 requests an hour per IP",
    keepsTo: "10,000 an hour",
    commercialUse: true,
    terms: {
      url: "https://hn.algolia.com/api",
      note: "a free public API with no key; no terms restrict commercial use",
    },
    switch: "`HACKERNEWS_ENABLED=0` turns it off",
    adds: "tech-leaning niches' stories",
    offBecause: (e) => optOut(e, e.HACKERNEWS_ENABLED, "HACKERNEWS_ENABLED"),
  },
  {
    id: "mastodon",
    label: "Mastodon",
    title: "Mastodon hashtags",
    reads:
      "a server's public hashtag timelines `/api/v1/timelines/tag/<niche as one hashtag>`, in both numbers (`#fountainpens`, `#fountainpen`), each its own listing, read back 14 days in pages of 40 by `max_id` (at most 3 pages a tag) (default `https://mastodon.social`, `MASTODON_BASE_URL` for another)",
    covers: "any niche with a hashtag",
    auth: "none",
    limits: "300 requests per 5 minutes per IP (Mastodon's default)",
    keepsTo: "300 per 5 minutes",
    commercialUse: true,
    terms: {
      url: "https://mastodon.social/terms-of-service",
      note: "public posts under each server's rules; a server may require sign-in (it then shows as down)",
    },
    switch: "`MASTODON_ENABLED=0` turns it off",
    adds: "a few hashtagged posts a day from the fediverse",
    offBecause: (e) => optOut(e, e.MASTODON_ENABLED, "MASTODON_ENABLED"),
  },
  {
    id: "lemmy",
    label: "Lemmy",
    title: "Lemmy post search",
    reads:
      "one instance's post search `/api/v3/search?type_=Posts&sort=New` for the niche's words (default `https://lemmy.world`, `LEMMY_BASE_URL` for another); removed, deleted and NSFW posts skipped",
    covers: "any niche discussed on the fediverse",
    auth: "none",
    limits: "60 searches per 10 minutes per IP (Lemmy's default)",
    keepsTo: "60 per 10 minutes",
    commercialUse: true,
    terms: {
      url: "https://legal.lemmy.world/",
      note: "public posts under each instance's rules; the software is open source and the API keyless",
    },
    switch: "`LEMMY_ENABLED=0` turns it off",
    adds: "a few posts a day from fediverse communities",
    offBecause: (e) => optOut(e, e.LEMMY_ENABLED, "LEMMY_ENABLED"),
  },
  {
    id: "wikipedia",
    confirms: true,
    label: "Wikipedia",
    title: "Wikimedia pageviews",
    reads:
      "for each reported topic, its English Wikipedia article (`action=query&list=search`, kept a week) and the article's daily views (`/metrics/pageviews/per-article`, kept six hours): the last week against the three before",
    covers: "topics with a Wikipedia article",
    auth: "none",
    limits: "no fixed quota; a descriptive User-Agent required, well under 100 requests a second",
    keepsTo: "100 a minute; at most 3 s per report",
    commercialUse: true,
    terms: {
      url: "https://foundation.wikimedia.org/wiki/Policy:Wikimedia_Foundation_User-Agent_Policy",
      note: "pageview data is openly licensed (CC0); clients must send a User-Agent that identifies them",
    },
    switch: "`WIKIPEDIA_ENABLED=0` turns it off",
    adds: "a pageview line confirming a topic's rise",
    offBecause: (e) => optOut(e, e.WIKIPEDIA_ENABLED, "WIKIPEDIA_ENABLED"),
  },
  {
    id: "bluesky",
    label: "Bluesky",
    title: "Bluesky post search",
    reads:
      "`app.bsky.feed.searchPosts` (newest first, pages of 100 by `cursor` back 14 days, at most 3) for the niche, signed in with the operator's account (`com.atproto.server.createSession` with an app password); posts with moderation labels skipped",
    covers: "any niche",
    auth: "key",
    limits: "createSession 30 per 5 minutes and 300 a day per account; 3,000 API requests per 5 minutes per IP",
    keepsTo: "one login per 90 minutes (at most 30 per 5 minutes); 3,000 requests per 5 minutes",
    commercialUse: true,
    terms: {
      url: "https://docs.bsky.app/docs/support/developer-guidelines",
      note: "the public AT Protocol API, used within its published limits and Bluesky's developer guidelines",
    },
    switch: "set `BLUESKY_HANDLE` and `BLUESKY_APP_PASSWORD`",
    adds: "Bluesky's posts and hashtags, a second platform to confirm a rise on",
    credential: "a Bluesky account (an app password)",
    offBecause: (e) =>
      master(e) ??
      (e.BLUESKY_HANDLE && e.BLUESKY_APP_PASSWORD ? null : "BLUESKY_HANDLE / BLUESKY_APP_PASSWORD not set"),
  },
  {
    id: "reddit",
    label: "Reddit",
    title: "Reddit (approved app, OAuth)",
    reads:
      "`oauth.reddit.com` listings with an app-only token (client credentials from `/api/v1/access_token`): each subreddit's `/new` in pages of 100 by `after` back 14 days (at most 3 pages, 2 keyless), and its top posts of the week only when those pages end inside the week; presets read their known subreddits, other niches first discover their subreddits (`/subreddits/search` for the niche, and run together when that finds too few; public, SFW, over 1,000 members, naming the niche however spaced or numbered, then by a word of its root; kept a week) and search all of Reddit (`(home brewing) OR homebrewing`)",
    covers: "any niche",
    auth: "oauth",
    limits: "100 queries a minute per OAuth client id",
    keepsTo:
      "`REDDIT_REQUESTS_PER_MINUTE` (default 100 with credentials) a minute across all servers; its `X-Ratelimit-*` headers honoured",
    commercialUse: true,
    terms: {
      url: "https://redditinc.com/policies/data-api-terms",
      note: "with an app Reddit approved under its Responsible Builder Policy and, for a paid product, Reddit's commercial agreement",
    },
    switch: "set `REDDIT_CLIENT_ID` and `REDDIT_CLIENT_SECRET`",
    adds: "the niche's subreddits, the largest share of a hobby's conversation",
    credential: "an approved Reddit app (and, for a paid product, Reddit's commercial agreement)",
    offBecause: (e) =>
      master(e) ??
      (e.REDDIT_CLIENT_ID && e.REDDIT_CLIENT_SECRET ? null : "REDDIT_CLIENT_ID / REDDIT_CLIENT_SECRET not set"),
  },
  {
    id: "reddit-keyless",
    adapter: "reddit",
    label: "Reddit",
    title: "Reddit (keyless)",
    reads:
      "the same listings on `www.reddit.com` as public `.json`, without credentials (used only when no client id is set)",
    covers: "any niche",
    auth: "none",
    limits: "10 queries a minute unauthenticated",
    keepsTo: "`REDDIT_REQUESTS_PER_MINUTE` (default 10) a minute across all servers",
    commercialUse: false,
    terms: {
      url: "https://redditinc.com/policies/data-api-terms",
      note: "since November 2025 Reddit's Data API needs its approval first, and commercial use an agreement",
    },
    switch: "`REDDIT_ENABLED=1` turns it on",
    adds: "the niche's subreddits, for a personal install only",
    offBecause: (e) =>
      master(e) ??
      (e.REDDIT_CLIENT_ID && e.REDDIT_CLIENT_SECRET
        ? "the approved app's credentials are used instead"
        : optIn(e, e.REDDIT_ENABLED, "REDDIT_ENABLED", "needs Reddit's approval; not for a paid product")),
  },
  {
    id: "googlenews",
    label: "Google News",
    title: "Google News RSS",
    reads:
      'the search feed `news.google.com/rss/search?q="<niche>" when:21d` (a niche of several words also run together: `"home brewing" OR homebrewing`)',
    covers: "any niche",
    auth: "none",
    limits: "none published",
    keepsTo: "30 feeds a minute",
    commercialUse: false,
    terms: {
      url: "https://policies.google.com/terms",
      note: "the feeds are offered for personal, non-commercial use",
    },
    switch: "`GOOGLE_NEWS_ENABLED=1` turns it on",
    adds: "news headlines, for a personal install only",
    offBecause: (e) => optIn(e, e.GOOGLE_NEWS_ENABLED, "GOOGLE_NEWS_ENABLED", "personal, non-commercial use only"),
  },
];

const BY_ID = new Map(SOURCES.map((s) => [s.id, s]));

export const sourceEntry = (id: string): SourceEntry | undefined => BY_ID.get(id);
export const adapterOf = (s: SourceEntry) => s.adapter ?? s.id;

/** Whether an adapter is on under `e`: one of its entries (e.g. Reddit's OAuth or keyless access) is. */
export const sourceOn = (adapter: string, e: Env): boolean =>
  SOURCES.some((s) => adapterOf(s) === adapter && s.offBecause(e) === null);

/** The entries on under `e`. */
export const sourcesOn = (e: Env): SourceEntry[] => SOURCES.filter((s) => s.offBecause(e) === null);

/**
 * What a report reads under `e` (each source's label once, in registry order) and what would widen
 * it: the sources a paid product may use that are off for want of a credential, with what each adds.
 */
export function readingOf(e: Env): { read: string[]; widen: { source: string; credential: string; adds: string }[] } {
  const read = [
    ...new Set(
      sourcesOn(e)
        .filter((s) => !s.needs || sourceOn(s.needs, e))
        .map((s) => s.label),
    ),
  ];
  const widen = master(e)
    ? []
    : SOURCES.filter((s) => s.credential && s.commercialUse && !sourceOn(adapterOf(s), e)).map((s) => ({
        source: s.label,
        credential: s.credential!,
        adds: s.adds,
      }));
  return { read, widen };
}
