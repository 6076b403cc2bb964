// Which sources a report reads: the snapshot store always; YouTube when YOUTUBE_API_KEY is set;
// Reddit when REDDIT_ENABLED. Live sources never fail a report: on error they record their status
// and return nothing, and the snapshot store carries the report.
import "server-only";
import { env } from "@/env";
import { redditSource } from "./reddit";
import type { TrendSource } from "./types";
import { youtubeSource } from "./youtube";

export { snapshotSource, inMemoryCurated } from "./snapshot";
export type { SourceContext, SourceOutcome, TrendSource } from "./types";

export function liveSources(): TrendSource[] {
  const out: TrendSource[] = [];
  if (env.YOUTUBE_API_KEY) out.push(youtubeSource);
  if (env.REDDIT_ENABLED) out.push(redditSource);
  return out;
}
