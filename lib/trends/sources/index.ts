// The live sources, in the order a card lists them. Keyless ones are on by default (each has its
// own *_ENABLED switch, LIVE_SOURCES_ENABLED=0 turns them all off); the YouTube Data API needs a key.
import "server-only";
import { env } from "@/env";
import { googleNewsSource } from "./googlenews";
import { hackerNewsSource } from "./hackernews";
import { mastodonSource } from "./mastodon";
import { redditSource } from "./reddit";
import type { LiveSource } from "./types";
import { youtubeSource } from "./youtube";
import { youtubeFeedSource } from "./youtube-feed";

export { loadSnapshot, inMemoryCurated } from "./snapshot";
export type { LiveContext, LiveResult, LiveSource, SourceOutcome } from "./types";

export const LIVE_SOURCES: readonly LiveSource[] = [
  redditSource,
  googleNewsSource,
  hackerNewsSource,
  mastodonSource,
  youtubeSource,
  youtubeFeedSource,
];

export function liveSources(): LiveSource[] {
  return env.LIVE_SOURCES_ENABLED ? LIVE_SOURCES.filter((s) => s.enabled()) : [];
}
