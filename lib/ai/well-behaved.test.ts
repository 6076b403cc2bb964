// A model that does what the prompt asks (two of three ideas on what the trend's posts say, the
// rest its own angles) is never refused: over every niche of the sources' corpus at five hours of
// the day, its answer to the real prompt passes the report's checks for every trend. A story that
// offers a question with nothing in it beside the trend's name ("raku firing - how did I do?")
// once made every pottery answer fail: the model quoted it and the check, rightly, didn't count it.
import { trendsPrompt } from "@/lib/ai/prompts";
import { applyAiTrends } from "@/lib/ai/trends";
import { offlineTrends } from "@/lib/generation/offline";
import { resolveNiche } from "@/lib/niches";
import { nicheMatcher } from "@/lib/trends/core/niche";
import { pickTopics } from "@/lib/trends/pick";
import { CORPUS } from "@/test/fixtures/niche-corpus/corpus";
import { corpusSignalItems } from "@/test/live-signals";
import { trendsAnswer } from "@/test/model-answers";
import type { OpenAIStubRequest } from "@/test/openai-stub";

const HOURS = [2, 11, 17, 20, 23];

describe("a well-behaved model's report", () => {
  it.each(Object.keys(CORPUS))("is used whole for %s at every hour", (corpus) => {
    const niche = resolveNiche(corpus);
    for (const hour of HOURS) {
      const now = new Date(Date.UTC(2026, 10, 29, hour, 30));
      const { ranked } = pickTopics(corpusSignalItems(corpus, corpus, now), nicheMatcher(niche), now);
      const topics = ranked.slice(0, 5).map((r) => r.topic);
      expect(topics.length).toBeGreaterThan(0);
      const request = { endpoint: "chat", model: "m", system: "", user: trendsPrompt(corpus, topics) };
      const written = applyAiTrends(
        offlineTrends(niche, topics),
        trendsAnswer(request as OpenAIStubRequest),
        "the model",
        corpus,
      );
      expect(written.value.map((t) => t.writtenBy?.fallbackReason ?? null)).toEqual(topics.map(() => null));
    }
  });
});
