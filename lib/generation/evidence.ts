// A stored trend's evidence as the script writer reads it. A borrowed topic carries the niche it
// came from (trend_evidence.adjacentFrom); trends stored before that column only marked it in their
// description ("An angle to borrow from Fitness.", earlier "Adjacent: from Fitness."), so a script
// written days later still frames it as borrowed.
import type { ScriptEvidence, TrendStory } from "./types";

/** A stored trend as its evidence reads it (its topic and kind travel beside the evidence, on the request). */
type StoredTrend = { description: string; hashtags: string[] };
type StoredEvidence = {
  growthPct: number | null;
  lifecycle: string;
  adjacentFrom?: string | null;
  factors: { spread?: number } | Record<string, number> | null;
  topItems: { title: string; channel: string; views: number }[] | null;
  sources?: string[] | null;
  series?: unknown;
  story?: unknown;
  figuresFrom?: string | null;
};

/** A stored story as the writer reads it: only its well-formed parts (the JSON column may hold anything). */
function storedStory(raw: unknown): TrendStory | null {
  if (!raw || typeof raw !== "object") return null;
  const r = raw as Record<string, unknown>;
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
  const moods = ["problem", "praise", "controversy", "news"] as const;
  return {
    questions: strings(r.questions),
    mostlyAbout: strings(r.mostlyAbout),
    comparedWith: typeof r.comparedWith === "string" ? r.comparedWith : null,
    mood: moods.find((m) => m === r.mood) ?? null,
  };
}

const ADJACENT = /^(?:An angle to borrow from|Adjacent: from) ([^.]{1,60})\./;
export const OTHER_NICHES = "other niches";

/** Whether the description marks a borrowed topic, and the niche it names ("other niches" names none). */
export function adjacencyOf(description: string): { adjacent: boolean; from: string | null } {
  const from = ADJACENT.exec(String(description ?? ""))?.[1]?.trim();
  return { adjacent: !!from, from: from && from !== OTHER_NICHES ? from : null };
}

export function scriptEvidence(trend: StoredTrend, evidence: StoredEvidence | null): ScriptEvidence | null {
  if (!evidence) return null;
  const spread = Number((evidence.factors as { spread?: number } | null)?.spread);
  return {
    growthPct: evidence.growthPct === null ? null : Number(evidence.growthPct) || 0,
    lifecycle: String(evidence.lifecycle ?? "emerging"),
    channelCount: Number.isFinite(spread) ? spread : 0,
    topItems: Array.isArray(evidence.topItems) ? evidence.topItems : [],
    hashtags: Array.isArray(trend.hashtags) ? trend.hashtags : [],
    sources: Array.isArray(evidence.sources) ? evidence.sources : [],
    // The recent window is not stored: it is what the counts hold past the baseline (window.ts).
    series: Array.isArray(evidence.series) ? evidence.series.map(Number) : [],
    story: storedStory(evidence.story),
    figuresFrom: typeof evidence.figuresFrom === "string" ? evidence.figuresFrom : null,
    ...(() => {
      // The stored label wins; older trends only carry it in their description.
      if (evidence.adjacentFrom) return { adjacent: true, adjacentFrom: evidence.adjacentFrom };
      const a = adjacencyOf(trend.description);
      return { adjacent: a.adjacent, adjacentFrom: a.from };
    })(),
  };
}
