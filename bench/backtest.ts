// The trend backtest on trending-list items (one row per video per day on the list), honestly
// split in time. For each evaluated day t the engine picks its top 5 topics from data up to t
// only; a pick is a hit when the topic's mentions over t+1..t+3 exceed those over t-2..t. The
// baseline picks the 5 topics mentioned most often up to t.
//
// What can be tuned from here is what the engine takes as options: the recent window, the
// baseline window and the mentions a topic needs (ScoreOptions). Each setting of a small grid is
// scored on the first half of the days; the best one (the engine's defaults on a tie) is then
// scored once on the second half. The first half's last days are left out of the tuning when
// their outcome window reaches into the second half (an embargo), so nothing the tuning saw is
// scored. The engine's own constants (lib/trends/scoring.ts) are fixed in code, not tuned here.
import { dayNumber, rawFrequencyTop, scoreTopics } from "../lib/trends/scoring";
import { topicsOf } from "../lib/trends/tally";
import { DAY_MS } from "@/lib/time";
import { topicKey } from "../lib/trends/core/text";
import type { SignalItem } from "../lib/trends/core/types";

export const K = 5;
export const HORIZON = 3;

export type Setting = { recentDays: number; baselineDays: number; minMentions: number };
export const DEFAULT_SETTING: Setting = { recentDays: 3, baselineDays: 14, minMentions: 3 };
export const GRID: Setting[] = [2, 3, 4].flatMap((recentDays) =>
  [7, 14].flatMap((baselineDays) => [2, 3, 5].map((minMentions) => ({ recentDays, baselineDays, minMentions }))),
);
/** Days of history every setting needs before an evaluated day (so all score the same days). */
export const WINDOW = Math.max(...GRID.map((s) => s.recentDays + s.baselineDays));
/** Evaluated days needed: each half at least two days after the embargo. */
const MIN_EVALUATED = 2 * (HORIZON + 2);
/** Calendar days a file must span for the split backtest. */
export const NEEDED_DAYS = WINDOW + HORIZON + MIN_EVALUATED - 1;

export type Precision = { days: number; engine: number; baseline: number; engineHits: number; baseHits: number };
export type BacktestResult = {
  days: number;
  tuningDays: number[];
  scoredDays: number[];
  embargoed: number;
  chosen: Setting;
  tuning: { setting: Setting; precision: Precision }[];
  firstHalf: Precision;
  secondHalf: Precision;
  defaultsFirstHalf: Precision;
  defaultsSecondHalf: Precision;
  timings: number[];
};

const same = (a: Setting, b: Setting) =>
  a.recentDays === b.recentDays && a.baselineDays === b.baselineDays && a.minMentions === b.minMentions;
export const settingText = (s: Setting) => `${s.recentDays}+${s.baselineDays} days, >= ${s.minMentions} mentions`;

/** The split backtest, or null when the items span fewer than NEEDED_DAYS days. */
export function backtest(items: SignalItem[], opts: { verbose?: (line: string) => void } = {}): BacktestResult | null {
  // Mentions per day per topic key: the ground truth for hits (the future is read only here).
  const mentions = new Map<number, Map<string, number>>();
  for (const it of items) {
    const d = dayNumber(it.observedAt);
    if (!mentions.has(d)) mentions.set(d, new Map());
    const m = mentions.get(d)!;
    for (const key of topicsOf(it).keys) m.set(key, (m.get(key) ?? 0) + 1);
  }
  const days = [...mentions.keys()].sort((a, b) => a - b);
  if (!days.length || days[days.length - 1] - days[0] + 1 < NEEDED_DAYS) return null;
  const sum = (key: string, from: number, to: number) => {
    let n = 0;
    for (let d = from; d <= to; d++) n += mentions.get(d)?.get(key) ?? 0;
    return n;
  };
  const isHit = (topic: string, t: number) => {
    const key = topicKey(topic);
    return sum(key, t + 1, t + HORIZON) > sum(key, t - 2, t);
  };

  const first = days[0];
  const last = days[days.length - 1];
  const evaluated = days.filter((t) => t - first >= WINDOW - 1 && t + HORIZON <= last);
  const half = Math.ceil(evaluated.length / 2);
  const scoredDays = evaluated.slice(half);
  const firstHalfDays = evaluated.slice(0, half);
  const tuningDays = firstHalfDays.filter((t) => t + HORIZON < scoredDays[0]);
  const sorted = items.slice().sort((a, b) => a.observedAt.getTime() - b.observedAt.getTime());
  const upTo = (t: number) => {
    let n = 0;
    while (n < sorted.length && dayNumber(sorted[n].observedAt) <= t) n++;
    return sorted.slice(0, n); // only data up to t: no peeking
  };
  const visibleOn = new Map(evaluated.map((t) => [t, upTo(t)]));
  const baseHitsOn = new Map(
    evaluated.map((t) => [
      t,
      rawFrequencyTop(visibleOn.get(t)!, new Date(t * DAY_MS), K).filter((b) => isHit(b.topic, t)).length,
    ]),
  );

  const timings: number[] = [];
  const run = (setting: Setting, onDays: number[], label?: string): Precision => {
    let engineHits = 0;
    let baseHits = 0;
    for (const t of onDays) {
      const asOf = new Date(t * DAY_MS);
      const t0 = performance.now();
      const picks = scoreTopics(visibleOn.get(t)!, {
        asOf,
        ...setting,
        limit: K,
        sourceLabel: "backtest",
        verified: true,
      });
      timings.push(performance.now() - t0);
      const hits = picks.filter((p) => isHit(p.topic, t)).length;
      engineHits += hits;
      baseHits += baseHitsOn.get(t)!;
      if (label && opts.verbose) {
        const mark = (topic: string) => `${topic}${isHit(topic, t) ? "+" : "-"}`;
        opts.verbose(
          `${label} ${asOf.toISOString().slice(0, 10)} ${hits}/${K}: ${picks.map((p) => mark(p.topic)).join(", ")}`,
        );
      }
    }
    const n = Math.max(1, onDays.length * K);
    return { days: onDays.length, engine: engineHits / n, baseline: baseHits / n, engineHits, baseHits };
  };

  // Best first-half precision wins; on a tie the engine's defaults, then the earlier grid entry.
  const tuning = GRID.map((setting) => ({ setting, precision: run(setting, tuningDays) }));
  const best = tuning.reduce((a, b) =>
    b.precision.engine > a.precision.engine ||
    (b.precision.engine === a.precision.engine && same(b.setting, DEFAULT_SETTING))
      ? b
      : a,
  );
  const chosen = best.setting;
  return {
    days: days.length,
    tuningDays,
    scoredDays,
    embargoed: firstHalfDays.length - tuningDays.length,
    chosen,
    tuning,
    firstHalf: best.precision,
    secondHalf: run(chosen, scoredDays, "scored"),
    defaultsFirstHalf: run(DEFAULT_SETTING, tuningDays),
    defaultsSecondHalf: run(DEFAULT_SETTING, scoredDays),
    timings,
  };
}
