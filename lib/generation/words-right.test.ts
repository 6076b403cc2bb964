// Words right, decided by the evidence: a practice its posts name without a determiner is said
// without "the", one thing they name with one keeps it; a name is cased as most of its posts write
// it on the card, its hooks and outlines, its hashtags, its script and the model's prompt.
import { resolveNiche } from "@/lib/niches";
import { trendsPrompt } from "@/lib/ai/prompts";
import { offlineScript, planTrends } from "./offline";
import type { ScoredTopic } from "./types";

const topic = (name: string, titles: string[]): ScoredTopic => ({
  topic: name,
  score: 4,
  factors: { velocity: 3, significance: 4, lift: 2, spread: 6, engagementRate: 0.05, saturation: 0.1 },
  confidence: 70,
  status: "rising",
  lifecycle: "emerging",
  growthPct: 200,
  series: [0, 1, 2, 3, 5],
  recentViews: 0,
  channels: ["a", "b", "c"],
  hashtags: [name.replace(/\s+/g, "").toLowerCase()],
  topItems: titles.map((title, i) => ({ title, channel: `u/p${i}`, views: 0, source: "Reddit" })),
  source: "API",
  verified: true,
  sources: ["Reddit r/biohacking"],
});

/** Every word a creator reads of the trend: card, ideas, hashtags and each idea's script. */
function everything(niche: string, t: ScoredTopic): string {
  const [p] = planTrends(resolveNiche(niche), [t]);
  const scripts = p.trend.ideas.map((idea) =>
    offlineScript({
      hook: idea.hook,
      outline: idea.outline,
      trendTitle: p.trend.title,
      topic: p.trend.topic,
      kind: p.trend.kind,
      niche,
      evidence: {
        growthPct: 200,
        lifecycle: "emerging",
        channelCount: 3,
        topItems: t.topItems,
        hashtags: p.trend.hashtags,
        sources: t.sources,
      },
    }),
  );
  return [
    p.trend.title,
    p.trend.description,
    ...p.trend.hashtags,
    ...p.trend.ideas.flatMap((i) => [i.hook, i.outline]),
    ...scripts.flatMap((s) => [...s.beats.map((b) => `${b.text} ${b.onScreen}`), ...(s.hashtags ?? [])]),
  ].join("\n");
}

describe("words right", () => {
  it("says a practice its posts name without a determiner without 'the'", () => {
    const said = everything(
      "biohacking",
      topic("red light therapy", [
        "I tried red light therapy for 30 days",
        "Is red light therapy worth it?",
        "Red light therapy panel at home",
        "What nobody says about red light therapy",
      ]),
    );
    expect(said).toMatch(/red light therapy/i);
    expect(said).not.toMatch(/\bthe red light therapy\b/i);
  });

  it("keeps 'the' on one thing its posts name with a determiner, in the capitals they write it with", () => {
    const t = topic("mlp draft", [
      "The MLP draft was a mess",
      "Who won the MLP draft?",
      "MLP draft grades are in",
      "my take on the MLP draft",
    ]);
    const said = everything("pickleball", t);
    expect(said).toMatch(/\bthe MLP draft\b/);
    expect(said).not.toMatch(/\bmlp\b/);
    expect(said).toMatch(/#MLPDraft\b/);
    expect(said).not.toMatch(/#mlpdraft\b/);
    expect(trendsPrompt("pickleball", [t])).toContain('"topic":"MLP draft"');
  });

  it("writes a mixed-case name as most of its posts do", () => {
    const said = everything(
      "3d printing",
      topic("multicolor printing", [
        "MultiColor printing on a budget",
        "my first MultiColor printing attempt",
        "Is MultiColor printing worth the waste?",
        "Multicolor printing tips",
      ]),
    );
    expect(said).toMatch(/MultiColor printing/);
    expect(said).not.toMatch(/\bmulticolor\b/);
  });
});
