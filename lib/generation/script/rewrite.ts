// Regenerating one beat: the writer offers the other ways it knows to say that beat (the
// format's other hook frames, the step's other lines, with or without their extension) and the
// rest of the script keeps its words, the creator's edits included.
import { formatById } from "../formats";
import { fill, lineParts, sayLine } from "../template";
import { capFirst } from "../text";
import type { BeatDraft } from "../timing";
import type { ScriptRequest } from "../types";
import { hookDrafts } from "./hook";
import { planScript, type PointPlan, type ScriptPlan } from "./plan";
import { onScreenText, pointDraft } from "./write";

const norm = (s: string) =>
  s
    .replace(/[.!?…:;,]+/g, " ")
    .trim()
    .replace(/\s+/g, " ")
    .toLowerCase();

/** Every sayable wording of these lines, core alone and with its extension, without repeats. */
function wordings(lines: string[], plan: ScriptPlan): string[] {
  const out: string[] = [];
  for (const line of lines) {
    for (const extra of [false, true]) {
      const said = sayLine(line, plan.facts, extra);
      if (said && !out.some((o) => norm(o) === norm(said)) && (extra ? lineParts(line).extras.length > 0 : true))
        out.push(said);
    }
  }
  return out;
}

/** The `variant`-th alternative that differs from what the beat says now. */
function pick<T>(options: T[], current: string, text: (o: T) => string, variant: number): T | null {
  const fresh = options.filter((o) => norm(text(o)) !== norm(current));
  return fresh.length ? fresh[((Math.trunc(variant) % fresh.length) + fresh.length) % fresh.length] : null;
}

/** The plan's point this beat carries out: by its direction, else by its place among the points. */
function pointFor(plan: ScriptPlan, beats: BeatDraft[], index: number): { point: PointPlan; at: number } {
  const direction = norm(beats[index].direction ?? "");
  const byDirection = direction ? plan.points.findIndex((p) => norm(p.direction) === direction) : -1;
  const ordinal = beats.slice(0, index).filter((b) => b.label === "POINT").length;
  const at = byDirection >= 0 ? byDirection : Math.min(ordinal, plan.points.length - 1);
  return { point: plan.points[at], at };
}

/** The script's beats with beat `index` said another way (a hook may become one or two beats). */
export function rewriteBeat(req: ScriptRequest, beats: BeatDraft[], index: number, variant = 0): BeatDraft[] {
  const plan = planScript(req);
  const beat = beats[index];
  const keep = (replacement: BeatDraft | null) =>
    replacement ? beats.map((b, i) => (i === index ? replacement : b)) : beats;
  switch (beat.label) {
    case "HOOK": {
      const heads = beats.filter((b) => b.label === "HOOK");
      const current = heads.map((b) => b.text.replace(/…/g, " ")).join(" ");
      const frames = formatById(plan.format)
        .hooks.map((h) => fill(h.text, plan.facts))
        .filter((h): h is string => !!h)
        .map(capFirst);
      const hook = pick([plan.hook, ...frames], current, (h) => h, variant);
      if (!hook) return beats;
      const firstHook = beats.findIndex((b) => b.label === "HOOK");
      const rest = beats.filter((b) => b.label !== "HOOK");
      const drafts = hookDrafts(
        hook,
        heads.map((b) => b.broll),
        capFirst(plan.topic),
      );
      return [...rest.slice(0, firstHook), ...drafts, ...rest.slice(firstHook)];
    }
    case "SETUP": {
      const text = pick(wordings(formatById(plan.format).setups, plan), beat.text, (t) => t, variant);
      return keep(text ? { ...beat, text } : null);
    }
    case "PAYOFF": {
      const text = pick(wordings(formatById(plan.format).payoffs, plan), beat.text, (t) => t, variant);
      return keep(text ? { ...beat, text } : null);
    }
    case "CTA": {
      const options = formatById(plan.format)
        .ctas.map((c) => ({
          text: sayLine(c.text, plan.facts, false),
          onScreen: sayLine(c.onScreen, plan.facts, false) ?? "",
        }))
        .filter((c): c is { text: string; onScreen: string } => !!c.text);
      const cta = pick(options, beat.text, (c) => c.text, variant);
      return keep(cta ? { ...beat, text: cta.text, onScreen: cta.onScreen } : null);
    }
    case "POINT": {
      const { point } = pointFor(plan, beats, index);
      const text = pick(wordings(point.lines, plan), beat.text, (t) => t, variant);
      if (!text) return beats;
      const fresh = pointDraft(plan, point, 0, false, beat.broll);
      return keep({
        ...fresh,
        text,
        onScreen: beat.onScreen || onScreenText(point.onScreen),
        broll: beat.broll || fresh.broll,
      });
    }
  }
}
