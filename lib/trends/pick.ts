// From signal items of any mix of sources to the topics a report shows. Pure (no database):
// shared by the trend service and bench/generation.ts.
//
// Items are scored per source group, each against its own latest day (a 2017 import and today's
// curated seed can't share one time axis), with the group's label and verified flag: live data
// first, then real imports, then the curated examples. Every topic keeps the evidence of the
// group it was scored in.
//
// Relevance: a niche's own evidence is what its live sources fetched for it (its subreddits, its
// query, its channels), imports matching its words, and for a preset its curated examples. Topics
// from elsewhere are only borrowed to complete a thin report, each marked with the niche it comes
// from, and never make up the whole report: no own evidence, no report.
import type { NicheMatcher } from "./core/niche";
import { adjacentPresets, PRESET_NICHES } from "./core/niche";
import { dayNumber, scoreCandidates, type Scored, scoreTopics, slotOf } from "./scoring";
import { topicsOf } from "./tally";
import { type Aliases, aliasesOf } from "./vocabulary";
import { DAY_MS } from "@/lib/time";
import { type Listing, nicheKeyWords, pickPooled } from "./pool";
import { sameName } from "./dedupe";
import { denoise } from "./core/noise";
import { isLiveSource } from "./source-labels";
import { topicKey } from "./core/text";
import type { ScoredTopic } from "@/lib/generation/types";
import type { SignalItem } from "./core/types";

export const MIN_TRENDS = 3;
export const MAX_TRENDS = 5;
export const CURATED_LABEL = "Curated Examples";
export const LIVE_LABEL = "API";

export type ItemGroup = {
  key: string;
  label: string;
  verified: boolean;
  rank: number;
  live: boolean;
  items: SignalItem[];
};

/**
 * The source label: 'API' for live data, 'Curated Examples', or the import's file name. Each live
 * source, and each listing of one, is its own group: they reach back different lengths of time
 * (Reddit's newest posts 3.5 days, its top of the week 7, news three weeks), and mixing them would
 * read more coverage as growth: a topic only the short listing finds would have no baseline.
 */
export function sourceGroupOf(source: string, listing?: string): Omit<ItemGroup, "items"> {
  if (isLiveSource(source))
    return {
      key: `live:${source}${listing ? `:${listing}` : ""}`,
      label: LIVE_LABEL,
      verified: true,
      rank: 0,
      live: true,
    };
  if (source.startsWith("import:"))
    return { key: source, label: source.slice(7) || "Import", verified: true, rank: 1, live: false };
  if (source === "curated") return { key: "curated", label: CURATED_LABEL, verified: false, rank: 2, live: false };
  return { key: source, label: source, verified: false, rank: 3, live: false };
}

export function groupItems(items: SignalItem[]): ItemGroup[] {
  const groups = new Map<string, ItemGroup>();
  for (const item of items) {
    const g = sourceGroupOf(item.source, item.listing);
    let group = groups.get(g.key);
    if (!group) groups.set(g.key, (group = { ...g, items: [] }));
    group.items.push(item);
  }
  return [...groups.values()].sort((a, b) => a.rank - b.rank || a.key.localeCompare(b.key));
}

/**
 * Recent and baseline days for a live listing that reaches back `span` whole days (its oldest,
 * cut-off day not counted): the step's windows when it reaches far enough, otherwise the recent
 * window shrinks so the baseline is at least as long, and the baseline is what is left.
 */
export function windowsFor(step: ScoringStep, span: number): { recentDays: number; baselineDays: number } | null {
  if (span >= step.recentDays + BASELINE_DAYS) return { recentDays: step.recentDays, baselineDays: BASELINE_DAYS };
  if (span < 2) return null;
  const recentDays = Math.min(step.recentDays, Math.floor(span / 2));
  return { recentDays, baselineDays: span - recentDays };
}

export type ScoringStep = { recentDays: number; minMentions: number };
export const DEFAULT_STEP: ScoringStep = { recentDays: 3, minMentions: 3 };
export const RELAXED_STEP: ScoringStep = { recentDays: 7, minMentions: 2 };
const BASELINE_DAYS = 14;
/** A live source silent this long is read as of its newest post, not as of now. */
const STALE_MS = 6 * 3_600_000;
/** Days of history a scoring step can read: the widest recent window plus the baseline. */
export const WINDOW_DAYS = RELAXED_STEP.recentDays + BASELINE_DAYS;

/** Whether the report rests on the niche's own evidence alone, borrows to complete it, or has none. */
export type Coverage = "niche" | "adjacent" | "none";

export type Ranked = { topic: ScoredTopic; rank: number; recentDays: number; scope: "niche" | "adjacent" };

/**
 * Live candidates already scored over one set of items at one time, by listing and windows. The
 * relaxed step gives a listing shorter than its windows the same windows as the default step
 * (windowsFor), and its candidates do not depend on the step (every one is kept), so the second
 * step reuses the first's.
 */
export type LiveScores = Map<string, Scored | null>;

/**
 * Live listings' items without their noise (denoise), by listing: the relaxed step reads the same
 * items as the default one, and denoising a niche's 50k stored posts twice was a fifth of a report.
 */
export type Denoised = Map<string, SignalItem[]>;

/**
 * Scores each group of `items` and ranks the results; `adjacentFrom` marks borrowed topics.
 * `nicheWords` is nicheKeyWords(exclude), and `live` and `denoised` the steps' shared LiveScores and
 * Denoised, all passed in by a caller that scores the same items several times.
 */
export function scoreGroups(
  items: SignalItem[],
  opts: {
    now: Date;
    step?: ScoringStep;
    exclude?: string[];
    nicheWords?: ReadonlySet<string>;
    live?: LiveScores;
    denoised?: Denoised;
    adjacentFrom?: string;
    aliases?: Aliases;
  },
): Ranked[] {
  const step = opts.step ?? DEFAULT_STEP;
  const aliases = opts.aliases ?? liveAliases(items);
  const today = dayNumber(opts.now);
  const out: Ranked[] = [];
  const listings: Listing[] = [];
  const add = (topic: ScoredTopic, rank: number, recentDays: number) => {
    if (opts.adjacentFrom) topic.adjacentFrom = opts.adjacentFrom;
    out.push({ topic, rank, recentDays, scope: opts.adjacentFrom ? "adjacent" : "niche" });
  };
  for (const group of groupItems(items)) {
    // Live evidence loses its spam, marketplace posts and repeats first (noise.ts).
    const pool = group.live ? (opts.denoised?.get(group.key) ?? denoise(group.items)) : group.items;
    if (group.live) opts.denoised?.set(group.key, pool);
    let last = -Infinity;
    let newest = -Infinity;
    for (const it of pool) {
      const d = dayNumber(it.observedAt);
      if (d <= today && d > last) last = d;
      const t = it.publishedAt?.getTime() ?? -Infinity;
      if (t <= opts.now.getTime() && t > newest) newest = t;
    }
    if (!Number.isFinite(last)) continue;
    // Live posts carry their exact time: counted in whole 24-hour windows ending now, or at the
    // newest post when the source has said nothing for hours (signals read a day later), so every
    // window is a full day of what it said.
    const anchor =
      group.live && Number.isFinite(newest)
        ? new Date(opts.now.getTime() - newest > STALE_MS ? newest : opts.now.getTime())
        : undefined;
    let first = Infinity;
    if (anchor) for (const it of pool) first = Math.min(first, slotOf(it, anchor));
    // A live listing is compared with itself over the days it reaches back in full.
    const windows = anchor
      ? windowsFor(step, dayNumber(anchor) - first)
      : { recentDays: step.recentDays, baselineDays: BASELINE_DAYS };
    if (!windows) continue;
    const scoring = {
      asOf: new Date(last * DAY_MS),
      now: anchor,
      ...windows,
      minMentions: step.minMentions,
      limit: MAX_TRENDS,
      sourceLabel: group.label,
      verified: group.verified,
      exclude: opts.exclude,
      aliases,
    };
    if (group.live) {
      // Live listings are judged together (pool.ts): every candidate, however few its mentions here.
      const at = `${group.key} ${windows.recentDays}+${windows.baselineDays}`;
      const known = opts.live?.get(at);
      const scored = known !== undefined ? known : scoreCandidates(pool, { ...scoring, minMentions: 1 });
      opts.live?.set(at, scored);
      if (scored)
        listings.push({
          ...scored,
          key: group.key,
          source: group.items[0].source,
          label: group.label,
          verified: group.verified,
        });
      continue;
    }
    for (const topic of scoreTopics(pool, scoring)) add(topic, group.rank, windows.recentDays);
  }
  const live = pickPooled(listings, {
    limit: MAX_TRENDS,
    minMentions: step.minMentions,
    nicheWords: opts.nicheWords ?? nicheKeyWords(opts.exclude ?? []),
  });
  for (const { topic, recentDays } of live) {
    // Live data must show a rise against an observed baseline: a word merely frequent in a
    // source's first days is not a trend, nor is a falling one.
    if (topic.growthPct === null || topic.lifecycle === "declining") continue;
    add(topic, 0, recentDays);
  }
  return out.sort((a, b) => a.rank - b.rank || b.topic.score - a.topic.score);
}

/** How the niche's live posts spell their topics (vocabulary.ts): all its platforms together. */
const liveAliases = (items: SignalItem[]): Aliases =>
  aliasesOf(
    items.filter((it) => isLiveSource(it.source)),
    topicsOf,
  );

/** The same topic found by another live source: the card names both, with the newer evidence time. */
function joinEvidence(picked: Ranked[], key: string, other: ScoredTopic): void {
  const kept = picked.find((p) => topicKey(p.topic.topic.toLowerCase()) === key)?.topic;
  if (!kept || !kept.verified || !other.verified || kept.adjacentFrom || other.adjacentFrom) return;
  kept.sources = [...new Set([...(kept.sources ?? []), ...(other.sources ?? [])])].slice(0, 4);
  if (other.newestAt && (!kept.newestAt || other.newestAt > kept.newestAt)) kept.newestAt = other.newestAt;
}

/** Adds topics not already picked (the same trend by its words, in any source) until `limit`. */
export function mergeRanked(
  picked: Ranked[],
  more: Ranked[],
  limit = MAX_TRENDS,
  niche: ReadonlySet<string> = new Set(),
): Ranked[] {
  const out = picked.slice();
  const keys = out.map((r) => topicKey(r.topic.topic.toLowerCase()));
  for (const r of more) {
    const key = topicKey(r.topic.topic.toLowerCase());
    // One trend by its name, or by its examples: two cards showing the same posts are one trend
    // found twice ("snowy owl" and "owl irruption", both from "Snowy Owl Irruption" posts).
    const titles = new Set(r.topic.topItems.map((i) => i.title));
    const twin = out.findIndex((o) => o.topic.topItems.filter((i) => titles.has(i.title)).length >= 2);
    const same = twin >= 0 ? keys[twin] : keys.find((k) => sameName(k, key, niche));
    if (same !== undefined) {
      joinEvidence(out, same, r.topic);
      continue;
    }
    if (out.length >= limit) break;
    keys.push(key);
    out.push(r);
  }
  return out;
}

/** Topics never worth reporting for a niche: its own name ("beauty" in Beauty, "pottery" in pottery). */
export function nicheExclusions(matcher: NicheMatcher): string[] {
  return matcher.preset ? [matcher.label, matcher.key, ...matcher.terms.slice(0, 1)] : matcher.terms;
}

/** The niche's own evidence: fetched for it, matching its words (imports), or its curated examples. */
export function isOwnItem(item: SignalItem, matcher: NicheMatcher): boolean {
  if (isLiveSource(item.source)) return item.niche === matcher.key;
  if (item.source === "curated") return matcher.preset && item.niche === matcher.key;
  return matcher.matches(item);
}

/** The preset niche a custom niche may borrow an item from: its curated examples naming the niche's words, or a preset its words belong to. */
function lenderOf(item: SignalItem, matcher: NicheMatcher, lenders: Set<string>): string | null {
  if (matcher.preset || item.source !== "curated" || !item.niche || !PRESET_NICHES[item.niche]) return null;
  return lenders.has(item.niche) || matcher.matches(item) ? item.niche : null;
}

/**
 * The niche's own topics (the default window, then a longer one with fewer mentions); when they
 * are fewer than MIN_TRENDS, borrowed ones complete the report up to MIN_TRENDS.
 */
export function pickTopics(
  items: SignalItem[],
  matcher: NicheMatcher,
  now: Date,
): { ranked: Ranked[]; coverage: Coverage } {
  const exclude = nicheExclusions(matcher);
  const niche = nicheKeyWords(exclude);
  const own = items.filter((it) => isOwnItem(it, matcher));
  const scoring = { now, exclude, nicheWords: niche, aliases: liveAliases(own) };
  const steps = { ...scoring, live: new Map() as LiveScores, denoised: new Map() as Denoised };
  let ranked = mergeRanked([], scoreGroups(own, steps), MAX_TRENDS, niche);
  if (ranked.length < MAX_TRENDS)
    ranked = mergeRanked(ranked, scoreGroups(own, { ...steps, step: RELAXED_STEP }), MAX_TRENDS, niche);
  if (ranked.length === 0) return { ranked, coverage: "none" };
  if (ranked.length >= MIN_TRENDS) return { ranked, coverage: "niche" };
  const lenders = new Set(adjacentPresets(matcher));
  const borrowed = new Map<string, SignalItem[]>();
  for (const it of items) {
    const from = lenderOf(it, matcher, lenders);
    if (from) borrowed.set(from, [...(borrowed.get(from) ?? []), it]);
  }
  const before = ranked.length;
  for (const [key, pool] of borrowed) {
    const label = PRESET_NICHES[key].label;
    ranked = mergeRanked(ranked, scoreGroups(pool, { ...scoring, adjacentFrom: label }), MIN_TRENDS);
    ranked = mergeRanked(
      ranked,
      scoreGroups(pool, { ...scoring, step: RELAXED_STEP, adjacentFrom: label }),
      MIN_TRENDS,
    );
  }
  return { ranked, coverage: ranked.length > before ? "adjacent" : "niche" };
}
