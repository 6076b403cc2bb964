// `npm run bench:niches`: the noisy-niche benchmark (bench/niches-run.ts) on an in-memory
// database, under three configurations side by side: a fresh install's defaults, the defaults with
// a YouTube key and a Bluesky account, and every source. For each: every card it got wrong, the
// rising topics it missed, then precision, recall, spam and duplicate cards per niche and per hour,
// and how many planted rising topics the data it was served shows rising beside how many the
// engine found (bench/niches-oracle.ts states the bar).
//   npx tsx bench/niches.ts [--hours=02:00,11:30] [--niche="van life"] [--config=keys] [--json] [--read]
// --read prints each report as a creator sees it (cards, ideas, two scripts) to be read aloud.
import { rerunUnderReactServer } from "./react-server";
import { flag, isSet } from "./args";

rerunUnderReactServer(import.meta.url, { LOG_LEVEL: "error" });

const pct = (x: number) => x.toFixed(2);

async function main() {
  const { PGlite } = await import("@electric-sql/pglite");
  const { applyMigrations } = await import("../scripts/db/migrations");
  const { pgliteRunner, prismaForPglite } = await import("../lib/db-connect");
  const { setDatabase } = await import("../lib/db");
  const { CONFIGS, DEFAULT_HOURS, precision, recall, recallOfShown, runNicheBench, total } =
    await import("./niches-run");
  const { SHOWS_RISING } = await import("./niches-oracle");
  const { readAloud } = await import("./read-aloud");
  type Config = keyof typeof CONFIGS;
  const pg = new PGlite();
  await applyMigrations(pgliteRunner(pg));
  setDatabase(prismaForPglite(pg));
  const hours = flag("hours")?.split(",") ?? DEFAULT_HOURS;
  const niche = flag("niche");
  const configs = (flag("config")?.split(",") ?? Object.keys(CONFIGS)) as Config[];
  const started = performance.now();
  const line = (name: string, s: ReturnType<typeof total>) =>
    `  ${name.padEnd(22)} precision ${pct(precision(s))} (${s.hits}/${s.cards})  recall ${pct(recall(s))} (${s.found}/${s.planted})  spam ${s.spam}  dup ${s.duplicates}  data shows rising ${s.shown}, engine found ${s.foundShown} of them (${pct(recallOfShown(s))})`;
  const results: { config: Config; runs: Awaited<ReturnType<typeof runNicheBench>> }[] = [];
  for (const config of configs) {
    console.log(`\n=== ${CONFIGS[config].label} ===`);
    const runs = await runNicheBench({
      hours,
      niches: niche ? [niche] : undefined,
      sources: config,
      progress: (r) =>
        console.log(
          `${r.hour}  ${r.niche.padEnd(20)} cards ${r.cards}  hits ${r.hits}  found ${r.found}/${r.planted}  spam ${r.spam}  dup ${r.duplicates}  shown rising ${r.shown} (found ${r.foundShown})${r.unanswered.length ? `  UNANSWERED ${r.unanswered.join("; ")}` : ""}`,
        ),
      read: isSet("read") ? (r, trends) => console.log(readAloud(r.niche, trends)) : undefined,
    });
    results.push({ config, runs });
    if (isSet("json")) continue;
    console.log("\nWrong cards:");
    for (const r of runs)
      for (const v of r.verdicts)
        if (!v.rising || v.spam)
          console.log(`  ${r.hour} ${r.niche}: "${v.card.title}" (topic "${v.card.topic}"): ${v.why}`);
    console.log("\nDuplicate cards (a second card for one topic):");
    for (const r of runs) {
      const first = new Map<string, string>();
      for (const v of r.verdicts) {
        if (!v.label) continue;
        const was = first.get(v.label);
        if (was) console.log(`  ${r.hour} ${r.niche}: "${v.card.topic}" repeats "${was}" (${v.label})`);
        else first.set(v.label, v.card.topic);
      }
    }
    console.log("\nMissed rising topics (* = the served data showed it rising):");
    for (const r of runs)
      if (r.missed.length)
        console.log(
          `  ${r.hour} ${r.niche}: ${r.missed.map((t) => (r.shownTopics.includes(t) ? `${t}*` : t)).join(", ")}`,
        );
    console.log("\nPer niche (all hours):");
    for (const n of [...new Set(runs.map((r) => r.niche))])
      console.log(line(n, total(runs.filter((r) => r.niche === n))));
    console.log("\nPer hour (UTC, all niches):");
    for (const h of hours) console.log(line(h, total(runs.filter((r) => r.hour === h))));
  }
  if (isSet("json")) {
    console.log(JSON.stringify(results, null, 2));
    return;
  }
  const bar = SHOWS_RISING;
  console.log(
    `\nSide by side ("data shows rising": at least ${bar.minRecent} served mentions in the last ${bar.windowDays} days, more than the ${bar.windowDays} before could give by chance, binomial p <= ${bar.p}):`,
  );
  for (const { config, runs } of results) {
    console.log(`\n${CONFIGS[config].label}`);
    for (const h of hours) console.log(line(h, total(runs.filter((r) => r.hour === h))));
    console.log(line("all hours", total(runs)));
  }
  const unanswered = results.flatMap((r) => r.runs).filter((r) => r.unanswered.length).length;
  if (unanswered)
    console.log(`\n${unanswered} reports had a source fail its round (a busy machine?): their figures are lower.`);
  const reports = results.reduce((a, r) => a + r.runs.length, 0);
  console.log(`\n${reports} reports in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
