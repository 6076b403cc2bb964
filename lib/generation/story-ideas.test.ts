// Ideas built on what a trend's posts say: a question they keep asking gets an answer video, a
// comparison they keep making gets a side-by-side, and those come first among the three ideas.
// Without a story, or with one the writer can't say aloud, the niche's own formats are used.
import { scriptEvidence } from "./evidence";
import { recogniseFormat } from "./formats";
import { offlineScript, planTrends } from "./offline";
import { ideasUseStory } from "./story-use";
import type { ScoredTopic, TrendStory } from "./types";
import { resolveNiche } from "@/lib/niches";

function topic(name: string, story: TrendStory | null): ScoredTopic {
  return {
    topic: name,
    score: 4,
    factors: { velocity: 3, significance: 4.5, lift: 2, spread: 8, engagementRate: 0.05, saturation: 0.1 },
    confidence: 74,
    status: "rising",
    lifecycle: "emerging",
    growthPct: 180,
    series: [0, 1, 1, 2, 3, 5, 8],
    recentViews: 0,
    channels: ["a", "b", "c", "d", "e", "f", "g", "h"],
    hashtags: [],
    topItems: [{ title: `How loud is the ${name}?`, channel: "u/vanfolk", views: 0 }],
    source: "API",
    verified: true,
    sources: ["Reddit r/vandwellers"],
    story,
  };
}

const STORY: TrendStory = {
  questions: ["How loud is the Velora X4 heater at night?"],
  mostlyAbout: ["noise"],
  comparedWith: "fan heater",
  mood: "problem",
};

describe("ideas from the story", () => {
  it("answers the most-asked question and sets it against what it's compared with, first", () => {
    const [planned] = planTrends(resolveNiche("van life"), [topic("Velora X4 heater", STORY)]);
    const formats = planned.ideas.map((i) => i.format);
    expect(formats.slice(0, 2).sort()).toEqual(["answer", "versus"]);
    const hooks = planned.trend.ideas.map((i) => i.hook);
    expect(hooks.some((h) => h.includes("How loud is the Velora X4 heater at night?"))).toBe(true);
    expect(hooks.some((h) => /fan heater/.test(h))).toBe(true);
    // Two of three ideas use the story.
    expect(formats.filter((f) => f === "answer" || f === "versus")).toHaveLength(2);
  });

  it("writes the answer video's script in its own format, the question read out", () => {
    const [planned] = planTrends(resolveNiche("van life"), [topic("Velora X4 heater", STORY)]);
    const idea = planned.trend.ideas[planned.ideas.findIndex((i) => i.format === "answer")];
    expect(recogniseFormat(idea.outline.split(" -> "))?.format.id).toBe("answer");
    const script = offlineScript({
      hook: idea.hook,
      outline: idea.outline,
      trendTitle: planned.trend.title,
      topic: planned.trend.topic,
      kind: planned.trend.kind,
      niche: "van life",
      evidence: {
        growthPct: 180,
        lifecycle: "emerging",
        channelCount: 8,
        topItems: [],
        hashtags: [],
        sources: ["Reddit r/vandwellers"],
        story: STORY,
      },
    });
    const spoken = script.beats.map((b) => b.text).join(" ");
    expect(spoken).toMatch(/answer/i);
    expect(spoken).not.toMatch(/[{}]/);
  });

  it("keeps the niche's formats when the posts say nothing more, or nothing sayable", () => {
    const [plain] = planTrends(resolveNiche("van life"), [topic("Velora X4 heater", null)]);
    expect(plain.ideas.map((i) => i.format)).not.toContain("answer");
    const unsayable: TrendStory = {
      questions: ["https://spam.example/x?"],
      mostlyAbout: [],
      comparedWith: "Velora X4 heater",
      mood: null,
    };
    const [odd] = planTrends(resolveNiche("van life"), [topic("Velora X4 heater", unsayable)]);
    expect(odd.ideas.map((i) => i.format)).not.toContain("answer");
    // Compared with itself is no comparison.
    expect(odd.ideas.map((i) => i.format)).not.toContain("versus");
  });

  it("reads a stored story for a script written later, and only its well-formed parts", () => {
    const stored = (story: unknown) =>
      scriptEvidence(
        { description: "", hashtags: [] },
        { growthPct: 120, lifecycle: "emerging", factors: { spread: 4 }, topItems: [], story },
      )?.story;
    expect(stored(STORY)).toEqual(STORY);
    expect(stored({ questions: ["Is it loud?", 7, null], comparedWith: 3, mood: "evil" })).toEqual({
      questions: ["Is it loud?"],
      mostlyAbout: [],
      comparedWith: null,
      mood: null,
    });
    expect(stored("<script>")).toBeNull();
    expect(stored(null)).toBeNull();
  });
});

describe("ideas from a story with one thing to say", () => {
  const only = (part: Partial<TrendStory>): TrendStory => ({
    questions: [],
    mostlyAbout: [],
    comparedWith: null,
    mood: null,
    ...part,
  });
  const plan = (name: string, story: TrendStory, niche = "van life") =>
    planTrends(resolveNiche(niche), [topic(name, story)])[0];

  it.each([
    ["a question", only({ questions: ["Is the Velora X4 heater safe to run overnight?"] }), ["answer", "tested"]],
    [
      "two questions",
      only({ questions: ["How loud is the Velora X4 heater?", "Does the Velora X4 heater drain the battery?"] }),
      ["answer", "tested"],
    ],
    ["a phrase", only({ mostlyAbout: ["battery drain"] }), ["about", "take"]],
    ["a problem", only({ mood: "problem" }), ["fix", "take"]],
    ["a controversy", only({ mood: "controversy" }), ["debate", "take"]],
    ["a launch", only({ mood: "news" }), ["first-look", "take"]],
    ["praise", only({ mood: "praise" }), ["worth-it", "take"]],
    ["a controversy over a phrase", only({ mood: "controversy", mostlyAbout: ["ruling"] }), ["debate", "about"]],
  ] as const)("builds two of three ideas on %s", (_what, story, formats) => {
    const planned = plan("Velora X4 heater", story);
    expect(planned.ideas.map((i) => i.format)).toEqual(expect.arrayContaining([...formats]));
    expect(ideasUseStory(planned.trend.ideas, story, "Velora X4 heater")).toBe(true);
  });

  it("asks the second question in the second idea", () => {
    const story = only({
      questions: ["How loud is the Velora X4 heater?", "Does the Velora X4 heater drain the battery?"],
    });
    const hooks = plan("Velora X4 heater", story).trend.ideas.map((i) => i.hook);
    expect(hooks.some((h) => h.includes("How loud"))).toBe(true);
    expect(hooks.some((h) => h.includes("drain the battery"))).toBe(true);
  });

  it("names the phrase the posts argue over in the controversy's hook", () => {
    const story = only({ mood: "controversy", mostlyAbout: ["ruling"] });
    const hooks = plan("Frostline Open", story, "esports").trend.ideas.map((i) => i.hook);
    expect(hooks.filter((h) => /ruling/.test(h)).length).toBeGreaterThanOrEqual(2);
  });
});
