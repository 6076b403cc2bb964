// The live sources' adapters, in the order a card lists them. Which of them are on is the
// registry's call (sources/registry.ts: each source's switch, key and terms;
// LIVE_SOURCES_ENABLED=0 turns them all off). The list sits above lib/trends/sources, whose
// adapters and their shared helpers it imports, so sources/youtube never imports a folder that
// imports it back.
import "server-only";
import { env } from "@/env";
import { blueskySource } from "./sources/bluesky";
import { googleNewsSource } from "./sources/googlenews";
import { hackerNewsSource } from "./sources/hackernews";
import { lemmySource } from "./sources/lemmy";
import { mastodonSource } from "./sources/mastodon";
import { redditSource } from "./sources/reddit";
import { sourceOn } from "./sources/registry";
import type { LiveSource } from "./sources/types";
import { youtubeSource } from "./sources/youtube/source";
import { youtubeFeedSource } from "./sources/youtube/feed";

export type { LiveContext, LiveResult, LiveSource, SourceOutcome } from "./sources/types";

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
