// `npm run bench:niches`: the noisy-niche benchmark (bench/niches-run.ts) on an in-memory
// database. Prints each niche's cards judged against the corpus's labels, then precision,
// recall, spam and duplicate cards per niche and hour and overall, and every card it got wrong.
//   npx tsx bench/niches.ts [--hours=02:00,11:30] [--niche="van life"] [--json] [--read]
// --read prints each report as a creator sees it (cards, ideas, one script) to be read aloud.
import { rerunUnderReactServer } from "./react-server";

rerunUnderReactServer(import.meta.url, { LOG_LEVEL: "error" });

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const pct = (x: number) => x.toFixed(2);

async function main() {
  const { PGlite } = await import("@electric-sql/pglite");
  const { applyMigrations } = await import("../scripts/db/migrations");
  const { pgliteRunner, prismaForPglite } = await import("../lib/db-connect");
  const { setDatabase } = await import("../lib/db");
  const { DEFAULT_HOURS, precision, recall, runNicheBench, total } = await import("./niches-run");
  const { readAloud } = await import("./read-aloud");
  const pg = new PGlite();
  await applyMigrations(pgliteRunner(pg));
  setDatabase(prismaForPglite(pg));
  const hours = arg("hours")?.split(",") ?? DEFAULT_HOURS;
  const niche = arg("niche");
  const started = performance.now();
  const runs = await runNicheBench({
    hours,
    niches: niche ? [niche] : undefined,
    sources: "all",
    progress: (r) =>
      console.log(
        `${r.hour}  ${r.niche.padEnd(22)} cards ${r.cards}  hits ${r.hits}  found ${r.found}/${r.planted}  spam ${r.spam}  dup ${r.duplicates}`,
      ),
    read: process.argv.includes("--read") ? (r, trends) => console.log(readAloud(r.niche, trends)) : undefined,
  });
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify(runs, null, 2));
    return;
  }
  console.log("\nWrong cards:");
  for (const r of runs)
    for (const v of r.verdicts)
      if (!v.rising || v.spam)
        console.log(`  ${r.hour} ${r.niche}: "${v.card.title}" (topic "${v.card.topic}"): ${v.why}`);
  console.log("\nMissed rising topics:");
  for (const r of runs) if (r.missed.length) console.log(`  ${r.hour} ${r.niche}: ${r.missed.join(", ")}`);
  const line = (name: string, s: ReturnType<typeof total>) =>
    `  ${name.padEnd(24)} precision ${pct(precision(s))} (${s.hits}/${s.cards})  recall ${pct(recall(s))} (${s.found}/${s.planted})  spam cards ${s.spam}  duplicate cards ${s.duplicates}`;
  console.log("\nPer niche (all hours):");
  for (const n of [...new Set(runs.map((r) => r.niche))])
    console.log(line(n, total(runs.filter((r) => r.niche === n))));
  console.log("\nPer hour (UTC, all niches):");
  for (const h of hours) console.log(line(h, total(runs.filter((r) => r.hour === h))));
  console.log(`\n${line("overall", total(runs))}`);
  // The same reports on the default sources only: those whose terms allow a paid product.
  const safe = await runNicheBench({ hours, niches: niche ? [niche] : undefined, sources: "commercial" });
  console.log(`${line("commercial-safe only", total(safe))}`);
  console.log(`\n${runs.length} reports in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
