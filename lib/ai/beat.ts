// One beat of a stored script said another way: the tier's model rewrites it when one is set up
// (the other beats go along as context and stay as the creator left them), the offline writer
// when none is or the model fails. Charged to the daily token budget like any model call, and
// capped per script and day by the caller (lib/video-scripts/edits.ts).
import "server-only";
import { spokenWordCount } from "@/lib/generation/spoken";
import type { BeatDraft } from "@/lib/generation/timing";
import { spokenTopic } from "@/lib/generation/topic";
import type { ScriptRequest } from "@/lib/generation/types";
import type { Tier } from "@/lib/plans";
import { dataBlock, DATA_RULE } from "./prompts";
import { OutputRejected } from "./provider";
import { AI_LIMITS, aiBeatSchema, issuesOf, wireSchema } from "./schemas";
import { rejectUnasked } from "./script";
import { writeWithModels, type Written } from "./writer";

const BEAT_MAX_OUTPUT_TOKENS = 600;

export const aiBeatRewriteSchema = aiBeatSchema.omit({ label: true });

export const BEAT_SYSTEM = [
  "You rewrite one beat of a short-form video script that a creator reads aloud to camera.",
  DATA_RULE,
  "data.beats is the whole script in order; rewrite only the beat at data.index (its label is data.label), saying the same thing another way so it still fits between the beats around it.",
  "Its spoken text must be data.words[0] to data.words[1] words. State only facts found in data.evidence or the other beats; where a line needs the creator's own knowledge, write a fill-in in square brackets.",
  `Give text (the spoken words), onScreen (a caption of at most ${AI_LIMITS.onScreen - 20} characters) and broll (a shot description of at most ${AI_LIMITS.broll - 20} characters).`,
].join("\n");

export function beatPrompt(req: ScriptRequest, beats: BeatDraft[], index: number): string {
  const words = spokenWordCount(beats[index].text);
  return dataBlock({
    niche: req.niche,
    trend: req.trendTitle,
    topic: spokenTopic(req.topic),
    hook: req.hook,
    outline: req.outline,
    beats: beats.map((b) => ({ label: b.label, text: b.text })),
    index,
    label: beats[index].label,
    // About as long as the beat it replaces, so the script keeps its running time.
    words: [Math.max(2, Math.round(words * 0.75)), Math.max(8, Math.round(words * 1.25))],
    ...(req.evidence ? { evidence: { channels: req.evidence.channelCount, growthPct: req.evidence.growthPct } } : {}),
  });
}

export type RewriteBeatArgs = {
  request: ScriptRequest;
  beats: BeatDraft[];
  index: number;
  /** The offline writer's rewrite: the fallback. */
  offline: () => BeatDraft[];
  tier: Tier;
  userId: string;
  signal: AbortSignal;
  /** Counts the rewrite against the script's daily cap when a model would write it (throws past it). */
  admit?: () => Promise<void>;
};

/** The beats with beat `index` rewritten; the beat keeps its label and the direction it carries out. */
export function rewriteBeatWithModel(a: RewriteBeatArgs): Promise<Written<BeatDraft[]>> {
  return writeWithModels<BeatDraft[], never>({
    purpose: "script",
    tier: a.tier,
    userId: a.userId,
    signal: a.signal,
    admit: a.admit,
    offline: a.offline,
    system: BEAT_SYSTEM,
    prompt: () => beatPrompt(a.request, a.beats, a.index),
    schema: wireSchema(aiBeatRewriteSchema),
    name: "script_beat",
    maxOutputTokens: BEAT_MAX_OUTPUT_TOKENS,
    drafts: () => [],
    finish: (answer) => {
      const parsed = aiBeatRewriteSchema.safeParse(answer);
      if (!parsed.success) {
        const why = issuesOf(parsed.error);
        throw new OutputRejected(`beat: ${why}`, `a beat that could not be used (${why})`);
      }
      rejectUnasked([parsed.data], a.request, "beat");
      const old = a.beats[a.index];
      const beat: BeatDraft = { ...old, ...parsed.data };
      return { value: a.beats.map((b, i) => (i === a.index ? beat : b)) };
    },
  });
}
