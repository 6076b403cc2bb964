// The offline script writer. Each outline step is a direction to the creator, never a line: the
// writer says it with what it knows (the topic, real titles, channels and counts said aloud)
// and, where it would need knowledge it doesn't have, leaves a marked "[your ...]" line whose
// speaking time is budgeted. The length is fitted to the platform by adding or dropping whole
// sentences, never by stretching cues.
import { formatById } from "../formats";
import { captionFor, postHashtags, renderScript } from "../publish";
import { makeRng } from "@/lib/language/prng";
import { EVIDENCE_SLOT, fill, hasExtra, lineParts, type Mentions, sayLine, type Told } from "../template";
import { capFirst } from "../text";
import { truncateGraphemes } from "@/lib/language/clean";
import { type BeatDraft, timeBeats, totalSeconds } from "../timing";
import type { DevelopedScript, ScriptBeat, ScriptRequest } from "../types";
import { hookDrafts } from "./hook";
import { planScript, type PointPlan, type ScriptPlan } from "./plan";

const ON_SCREEN_MAX = 42;
const MAX_POINTS = 4;
/** Times a script names its topic, the hook's included: more and it sounds like a keyword list. */
export const MAX_MENTIONS = 5;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// A quoted video title is evidence, read as the title: it doesn't count as naming the topic.
const QUOTED = /(?<=^|\s)'.{3,}?'(?=[\s,.!?:;]|$)/gm;
/** How often `text` names `topic` (whole words, any case), quoted titles aside. */
export const mentionsOf = (text: string, topic: string) =>
  topic.trim()
    ? (
        text
          .replace(QUOTED, " ")
          .match(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(topic.trim())}(?![\\p{L}\\p{N}])`, "giu")) ?? []
      ).length
    : 0;

/**
 * Which of `lines` this script says (-1 when none can be said with these facts): the sayable one
 * at `start` (wrapping), so scripts with different starts say different lines. With `tell`, the
 * lines that tell the trend's evidence come first when there are any.
 */
export function firstSayable(lines: string[], plan: ScriptPlan, start = 0, tell = false): number {
  const sayable = lines.flatMap((line, i) => (sayLine(line, plan.facts, false) !== null ? [i] : []));
  const told = tell ? sayable.filter((i) => EVIDENCE_SLOT.test(lineParts(lines[i]).core)) : [];
  const pool = told.length ? told : sayable;
  return pool.length ? pool[start % pool.length] : -1;
}

/**
 * Where this script starts among each beat's alternatives. A report never opens two ideas with
 * one hook frame, so two scripts of one format in a report start from different lines: the
 * frame's place in the format. A hook the writer didn't frame (a model's, a creator's edit) seeds
 * the start from the topic instead.
 */
export function variantOf(plan: ScriptPlan): number {
  const hook = plan.hook.trim().toLowerCase();
  const frame = formatById(plan.format).hooks.findIndex((h) => fill(h.text, plan.facts)?.toLowerCase() === hook);
  return frame >= 0 ? frame : makeRng("lines", plan.topic, plan.format).int(12);
}

export const onScreenText = (s: string) => truncateGraphemes(s.toUpperCase(), ON_SCREEN_MAX);

/** A point's beat: the chosen line, with its extension when the length calls for it. */
export function pointDraft(
  plan: ScriptPlan,
  p: PointPlan,
  line: number,
  extra: boolean,
  shot: string,
  budget?: Mentions,
  told?: Told,
): BeatDraft {
  const text =
    sayLine(p.lines[line], plan.facts, extra, budget, 1, told) ?? `Next, ${plan.topic}. [your line for this step].`;
  return {
    label: "POINT",
    text,
    onScreen: onScreenText(p.onScreen || plan.topic),
    broll: p.broll || shot,
    direction: p.direction,
  };
}

type Choice = { line: number; extra: boolean };

const TOP_UPS = [
  "[your extra detail for this step]",
  "[your quick example from your own attempt]",
  "[your one extra tip]",
];

export function writeOfflineScript(req: ScriptRequest): DevelopedScript {
  const plan = planScript(req);
  const rng = makeRng("script", plan.hook, plan.topic, plan.format);
  const shots = {
    hook: rng.shuffle(plan.shots.hook),
    setup: rng.pick(plan.shots.setup),
    payoff: rng.pick(plan.shots.payoff),
    cta: rng.pick(plan.shots.cta),
  };
  const v = variantOf(plan);
  const { setups, payoffs, ctas } = formatById(plan.format);
  const cta =
    ctas[
      Math.max(
        0,
        firstSayable(
          ctas.map((c) => c.text),
          plan,
          v,
        ),
      )
    ];
  // The setup says what the writer knows about the trend (its growth, its channels) when it can.
  const setup = Math.max(0, firstSayable(setups, plan, v, true));
  const payoff = Math.max(0, firstSayable(payoffs, plan, v));
  let points: (PointPlan & Choice)[] = plan.points.map((p) => ({
    ...p,
    line: Math.max(0, firstSayable(p.lines, plan, v)),
    extra: false,
  }));
  let setupExtra = false;
  let payoffExtra = false;
  let topUp = 0;

  const assemble = (): BeatDraft[] => {
    // The hook names the topic; the setup, the first point, the payoff and the call to action may
    // name it once more each while the budget lasts; everywhere else it is "it" or left out.
    const budget: Mentions = { left: MAX_MENTIONS - mentionsOf(plan.hook, plan.topic) };
    const told: Told = new Set();
    // The setup may name the topic twice (its line and its extension): it is where the script
    // says what it knows about this trend, so two scripts of one format never open alike.
    const setupText =
      sayLine(setups[setup], plan.facts, setupExtra, budget, 2, told) ?? `Let's talk about ${plan.topic}.`;
    const pointBudget = (i: number): Mentions => (i === 0 && budget.left > 1 ? budget : { left: 0 });
    const pointBeats = points.map((p, i) =>
      pointDraft(plan, p, p.line, p.extra, plan.shots.setup[i % plan.shots.setup.length], pointBudget(i), told),
    );
    const last = pointBeats.at(-1);
    if (last && topUp > 0) last.text = `${last.text} ${TOP_UPS.slice(0, topUp).join(" ")}`;
    const payoffText = sayLine(payoffs[payoff], plan.facts, payoffExtra, budget, 1, told) ?? `That's ${plan.topic}.`;
    const ctaText = sayLine(cta.text, plan.facts, false, budget, 1, told) ?? `Follow for more on ${plan.topic}.`;
    return [
      ...hookDrafts(plan.hook, shots.hook, capFirst(plan.topic)),
      { label: "SETUP", text: setupText, onScreen: onScreenText(plan.topic), broll: shots.setup },
      ...pointBeats,
      { label: "PAYOFF", text: payoffText, onScreen: onScreenText(capFirst(plan.topic)), broll: shots.payoff },
      { label: "CTA", text: ctaText, onScreen: sayLine(cta.onScreen, plan.facts, false) ?? "", broll: shots.cta },
    ];
  };
  const total = () => totalSeconds(timeBeats(assemble()));
  const [aimLow, aimHigh] = plan.platform.aim;

  // Grow by whole sentences: point extensions (shortest point first), then the setup's, then the payoff's.
  const words = (p: PointPlan & Choice) => sayLine(p.lines[p.line], plan.facts, p.extra, { left: 1 })?.length ?? 0;
  for (let guard = 0; guard < 24 && total() < aimLow; guard++) {
    const open = points.filter((p) => !p.extra && hasExtra(p.lines[p.line], plan.facts));
    if (open.length) open.reduce((a, b) => (words(b) < words(a) ? b : a)).extra = true;
    else if (!setupExtra && hasExtra(setups[setup], plan.facts)) setupExtra = true;
    else if (!payoffExtra && hasExtra(payoffs[payoff], plan.facts)) payoffExtra = true;
    else if (points.length < MAX_POINTS && plan.spare.length) {
      // A thin outline: one more of the format's own steps, in the format's order (else before the verdict).
      const p = plan.spare.shift()!;
      const after = points.findIndex((q) => q.step !== undefined && p.step !== undefined && q.step > p.step);
      points.splice(after >= 0 ? after : points.length - 1, 0, {
        ...p,
        line: Math.max(0, firstSayable(p.lines, plan, v)),
        extra: false,
      });
    } else break;
  }
  // Every sentence said and still under the platform's window: the last point asks the creator
  // for a little more, in marked lines whose time is budgeted like any other.
  for (let guard = 0; guard < TOP_UPS.length && total() < plan.platform.window[0]; guard++) topUp++;
  // Shrink the same way back, then drop middle points (the last one carries the verdict).
  for (let guard = 0; guard < 12 && total() > aimHigh; guard++) {
    const extended = points.filter((p) => p.extra);
    if (payoffExtra) payoffExtra = false;
    else if (setupExtra) setupExtra = false;
    else if (extended.length) extended.reduce((a, b) => (words(b) > words(a) ? b : a)).extra = false;
    else if (points.length > 2) points = [...points.slice(0, points.length - 2), points[points.length - 1]];
    else break;
  }
  return finishScript(timeBeats(assemble()), plan, req.evidence?.hashtags ?? []);
}

export function finishScript(beats: ScriptBeat[], plan: ScriptPlan, tags: string[]): DevelopedScript {
  const hashtags = postHashtags(plan.platform.id, tags, plan.topic, plan.facts.niche);
  const caption = captionFor(plan.platform.id, plan.hook, hashtags);
  const meta = { platform: plan.platform.id, caption, hashtags };
  const cta = [...beats].reverse().find((b) => b.label === "CTA");
  return {
    hook: plan.hook,
    beats,
    cta: cta?.text ?? "",
    durationS: totalSeconds(beats),
    text: renderScript(beats, meta),
    ...meta,
  };
}
