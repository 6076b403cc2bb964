// The report's read path over a stored niche, for bench/pick.ts: `count` items stored in
// niche_signals of an in-memory database (PGlite), then collectTopics, which loads them and
// picks, as a report does. Runs under the react-server condition (the service is server-only).
import { nicheMatcher } from "@/lib/trends/niche";
import { PICK_NOW, pickItems } from "./pick-items";
import { resolveNiche } from "@/lib/niches";

/** Wall milliseconds of collectTopics over `count` stored items: the first call, then the median of `runs`. */
export async function timeStoredReports(count: number, nicheIndex: number, runs: number) {
  const { PGlite } = await import("@electric-sql/pglite");
  const { applyMigrations } = await import("../scripts/db/migrations");
  const { pgliteRunner, prismaForPglite } = await import("../lib/db-connect");
  const { setDatabase } = await import("../lib/db");
  const { storeNicheSignals } = await import("../lib/trends/live-store");
  const { collectTopics } = await import("../lib/trends/service");
  const pg = new PGlite();
  await applyMigrations(pgliteRunner(pg));
  const prisma = prismaForPglite(pg);
  setDatabase(prisma);
  try {
    const { niche, items } = pickItems(count, nicheIndex);
    const key = nicheMatcher(resolveNiche(niche)).key;
    let t0 = performance.now();
    for (let i = 0; i < items.length; i += 5_000) await storeNicheSignals(key, items.slice(i, i + 5_000), PICK_NOW);
    const storeMs = performance.now() - t0;
    const times: number[] = [];
    let topics = 0;
    for (let r = 0; r <= runs; r++) {
      t0 = performance.now();
      const c = await collectTopics(resolveNiche(niche), PICK_NOW);
      times.push(performance.now() - t0);
      topics = c.ranked.length;
      if (c.liveItems !== count) throw new Error(`stored ${count} items, a report read ${c.liveItems}`);
    }
    const warm = times.slice(1).sort((a, b) => a - b);
    return { storeMs, first: times[0], median: warm[Math.floor(warm.length / 2)], topics };
  } finally {
    await prisma.$disconnect();
    await pg.close();
  }
}
