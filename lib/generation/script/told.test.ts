// A script cites each piece of evidence once: read aloud, the same video quoted in the setup and
// again in the next point ("… covers it too") sounds like two videos when it is one.
import { scriptEvidence } from "../evidence";
import { offlineScript, planTrends } from "../offline";
import { PLATFORM_IDS, type PlatformId } from "../platforms";
import type { ScoredTopic } from "../types";
import { resolveNiche } from "@/lib/niches";

const videos = (name: string) => [
  { title: `I Tried ${name} For 30 Days`, channel: "Court Lab", views: 155_000 },
  { title: `${name} for Beginners`, channel: "Dink Daily", views: 48_000 },
  { title: `Why ${name} changes everything`, channel: "Paddle Talk", views: 21_000 },
];

function topic(name: string): ScoredTopic {
  return {
    topic: name.toLowerCase(),
    score: 4,
    factors: { velocity: 4, significance: 6, lift: 3, spread: 8, engagementRate: 0.04, saturation: 0.1 },
    confidence: 85,
    status: "rising",
    lifecycle: "emerging",
    growthPct: 260,
    series: [1, 1, 1, 1, 3, 5, 8],
    recentViews: 224_000,
    channels: [
      "Court Lab",
      "Dink Daily",
      "Paddle Talk",
      "Kitchen Line",
      "Third Shot",
      "Net Play",
      "Lob City",
      "Erne Co",
    ],
    hashtags: [],
    topItems: videos(name),
    source: "API",
    verified: true,
    sources: ["YouTube"],
  };
}

const NICHES: [string, string[]][] = [
  ["pickleball", ["MLP Draft", "Winter League", "Paddle Grip Tape"]],
  ["home brewing", ["BrewZilla Gen 5", "Cold IPA", "Winter Warmer"]],
  ["fitness", ["Zone 2 Cardio", "Deload Week", "Hybrid Training"]],
  ["technology", ["Keychron Q0 Max", "E-ink Tablets", "Framework Laptop"]],
];

const scripts = NICHES.flatMap(([niche, names]) =>
  planTrends(resolveNiche(niche), names.map(topic), 3).flatMap((p) =>
    p.trend.ideas.flatMap((idea) =>
      (["default", ...PLATFORM_IDS] as PlatformId[]).map((platform) => ({
        name: `${niche} / ${idea.hook} (${platform})`,
        titles: p.trend.evidence.topItems.map((i) => i.title),
        script: offlineScript({
          hook: idea.hook,
          outline: idea.outline,
          trendTitle: p.trend.title,
          topic: p.trend.topic,
          kind: p.trend.kind,
          niche,
          platform,
          evidence: scriptEvidence(p.trend, { ...p.trend.evidence, factors: p.trend.evidence.factors }),
        }),
      })),
    ),
  ),
);

it("writes scripts that cite the trend's videos", () => {
  const citing = scripts.filter((s) => s.titles.some((t) => s.script.beats.some((b) => b.text.includes(`'${t}'`))));
  expect(citing.length).toBeGreaterThan(scripts.length / 4);
});

it.each(scripts.map((s) => [s.name, s] as const))("%s quotes each video in one beat at most", (_, s) => {
  for (const title of s.titles) {
    const beats = s.script.beats.filter((b) => b.text.includes(`'${title}'`));
    expect(beats.map((b) => b.label)).toHaveLength(Math.min(beats.length, 1));
  }
  const growth = s.script.beats.filter((b) => /\b\w+ times as many\b|\bas many \w+ a day as\b/.test(b.text));
  expect(growth.length).toBeLessThanOrEqual(1);
});
