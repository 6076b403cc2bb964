// The report's read path over a stored niche, for bench/pick.ts: `count` items stored in
// niche_signals of a PGlite database kept in a directory (topics extracted as they are stored, as
// the refresh does), then collectTopics as a report calls it, each time in a fresh process: nothing
// of the storing process (no memo, no warm JIT) helps, as on a server instance just started. The
// first process finds no pick stored and picks (loads every item and scores them: what the cron, or
// the first report after new posts, pays); the second reads the pick the first stored (what every
// other report pays). Runs under the react-server condition (the service is server-only).
//   child: tsx --conditions=react-server bench/pick-store.ts <dir> <nicheIndex> <count> <runs> <pick|read>
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
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
  // As a deployed database is: migrated and seeded (the curated examples are the snapshot's rows).
  if (migrate) await (await import("../lib/trends/seed-signals")).seedCuratedSignals(prisma, PICK_NOW);
  return {
    close: async () => {
      await prisma.$disconnect();
      await pg.close();
    },
  };
}

export type Timed = {
  /** The first report of a fresh process: wall and CPU milliseconds. */
  first: { wall: number; cpu: number };
  /** Reports after it in the same process (each reads the stored pick): median wall milliseconds. */
  median: number;
  topics: number;
  /** A hash of the report's topics: reading the stored pick must give what picking gave. */
  hash: string;
};

export type StoredReport = {
  count: number;
  storeMs: number;
  /** A fresh process with no pick stored: it loads and scores every item (and stores its pick). */
  picking: Timed & { load: number };
  /** A fresh process after it: it reads the stored pick. */
  reading: Timed;
};

function child(dir: string, nicheIndex: number, count: number, runs: number, mode: "pick" | "read") {
  const run = spawnSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), dir, String(nicheIndex), String(count), String(runs), mode],
    { encoding: "utf8", env: process.env, stdio: ["ignore", "pipe", "inherit"] },
  );
  const line = run.stdout.trim().split("\n").pop() ?? "";
  if (run.status !== 0 || !line.startsWith("{")) throw new Error(`report process failed: ${run.stdout}`);
  return JSON.parse(line);
}

/** Stores `count` items of niche `nicheIndex`, then times reports over them in fresh processes. */
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
    const picking = child(dir, nicheIndex, count, 0, "pick");
    const reading = child(dir, nicheIndex, count, runs, "read");
    if (reading.hash !== picking.hash) throw new Error("the stored pick read back differs from the pick");
    return { count, storeMs, picking, reading };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** In a fresh process: the first report (wall, CPU; when picking, a load alone after it), then `runs` more. */
async function reportInFreshProcess(dir: string, nicheIndex: number, count: number, runs: number, mode: string) {
  const db = await openStore(dir, false);
  const { loadNicheSignals } = await import("../lib/trends/live-store");
  const { collectTopics } = await import("../lib/trends/service");
  const niche = pickItems(1, nicheIndex).niche;
  // The database's own start (PGlite reads its files on its first query) and the client's (Prisma
  // readies its query compiler on its first model query) are the instance's, not the report's.
  await loadNicheSignals("no such niche", PICK_NOW);
  await (await import("../lib/db")).db.nicheRefresh.findUnique({ where: { nicheKey: "no such niche" } });
  try {
    const c0 = process.cpuUsage();
    let t0 = performance.now();
    const c = await collectTopics(resolveNiche(niche), PICK_NOW);
    const wall = performance.now() - t0;
    const cpu = process.cpuUsage(c0);
    if (c.liveItems !== count) throw new Error(`stored ${count} items, a report read ${c.liveItems}`);
    let load: number | undefined;
    if (mode === "pick") {
      t0 = performance.now();
      await loadNicheSignals(nicheMatcher(resolveNiche(niche)).key, PICK_NOW);
      load = performance.now() - t0;
    }
    const times: number[] = [];
    for (let r = 0; r < runs; r++) {
      t0 = performance.now();
      await collectTopics(resolveNiche(niche), PICK_NOW);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const first = { wall, cpu: (cpu.user + cpu.system) / 1000 };
    // Keys in one order: the database's JSON keeps an object's values, not the order of its keys.
    const sorted = (_: string, v: unknown) =>
      v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort()) : v;
    const hash = createHash("sha256").update(JSON.stringify(c.ranked, sorted)).digest("hex").slice(0, 16);
    const median = times.length ? times[Math.floor(times.length / 2)] : NaN;
    console.log(JSON.stringify({ first, load, median, topics: c.ranked.length, hash }));
  } finally {
    await db.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir, nicheIndex, count, runs, mode] = process.argv.slice(2);
  reportInFreshProcess(dir, Number(nicheIndex), Number(count), Number(runs), mode).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
