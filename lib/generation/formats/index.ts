// The format catalogue, which formats suit which niche, and recognising the format of an offline
// idea from its outline (so its script is written in the same format, however long after).
// Adding a format is one new file in this folder (its id, all of its lines with their grammar
// marked, the topic kinds it fits) plus its tests, its entry in FORMATS below and its id in the
// niche table's FormatId (the compiler asks for both); lines.test.ts then renders every one of its
// lines for every shape of topic. Naming it in a preset's row (lib/niches) is optional: without
// that it is offered from the whole catalogue when a niche's own run short.
import { NICHES, type FormatId, type VocabKey } from "@/lib/niches";
import { resolveGrammar } from "../template";
import { ABOUT } from "./about";
import { ANSWER } from "./answer";
import { BEFORE_AFTER } from "./before-after";
import { BORROWED } from "./borrowed";
import { BREAKDOWN } from "./breakdown";
import { CHALLENGE } from "./challenge";
import { DEBATE } from "./debate";
import { DIARY } from "./diary";
import { EARLY_CALL } from "./early-call";
import { EXPLAINER } from "./explainer";
import { FIRST_LOOK } from "./first-look";
import { FIX } from "./fix";
import { HEAD_TO_HEAD } from "./head-to-head";
import { HOT_TAKE } from "./hot-take";
import { MISTAKE } from "./mistake";
import { MYTH } from "./myth";
import { RANKED } from "./ranked";
import { TAKE } from "./take";
import { TASTE_TEST } from "./taste-test";
import { TESTED } from "./tested";
import { TUTORIAL } from "./tutorial";
import { VERSUS } from "./versus";
import { WORTH_IT } from "./worth-it";
import type { FormatOf } from "./types";

export type { CtaLine, HookFrame, Need, Step } from "./types";

export const FORMATS = [
  EXPLAINER,
  MYTH,
  HOT_TAKE,
  EARLY_CALL,
  BORROWED,
  BREAKDOWN,
  RANKED,
  TUTORIAL,
  TASTE_TEST,
  DIARY,
  HEAD_TO_HEAD,
  MISTAKE,
  CHALLENGE,
  BEFORE_AFTER,
  // The story's formats, in the order they are offered: what the posts ask, what they compare it
  // with, what their mood calls for, the phrase they keep using, a second question, a take on the mood.
  ANSWER,
  VERSUS,
  FIX,
  DEBATE,
  FIRST_LOOK,
  WORTH_IT,
  ABOUT,
  TESTED,
  TAKE,
] as const;
// The ids a niche's row may list are the catalogue's own: a format missing from either side fails
// to compile here.
export type { FormatId };
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const catalogueIsComplete: Same<(typeof FORMATS)[number]["id"], FormatId> = true;
void catalogueIsComplete;
export type Format = FormatOf<FormatId>;
const BY_ID = new Map<FormatId, Format>(FORMATS.map((f) => [f.id, f]));
export const formatById = (id: FormatId): Format => BY_ID.get(id)!;

/**
 * Formats a niche's creators actually make, best fit first; the first is the niche's signature
 * (a myth-bust for fitness, a taste test for food, a tutorial for DIY) and every report uses it.
 */
export const NICHE_FORMATS: Record<VocabKey, readonly FormatId[]> = {
  ...(Object.fromEntries(NICHES.map((n) => [n.key, n.writer.formats])) as Record<VocabKey, readonly FormatId[]>),
  // A niche the table doesn't know.
  generic: [
    "explainer",
    "breakdown",
    "diary",
    "mistake",
    "hot-take",
    "early-call",
    "ranked",
    "head-to-head",
    "myth",
    "tutorial",
    "before-after",
  ],
};

/** Formats too alike to sit side by side in one trend (both walk through the top two videos; both say "why now"). */
export const KIN: readonly [FormatId, FormatId][] = [
  ["breakdown", "head-to-head"],
  ["explainer", "early-call"],
];

/** A topic borrowed from another niche is framed as a borrowed angle, whatever the niche. */
export const ADJACENT_FORMATS: FormatId[] = [
  "borrowed",
  "breakdown",
  "explainer",
  "hot-take",
  "early-call",
  "head-to-head",
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// A direction with its slots as wildcards, matched against a whole outline step.
// Both numbers: a plural topic's direction reads "the first change carved mugs make".
const pattern = (direction: string) =>
  direction
    .split(/\{\w+\}/)
    .map(escape)
    .join(".+?");
const DIRECTION_PATTERNS: { format: FormatId; step: number; re: RegExp }[] = FORMATS.flatMap((f) =>
  f.steps.map((s, step) => ({
    format: f.id,
    step,
    re: new RegExp(
      `^(?:${pattern(resolveGrammar(s.direction, false))}|${pattern(resolveGrammar(s.direction, true))})[.!]?$`,
      "i",
    ),
  })),
);

export type Recognised = { format: Format; steps: (number | null)[] };

/**
 * The format whose directions the outline's steps are (at least two of them), and which direction
 * each step is; null for an outline the offline writer didn't write (a model's, or a creator's).
 */
export function recogniseFormat(steps: string[]): Recognised | null {
  const hits = new Map<FormatId, (number | null)[]>();
  steps.forEach((text, i) => {
    for (const p of DIRECTION_PATTERNS) {
      if (!p.re.test(text.trim())) continue;
      const row = hits.get(p.format) ?? steps.map(() => null);
      if (row[i] === null) row[i] = p.step;
      hits.set(p.format, row);
    }
  });
  let best: Recognised | null = null;
  let bestCount = 1;
  for (const [id, row] of hits) {
    const count = row.filter((s) => s !== null).length;
    if (count > bestCount) [best, bestCount] = [{ format: formatById(id), steps: row }, count];
  }
  return best;
}
