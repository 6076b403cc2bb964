// Figures and examples that agree in scripts: the platform a trend's figures were counted on is
// stored with it, and a script written later from its idea says what those figures are: a
// Reddit-led trend's script talks about posts though a YouTube video is among its examples. The
// card's engagement is that platform's too, and says so.
import { resolveNiche } from "@/lib/niches";
import { factsFor } from "@/lib/generation/facts";
import { engagementText } from "@/lib/generation/trend-text";
import { offlineScript, planTrends } from "@/lib/generation/offline";
import type { ScoredTopic } from "@/lib/generation/types";
import { storeTrends } from "@/lib/trends/store";
import { createUser } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { ideaEvidence } from "./script-dto";

const t = setupTestDatabase();

const topic = (figuresFrom?: string): ScoredTopic => ({
  topic: "advent ink calendar",
  score: 3.4,
  factors: { velocity: 6, significance: 5, lift: 3, spread: 12, engagementRate: 0.04, saturation: 0.1 },
  confidence: 80,
  status: "hot",
  lifecycle: "accelerating",
  growthPct: 600,
  baselineDays: 9,
  baselineMentions: 5,
  series: [1, 0, 1, 0, 1, 0, 1, 0, 1, 4, 6, 9],
  recentViews: 0,
  recentUpvotes: 80,
  recentComments: 30,
  channels: Array.from({ length: 12 }, (_, i) => `u/pen${i}`),
  hashtags: [],
  topItems: [
    { title: "Advent ink calendar day 5, any favourites?", channel: "u/penfriend", views: 0, source: "Reddit" },
    { title: "I Tried Advent Ink Calendar For 30 Days", channel: "Inkwell TV", views: 4_400, source: "YouTube" },
  ],
  source: "API",
  verified: true,
  sources: ["Reddit r/fountainpens", "YouTube"],
  ...(figuresFrom ? { figuresFrom } : {}),
});

/** What the script writer calls the trend's evidence ("posts", "videos"), and what its script says. */
async function scriptSaid(figuresFrom?: string): Promise<{ items: string; said: string }> {
  const user = await createUser(t.prisma);
  const [p] = planTrends(resolveNiche("fountain pens"), [topic(figuresFrom)]);
  const [stored] = await storeTrends(user.id, "fountain pens", [p.trend], "Offline engine");
  const found = await ideaEvidence(user.id, stored.ideas[0].id);
  expect(found?.evidence?.figuresFrom ?? null).toBe(figuresFrom ?? null);
  const script = offlineScript({
    hook: stored.ideas[0].hook,
    outline: stored.ideas[0].outline,
    trendTitle: stored.title,
    topic: found!.topic!,
    kind: found!.kind,
    niche: "fountain pens",
    evidence: found!.evidence,
  });
  const facts = factsFor({
    topic: "advent ink calendar",
    niche: resolveNiche("fountain pens"),
    evidence: found!.evidence,
  });
  return { items: facts.items, said: script.beats.map((b) => b.text).join(" ") };
}

describe("the platform of a trend's figures, stored with it", () => {
  it("makes a Reddit-led trend's script say posts, not videos", async () => {
    const { items, said } = await scriptSaid("Reddit");
    expect(items).toBe("posts");
    expect(said).not.toMatch(/\bvideos\b/i);
  });

  it("and a YouTube-led one's say videos", async () => {
    const { items, said } = await scriptSaid("YouTube");
    expect(items).toBe("videos");
    expect(said).not.toMatch(/\bposts\b/i);
  });

  it("names the platform of the card's engagement", () => {
    expect(engagementText(topic("Reddit"), 7)).toBe("110 upvotes and comments on Reddit this week");
    expect(engagementText({ ...topic("YouTube"), recentViews: 4_400 }, 7)).toBe("4.4K views on YouTube this week");
  });
});
