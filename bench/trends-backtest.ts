// Backtest of the emerging-trend score on a YouTube-trending CSV (bench/backtest.ts says how):
//   npx tsx bench/trends-backtest.ts [file.csv] [--verbose]
// Tuned on the first half of the days, scored on the second. Target: on the second half,
// precision@5 >= 0.75 and >= 1.5x the raw-frequency baseline.
import path from "node:path";
import { scoreTopics } from "../lib/trends/scoring";
import { readTrendingFile, type TrendingFile } from "../lib/trends/trending-file";
import { backtest, DEFAULT_SETTING, HORIZON, K, NEEDED_DAYS, settingText, WINDOW, type Precision } from "./backtest";
import { DAY_MS } from "@/lib/time";

const TARGET = { precision: 0.75, ratio: 1.5 };

const ratioOf = (p: Precision) => (p.baseline > 0 ? p.engine / p.baseline : Infinity);
const fmtRatio = (r: number) => (Number.isFinite(r) ? `${r.toFixed(2)}x` : "inf");
const line = (p: Precision) =>
  `engine ${p.engine.toFixed(3)} (${p.engineHits}/${p.days * K}), baseline ${p.baseline.toFixed(3)} (${p.baseHits}/${p.days * K}), ${fmtRatio(ratioOf(p))}`;

function main() {
  const args = process.argv.slice(2);
  const verbose = args.includes("--verbose");
  const fileArg = args.find((a) => !a.startsWith("--"));
  const file = fileArg
    ? path.resolve(fileArg)
    : path.resolve(import.meta.dirname, "..", "test/fixtures/youtube-trending/US_2017-09-13_2017-10-22.csv");

  let t0 = performance.now();
  let data: TrendingFile;
  try {
    data = readTrendingFile(file);
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 2;
    return;
  }
  const parseMs = performance.now() - t0;
  const result = backtest(data.items, { verbose: verbose ? console.log : undefined });
  if (!result) {
    const stamps = data.items.map((it) => it.observedAt.getTime());
    const span = Math.round((Math.max(...stamps) - Math.min(...stamps)) / DAY_MS) + 1;
    console.error(
      `${data.name}: ${data.items.length} rows over ${span} day${span === 1 ? "" : "s"}; the backtest needs at least ${NEEDED_DAYS} days ` +
        `(a scoring window of up to ${WINDOW} days, ${HORIZON} days to check what happened next, and days enough to tune on one half and score the other). Use a longer export.`,
    );
    process.exitCode = 2;
    return;
  }
  const r = result;
  const day = (t: number) => new Date(t * DAY_MS).toISOString().slice(0, 10);
  console.log(`file: ${data.name} (${data.items.length} rows, ${r.days} days, parsed in ${parseMs.toFixed(0)} ms)`);
  console.log(
    `tuning half: ${r.tuningDays.length} days ${day(r.tuningDays[0])}..${day(r.tuningDays.at(-1)!)} ` +
      `(${r.embargoed} more left out: their outcome days fall in the scored half)`,
  );
  console.log(`scored half: ${r.scoredDays.length} days ${day(r.scoredDays[0])}..${day(r.scoredDays.at(-1)!)}`);
  console.log(`settings tried on the tuning half (recent + baseline window, mentions needed):`);
  for (const t of r.tuning) console.log(`  ${settingText(t.setting).padEnd(32)} ${t.precision.engine.toFixed(3)}`);
  console.log(`chosen on the tuning half: ${settingText(r.chosen)} (engine defaults: ${settingText(DEFAULT_SETTING)})`);
  console.log(`precision@${K}, first half (tuned on it):   ${line(r.firstHalf)}`);
  console.log(`precision@${K}, second half (held out):     ${line(r.secondHalf)}`);
  console.log(`engine defaults, untuned: first half ${line(r.defaultsFirstHalf)}`);
  console.log(`                          second half ${line(r.defaultsSecondHalf)}`);
  const mean = r.timings.reduce((s, n) => s + n, 0) / Math.max(1, r.timings.length);
  console.log(`scoring time per day: mean ${mean.toFixed(1)} ms, max ${Math.max(...r.timings).toFixed(1)} ms`);
  // Cold timing of one full-file scoring (fresh objects, so no per-object topic cache).
  const fresh = readTrendingFile(file).items;
  t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const lastDay = Math.max(...fresh.map((it) => it.observedAt.getTime()));
  scoreTopics(fresh, { asOf: new Date(lastDay), sourceLabel: "backtest", verified: true });
  const cpu = process.cpuUsage(cpu0);
  // CPU time as well: on a busy machine wall time mostly measures the neighbours.
  console.log(
    `full file, fresh item objects: ${(performance.now() - t0).toFixed(1)} ms wall, ${((cpu.user + cpu.system) / 1000).toFixed(1)} ms CPU for ${fresh.length} rows`,
  );
  const held = r.secondHalf;
  const met = held.engine >= TARGET.precision && ratioOf(held) >= TARGET.ratio;
  console.log(
    `target on the held-out half (engine >= ${TARGET.precision} and >= ${TARGET.ratio}x baseline): ${met ? "met" : "NOT met"}`,
  );
  if (!met) process.exitCode = 1;
}

main();
