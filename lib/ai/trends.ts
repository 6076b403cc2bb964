// Trend texts: the tier's model words the report; the caller's offline report is both the layout
// (each trend's evidence, confidence, engagement, hashtags, potential, estimated views, all from
// the scored signals) and the fallback. The model only replaces the words, and streams them: each
// trend reaches `events.draft` as it is written.
import "server-only";
import type { Tier } from "@/lib/plans";
import type { GeneratedTrend } from "@/lib/generation/types";
import type { ScoredTopic } from "@/lib/trends/types";
import { TRENDS_SYSTEM, trendsPrompt } from "./prompts";
import { unaskedText, withoutLinks } from "./output-check";
import { OutputRejected } from "./provider";
import { AI_LIMITS, aiTrendsSchema, type AiTrends } from "./schemas";
import { partialText as str, writeWithModels, type WriterEvents, type Written } from "./writer";

const TRENDS_MAX_OUTPUT_TOKENS = 4000;

/** One trend as far as the model has written it, on its evidence; `complete` once the next one began. */
export type DraftTrend = { trend: GeneratedTrend; complete: boolean };

/** Throws when a trend's words carry what the model wasn't asked to write (output-check.ts). */
function checkWords(niche: string, base: GeneratedTrend, words: string[]): void {
  const given = [niche, base.evidence.topic, ...base.hashtags];
  for (const text of words) {
    const why = unaskedText(text, given);
    if (why) throw new OutputRejected(`output carried ${why}: ${text.slice(0, 120)}`, `a report with ${why} in it`);
  }
}

/**
 * The model's words on the evidence-built skeleton; ids must cover every trend exactly once, and
 * no text may carry a link, address, handle or markup it wasn't given (`niche`: what it was given).
 */
export function applyAiTrends(skeleton: GeneratedTrend[], out: AiTrends, niche = ""): GeneratedTrend[] {
  const ids = out.trends.map((t) => t.id).sort((a, b) => a - b);
  if (ids.length !== skeleton.length || ids.some((id, i) => id !== i)) {
    throw new OutputRejected(
      `expected trend ids 0..${skeleton.length - 1}, got ${ids.join(",")}`,
      "a report that did not cover every trend",
    );
  }
  const byId = new Map(out.trends.map((t) => [t.id, t]));
  return skeleton.map((base, i) => {
    const ai = byId.get(i)!;
    checkWords(niche, base, [ai.title, ai.description, ...ai.ideas.flatMap((idea) => [idea.hook, idea.outline])]);
    return {
      ...base,
      title: ai.title,
      description: ai.description,
      ideas: base.ideas.map((idea, j) => ({ ...idea, hook: ai.ideas[j].hook, outline: ai.ideas[j].outline })),
    };
  });
}

type PartialIdea = { hook?: unknown; outline?: unknown };
type PartialTrend = { id?: unknown; title?: unknown; description?: unknown; ideas?: unknown };

/** The trends a partial answer already names (a known id and a title), in the model's order. */
export function draftTrends(skeleton: GeneratedTrend[], partial: unknown, finished: boolean): DraftTrend[] {
  const list = (partial as { trends?: unknown })?.trends;
  if (!Array.isArray(list)) return [];
  const seen = new Set<number>();
  const out: DraftTrend[] = [];
  list.forEach((raw: PartialTrend, k) => {
    const id = raw?.id;
    // A draft is shown before the whole answer is checked: links and addresses are left out of it.
    const title = withoutLinks(str(raw?.title, AI_LIMITS.title)).trim();
    if (typeof id !== "number" || !Number.isInteger(id) || id < 0 || id >= skeleton.length || seen.has(id) || !title)
      return;
    seen.add(id);
    const base = skeleton[id];
    const ideas = (Array.isArray(raw.ideas) ? (raw.ideas as PartialIdea[]) : []).slice(0, base.ideas.length);
    out.push({
      complete: finished || k < list.length - 1,
      trend: {
        ...base,
        title,
        description: withoutLinks(str(raw.description, AI_LIMITS.description)),
        ideas: ideas
          .map((idea, j) => ({
            ...base.ideas[j],
            hook: withoutLinks(str(idea?.hook, AI_LIMITS.hook)),
            outline: withoutLinks(str(idea?.outline, AI_LIMITS.outline)),
          }))
          .filter((idea) => idea.hook.trim()),
      },
    });
  });
  return out;
}

export type WriteTrendsArgs = {
  niche: string;
  /** The offline engine's report: the layout the model words, and the fallback. */
  offline: GeneratedTrend[];
  /** False for topics found outside the niche's own signals. */
  inNiche?: (topic: ScoredTopic) => boolean;
  tier: Tier;
  userId: string;
  signal: AbortSignal;
  events?: WriterEvents<DraftTrend[]>;
};

export function writeTrends(args: WriteTrendsArgs): Promise<Written<GeneratedTrend[]>> {
  const { offline } = args;
  return writeWithModels({
    purpose: "trends",
    tier: args.tier,
    userId: args.userId,
    signal: args.signal,
    events: args.events,
    offline: () => offline,
    system: TRENDS_SYSTEM,
    prompt: () =>
      trendsPrompt(
        args.niche,
        offline.map((t) => t.evidence),
        args.inNiche,
      ),
    schema: aiTrendsSchema,
    name: "trend_report",
    maxOutputTokens: TRENDS_MAX_OUTPUT_TOKENS,
    drafts: (partial) => draftTrends(offline, partial, false),
    finish: (answer) => applyAiTrends(offline, answer, args.niche),
  });
}
