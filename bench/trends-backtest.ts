// Backtest of the emerging-trend score on a YouTube-trending CSV.
//   npx tsx bench/trends-backtest.ts [file.csv] [--verbose]
// For each day t with a full history window, the engine picks its top 5 topics from data up to
// t only. A pick is a hit when the topic's mentions over t+1..t+3 exceed those over t-2..t.
// The baseline picks the 5 topics mentioned most often up to t.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseTrendingCsv } from "../lib/trends/csv";
import { dayNumber, DAY_MS, rawFrequencyTop, scoreTopics, topicsOf } from "../lib/trends/scoring";
import { topicKey } from "../lib/trends/text";
import type { SignalItem } from "../lib/trends/types";

const K = 5;
const RECENT = 3;
const BASELINE = 14;
const HORIZON = 3;

function main() {
  const args = process.argv.slice(2);
  const verbose = args.includes("--verbose");
  const projectRoot = path.resolve(import.meta.dirname, "..");
  const fileArg = args.find((a) => !a.startsWith("--"));
  const file = fileArg
    ? path.resolve(fileArg)
    : path.resolve(projectRoot, "test/fixtures/youtube-trending/US_2017-09-13_2017-10-22.csv");

  let t0 = performance.now();
  const items = parseTrendingCsv(readFileSync(file, "utf8"), path.basename(file));
  const parseMs = performance.now() - t0;

  // Mentions per day per topic key: the ground truth for hits (the future is read only here).
  const mentions = new Map<number, Map<string, number>>();
  const byDay = new Map<number, SignalItem[]>();
  for (const it of items) {
    const d = dayNumber(it.observedAt);
    if (!byDay.has(d)) {
      byDay.set(d, []);
      mentions.set(d, new Map());
    }
    byDay.get(d)!.push(it);
    const m = mentions.get(d)!;
    for (const key of topicsOf(it).keys) m.set(key, (m.get(key) ?? 0) + 1);
  }
  const days = [...byDay.keys()].sort((a, b) => a - b);
  // Each evaluated day needs its window before it and the horizon after it.
  const needed = RECENT + BASELINE + HORIZON;
  const span = days.length ? days[days.length - 1] - days[0] + 1 : 0;
  if (span < needed) {
    console.error(
      `${path.basename(file)}: ${items.length} rows over ${span} day${span === 1 ? "" : "s"}; the backtest needs at least ${needed} days ` +
        `(a ${RECENT}+${BASELINE}-day scoring window, then ${HORIZON} days to check what happened next). Use a longer export.`,
    );
    process.exitCode = 2;
    return;
  }
  const sum = (key: string, from: number, to: number) => {
    let n = 0;
    for (let d = from; d <= to; d++) n += mentions.get(d)?.get(key) ?? 0;
    return n;
  };
  const isHit = (topic: string, t: number) => {
    const key = topicKey(topic);
    return sum(key, t + 1, t + HORIZON) > sum(key, t - RECENT + 1, t);
  };

  const first = days[0];
  const last = days[days.length - 1];
  let engineHits = 0;
  let baseHits = 0;
  let evaluated = 0;
  const perDay: { engine: number; base: number }[] = [];
  const timings: number[] = [];
  const upTo: SignalItem[] = [];
  let next = 0;
  const sortedItems = items.slice().sort((a, b) => a.observedAt.getTime() - b.observedAt.getTime());
  for (const t of days) {
    while (next < sortedItems.length && dayNumber(sortedItems[next].observedAt) <= t) upTo.push(sortedItems[next++]);
    if (t - first < RECENT + BASELINE - 1 || t + HORIZON > last) continue;
    const asOf = new Date(t * DAY_MS);
    const visible = upTo.slice(); // only data up to t: no peeking
    t0 = performance.now();
    const picks = scoreTopics(visible, {
      asOf,
      recentDays: RECENT,
      baselineDays: BASELINE,
      limit: K,
      sourceLabel: "backtest",
      verified: true,
    });
    timings.push(performance.now() - t0);
    const base = rawFrequencyTop(visible, asOf, K);
    const eh = picks.filter((p) => isHit(p.topic, t)).length;
    const bh = base.filter((b) => isHit(b.topic, t)).length;
    engineHits += eh;
    baseHits += bh;
    evaluated++;
    perDay.push({ engine: eh, base: bh });
    if (verbose) {
      const day = asOf.toISOString().slice(0, 10);
      const mark = (topic: string) => `${topic}${isHit(topic, t) ? "+" : "-"}`;
      console.log(`${day} engine ${eh}/${K}: ${picks.map((p) => `${mark(p.topic)}(${p.lifecycle})`).join(", ")}`);
      console.log(`${day} base   ${bh}/${K}: ${base.map((b) => mark(b.topic)).join(", ")}`);
    }
  }

  // Cold timing of one full-file scoring (fresh objects, so no cached topic extraction).
  const fresh = parseTrendingCsv(readFileSync(file, "utf8"), path.basename(file));
  t0 = performance.now();
  const cpu0 = process.cpuUsage();
  scoreTopics(fresh, { asOf: new Date(last * DAY_MS), sourceLabel: "backtest", verified: true });
  const cpu = process.cpuUsage(cpu0);
  const coldMs = performance.now() - t0;

  const engineP = engineHits / (evaluated * K);
  const baseP = baseHits / (evaluated * K);
  const ratio = baseP > 0 ? engineP / baseP : Infinity;
  console.log(
    `file: ${path.basename(file)} (${items.length} rows, ${days.length} days, parsed in ${parseMs.toFixed(0)} ms)`,
  );
  console.log(`days evaluated: ${evaluated} (window ${RECENT}+${BASELINE} days, horizon ${HORIZON})`);
  console.log(`precision@${K} engine:   ${engineP.toFixed(3)} (${engineHits}/${evaluated * K})`);
  console.log(`precision@${K} baseline: ${baseP.toFixed(3)} (${baseHits}/${evaluated * K})`);
  console.log(`engine / baseline: ${Number.isFinite(ratio) ? ratio.toFixed(2) : "inf"}x`);
  // The weights were chosen on this file, so the halves show whether one stretch carries it.
  const half = Math.ceil(perDay.length / 2);
  for (const [name, days] of [
    ["first half", perDay.slice(0, half)],
    ["second half", perDay.slice(half)],
  ] as const) {
    const e = days.reduce((s, d) => s + d.engine, 0) / (days.length * K);
    const b = days.reduce((s, d) => s + d.base, 0) / (days.length * K);
    console.log(`  ${name} (${days.length} days): engine ${e.toFixed(3)}, baseline ${b.toFixed(3)}`);
  }
  const mean = timings.reduce((s, n) => s + n, 0) / Math.max(1, timings.length);
  console.log(
    `scoring time per day: first call ${timings[0].toFixed(1)} ms, mean ${mean.toFixed(1)} ms, max ${Math.max(...timings).toFixed(1)} ms`,
  );
  // CPU time as well: on a busy machine wall time mostly measures the neighbours.
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.log(
    `full file, fresh item objects: ${coldMs.toFixed(1)} ms wall, ${cpuMs.toFixed(1)} ms CPU for ${fresh.length} rows`,
  );
  const met = engineP >= 0.6 && ratio >= 2;
  console.log(`target (engine >= 0.6 and >= 2x baseline): ${met ? "met" : "NOT met"}`);
  if (!met) process.exitCode = 1;
}

main();
