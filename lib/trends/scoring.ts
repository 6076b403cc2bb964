// The explainable emerging-trend score. For each candidate topic it compares a short recent
// window (default 3 days ending at `asOf`) with a trailing baseline (default the 14 days
// before), keeps every factor it used, and ranks. Only items observed up to `asOf` are read.
//
//   score = min(significance, jump)+      new against the baseline AND still rising today
//         x log2(1 + velocity)            how much faster than its baseline rate
//         x min(1, (spread + 1) / 4)      one channel alone is not a trend
//         x (1 - saturation / 2)          already common topics leave less room
//         x lifecycle weight              peaking / saturated / declining topics sink
//         x (1 + min(0.2, engagement))    audiences reacting
//
// `jump` is the Poisson significance of the newest day against the days before it. It is why
// the engine tracks direction rather than size: in the trending-video backtest, a topic whose
// newest day is its strongest kept growing far more often than one that rose two days ago.
//
// A "day" is a calendar day for items known only by date (imports, curated examples). Items with
// an exact time (live posts), scored with `now`, are counted in 24-hour windows ending at `now`:
// a calendar day still under way holds a fraction of a day's posts (at 11:30 UTC about a third),
// so comparing it with full days would read every rise as a fall and every fall as a peak.
import { pickDistinct } from "./dedupe";
import { type EvidenceCoverage, toScoredTopic } from "./evidence";
import { nameWords, topicKey } from "./core/text";
import { type Tally, tallyTopics, topicsOf } from "./tally";
import type { Lifecycle, ScoreFactors, ScoredTopic } from "@/lib/generation/types";
import { mentionWeight, type SignalItem } from "./core/types";
import { DAY_MS } from "../time";
import { lifecycleOf, poissonSignificance } from "./lifecycle";
import { stemOf } from "@/lib/language/stem";
import { type Dispersion, dispersionSums } from "./rise-test";
import type { Aliases } from "./vocabulary";

export const dayNumber = (d: Date): number => Math.floor(d.getTime() / DAY_MS);

export type ScoreOptions = {
  asOf: Date;
  recentDays?: number;
  baselineDays?: number;
  limit?: number;
  sourceLabel: string;
  verified: boolean;
  minMentions?: number; // recent mentions a topic needs to be considered (default 3)
  exclude?: string[]; // topics never to report, e.g. the niche's own name
  // Spellings counted as the phrase they spell ("#sprayededges", "fn45"): vocabulary.ts.
  aliases?: Aliases;
  // The time of the report: timed items are then counted in 24-hour windows ending here (and
  // `asOf` is ignored), so the newest window is a whole day like every other.
  now?: Date;
};

/** The day slot of an item: its calendar day, or with `now`, its 24-hour window before `now`. */
export function slotOf(item: SignalItem, now?: Date): number {
  if (!now || !item.publishedAt) return dayNumber(item.observedAt);
  return dayNumber(now) + Math.ceil((item.publishedAt.getTime() - now.getTime()) / DAY_MS);
}

export type Candidate = Tally & {
  factors: ScoreFactors;
  score: number;
  lifecycle: Lifecycle;
  baseline: number;
  expected: number; // recent mentions the baseline share predicts
  presence: number; // share of baseline days with a mention
  velocity: number;
  tagShare: number;
  // The topic's own day-to-day wobble on its baseline days (rise-test.ts), and the squared daily
  // means its baseline share predicts over the recent days: what a negative binomial's variance needs.
  dispersion: Dispersion;
  recentMu2: number;
};

/** One source's candidates with what their evidence indices point into. */
export type Scored = {
  candidates: Candidate[];
  recentItems: SignalItem[];
  coverage: EvidenceCoverage;
  recentDays: number;
  newest: number; // index of the newest window day with data
  ratio: number; // recent items per baseline item: what one baseline mention predicts (0: no baseline)
  dayTotals: number[]; // items per window day, oldest first
};

const LIFECYCLE_WEIGHT: Record<Lifecycle, number> = {
  emerging: 1,
  accelerating: 1,
  peaking: 0.45,
  saturated: 0.35,
  declining: 0.15,
};

// A topic counts as common once it holds 5% of all items on most baseline days.
const SATURATION_SHARE = 0.05;
const SMOOTHING = 0.6; // weight of each newer day in the current level
// One mention a day is noise: added to expectations and rates, so 1 -> 3 mentions is no spike.
const NOISE = 1;

// Exponentially smoothed daily mentions over the recent window: today's level, not its average.
function currentLevel(counts: number[], B: number, dayTotals: number[]): number {
  let level = -1;
  for (let i = B; i < counts.length; i++) {
    if (dayTotals[i] === 0) continue;
    level = level < 0 ? counts[i] : SMOOTHING * counts[i] + (1 - SMOOTHING) * level;
  }
  return Math.max(0, level);
}

const sumSq = (xs: number[]) => xs.reduce((s, x) => s + x * x, 0);

/** Every candidate topic of the recent window with its factors, before ranking and dedupe. */
export function scoreCandidates(items: SignalItem[], opts: ScoreOptions): Scored | null {
  const R = Math.max(1, opts.recentDays ?? 3);
  const B = Math.max(1, opts.baselineDays ?? 14);
  const minMentions = opts.minMentions ?? 3;
  const excluded = new Set((opts.exclude ?? []).map((t) => topicKey(t.toLowerCase())));
  // A lone word that is a niche name's own word in another form ("print" in a 3d printing niche)
  // names nothing inside the niche either.
  const excludedStems = new Set(
    [...excluded]
      .filter((k) => !k.includes(" "))
      .flatMap(nameWords)
      .map(stemOf),
  );
  const isExcluded = (key: string) => excluded.has(key) || (!key.includes(" ") && excludedStems.has(stemOf(key)));
  const end = dayNumber(opts.now ?? opts.asOf);
  const slot = (it: SignalItem) => slotOf(it, opts.now);
  const start = end - R - B + 1;
  const recentStart = end - R + 1;
  const W = R + B;

  // The window's items, recent and baseline, with each day's total; tally.ts counts every topic
  // of the recent items over them.
  const dayTotals: number[] = new Array(W).fill(0);
  const recentItems: SignalItem[] = [];
  const baselineItems: { item: SignalItem; idx: number }[] = [];
  // Counts are in mentions: an item counts for mentionWeight (an outlier video for more than one).
  for (const item of items) {
    const d = slot(item);
    if (d < start || d > end) continue;
    dayTotals[d - start] += mentionWeight(item);
    if (d >= recentStart) recentItems.push(item);
    else baselineItems.push({ item, idx: d - start });
  }
  const accs = tallyTopics(recentItems, baselineItems, { days: W, startDay: start, slot, aliases: opts.aliases });

  const recentTotal = dayTotals.slice(B).reduce((s, n) => s + n, 0);
  const baseTotal = dayTotals.slice(0, B).reduce((s, n) => s + n, 0);
  const recentDaysWithData = Math.max(1, dayTotals.slice(B).filter((n) => n > 0).length);
  const baseDaysWithData = dayTotals.slice(0, B).filter((n) => n > 0).length;
  let last = W - 1; // the newest day with data: today's items may not be in yet
  while (last > B && dayTotals[last] === 0) last--;
  if (dayTotals[last] === 0) return null;
  const earlierTotal = dayTotals.slice(B, last).reduce((s, n) => s + n, 0);

  const candidates: Candidate[] = [];
  for (const a of accs.values()) {
    // The least evidence is counted in items: one outlier video alone is no topic.
    if (a.items.length < minMentions || isExcluded(a.key)) continue;
    const baseline = a.counts.slice(0, B).reduce((s, n) => s + n, 0);
    // One pseudo-mention in the baseline: a topic never seen before is not infinitely new.
    const expected = baseTotal > 0 ? ((baseline + 1) * recentTotal) / baseTotal : 0.5 * recentDaysWithData;
    const significance = poissonSignificance(a.recent, expected);
    const current = currentLevel(a.counts, B, dayTotals);
    const baseRate = baseDaysWithData > 0 ? baseline / baseDaysWithData : 0;
    const velocity = (current + NOISE) / (baseRate + NOISE);
    // Today's jump: the last day with data against the topic's share on the days before it
    // (the higher of the earlier recent days and the baseline), so a rise that already
    // happened two days ago does not count as still rising.
    const latest = a.counts[last];
    let earlier = 0;
    for (let i = B; i < last; i++) earlier += a.counts[i];
    const priorShare = Math.max(
      earlierTotal > 0 ? earlier / earlierTotal : 0,
      baseTotal > 0 ? baseline / baseTotal : 0,
    );
    const jump = poissonSignificance(latest, priorShare * dayTotals[last] + NOISE);
    const lift = baseTotal > 0 ? a.recent / recentTotal / ((baseline + 0.5) / baseTotal) : velocity;
    const share = baseTotal > 0 ? baseline / baseTotal : 0;
    const means = dayTotals.map((n) => share * n);
    const dispersion = dispersionSums(a.counts.slice(0, B), means.slice(0, B));
    const presence = baseDaysWithData > 0 ? a.counts.slice(0, B).filter((n) => n > 0).length / baseDaysWithData : 0;
    // Common already: present on most baseline days and holding a visible share of all items.
    const saturation = baseTotal > 0 ? Math.min(1, presence * Math.min(1, baseline / baseTotal / SATURATION_SHARE)) : 0;
    const channels = new Set<string>();
    let views = 0;
    let reactions = 0;
    for (const i of a.items) {
      const it = recentItems[i];
      channels.add(it.channel);
      views += it.views;
      reactions += it.likes + it.comments;
    }
    const spread = channels.size;
    const engagementRate = views > 0 ? reactions / views : 0;
    const lifecycle = lifecycleOf(a.counts.slice(B, last + 1), velocity, significance, presence);
    // The weaker of the two tests bounds the score: new against the baseline AND still rising.
    const score =
      Math.max(0, Math.min(significance, jump)) *
      Math.log2(1 + velocity) *
      Math.min(1, (spread + 1) / 4) *
      (1 - 0.5 * saturation) *
      LIFECYCLE_WEIGHT[lifecycle] *
      (1 + Math.min(0.2, engagementRate));
    candidates.push({
      ...a,
      factors: { velocity, significance, lift, spread, engagementRate, saturation },
      score,
      lifecycle,
      baseline,
      expected,
      presence,
      velocity,
      tagShare: a.tagHits / a.items.length,
      dispersion,
      recentMu2: sumSq(means.slice(B)),
    });
  }
  const coverage = {
    totalItems: dayTotals.reduce((s, n) => s + n, 0),
    daysWithData: dayTotals.filter((n) => n > 0).length,
    windowDays: W,
    baselineDaysWithData: baseDaysWithData,
  };
  return {
    candidates,
    recentItems,
    coverage,
    recentDays: R,
    newest: last,
    dayTotals,
    ratio: baseTotal > 0 ? recentTotal / baseTotal : 0,
  };
}

export function scoreTopics(items: SignalItem[], opts: ScoreOptions): ScoredTopic[] {
  const scored = scoreCandidates(items, opts);
  if (!scored) return [];
  const { candidates, recentItems, coverage } = scored;
  // Equal evidence (the tags of one video) ties: prefer a creator's own tag, then the shorter.
  candidates.sort((x, y) => y.score - x.score || y.tagShare - x.tagShare || x.key.length - y.key.length);

  const picked = pickDistinct(candidates, opts.limit ?? 10);
  const evidence = { recentDays: scored.recentDays, sourceLabel: opts.sourceLabel, verified: opts.verified };
  return picked.map((c) => toScoredTopic(c, recentItems, coverage, evidence));
}

/** The naive baseline: the k topics mentioned most often in all data up to `asOf`. */
export function rawFrequencyTop(
  items: SignalItem[],
  asOf: Date,
  k: number,
): { topic: string; key: string; count: number }[] {
  const end = dayNumber(asOf);
  const counts = new Map<string, { n: number; form: string }>();
  for (const item of items) {
    if (dayNumber(item.observedAt) > end) continue;
    const t = topicsOf(item);
    t.keys.forEach((key, i) => {
      const e = counts.get(key);
      if (e) e.n++;
      else counts.set(key, { n: 1, form: t.topics[i] });
    });
  }
  return [...counts]
    .sort((x, y) => y[1].n - x[1].n || (x[0] < y[0] ? -1 : 1))
    .slice(0, k)
    .map(([key, e]) => ({ topic: e.form, key, count: e.n }));
}
