// Three video ideas per trend, each from a different hook pattern and angle, scored from the
// trend's evidence rather than invented.
import type { GeneratedIdea, ScoredTopic } from "@/lib/trends/types";
import { fillSlots, type NicheContext } from "@/lib/scripts/niches";
import { makeRng, type Rng } from "@/lib/scripts/prng";
import { capFirst, evidencePhrase, finite, topicPhrase, viewsRange } from "./format";
import { fillTemplate, HOOK_PATTERNS, type HookPattern, type HookPatternId } from "./hooks";
import { HOOK_VOCAB } from "./vocab";

export type PlannedIdea = { pattern: HookPatternId; angle: string; idea: GeneratedIdea };
type Level = GeneratedIdea["engagementPotential"];

/** Evidence points: fresh lifecycle, strong growth, real engagement, spread across channels, hot status. */
export function evidencePoints(t: ScoredTopic): number {
  const lifecycle = { emerging: 2, accelerating: 2, peaking: 1, saturated: 0, declining: -1 }[t.lifecycle] ?? 0;
  const g = finite(t.growthPct);
  const growth = g >= 200 ? 2 : g >= 75 ? 1 : g < 0 ? -1 : 0;
  const er = finite(t.factors?.engagementRate);
  const engagement = er >= 0.08 ? 2 : er >= 0.04 ? 1 : 0;
  const spread = (t.channels ?? []).length >= 8 ? 1 : 0;
  return lifecycle + growth + engagement + spread + (t.status === "hot" ? 1 : 0);
}

export function potentialFor(t: ScoredTopic, pattern: HookPattern): Level {
  const fit = pattern.suits.includes(t.lifecycle) || pattern.suits.includes(t.status) ? 1 : 0;
  const pts = evidencePoints(t) + fit;
  return pts >= 6 ? "High" : pts >= 3 ? "Medium" : "Low";
}

const VIEW_FACTORS: Record<Level, [number, number]> = { High: [0.6, 1.8], Medium: [0.25, 0.9], Low: [0.08, 0.35] };

/** A typical video's views on this topic: the median top item, else views per channel. */
export function typicalViews(t: ScoredTopic): number {
  const views = (t.topItems ?? []).map((i) => finite(i.views)).filter((v) => v > 0).sort((a, b) => a - b);
  if (views.length) return views[Math.floor(views.length / 2)];
  const recent = finite(t.recentViews);
  return recent > 0 ? recent / Math.max(1, (t.channels ?? []).length || 10) : 0;
}

export function estimatedViews(t: ScoredTopic, level: Level, reach = 1): string {
  const typical = Math.max(5000, typicalViews(t)) * reach;
  const [lo, hi] = VIEW_FACTORS[level];
  return viewsRange(typical * lo, typical * hi);
}

function slotsFor(ctx: NicheContext, t: ScoredTopic, rng: Rng, days: number): Record<string, string> {
  const v = HOOK_VOCAB[ctx.key];
  const fill = (s: string) => fillSlots(s, ctx, rng);
  const topic = topicPhrase(t.topic);
  const [rivalA, rivalB] = rng.pick(v.rivals);
  const insiders = v.insiders;
  return {
    topic, Topic: capFirst(topic), niche: ctx.label,
    audience: fill(rng.pick(ctx.vocab.audience)), activity: fill(v.activity),
    pain: rng.pick(v.pains), mistake: rng.pick(v.mistakes), insiders, Insiders: capFirst(insiders),
    rivalA, RivalA: capFirst(rivalA), rivalB, constraint: rng.pick(v.constraints),
    outcome: fill(rng.pick(ctx.vocab.payoffs)), myth: fill(rng.pick(ctx.vocab.myths)),
    kit: rng.pick(ctx.vocab.kit), evidence: evidencePhrase(t, days),
  };
}

/**
 * Picks three distinct patterns: fit with the trend's lifecycle first, a seeded jitter for
 * variety, and a penalty for patterns already used by earlier trends in the same batch.
 */
export function planIdeas(ctx: NicheContext, t: ScoredTopic, days = 7, used: Map<HookPatternId, number> = new Map()): PlannedIdea[] {
  const rng = makeRng("ideas", ctx.key, ctx.label, t.topic);
  const ranked = HOOK_PATTERNS.map((p) => ({
    p,
    s: (p.suits.includes(t.lifecycle) ? 1 : 0) + (p.suits.includes(t.status) ? 0.5 : 0) + rng.next() * 1.5 - 0.9 * (used.get(p.id) ?? 0),
  })).sort((a, b) => b.s - a.s);
  return ranked.slice(0, 3).map(({ p }) => {
    used.set(p.id, (used.get(p.id) ?? 0) + 1);
    const slots = slotsFor(ctx, t, rng, days);
    const level = potentialFor(t, p);
    const steps = p.outline.map((s) => capFirst(fillTemplate(s, slots)));
    return {
      pattern: p.id,
      angle: p.angle,
      idea: {
        hook: capFirst(fillTemplate(rng.pick(p.hooks), slots)),
        outline: steps.join(" -> "),
        engagementPotential: level,
        estimatedViews: estimatedViews(t, level, p.reach),
      },
    };
  });
}
