// The report's read path over a stored niche, for bench/pick.ts: `count` items stored in
// niche_signals of a PGlite database kept in a directory (topics extracted as they are stored, as
// the refresh does), then collectTopics, which loads them and picks, as a report does, in a fresh
// process: nothing of the storing process (no memo, no warm JIT) helps the first report, as on a
// server instance just started. Runs under the react-server condition (the service is server-only).
//   child: tsx --conditions=react-server bench/pick-store.ts <dir> <nicheIndex> <count> <runs>
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { nicheMatcher } from "@/lib/trends/core/niche";
import { PICK_NOW, pickItems } from "./pick-items";
import { resolveNiche } from "@/lib/niches";

type Db = { close: () => Promise<void> };

/** The app's database handle on a PGlite directory (migrated when `migrate`). */
async function openStore(dir: string, migrate: boolean): Promise<Db> {
  const { applyMigrations } = await import("../scripts/db/migrations");
  const { openPglite, pgliteRunner, prismaForPglite } = await import("../lib/db-connect");
  const { setDatabase } = await import("../lib/db");
  const pg = openPglite(dir);
  if (migrate) await applyMigrations(pgliteRunner(pg));
  const prisma = prismaForPglite(pg);
  setDatabase(prisma);
  return {
    close: async () => {
      await prisma.$disconnect();
      await pg.close();
    },
  };
}

export type StoredReport = {
  count: number;
  storeMs: number;
  /** The first report of a fresh process: wall and CPU milliseconds, and the loading part of the wall. */
  first: { wall: number; cpu: number; load: number };
  /** Reports after it in the same process: median wall milliseconds. */
  median: number;
  topics: number;
};

/** Stores `count` items of niche `nicheIndex`, then times reports over them in a fresh process. */
export async function timeStoredReports(count: number, nicheIndex: number, runs: number): Promise<StoredReport> {
  const dir = mkdtempSync(join(tmpdir(), "bench-pick-"));
  try {
    const db = await openStore(dir, true);
    const { storeNicheSignals } = await import("../lib/trends/live-store");
    const { niche, items } = pickItems(count, nicheIndex);
    const t0 = performance.now();
    for (let i = 0; i < items.length; i += 5_000)
      await storeNicheSignals(nicheMatcher(resolveNiche(niche)).key, items.slice(i, i + 5_000), PICK_NOW);
    const storeMs = performance.now() - t0;
    await db.close();
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), dir, String(nicheIndex), String(count), String(runs)],
      { encoding: "utf8", env: process.env, stdio: ["ignore", "pipe", "inherit"] },
    );
    const line = child.stdout.trim().split("\n").pop() ?? "";
    if (child.status !== 0 || !line.startsWith("{")) throw new Error(`report process failed: ${child.stdout}`);
    return { count, storeMs, ...JSON.parse(line) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** In the fresh process: the first report (wall, CPU, and its load alone), then `runs` more. */
async function reportInFreshProcess(dir: string, nicheIndex: number, count: number, runs: number) {
  const db = await openStore(dir, false);
  const { loadNicheSignals } = await import("../lib/trends/live-store");
  const { collectTopics } = await import("../lib/trends/service");
  const niche = pickItems(1, nicheIndex).niche;
  // The database's own start (PGlite reads its files on its first query) is not the report's.
  await loadNicheSignals("no such niche", PICK_NOW);
  try {
    const c0 = process.cpuUsage();
    let t0 = performance.now();
    const c = await collectTopics(resolveNiche(niche), PICK_NOW);
    const wall = performance.now() - t0;
    const cpu = process.cpuUsage(c0);
    if (c.liveItems !== count) throw new Error(`stored ${count} items, a report read ${c.liveItems}`);
    t0 = performance.now();
    await loadNicheSignals(nicheMatcher(resolveNiche(niche)).key, PICK_NOW);
    const load = performance.now() - t0;
    const times: number[] = [];
    for (let r = 0; r < runs; r++) {
      t0 = performance.now();
      await collectTopics(resolveNiche(niche), PICK_NOW);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const first = { wall, cpu: (cpu.user + cpu.system) / 1000, load };
    console.log(JSON.stringify({ first, median: times[Math.floor(times.length / 2)], topics: c.ranked.length }));
  } finally {
    await db.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir, nicheIndex, count, runs] = process.argv.slice(2);
  reportInFreshProcess(dir, Number(nicheIndex), Number(count), Number(runs)).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
