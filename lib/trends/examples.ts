// The curated examples are a demo for a machine where no live source answered: they may appear
// only then, only for a preset niche, and never with figures that look measured. Their channels,
// views and growth are invented, so a card built from them says it is an example and claims no
// numbers ("286K views", "across 12 channels" would be made up). Pure.
import type { GeneratedTrend, ScoredTopic } from "@/lib/generation/types";
import { CURATED_LABEL } from "./pick";
import type { SourceOutcome } from "./sources/types";

/** A live source answered the niche's latest round (a source idle for the niche doesn't count). */
export const liveAnswered = (outcomes: SourceOutcome[]) => outcomes.some((o) => o.ok && !o.skipped);

/** Curated rows may be used: a preset niche, and no live source answered. */
export const examplesAllowed = (preset: boolean, outcomes: SourceOutcome[]) => preset && !liveAnswered(outcomes);

export const isExample = (t: Pick<ScoredTopic, "source">) => t.source === CURATED_LABEL;

/** A curated topic with its invented figures removed, before anyone writes about it. */
export function withoutFigures(t: ScoredTopic): ScoredTopic {
  return {
    ...t,
    growthPct: null,
    recentViews: 0,
    recentUpvotes: 0,
    recentComments: 0,
    channels: [],
    topItems: t.topItems.map((i) => ({ title: i.title, channel: "", views: 0 })),
  };
}

export const EXAMPLE_ENGAGEMENT = "Example: no live figures";

/** The card of a curated topic: labelled as an example, with no measured-looking numbers. */
export function asExample(trend: GeneratedTrend, niche: string): GeneratedTrend {
  return {
    ...trend,
    description: `Example topic for ${niche} from the built-in sample set, shown because no live source answered just now. It is not measured: there are no real views, growth or channel counts behind it.`,
    engagement: EXAMPLE_ENGAGEMENT,
    verified: false,
    evidence: withoutFigures(trend.evidence),
    ideas: trend.ideas.map((i) => ({ ...i, estimatedViews: "" })),
  };
}
