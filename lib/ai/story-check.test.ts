// A model's ideas are checked for the story like its other rules, over real HTTP against the
// OpenAI stand-in: a trend whose ideas leave out what its posts say keeps the offline writer's
// words and says why; an answer where every trend does is refused and the backup model writes.
import { resolveNiche } from "@/lib/niches";
import { env } from "@/env";
import { planTrends } from "@/lib/generation/offline";
import { ideasUseStory } from "@/lib/generation/story-use";
import type { ScoredTopic, TrendStory } from "@/lib/generation/types";
import { createUser } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { trendsAnswer } from "@/test/model-answers";
import { openaiStub } from "@/test/openai-stub";
import { writeTrends } from "./trends";

const t = setupTestDatabase();
const ai = openaiStub({ rate: 5000 });

beforeAll(async () => {
  Object.assign(env, { OPENAI_BASE_URL: await ai.start(), OPENAI_API_KEY: "sk-test-stand-in", AI_DISABLED: false });
  await t.prisma.aiModelConfig.create({ data: { tier: "pro", primary: "model-a", backup: "model-b" } });
});
afterAll(() => ai.stop());
beforeEach(() => ai.reset());

const topic = (name: string, story: TrendStory): ScoredTopic => ({
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
  hashtags: [],
  topItems: [{ title: `${name} thread`, channel: "u/someone", views: 0, source: "Reddit" }],
  source: "API",
  verified: true,
  sources: ["Reddit r/vandwellers"],
  story,
});

const OFFLINE = planTrends(resolveNiche("van life"), [
  topic("Velora X4 heater", {
    questions: ["How loud is the Velora X4 heater at night?"],
    mostlyAbout: ["noise"],
    comparedWith: "fan heater",
    mood: null,
  }),
  topic("Tallow roof fan", { questions: [], mostlyAbout: [], comparedWith: "Maxxfan", mood: "praise" }),
]).map((p) => p.trend);

const write = async () =>
  writeTrends({
    niche: "van life",
    offline: OFFLINE,
    tier: "pro",
    userId: (await createUser(t.prisma, { subscriptionTier: "pro" })).id,
    signal: new AbortController().signal,
  });

describe("the model's ideas are checked for the story", () => {
  it("keeps a trend whose ideas use the story, and gives one whose ideas ignore it to the offline writer", async () => {
    ai.reply((req) => ({ json: trendsAnswer(req, (id) => id === 0) }));
    const w = await write();
    expect(w.generatedBy).toBe("model-a");
    const [ignored, kept] = w.value;
    expect(ignored.ideas).toEqual(OFFLINE[0].ideas);
    expect(ignored.writtenBy?.fallbackReason).toBe(
      "your model sent this trend in a form that could not be used (fewer than 2 of its ideas used what the trend's posts say)",
    );
    expect(kept.writtenBy).toBeUndefined();
    expect(kept.ideas.map((i) => i.hook)).not.toEqual(OFFLINE[1].ideas.map((i) => i.hook));
    for (const tr of w.value) expect(ideasUseStory(tr.ideas, tr.evidence.story, tr.evidence.topic)).toBe(true);
    expect(w.fallbackReason).toMatch(/sent 1 usable trend of 2/);
  });

  it("refuses an answer that ignores every trend's story, and the backup model writes", async () => {
    ai.reply((req) => ({ json: trendsAnswer(req, () => req.model === "model-a") }));
    const w = await write();
    expect(w.generatedBy).toBe("model-b");
    expect(w.fallbackReason).toBe(
      "your model sent a report with no usable trend (fewer than 2 of its ideas used what the trend's posts say)",
    );
    expect(w.value.every((tr) => !tr.writtenBy)).toBe(true);
  });
});
