// What a script may say about time, from the evidence window itself. The trend engine counts a
// topic's mentions day by day: a recent window (three days, or a week when signals are thin) and
// the two weeks before it as the baseline. A line about when people posted, or how quiet a topic
// was, uses these slots, so it names the window the data covers; a claim the counts don't hold
// (a quiet past when the topic was already there) has no slot, and its line is not said.
import { sayNumber } from "./say";
import { capFirst } from "./text";

/** The trend engine's baseline: the days before the recent window that growth is measured against. */
export const BASELINE_DAYS = 14;

// Slot name to words, the shape of facts.ts's Facts, which merges these in: spelled out here so
// the window does not import the module that imports it.
type Slots = Record<string, string>;

// "Hardly anyone" before the rise: at most this many mentions in the whole baseline, and a recent
// daily rate at least this many times the baseline's.
const QUIET_MAX_MENTIONS = 2;
const QUIET_RATIO = 5;

export type EvidenceWindow = {
  /** Daily mention counts, oldest first, baseline then recent window. */
  series?: number[] | null;
  /** Days in the recent window; when absent, what the series holds past the baseline. */
  recentDays?: number | null;
};

/** "two weeks", "a week", "ten days", "the day". */
function spanOf(days: number): string {
  if (days % 7 === 0) return days === 7 ? "a week" : `${sayNumber(days / 7)} weeks`;
  return days === 1 ? "a day" : `${sayNumber(days)} days`;
}

/** The last `days` days as said after "in": "the last three days", "the past week". */
const lastSpan = (days: number) =>
  days === 7 ? "the past week" : days === 1 ? "the last day" : `the last ${spanOf(days).replace(/^a /, "")}`;

const sum = (xs: number[]) => xs.reduce((n, x) => n + (Number.isFinite(x) ? x : 0), 0);

/**
 * Slots for time, from the window: {recently} ("in the last three days"), {lastSpan} ("the last
 * three days"), {before} ("in the two weeks before", what growth compares with) and, only when the
 * baseline was nearly empty, {quietAgo} {QuietAgo} ("two weeks ago").
 */
export function windowFacts(ev: EvidenceWindow): Slots {
  const series = Array.isArray(ev.series) ? ev.series.map(Number) : [];
  const given = Number(ev.recentDays);
  const recent = Number.isInteger(given) && given > 0 ? given : series.length - BASELINE_DAYS;
  if (!(recent > 0)) return {};
  const facts: Slots = { recently: `in ${lastSpan(recent)}`, lastSpan: lastSpan(recent) };
  const baseline = series.length - recent;
  if (baseline <= 0) return facts;
  facts.before = `in the ${spanOf(baseline).replace(/^a /, "")} before`;
  const before = sum(series.slice(0, baseline));
  const after = sum(series.slice(baseline));
  const quiet = before <= QUIET_MAX_MENTIONS && after / recent >= (QUIET_RATIO * Math.max(before, 1)) / baseline;
  if (quiet)
    Object.assign(facts, { quietAgo: `${spanOf(baseline)} ago`, QuietAgo: capFirst(`${spanOf(baseline)} ago`) });
  return facts;
}
