// Script development: the tier's model writes the beats, streamed beat by beat to
// `events.draft`; the caller's offline builder writes it when no model can. Timing is never the
// model's: cues come from the spoken words (lib/generation/timing), and a model script that doesn't
// land in the platform's window (60-90 s by default) counts as unusable output.
import "server-only";
import type { Tier } from "@/lib/plans";
import { platformOf } from "@/lib/generation/platforms";
import { formatClock, renderScriptText, timeBeats, totalSeconds } from "@/lib/generation/timing";
import type { DevelopedScript, ScriptBeat, ScriptRequest } from "@/lib/generation/types";
import { unaskedText, withoutLinks } from "./output-check";
import { SCRIPT_SYSTEM, scriptPrompt } from "./prompts";
import { OutputRejected } from "./provider";
import { AI_LIMITS, aiScriptSchema, BEAT_LABELS, issuesOf, wireSchema, type AiScript } from "./schemas";
import { partialText as str, writeWithModels, type WriterEvents, type Written } from "./writer";

const SCRIPT_MAX_OUTPUT_TOKENS = 2500;

export type ScriptInput = ScriptRequest;

/** One beat as far as the model has written it; `complete` once the next one began. */
export type DraftBeat = {
  label: ScriptBeat["label"];
  text: string;
  onScreen: string;
  broll: string;
  complete: boolean;
};

/** The model's answer, checked: the reason names the first thing wrong with it. */
export function readScript(answer: unknown): AiScript {
  const parsed = aiScriptSchema.safeParse(answer);
  if (!parsed.success) {
    const why = issuesOf(parsed.error);
    throw new OutputRejected(`script: ${why}`, `a script that could not be used (${why})`);
  }
  return parsed.data;
}

export function scriptFromBeats(out: AiScript, platform?: ScriptRequest["platform"]): DevelopedScript {
  const beats = timeBeats(
    out.beats.map((b) => ({ label: b.label, text: b.text, onScreen: b.onScreen, broll: b.broll })),
  );
  const total = totalSeconds(beats);
  const [min, max] = platformOf(platform).window;
  if (total < min || total > max) {
    throw new OutputRejected(
      `script runs ${total} s, outside ${min}-${max} s`,
      `a script of ${total} s, outside ${min}-${max} s`,
    );
  }
  return {
    hook: beats[0].text,
    beats,
    cta: beats[beats.length - 1].text,
    durationS: total,
    text: `${renderScriptText(beats)}\n\nRuntime: ${formatClock(total)}`,
  };
}

type BeatWords = { text: string; onScreen: string; broll: string };

/**
 * Refuses beats that carry a link, address, handle or markup nobody gave the model (output-check.ts):
 * strangers' titles reach the prompt as evidence, and a script is read aloud and shown on screen,
 * so its spoken text, on-screen text and b-roll are all checked. The niche, trend and hook are
 * the creator's own words, so what they hold is allowed (the topic too: it is the trend's own name). Thrown as unusable output, so the
 * backup model or the offline writer writes it instead (as a report's trend is).
 */
export function rejectUnasked(
  beats: BeatWords[],
  given: Pick<ScriptRequest, "niche" | "trendTitle" | "topic" | "hook">,
  what: "script" | "beat",
): void {
  const own = [given.niche, given.trendTitle, given.topic, given.hook];
  for (const beat of beats)
    for (const text of [beat.text, beat.onScreen, beat.broll]) {
      const why = unaskedText(text, own);
      if (why) throw new OutputRejected(`${what}: carried ${why}`, `a ${what} that carried ${why}`);
    }
}

const LABELS: ReadonlySet<string> = new Set(BEAT_LABELS);

/** The beats a partial answer already holds (a known label and some words). */
export function draftBeats(partial: unknown): DraftBeat[] {
  const list = (partial as { beats?: unknown })?.beats;
  if (!Array.isArray(list)) return [];
  return list.flatMap((raw: Record<string, unknown>, k): DraftBeat[] => {
    const label = raw?.label;
    // A draft is shown before the whole answer is checked: links and addresses are left out of it.
    const text = withoutLinks(str(raw?.text, AI_LIMITS.beatText));
    if (typeof label !== "string" || !LABELS.has(label) || !text.trim()) return [];
    return [
      {
        label: label as DraftBeat["label"],
        text,
        onScreen: withoutLinks(str(raw.onScreen, AI_LIMITS.onScreen)),
        broll: withoutLinks(str(raw.broll, AI_LIMITS.broll)),
        complete: k < list.length - 1,
      },
    ];
  });
}

export type WriteScriptArgs = {
  input: ScriptInput;
  /** The offline builder: the fallback. */
  offline: () => DevelopedScript;
  tier: Tier;
  userId: string;
  signal: AbortSignal;
  events?: WriterEvents<DraftBeat[]>;
};

export function writeScript(args: WriteScriptArgs): Promise<Written<DevelopedScript>> {
  return writeWithModels({
    purpose: "script",
    tier: args.tier,
    userId: args.userId,
    signal: args.signal,
    events: args.events,
    offline: args.offline,
    system: SCRIPT_SYSTEM,
    prompt: () => scriptPrompt(args.input),
    schema: wireSchema(aiScriptSchema),
    name: "video_script",
    maxOutputTokens: SCRIPT_MAX_OUTPUT_TOKENS,
    drafts: draftBeats,
    finish: (answer) => {
      const script = readScript(answer);
      rejectUnasked(script.beats, args.input, "script");
      return { value: scriptFromBeats(script, args.input.platform) };
    },
  });
}
