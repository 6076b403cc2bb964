// The live sources' adapters, in the order a card lists them. Which of them are on is the
// registry's call (registry.ts: each source's switch, key and terms; LIVE_SOURCES_ENABLED=0 turns
// them all off).
import "server-only";
import { env } from "@/env";
import { blueskySource } from "./bluesky";
import { googleNewsSource } from "./googlenews";
import { hackerNewsSource } from "./hackernews";
import { lemmySource } from "./lemmy";
import { mastodonSource } from "./mastodon";
import { redditSource } from "./reddit";
import { sourceOn } from "./registry";
import type { LiveSource } from "./types";
import { youtubeSource } from "./youtube/source";
import { youtubeFeedSource } from "./youtube/feed";

export { loadSnapshot, inMemoryCurated } from "./snapshot";
export type { LiveContext, LiveResult, LiveSource, SourceOutcome } from "./types";

export const LIVE_SOURCES: readonly LiveSource[] = [
  redditSource,
  googleNewsSource,
  hackerNewsSource,
  mastodonSource,
  lemmySource,
  blueskySource,
  youtubeSource,
  youtubeFeedSource,
];

export function liveSources(): LiveSource[] {
  return LIVE_SOURCES.filter((s) => sourceOn(s.name, env));
}
