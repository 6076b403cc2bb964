// Everything a script is written from, worked out once: the cleaned request, the topic, the facts
// the evidence supports, the idea's format, and for each outline step the lines that can carry it.
import { factsFor, type Facts } from "../facts";
import { FORMATS, formatById, recogniseFormat, type FormatId } from "../formats";
import { SCRIPT_LIMITS } from "../limits";
import { resolveNiche, type VocabKey } from "@/lib/niches";
import { platformOf, type Platform } from "../platforms";
import { truncateToSpokenWords } from "../spoken";
import { fill } from "../template";
import { splitOutline, stripSoft } from "../text";
import { cleanText } from "@/lib/language/clean";
import { spokenTopic } from "../topic";
import type { ScriptRequest } from "../types";
import { VOCAB, type Shots } from "../vocab";

/** One point to say; `step` is its place among the format's own steps, when it is one. */
export type PointPlan = { direction: string; onScreen: string; broll: string; lines: string[]; step?: number };

export type ScriptPlan = {
  hook: string;
  topic: string;
  vocab: VocabKey;
  platform: Platform;
  facts: Facts;
  /** The idea's format (from its outline or hook), which also picks the setup, payoff and CTA. */
  format: FormatId;
  points: PointPlan[];
  /** The format's own steps the outline didn't use: added only when a thin outline runs short. */
  spare: PointPlan[];
  shots: Shots;
};

const STEP_MAX_WORDS = 22;
const MAX_POINTS = 4;

// Outline steps the offline writer didn't write (a model's idea, a creator's own): the step is
// shown as the beat's direction and the creator says it in their own words.
export const OPEN_LINES = [
  "First, what matters most about {theTopic}. [your line for this step]. ++ There are {growthX} as many {topic} {items} a day as {before}. || Get this {topic} part right and the rest follows.",
  "Next, this part of the {topic} story. [your line for this step]. ++ {C1s} '{t1}' has {v1}, so people are watching. || Most {topic} {items} rush straight past this.",
  "Here's where {theTopic:subject} {gets:verb} interesting. [your line for this step]. ++ {Channels} posted about {theTopic} {recently}. || This is the {topic} moment people rewind for.",
  "And the last piece of {theTopic}: [your line for this step]. ++ '{t2}' from {c2} is worth a look too, at {v2}. || That's the {topic} piece that ties it together.",
];

function openStep(step: string, k: number): PointPlan {
  const direction = stripSoft(truncateToSpokenWords(step, STEP_MAX_WORDS));
  return {
    direction: direction || "Say this part in your own words",
    onScreen: direction ? truncateToSpokenWords(direction, 5).replace(/…$/, "") : "",
    broll: "",
    lines: [...OPEN_LINES.slice(k % OPEN_LINES.length), ...OPEN_LINES.slice(0, k % OPEN_LINES.length)],
  };
}

/** The format whose hook frame this hook is, when its outline didn't say. */
function formatOfHook(hook: string, facts: Facts): FormatId | null {
  const h = hook.trim().toLowerCase();
  for (const f of FORMATS) for (const frame of f.hooks) if (fill(frame.text, facts)?.toLowerCase() === h) return f.id;
  return null;
}

export function planScript(req: ScriptRequest): ScriptPlan {
  const hook = cleanText(req.hook, SCRIPT_LIMITS.hook) || "Watch this before you try it.";
  // A script request names its niche as text: resolved here, where the writer is asked.
  const niche = resolveNiche(req.niche);
  const vocab = niche.vocab;
  const ev = req.evidence ?? null;
  // The topic stored with the trend or idea, as a script can say it.
  const topic = spokenTopic(req.topic);
  const facts = factsFor({ topic, niche, evidence: ev, kind: req.kind });
  const steps = splitOutline(cleanText(req.outline, SCRIPT_LIMITS.outline, { multiline: true }));
  const known = recogniseFormat(steps);
  // An outline the writer didn't write keeps to its own steps; its setup and payoff are the explainer's, the most neutral.
  const byHook = known ? null : formatOfHook(hook, facts);
  const format = known?.format.id ?? byHook ?? "explainer";

  let open = 0;
  const points: PointPlan[] = [];
  steps.forEach((step, i) => {
    const at = known?.steps[i];
    if (at === null || at === undefined) return void points.push(openStep(step, open++));
    const s = known!.format.steps[at];
    points.push({
      direction: fill(s.direction, facts) ?? step,
      onScreen: fill(s.onScreen, facts) ?? "",
      broll: fill(s.broll, facts) ?? "",
      lines: s.lines,
      step: at,
    });
  });
  // An outline too thin for a script still gets two points, in the idea's format where possible.
  const spare: PointPlan[] =
    known || byHook
      ? formatById(format)
          .steps.map((s, step) => ({
            direction: fill(s.direction, facts) ?? "",
            onScreen: fill(s.onScreen, facts) ?? "",
            broll: fill(s.broll, facts) ?? "",
            lines: s.lines,
            step,
          }))
          .filter((s) => !points.some((p) => p.lines === s.lines))
      : [0, 1, 2, 3].slice(points.length).map(() => openStep("", open++));
  while (points.length < 2) points.push(spare.shift() ?? openStep("", open++));
  return {
    hook,
    topic,
    vocab,
    platform: platformOf(req.platform),
    facts,
    format,
    points: points.slice(0, MAX_POINTS),
    spare,
    shots: VOCAB[vocab].shots,
  };
}
