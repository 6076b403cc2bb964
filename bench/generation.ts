// Server-side timing of offline generation (no API keys):
//   npx tsx bench/generation.ts [--runs=30]
// 1. The engine alone: scored topics -> 5 trends x 3 ideas (offlineTrends), and developing a
//    script for each idea (offlineScript). Target: < 300 ms for a 5 x 3 report.
// 2. The whole request path in-process on an in-memory database: quota reservation, reading the
//    snapshot store, scoring, writing, storing the report in one transaction (generateTrends),
//    and POST /api/develop-script's developScriptForUser.
import { scriptEvidence } from "../lib/generation/evidence";
import { offlineScript, offlineTrends } from "../lib/generation/offline";
import { curatedSignalItems } from "../lib/trends/curated-seed";
import { nicheMatcher } from "../lib/trends/core/niche";
import { pickTopics } from "../lib/trends/pick";
import { rerunUnderReactServer } from "./react-server";
import { resolveNiche } from "@/lib/niches";
import { flag } from "./args";

const PRESETS = ["Beauty", "Gaming", "DIY", "Food", "Fitness", "Education", "technology"];
const TARGET_MS = 300;

rerunUnderReactServer(import.meta.url);

const runs = Number(flag("runs") ?? 30);

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { median: at(0.5), p95: at(0.95), max: s[s.length - 1] };
}
const fmt = (x: { median: number; p95: number; max: number }) =>
  `median ${x.median.toFixed(1)} ms, p95 ${x.p95.toFixed(1)} ms, max ${x.max.toFixed(1)} ms`;

function time<T>(fn: () => T): [T, number] {
  const t0 = performance.now();
  const v = fn();
  return [v, performance.now() - t0];
}

async function engine(): Promise<boolean> {
  const now = new Date();
  const [items, buildMs] = time(() => curatedSignalItems(now));
  console.log(`curated examples: ${items.length} items built in ${buildMs.toFixed(0)} ms\n`);
  console.log("1. engine only (no database)");
  let ok = true;
  const all = { score: [] as number[], trends: [] as number[], script: [] as number[] };
  for (const niche of PRESETS) {
    const matcher = nicheMatcher(resolveNiche(niche));
    const score: number[] = [];
    const gen: number[] = [];
    const script: number[] = [];
    let shape = "";
    for (let i = 0; i < runs; i++) {
      const [picked, sMs] = time(() => pickTopics(items, matcher, now));
      const topics = picked.ranked.map((r) => r.topic);
      const [trends, gMs] = time(() => offlineTrends(resolveNiche(niche), topics, 5, { recentDays: 3 }));
      score.push(sMs);
      gen.push(gMs);
      shape = `${trends.length} trends x ${trends.map((t) => t.ideas.length).join("/")} ideas`;
      if (i === 0) {
        for (const t of trends)
          for (const idea of t.ideas)
            script.push(
              time(() =>
                offlineScript({
                  hook: idea.hook,
                  outline: idea.outline,
                  trendTitle: t.title,
                  topic: t.topic,
                  kind: t.kind,
                  niche,
                  evidence: scriptEvidence(t, t.evidence),
                }),
              )[1],
            );
      }
    }
    const g = stats(gen);
    ok &&= g.max < TARGET_MS;
    all.score.push(...score);
    all.trends.push(...gen);
    all.script.push(...script);
    console.log(
      `  ${niche.padEnd(11)} ${shape}: write ${fmt(g)} | score ${fmt(stats(score))} | script ${fmt(stats(script))}`,
    );
  }
  console.log(
    `  all niches: write 5x3 ${fmt(stats(all.trends))}; scoring ${fmt(stats(all.score))}; script ${fmt(stats(all.script))}`,
  );
  return ok;
}

async function requestPath(): Promise<boolean> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { applyMigrations } = await import("../scripts/db/migrations");
  const { pgliteRunner, prismaForPglite } = await import("../lib/db-connect");
  const { setDatabase } = await import("../lib/db");
  const { generateTrends } = await import("../lib/trends/service");
  const { developScriptForUser } = await import("../lib/video-scripts/service");
  const pg = new PGlite();
  await applyMigrations(pgliteRunner(pg));
  const prisma = prismaForPglite(pg);
  setDatabase(prisma);
  const user = await prisma.user.create({ data: { email: "bench@example.com", subscriptionTier: "enterprise" } });
  console.log("\n2. request path in-process (in-memory PGlite, curated examples, quota + store in one transaction)");
  const gen: number[] = [];
  const scripts: number[] = [];
  const n = Math.max(3, Math.floor(runs / 5));
  for (const niche of PRESETS) {
    const local: number[] = [];
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      const report = await generateTrends(user, resolveNiche(niche));
      local.push(performance.now() - t0);
      if (i === 0) {
        const idea = report.trends[0].ideas[0];
        const s0 = performance.now();
        await developScriptForUser(user, {
          hook: idea.hook,
          outline: idea.outline,
          trendTitle: report.trends[0].title,
          topic: report.trends[0].topic ?? undefined,
          niche,
        });
        scripts.push(performance.now() - s0);
      }
    }
    gen.push(...local.slice(1));
    console.log(
      `  ${niche.padEnd(11)} generateTrends: first ${local[0].toFixed(0)} ms, then ${fmt(stats(local.slice(1)))}`,
    );
  }
  console.log(`  all niches (warm): generateTrends ${fmt(stats(gen))}; developScriptForUser ${fmt(stats(scripts))}`);
  await prisma.$disconnect();
  await pg.close();
  return true;
}

async function main() {
  const ok = await engine();
  await requestPath();
  console.log(`\ntarget (offline 5 trends x 3 ideas < ${TARGET_MS} ms server time): ${ok ? "met" : "NOT met"}`);
  if (!ok) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
