// From signal items of any mix of sources to the 3-5 topics a report shows. Pure (no database):
// shared by the trend service and bench/generation.ts.
//
// Items are scored per source group, each against its own latest day (a 2017 import and today's
// curated seed can't share one time axis), with the group's label and verified flag: live API
// data first, then real imports, then the curated examples. Every topic keeps the evidence of
// the group it was scored in.
import type { NicheMatcher } from "./niche";
import { dayNumber, DAY_MS, scoreTopics } from "./scoring";
import { topicKey } from "./text";
import type { ScoredTopic, SignalItem } from "./types";

export const MIN_TRENDS = 3;
export const MAX_TRENDS = 5;
export const CURATED_LABEL = "Curated Examples";
export const LIVE_LABEL = "API";

export type ItemGroup = { key: string; label: string; verified: boolean; rank: number; live: boolean; items: SignalItem[] };

/** The source label: 'API' for live data, 'Curated Examples', or the import's file name. */
export function sourceGroupOf(source: string): Omit<ItemGroup, "items"> {
  if (source === "youtube" || source === "reddit") return { key: "live", label: LIVE_LABEL, verified: true, rank: 0, live: true };
  if (source.startsWith("import:")) return { key: source, label: source.slice(7) || "Import", verified: true, rank: 1, live: false };
  if (source === "curated") return { key: "curated", label: CURATED_LABEL, verified: false, rank: 2, live: false };
  return { key: source, label: source, verified: false, rank: 3, live: false };
}

export function groupItems(items: SignalItem[]): ItemGroup[] {
  const groups = new Map<string, ItemGroup>();
  for (const item of items) {
    const g = sourceGroupOf(item.source);
    let group = groups.get(g.key);
    if (!group) groups.set(g.key, (group = { ...g, items: [] }));
    group.items.push(item);
  }
  return [...groups.values()].sort((a, b) => a.rank - b.rank || a.key.localeCompare(b.key));
}

export type ScoringStep = { recentDays: number; minMentions: number };
export const DEFAULT_STEP: ScoringStep = { recentDays: 3, minMentions: 3 };
export const RELAXED_STEP: ScoringStep = { recentDays: 7, minMentions: 2 };
const BASELINE_DAYS = 14;
/** Days of history a scoring step can read: the widest recent window plus the baseline. */
export const WINDOW_DAYS = RELAXED_STEP.recentDays + BASELINE_DAYS;

/** How closely a topic follows the niche: its own items, a related niche's, or everything's. */
export type Coverage = "niche" | "related" | "broad";

export type Ranked = { topic: ScoredTopic; rank: number; recentDays: number; scope: Coverage };

/** Scores each group of `items` (filtered by `matcher` when given) and ranks the results. */
export function scoreGroups(
  items: SignalItem[],
  opts: { now: Date; matcher?: NicheMatcher; step?: ScoringStep; exclude?: string[]; scope?: Coverage },
): Ranked[] {
  const step = opts.step ?? DEFAULT_STEP;
  const today = dayNumber(opts.now);
  const out: Ranked[] = [];
  for (const group of groupItems(items)) {
    const m = opts.matcher;
    // Live items fetched for this very niche count whatever their words; the rest must match.
    const pool = !m ? group.items : group.items.filter((it) => (group.live && it.niche === m.key) || m.matches(it));
    if (pool.length === 0) continue;
    let last = -Infinity;
    for (const it of pool) {
      const d = dayNumber(it.observedAt);
      if (d <= today && d > last) last = d;
    }
    if (!Number.isFinite(last)) continue;
    const topics = scoreTopics(pool, {
      asOf: new Date(last * DAY_MS),
      recentDays: step.recentDays,
      baselineDays: BASELINE_DAYS,
      minMentions: step.minMentions,
      limit: MAX_TRENDS,
      sourceLabel: group.label,
      verified: group.verified,
      exclude: opts.exclude,
    });
    for (const topic of topics) out.push({ topic, rank: group.rank, recentDays: step.recentDays, scope: opts.scope ?? "niche" });
  }
  return out.sort((a, b) => a.rank - b.rank || b.topic.score - a.topic.score);
}

/** Adds topics not already picked (by topic key) until MAX_TRENDS. */
export function mergeRanked(picked: Ranked[], more: Ranked[]): Ranked[] {
  const out = picked.slice();
  const keys = new Set(out.map((r) => topicKey(r.topic.topic.toLowerCase())));
  for (const r of more) {
    if (out.length >= MAX_TRENDS) break;
    const key = topicKey(r.topic.topic.toLowerCase());
    if (keys.has(key)) continue;
    keys.add(key);
    out.push(r);
  }
  return out;
}

/** Topics never worth reporting for a niche: its own name ("beauty" in Beauty, "tech" in Technology). */
export function nicheExclusions(matcher: NicheMatcher): string[] {
  return matcher.preset ? [matcher.label, matcher.key, ...matcher.terms.slice(0, 1)] : [];
}

/**
 * The ladder over one pool of items: the niche's own items, then with a longer window and fewer
 * mentions, then the related niches (same curated niche or category as the matched items), then
 * everything. Stops as soon as MAX_TRENDS topics are found.
 */
export function pickTopics(items: SignalItem[], matcher: NicheMatcher, now: Date, picked: Ranked[] = []): { ranked: Ranked[]; coverage: Coverage } {
  const exclude = nicheExclusions(matcher);
  let ranked = picked;
  let coverage: Coverage = "niche";
  const enough = () => ranked.length >= MAX_TRENDS;
  ranked = mergeRanked(ranked, scoreGroups(items, { now, matcher, exclude }));
  if (!enough()) ranked = mergeRanked(ranked, scoreGroups(items, { now, matcher, exclude, step: RELAXED_STEP }));
  if (ranked.length >= MIN_TRENDS) return { ranked, coverage };
  const related = relatedItems(items, matcher);
  if (related.length) {
    coverage = "related";
    ranked = mergeRanked(ranked, scoreGroups(related, { now, exclude, scope: coverage }));
    if (!enough()) ranked = mergeRanked(ranked, scoreGroups(related, { now, exclude, step: RELAXED_STEP, scope: coverage }));
  }
  if (ranked.length >= MIN_TRENDS) return { ranked, coverage };
  coverage = "broad";
  ranked = mergeRanked(ranked, scoreGroups(items, { now, exclude, scope: coverage }));
  if (!enough()) ranked = mergeRanked(ranked, scoreGroups(items, { now, exclude, step: RELAXED_STEP, scope: coverage }));
  return { ranked, coverage };
}

/** Items of the curated niches and categories the niche's own matches come from. */
export function relatedItems(items: SignalItem[], matcher: NicheMatcher): SignalItem[] {
  const niches = new Set<string>();
  const categories = new Set<number>(matcher.categoryIds);
  for (const it of items) {
    if (!matcher.matches(it)) continue;
    if (it.niche) niches.add(it.niche);
    else if (it.categoryId !== null) categories.add(it.categoryId);
  }
  if (niches.size === 0 && categories.size === 0) return [];
  return items.filter((it) => (it.niche ? niches.has(it.niche) : it.categoryId !== null && categories.has(it.categoryId)));
}
