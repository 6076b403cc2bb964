// Trend texts: the tier's model words the report; the caller's offline report is both the layout
// (each trend's evidence, confidence, engagement, hashtags, potential, estimated views, all from
// the scored signals) and the fallback. The model only replaces the words, and streams them: each
// trend reaches `events.draft` as it is written.
import "server-only";
import type { Tier } from "@/lib/plans";
import type { GeneratedTrend, ScoredTopic } from "@/lib/generation/types";
import { TRENDS_SYSTEM, trendsPrompt } from "./prompts";
import { ideasUseStory, STORY_IDEAS_MIN } from "@/lib/generation/story-use";
import { unaskedText, withoutLinks } from "./output-check";
import { OutputRejected } from "./provider";
import { AI_LIMITS, aiTrendSchema, issuesOf, trendsRequestSchema, wireSchema, type AiTrend } from "./schemas";
import {
  OFFLINE_ENGINE,
  partialText as str,
  writeWithModels,
  type Finished,
  type WriterEvents,
  type Written,
} from "./writer";

const TRENDS_MAX_OUTPUT_TOKENS = 4000;

/** One trend as far as the model has written it, on its evidence; `complete` once the next one began. */
export type DraftTrend = { trend: GeneratedTrend; complete: boolean };

/**
 * Whether a streamed trend already carries what a reader came for: a title and a description as
 * long as a finished trend's may be (the schema's minimums). Delivery is judged by this content,
 * not by `complete` (set only once the next trend begins, so never for a report's last trend).
 */
export function carriesTrend(t: { title: string; description: string }): boolean {
  return (
    aiTrendSchema.shape.title.safeParse(t.title).success &&
    aiTrendSchema.shape.description.safeParse(t.description).success
  );
}

/**
 * What is wrong with a trend's words, or null: something the model wasn't asked to write
 * (output-check.ts), or ideas that leave out what the trend's posts say (the prompt's rule: two of
 * three ideas on the story, when the posts tell one).
 */
function unusable(niche: string, base: GeneratedTrend, ai: AiTrend): string | null {
  const given = [niche, base.evidence.topic, ...base.hashtags];
  const words = [ai.title, ai.description, ...ai.ideas.flatMap((idea) => [idea.hook, idea.outline])];
  for (const text of words) {
    const why = unaskedText(text, given);
    if (why) return `it carried ${why}`;
  }
  const story = base.evidence.story;
  if (!ideasUseStory(ai.ideas, story, base.evidence.topic))
    return `fewer than ${STORY_IDEAS_MIN} of its ideas used what the trend's posts say`;
  return null;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The model's words on the evidence-built skeleton, trend by trend: a trend the answer left out or
 * got wrong keeps the offline engine's words and says so (`writtenBy`), an extra or repeated item
 * is dropped; only an answer with no usable trend at all is rejected. `who` names the model;
 * `niche` is what it was given, so words it was never given (links, addresses) are told apart.
 */
export function applyAiTrends(
  skeleton: GeneratedTrend[],
  answer: unknown,
  who: string,
  niche = "",
): Finished<GeneratedTrend[]> {
  const list = (answer as { trends?: unknown })?.trends;
  if (!Array.isArray(list)) throw new OutputRejected("no trends list", "a report without a list of trends");
  const kept = new Map<number, AiTrend>();
  const wrong = new Map<number, string>();
  for (const raw of list) {
    const id = (raw as { id?: unknown })?.id;
    // Outside the ids asked for, or a second answer for one: not a trend of this report.
    if (typeof id !== "number" || !Number.isInteger(id) || id < 0 || id >= skeleton.length || kept.has(id)) continue;
    const parsed = aiTrendSchema.safeParse(raw);
    // Words carrying a link, address, handle or markup nobody gave the model, or ideas that ignore
    // the trend's story, cost that trend only.
    const why = parsed.success ? unusable(niche, skeleton[id], parsed.data) : null;
    if (parsed.success && !why) {
      kept.set(id, parsed.data);
      wrong.delete(id);
    } else if (!wrong.has(id)) wrong.set(id, why ?? issuesOf(parsed.error!));
  }
  if (kept.size === 0) {
    const why = wrong.size ? `no usable trend (${[...wrong.values()][0]})` : "none of the trends asked for";
    // The log says why too: the first trend's reason (the user-facing text below carries it as well).
    throw new OutputRejected(`no usable trend in ${list.length} items: ${why}`, `a report with ${why}`);
  }
  const value = skeleton.map((base, i): GeneratedTrend => {
    const ai = kept.get(i);
    if (!ai) {
      const what = wrong.has(i)
        ? `sent this trend in a form that could not be used (${wrong.get(i)})`
        : "left this trend out";
      return { ...base, writtenBy: { generatedBy: OFFLINE_ENGINE, fallbackReason: `${who} ${what}` } };
    }
    return {
      ...base,
      title: ai.title,
      description: ai.description,
      ideas: base.ideas.map((idea, j) => ({ ...idea, hook: ai.ideas[j].hook, outline: ai.ideas[j].outline })),
    };
  });
  const missing = skeleton.length - kept.size;
  return {
    value,
    shortfall: missing
      ? `${who} sent ${plural(kept.size, "usable trend", "usable trends")} of ${skeleton.length} (the offline engine wrote ${plural(missing, "trend", "trends")})`
      : undefined,
  };
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
    // Built for this report: exactly its trends, each id one of theirs.
    schema: wireSchema(trendsRequestSchema(offline.length)),
    name: "trend_report",
    maxOutputTokens: TRENDS_MAX_OUTPUT_TOKENS,
    drafts: (partial) => draftTrends(offline, partial, false),
    finish: (answer, who) => applyAiTrends(offline, answer, who, args.niche),
  });
}
