// The offline writers: used when no model is configured (and as the model's fallback). They are
// deterministic and grounded in the scored evidence, so what they say (growth, channels, views,
// titles) is true of the stored signals; what they can't know is left to the creator, marked.
import { factsFor, spokenNiche } from "../facts";
import { newReport, planIdeas, type PlannedIdea } from "./ideas";
import { nicheOfTexts, type Niche } from "@/lib/niches";
import type { TopicKind } from "@/lib/language/kind";
import { makeRng } from "@/lib/language/prng";
import { writeOfflineScript } from "../script";
import { clampConfidence, describe, engagementText, hashtagsFor, topicPhrase, trendTitle } from "../trend-text";
import type { DevelopedScript, GeneratedTrend, ScoredTopic, ScriptRequest } from "../types";

export type OfflineTrendOptions = {
  /** Length of the scoring engine's recent window, used in "last 3 days". */
  recentDays?: number;
  /** Per-topic window, for reports whose topics were scored over different windows. */
  daysFor?: (topic: ScoredTopic) => number | undefined;
  /** False for a topic found outside the niche's own signals (a related niche, or all of them). */
  inNiche?: (topic: ScoredTopic) => boolean;
  /** The niche an adjacent topic was borrowed from ("Fitness"), when the caller knows it. */
  adjacentFrom?: (topic: ScoredTopic) => string | undefined;
};

// The most trends one report holds (the engine picks at most as many; the writer, with no import
// from lib/trends, keeps its own cap).
const MAX_WRITTEN_TRENDS = 5;

/** Where an adjacent topic comes from: the caller's word, else the preset its words belong to. */
function borrowedFrom(t: ScoredTopic, niche: Niche, given: string | undefined): string | undefined {
  if (given?.trim()) return given.trim();
  // A custom niche that speaks a preset's language ("pottery" -> DIY) can still borrow from that preset.
  const own = niche.preset?.key;
  return nicheOfTexts([t.topic, ...(t.hashtags ?? []), ...(t.topItems ?? []).map((i) => i.title)], own)?.label;
}

export type PlannedTrend = { trend: GeneratedTrend; ideas: PlannedIdea[] };

/** Turns up to `count` (max 5) scored topics into trends with exactly three ideas each, in the given order. */
export function offlineTrends(
  niche: Niche,
  topics: ScoredTopic[],
  count = MAX_WRITTEN_TRENDS,
  options: OfflineTrendOptions = {},
): GeneratedTrend[] {
  return planTrends(niche, topics, count, options).map((p) => p.trend);
}

/** The report with each idea's format and hook frame (what keeps a report varied), for the writers and their tests. */
export function planTrends(
  niche: Niche,
  topics: ScoredTopic[],
  count = MAX_WRITTEN_TRENDS,
  options: OfflineTrendOptions = {},
): PlannedTrend[] {
  const vocab = niche.vocab;
  const label = spokenNiche(niche);
  const valid = (d: number | undefined): d is number => Number.isInteger(d) && d! > 0;
  const fallbackDays = valid(options.recentDays) ? options.recentDays : 7;
  const daysOf = (t: ScoredTopic) => {
    const d = options.daysFor?.(t);
    return valid(d) ? d : fallbackDays;
  };
  const limit = Math.min(
    MAX_WRITTEN_TRENDS,
    Math.max(0, Math.floor(Number.isFinite(count) ? count : MAX_WRITTEN_TRENDS)),
  );
  const seen = new Set<string>();
  const picked = (topics ?? [])
    .filter((t) => {
      const key = topicPhrase(t.topic).toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, limit);
  const report = newReport(vocab);
  // The report's cards are titled together: no two in one frame.
  const frames = new Set<string>();
  return picked.map((t) => {
    const days = daysOf(t);
    const inNiche = options.inNiche?.(t) ?? true;
    const from = inNiche ? undefined : borrowedFrom(t, niche, options.adjacentFrom?.(t));
    const topic = topicPhrase(
      t.topic,
      (t.topItems ?? []).map((i) => i.title),
    );
    const facts = factsFor({
      topic,
      niche,
      evidence: {
        growthPct: t.growthPct,
        lifecycle: t.lifecycle,
        channelCount: (t.channels ?? []).length,
        topItems: t.topItems ?? [],
        hashtags: t.hashtags ?? [],
        adjacent: !inNiche,
        adjacentFrom: from,
        sources: t.sources ?? [],
        series: t.series ?? [],
        recentDays: days,
        story: t.story ?? null,
        figuresFrom: t.figuresFrom ?? null,
      },
    });
    const ideas = planIdeas(report, t, facts, !inNiche);
    const trend: GeneratedTrend = {
      title: trendTitle(t, makeRng("title", label, t.topic), topic, frames),
      topic,
      kind: facts.kind as TopicKind, // facts are words: this one is factsFor's TopicKind
      description: describe(t, label, days, inNiche, from),
      engagement: engagementText(t, days),
      hashtags: hashtagsFor(t, label, topic),
      status: t.status,
      source: t.source,
      verified: t.verified === true,
      confidence: clampConfidence(t.confidence),
      ideas: ideas.map((p) => p.idea),
      evidence: t,
    };
    return { trend, ideas };
  });
}

/** Script development without a model: the idea's directions turned into lines from the evidence. */
export function offlineScript(request: ScriptRequest): DevelopedScript {
  return writeOfflineScript(request);
}
