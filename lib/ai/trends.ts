// Trend texts: the tier's model words the report when a provider is configured; the offline
// engine otherwise, or when every model failed. Either way the offline engine first lays out
// each trend from its evidence (confidence, engagement, hashtags, potential, estimated views);
// the model only replaces the words.
import "server-only";
import { generateText, Output } from "ai";
import { offlineTrends } from "@/lib/generation/offline";
import type { Tier } from "@/lib/plans";
import type { GeneratedTrend } from "@/lib/generation/types";
import type { ScoredTopic } from "@/lib/trends/types";
import { spendTokens, withinBudget } from "./budget";
import { TRENDS_SYSTEM, trendsPrompt } from "./prompts";
import { OutputRejected, runChain, type Failure, MAX_RETRIES } from "./provider";
import { modelPlan } from "./registry";
import { aiTrendsSchema, outputSchema, type AiTrends } from "./schemas";

export const OFFLINE_ENGINE = "Offline Engine";
const TRENDS_MAX_OUTPUT_TOKENS = 4000;

export type WrittenTrends = { trends: GeneratedTrend[]; generatedBy: string; failures: Failure[] };

/** The model's words on the evidence-built skeleton; ids must cover every trend exactly once. */
export function applyAiTrends(skeleton: GeneratedTrend[], out: AiTrends): GeneratedTrend[] {
  const ids = out.trends.map((t) => t.id).sort((a, b) => a - b);
  if (ids.length !== skeleton.length || ids.some((id, i) => id !== i)) {
    throw new OutputRejected(`expected trend ids 0..${skeleton.length - 1}, got ${ids.join(",")}`);
  }
  const byId = new Map(out.trends.map((t) => [t.id, t]));
  return skeleton.map((base, i) => {
    const ai = byId.get(i)!;
    return {
      ...base,
      title: ai.title,
      description: ai.description,
      ideas: base.ideas.map((idea, j) => ({ ...idea, hook: ai.ideas[j].hook, outline: ai.ideas[j].outline })),
    };
  });
}

export type WriteTrendsArgs = {
  niche: string;
  topics: ScoredTopic[];
  /** The recent window each topic was scored over ("up 240% in N days"). */
  daysFor?: (topic: ScoredTopic) => number | undefined;
  /** False for topics found outside the niche's own signals. */
  inNiche?: (topic: ScoredTopic) => boolean;
  /** For such a topic, the niche it was borrowed from ("Fitness"), when known. */
  adjacentFrom?: (topic: ScoredTopic) => string | undefined;
  tier: Tier;
  userId: string;
};

export async function writeTrends(args: WriteTrendsArgs): Promise<WrittenTrends> {
  const skeleton = offlineTrends(args.niche, args.topics, args.topics.length, { daysFor: args.daysFor, inNiche: args.inNiche, adjacentFrom: args.adjacentFrom });
  const plan = await modelPlan(args.tier);
  if (!plan.enabled || !(await withinBudget(args.userId))) return { trends: skeleton, generatedBy: OFFLINE_ENGINE, failures: [] };
  const schema = outputSchema(aiTrendsSchema);
  const result = await runChain(
    plan.models,
    async (model, abortSignal) => {
      const r = await generateText({
        model,
        system: TRENDS_SYSTEM,
        prompt: trendsPrompt(args.niche, skeleton.map((t) => t.evidence), args.inNiche),
        output: Output.object({ schema, name: "trend_report" }),
        maxRetries: MAX_RETRIES,
        maxOutputTokens: TRENDS_MAX_OUTPUT_TOKENS,
        temperature: 0.7,
        abortSignal,
      });
      return { value: applyAiTrends(skeleton, r.output), tokens: r.totalUsage?.totalTokens ?? r.usage?.totalTokens ?? 0 };
    },
    "trends",
  );
  if (result.value === null) return { trends: skeleton, generatedBy: OFFLINE_ENGINE, failures: result.failures };
  await spendTokens(args.userId, result.tokens);
  return { trends: result.value, generatedBy: result.model, failures: result.failures };
}
