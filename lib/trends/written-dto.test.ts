// A card's examples keep the platform each was posted on when the report is stored and sent, so
// the evidence panel and anything re-reading the stored evidence can tell them apart; examples
// stored without one read as before.
import { offlineTrends } from "@/lib/generation/offline";
import type { ScoredTopic } from "@/lib/generation/types";
import { writtenTrendDTO } from "./store";
import { resolveNiche } from "@/lib/niches";

const topic: ScoredTopic = {
  topic: "advent ink calendar",
  score: 3,
  factors: { velocity: 4, significance: 5, lift: 2, spread: 5, engagementRate: 0.05, saturation: 0.1 },
  confidence: 85,
  status: "hot",
  lifecycle: "accelerating",
  growthPct: 300,
  baselineDays: 9,
  baselineMentions: 4,
  series: [1, 0, 1, 0, 1, 0, 1, 0, 0, 3, 5, 7],
  recentViews: 4_400,
  channels: ["a", "b", "c", "d", "e"],
  hashtags: [],
  topItems: [
    { title: "I Tried Advent Ink Calendar For 30 Days", channel: "Inkwell TV", views: 4_400, source: "YouTube" },
    { title: "Advent ink calendar day 5", channel: "u/penfriend", views: 0 },
  ],
  source: "API",
  verified: true,
  sources: ["YouTube", "Reddit r/fountainpens"],
  figuresFrom: "YouTube",
};

it("keeps each example's platform, and leaves it out where none was known", () => {
  const [trend] = offlineTrends(resolveNiche("fountain pens"), [topic]);
  const dto = writtenTrendDTO(
    trend,
    { trend: "t1", ideas: ["i1", "i2", "i3"] },
    { niche: "fountain pens", generatedBy: "offline", fallbackReason: null, createdAt: new Date(0) },
  );
  expect(dto.evidence.topItems).toEqual([
    { title: "I Tried Advent Ink Calendar For 30 Days", channel: "Inkwell TV", views: 4_400, source: "YouTube" },
    { title: "Advent ink calendar day 5", channel: "u/penfriend", views: 0 },
  ]);
  expect(dto.description).toMatch(/^On YouTube in the last 7 days: /);
});
