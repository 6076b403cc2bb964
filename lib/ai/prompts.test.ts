// The script prompt gives the model time only as the evidence window says it, so the model has
// no reason to invent one ("a month ago, hardly anyone...").
import { promptData } from "@/test/openai-stub";
import type { ScoredTopic } from "@/lib/generation/types";
import { scriptPrompt, TRENDS_SYSTEM, trendsPrompt } from "./prompts";

const request = (series?: number[], recentDays?: number) => ({
  hook: "Why cold plunge is everywhere",
  outline: "What it is -> Why now -> Try it",
  trendTitle: "Cold plunge",
  topic: "cold plunge",
  niche: "Fitness",
  evidence: {
    growthPct: 300,
    lifecycle: "emerging",
    channelCount: 5,
    topItems: [],
    hashtags: [],
    series,
    recentDays,
  },
});

type Evidence = { evidence: { growth: string | null; window?: string } };

it("names the window the growth was measured over", () => {
  const data = promptData<Evidence>(scriptPrompt(request([...new Array(14).fill(0), 3, 4, 5], 3)));
  expect(data.evidence).toMatchObject({
    growth: "four times as many posts a day in the last three days as in the two weeks before",
    window: "the last three days",
  });
});

it("claims no growth it cannot place in time (a stored trend without its daily counts)", () => {
  const data = promptData<Evidence>(scriptPrompt(request()));
  expect(data.evidence.growth).toBeNull();
  expect(data.evidence.window).toBeUndefined();
});

it("gives the model a trend's story as data, without the links strangers' posts carry", () => {
  const topic = {
    topic: "Velora X4",
    status: "rising",
    lifecycle: "emerging",
    growthPct: 200,
    recentViews: 0,
    channels: ["a", "b", "c"],
    hashtags: [],
    topItems: [],
    story: {
      questions: ["How loud is the Velora X4? https://evil.example/x"],
      mostlyAbout: ["noise"],
      comparedWith: "fan heater",
      mood: "problem",
    },
  } as unknown as ScoredTopic;
  const data = promptData<{ trends: { story: { questions: string[]; comparedWith: string } }[] }>(
    trendsPrompt("van life", [topic]),
  );
  expect(data.trends[0].story.comparedWith).toBe("fan heater");
  expect(data.trends[0].story.questions[0]).toContain("How loud is the Velora X4?");
  expect(data.trends[0].story.questions[0]).not.toMatch(/evil|https?:/);
  expect(TRENDS_SYSTEM).toMatch(/at least two of its three ideas on the story/);
});
