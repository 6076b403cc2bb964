// The offline "AI": used when no model API key is configured. Deterministic and grounded in the
// scored evidence, so what it says (growth, channels, views) is true of the stored signals.
import type { DevelopedScript, GeneratedTrend, ScoredTopic } from "@/lib/trends/types";
import { developScript, type DevelopScriptInput } from "@/lib/scripts/develop";
import { nicheContext } from "@/lib/scripts/niches";
import { makeRng } from "@/lib/scripts/prng";
import { clampConfidence, describe, engagementText, hashtagsFor, topicPhrase, trendTitle } from "./format";
import type { HookPatternId } from "./hooks";
import { planIdeas } from "./ideas";

export type OfflineTrendOptions = {
  /** Length of the scoring engine's recent window, used in "up 240% in N days". */
  recentDays?: number;
  /** Per-topic window, for reports whose topics were scored over different windows. */
  daysFor?: (topic: ScoredTopic) => number | undefined;
  /** False for a topic found outside the niche's own signals (a related niche, or all of them). */
  inNiche?: (topic: ScoredTopic) => boolean;
};

export const MAX_TRENDS = 5;

/** Turns up to `count` (max 5) scored topics into trends with exactly three ideas each, in the given order. */
export function offlineTrends(niche: string, topics: ScoredTopic[], count = MAX_TRENDS, options: OfflineTrendOptions = {}): GeneratedTrend[] {
  const ctx = nicheContext(niche);
  const valid = (d: number | undefined): d is number => Number.isInteger(d) && d! > 0;
  const fallbackDays = valid(options.recentDays) ? options.recentDays : 7;
  const daysOf = (t: ScoredTopic) => {
    const d = options.daysFor?.(t);
    return valid(d) ? d : fallbackDays;
  };
  const limit = Math.min(MAX_TRENDS, Math.max(0, Math.floor(Number.isFinite(count) ? count : MAX_TRENDS)));
  const seen = new Set<string>();
  const picked = (topics ?? []).filter((t) => {
    const key = topicPhrase(t.topic).toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  }).slice(0, limit);
  const used = new Map<HookPatternId, number>();
  return picked.map((t) => {
    const days = daysOf(t);
    return {
      title: trendTitle(t, makeRng("title", ctx.label, t.topic)),
      // A topic borrowed from another niche says so first (the card also carries "Adjacent: from ...").
      description: (t.adjacentFrom ? `An angle to borrow from ${t.adjacentFrom}. ` : "") + describe(t, ctx.label, days, options.inNiche?.(t) ?? true),
      engagement: engagementText(t.recentViews, days),
      hashtags: hashtagsFor(t, ctx.label),
      status: t.status,
      source: t.source,
      verified: t.verified === true,
      confidence: clampConfidence(t.confidence),
      ideas: planIdeas(ctx, t, days, used).map((p) => p.idea),
      evidence: t,
    };
  });
}

/** Script development without a model: the deterministic script builder. */
export function offlineScript(input: DevelopScriptInput): DevelopedScript {
  return developScript(input);
}
