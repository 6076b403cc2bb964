// The cost of a pick (the scoring path a report runs over a niche's stored items: pickTopics, as
// collectTopics calls it) against the number of stored items:
//   npm run bench:pick [-- --runs=5]
// Items come from the noisy-niche corpus (bench/pick-items.ts), as fresh objects for every pick,
// as the store returns them. Prints the median wall and CPU time per pick and per item at 1k to
// 50k items, then ten niches picked in turn against one niche picked alone, the first pick over
// items never read, and a report's whole read (collectTopics) over 1k, 10k and 50k items stored in
// PGlite, in fresh processes (as on a server instance just started): picking when no pick is
// stored, then reading the stored pick, with its target.
import { nicheMatcher } from "@/lib/trends/core/niche";
import { pickTopics } from "@/lib/trends/pick";
import { noisyCorpus } from "@/test/fixtures/noisy-niches/generate";
import { PICK_NOW, pickItems } from "./pick-items";
import { type StoredReport, timeStoredReports } from "./pick-store";
import { rerunUnderReactServer } from "./react-server";
import { resolveNiche } from "@/lib/niches";
import { flag } from "./args";

rerunUnderReactServer(import.meta.url, { LOG_LEVEL: "error" });

const SIZES = [1_000, 5_000, 10_000, 25_000, 50_000];
const runs = Number(flag("runs") ?? 5);
// Per-item cost at 50k may be this many times that at 5k and still count as flat.
const FLAT = 2;
const STORED_SIZES = [1_000, 10_000, 50_000];
// A report over a niche's 50k stored items, on a fresh process, within this many milliseconds.
const COLD_REPORT_MS = 500;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Median wall and CPU milliseconds of one pick over `count` items of niche `index`. */
function timePick(count: number, index = 0): { wall: number; cpu: number; topics: number } {
  const wall: number[] = [];
  const cpu: number[] = [];
  let topics = 0;
  for (let r = 0; r < runs; r++) {
    const { niche, items } = pickItems(count, index);
    const matcher = nicheMatcher(resolveNiche(niche));
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    topics = pickTopics(items, matcher, PICK_NOW).ranked.length;
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { wall: median(wall), cpu: median(cpu), topics };
}

async function main() {
  timePick(2_000); // the tagger's lexicon and the JIT warm up once, outside the figures
  console.log(`pick over one niche's stored items (median of ${runs}, fresh items each pick)`);
  const perItem = new Map<number, number>();
  for (const n of SIZES) {
    const t = timePick(n);
    perItem.set(n, t.cpu / n);
    console.log(
      `  ${String(n).padStart(6)} items: ${t.wall.toFixed(1).padStart(7)} ms wall, ${t.cpu.toFixed(1).padStart(7)} ms CPU, ` +
        `${((1000 * t.cpu) / n).toFixed(1).padStart(5)} us CPU per item (${t.topics} topics)`,
    );
  }
  // Ten niches in turn, each over 5k items: what a busy server does between reports.
  const niches = noisyCorpus().length;
  const alone = timePick(5_000, 0).cpu;
  const inTurn: number[] = [];
  for (let r = 0; r < Math.max(1, Math.ceil(runs / 2)); r++)
    for (let i = 0; i < niches; i++) {
      const { niche, items } = pickItems(5_000, i);
      const c0 = process.cpuUsage();
      pickTopics(items, nicheMatcher(resolveNiche(niche)), PICK_NOW);
      const c = process.cpuUsage(c0);
      inTurn.push((c.user + c.system) / 1000);
    }
  console.log(
    `${niches} niches in turn, 5000 items each: median ${median(inTurn).toFixed(1)} ms CPU per pick; one niche alone ${alone.toFixed(1)} ms`,
  );
  // The first report over items whose text no report has read yet (after a start, or new posts):
  // each title is tagged once here, and then never again while it stays in the memo.
  const c0 = process.cpuUsage();
  const { niche, items } = pickItems(50_000, niches - 1);
  const built = process.cpuUsage(c0);
  pickTopics(items, nicheMatcher(resolveNiche(niche)), PICK_NOW);
  const cold = process.cpuUsage(c0);
  const coldMs = (cold.user + cold.system - built.user - built.system) / 1000;
  console.log(
    `first pick over 50000 items never read before: ${coldMs.toFixed(0)} ms CPU (${((1000 * coldMs) / 50_000).toFixed(1)} us per item)`,
  );
  console.log(
    "report over a niche's stored items (PGlite; collectTopics as a report calls it), each in a fresh process:\n" +
      "  picking: no pick stored yet (the cron's step, or the first report after new posts) loads and scores every item;\n" +
      "  reading: any other report reads the pick stored with what it read",
  );
  let largest: StoredReport | undefined;
  for (const n of STORED_SIZES) {
    const s = (largest = await timeStoredReports(n, niches - 2, runs));
    const us = (ms: number) => ((1000 * ms) / n).toFixed(1).padStart(5);
    console.log(
      `  ${String(n).padStart(6)} items: picking ${s.picking.first.wall.toFixed(0).padStart(5)} ms wall (${us(s.picking.first.wall)} us per item), ` +
        `${s.picking.first.cpu.toFixed(0).padStart(5)} ms CPU, its load alone ${s.picking.load.toFixed(0)} ms; ` +
        `reading ${s.reading.first.wall.toFixed(0).padStart(4)} ms wall (${us(s.reading.first.wall)} us per item), ` +
        `${s.reading.first.cpu.toFixed(0).padStart(4)} ms CPU, then median ${s.reading.median.toFixed(0)} ms ` +
        `(${s.reading.topics} topics, as picked; storing the items took ${s.storeMs.toFixed(0)} ms)`,
    );
  }
  const coldMet = largest!.reading.first.wall < COLD_REPORT_MS;
  console.log(
    `first report over 50000 stored items in a fresh process, reading the stored pick: ${largest!.reading.first.wall.toFixed(0)} ms (target < ${COLD_REPORT_MS}): ${coldMet ? "met" : "NOT met"}`,
  );
  const ratio = perItem.get(50_000)! / perItem.get(5_000)!;
  const flat = ratio <= FLAT;
  console.log(`per-item CPU at 50k / at 5k: ${ratio.toFixed(2)} (flat when <= ${FLAT}): ${flat ? "met" : "NOT met"}`);
  if (!flat || !coldMet) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
