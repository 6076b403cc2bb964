// Read the offline writer aloud: a report's ideas and one full script for made-up topics of
// different shapes (one thing, many, a product name, an acronym), printed for a person to read.
// Run: npx tsx scripts/read-aloud.ts
import { scriptEvidence } from "@/lib/generation/evidence";
import { offlineScript, planTrends } from "@/lib/generation/offline";
import { resolveNiche } from "@/lib/niches";
import type { ScoredTopic } from "@/lib/generation/types";

const zeros = (n: number) => new Array(n).fill(0);

const TOPICS: { niche: string; topic: string; channels: string[]; titles: string[] }[] = [
  {
    niche: "pottery",
    topic: "carved mug",
    channels: ["Clay Corner", "Kiln Club"],
    titles: ["My carved mug glaze test", "Carving a mug in ten minutes"],
  },
  {
    niche: "DIY",
    topic: "floating shelves",
    channels: ["Shed Lab", "Fix It Fran"],
    titles: ["Floating shelves with no studs", "I built floating shelves for $20"],
  },
  {
    niche: "technology",
    topic: "Keychron Q0 Max",
    channels: ["Desk Setups", "Typing Nerd"],
    titles: ["Keychron Q0 Max review", "Is the Keychron Q0 Max worth it?"],
  },
  {
    niche: "Beauty",
    topic: "SPF",
    channels: ["Glow Lab", "Derm Daily"],
    titles: ["SPF mistakes everyone makes", "How much SPF do you really need"],
  },
];

function scored(t: (typeof TOPICS)[number]): ScoredTopic {
  return {
    topic: t.topic,
    score: 4,
    factors: { velocity: 3, significance: 4, lift: 2, spread: 9, engagementRate: 0.05, saturation: 0.1 },
    confidence: 70,
    status: "rising",
    lifecycle: "accelerating",
    growthPct: 350,
    baselineDays: 14,
    baselineMentions: 3,
    series: [...zeros(12), 1, 1, 1, 4, 6, 9],
    recentViews: 240000,
    channels: t.channels,
    hashtags: [t.topic.replace(/\s+/g, "").toLowerCase()],
    topItems: t.titles.map((title, i) => ({ title, channel: t.channels[i], views: 150000 / (i + 1) })),
    source: "Curated Examples",
    verified: false,
  } as ScoredTopic;
}

for (const t of TOPICS) {
  const [planned] = planTrends(resolveNiche(t.niche), [scored(t)], 1, { recentDays: 3 });
  const trend = planned.trend;
  console.log(`\n=== ${t.topic} (${t.niche}) — ${trend.title}`);
  for (const idea of trend.ideas) console.log(`  * ${idea.hook}\n    ${idea.outline}`);
  const idea = trend.ideas[0];
  const evidence = scriptEvidence(trend, { ...trend.evidence, factors: trend.evidence.factors });
  const script = offlineScript({
    hook: idea.hook,
    outline: idea.outline,
    trendTitle: trend.title,
    topic: trend.topic,
    kind: trend.kind,
    niche: t.niche,
    evidence,
  });
  for (const b of script.beats) console.log(`  [${b.label}] ${b.text}`);
}
