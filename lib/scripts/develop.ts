// Develops a video idea into a timed 60-90 s script: HOOK (0-3 s), SETUP, 2-4 POINTs, PAYOFF, CTA.
// Timing comes from the spoken words, so the script is fitted by adding or removing sentences,
// never by stretching cues.
import type { DevelopedScript, ScriptBeat } from "@/lib/trends/types";
import { CTA_PADDING, ctaOptions, hookOptions, type RegenerateContext } from "./alternatives";
import { fillSlots, nicheContext, type NicheContext } from "./niches";
import { capitalizedPayoff, choosePattern, PATTERNS, type PatternText } from "./patterns";
import { makeRng } from "./prng";
import { spokenWordCount, truncateToSpokenWords, WORDS_PER_SECOND } from "./spoken";
import { cleanText, endSentence, firstWords, splitOutline, stripSoft, stripTerminal, truncateGraphemes } from "./text";
import {
  type BeatDraft, formatClock, HOOK_MAX_WORDS, MAX_TOTAL_S, MIN_TOTAL_S, renderScriptText, timeBeats, toDraft, totalSeconds,
} from "./timing";

export { renderScriptText } from "./timing";
export { toSrt } from "./srt";
export type { RegenerateContext } from "./alternatives";

export type DevelopScriptInput = { hook: string; outline: string; trendTitle: string; niche: string; hashtags?: string[] };

export const INPUT_LIMITS = { hookChars: 200, titleChars: 120, outlineChars: 4000, hashtagChars: 40, hashtags: 8 } as const;
// Fit into a narrower window than 60-90 so one regenerated hook or CTA can't push it out.
const FIT_MIN_S = 70;
const FIT_MAX_S = 80;
const STEP_MAX_WORDS = 22;
const TITLE_MAX_WORDS = 12;
const HOOK_TAIL_MAX_WORDS = 10;

type PointDraft = { step: string; extras: string[] };

// Headline framing that reads badly mid-sentence ("watch what The Zone 2 Surge does").
const TITLE_PREFIX = /^(?:the\s+)?(?:early rise of|rise of|last wave of|fresh angles on|understanding|peak)\s+/i;
const TITLE_SUFFIX = /\s+(?:surge|boom|craze|mania|momentum|breakout|comeback angles)$/i;

/** The trend's name as a creator would say it: no subtitle, no headline framing. */
export function speakableTitle(title: string): string {
  const main = title.split(/:\s|\s[-–—|]\s|,\s/)[0].trim();
  let core = (main.length >= 2 ? main : title).replace(TITLE_PREFIX, "");
  // "The Glass Skin Surge" -> "Glass Skin", but "The Last of Us" keeps its article.
  if (TITLE_SUFFIX.test(core)) core = core.replace(TITLE_SUFFIX, "").replace(/^the\s+/i, "");
  core = core.trim();
  return core.length >= 2 ? core : title;
}

const FUNCTION_WORD = /^(how|what|why|to|the|a|an|of|for|with|your|my|and|or|in|on|at|that|this|is|are|you|it)$/i;

/** A hook longer than 3 seconds keeps its first clause in 0:00-0:03 and carries on in a second HOOK beat. */
export function splitHook(hook: string): { head: string; tail: string } {
  if (spokenWordCount(hook) <= HOOK_MAX_WORDS) return { head: hook, tail: "" };
  const tokens = hook.split(" ");
  let count = 0;
  let lastFit = 0;
  let lastNatural = 0;
  for (let i = 0; i < tokens.length; i++) {
    count += spokenWordCount(tokens[i]);
    if (count > HOOK_MAX_WORDS) break;
    lastFit = i + 1;
    const next = tokens[i + 1] ?? "";
    if (count >= 2 && (/[,.!?:;—–]$/.test(tokens[i]) || /^(and|but|so|because|if|when|that|who|which|while|until|or|—|–)$/i.test(next))) lastNatural = i + 1;
  }
  let cut = lastNatural || lastFit || 1;
  // No natural break: at least don't end the 3-second line on "how" or "the".
  for (let k = 0; !lastNatural && k < 3 && cut > 2 && FUNCTION_WORD.test(tokens[cut - 1]); k++) cut--;
  // A two-word tail ("…30 days.") reads like a glitch; hand it a few more words when the head can spare them.
  const words = (from: number, to?: number) => spokenWordCount(tokens.slice(from, to).join(" "));
  while (cut > 1 && cut < tokens.length && words(cut) < 3 && words(0, cut - 1) >= 3) cut--;
  return { head: tokens.slice(0, cut).join(" "), tail: tokens.slice(cut).join(" ") };
}

function hookDrafts(hook: string, shots: string[], title: string): BeatDraft[] {
  const { head, tail } = splitHook(hook);
  const spokenTail = tail ? truncateToSpokenWords(tail, HOOK_TAIL_MAX_WORDS) : "";
  const first: BeatDraft = {
    label: "HOOK",
    text: spokenTail ? `${stripTerminal(head)}…` : endSentence(head),
    onScreen: truncateGraphemes(stripTerminal(head), 60),
    broll: shots[0] ?? "",
  };
  if (!spokenTail) return [first];
  return [first, { label: "HOOK", text: endSentence(`…${spokenTail}`), onScreen: truncateGraphemes(title, 60), broll: shots[1] ?? shots[0] ?? "" }];
}

function cleanHashtags(tags: unknown): string[] {
  if (!Array.isArray(tags)) return [];
  const out = tags
    .map((t) => cleanText(t, INPUT_LIMITS.hashtagChars).replace(/^#+/, "").replace(/[^\p{L}\p{N}_]/gu, ""))
    .filter(Boolean)
    .map((t) => `#${t}`);
  return [...new Set(out)].slice(0, INPUT_LIMITS.hashtags);
}

function footer(beats: ScriptBeat[], hashtags: string[]): string {
  const lines = [`Runtime: ${formatClock(totalSeconds(beats))}`];
  if (hashtags.length) lines.push(`Hashtags: ${hashtags.join(" ")}`);
  return lines.join("\n");
}

function finish(beats: ScriptBeat[], hook: string, hashtags: string[]): DevelopedScript {
  const cta = [...beats].reverse().find((b) => b.label === "CTA");
  return {
    hook,
    beats,
    cta: cta?.text ?? "",
    durationS: totalSeconds(beats),
    text: `${renderScriptText(beats)}\n\n${footer(beats, hashtags)}`,
  };
}

type Plan = {
  ctx: NicheContext;
  pattern: PatternText;
  title: string;
  hook: BeatDraft[];
  setup: string;
  setupExtras: string[];
  points: PointDraft[];
  myths: string[];
  pointShots: string[];
  payoff: BeatDraft;
  payoffText: string;
  cta: BeatDraft;
  setupShot: string;
};

function assemble(p: Plan): BeatDraft[] {
  const n = p.points.length;
  // A fresh generator per call: assembling is repeated while fitting and must not drift.
  const rng = makeRng("assemble", p.title, p.ctx.label);
  const fill = (t: string) => fillSlots(t, p.ctx, rng, { title: p.title, n: String(n) });
  const setupText = [fill(p.setup), ...p.setupExtras].join(" ");
  const points = p.points.map((pt, i): BeatDraft => {
    const { text, onScreen } = p.pattern.point(pt.step, i, n, p.myths[i % p.myths.length]);
    return { label: "POINT", text: [text, ...pt.extras].join(" "), onScreen, broll: p.pointShots[i % p.pointShots.length] };
  });
  // One pass, so creator-typed words inside the payoff are never read as slots.
  const payoff = { ...p.payoff, text: fillSlots(p.payoff.text, p.ctx, rng, { n: String(n), payoff: p.payoffText, Payoff: capitalizedPayoff(p.payoffText) }) };
  return [...p.hook, { label: "SETUP", text: setupText, onScreen: truncateGraphemes(p.title, 60), broll: p.setupShot }, ...points, payoff, p.cta];
}

export function developScript(input: DevelopScriptInput): DevelopedScript {
  const ctx = nicheContext(input.niche);
  const hook = cleanText(input.hook, INPUT_LIMITS.hookChars) || "Watch this before you try it.";
  const title = cleanText(input.trendTitle, INPUT_LIMITS.titleChars);
  const spokenTitle = stripTerminal(truncateToSpokenWords(speakableTitle(title), TITLE_MAX_WORDS)) || "this trend";
  const outline = cleanText(input.outline, INPUT_LIMITS.outlineChars, { multiline: true });
  const rng = makeRng("script", hook, outline, title, ctx.label);
  const patternName = choosePattern(hook, outline, rng);
  const pattern = PATTERNS[patternName];
  const fill = (t: string) => fillSlots(t, ctx, rng);

  const steps = splitOutline(outline)
    .map((s) => stripSoft(truncateToSpokenWords(s, STEP_MAX_WORDS)))
    .filter(Boolean);
  const spareSteps = ctx.vocab.extraSteps.map(fill).filter((s) => !steps.includes(s));
  // A point's first add-on is a niche tip, its second a line in the pattern's voice.
  const tips = rng.shuffle(ctx.vocab.tips).map(fill);
  const voice = rng.shuffle(pattern.extras).map(fill);
  const nextExtra = (pt: PointDraft) => (pt.extras.length % 2 === 0 ? tips.shift() ?? voice.shift() : voice.shift() ?? tips.shift());
  const hasExtras = () => tips.length + voice.length > 0;
  const shots = ctx.vocab.broll;
  const payoffText = fill(rng.pick(ctx.vocab.payoffs));
  const ctaOpt = rng.pick(ctaOptions(ctx));

  const plan: Plan = {
    ctx, pattern, title: spokenTitle,
    hook: hookDrafts(hook, rng.shuffle(shots.hook), spokenTitle),
    setup: rng.pick(pattern.setups),
    setupExtras: [],
    points: steps.slice(0, 4).map((step) => ({ step, extras: [] })),
    myths: rng.shuffle(ctx.vocab.myths).map(fill),
    pointShots: rng.shuffle(shots.point),
    payoff: {
      label: "PAYOFF",
      text: rng.pick(pattern.payoffs),
      onScreen: `RESULT: ${firstWords(payoffText, 6)}`,
      broll: rng.pick(shots.payoff),
    },
    payoffText,
    cta: { label: "CTA", text: ctaOpt.text, onScreen: ctaOpt.onScreen, broll: rng.pick(shots.cta) },
    setupShot: rng.pick(shots.setup),
  };
  while (plan.points.length < 2) plan.points.push({ step: spareSteps.shift() ?? "Check the result and adjust once", extras: [] });
  const setupPool = pattern.setupExtras.slice();
  const total = () => totalSeconds(timeBeats(assemble(plan)));
  const words = (pt: PointDraft) => spokenWordCount([pt.step, ...pt.extras].join(" "));

  const shortest = (pts: PointDraft[]) => pts.reduce((a, b) => (words(b) < words(a) ? b : a));
  for (let guard = 0; guard < 40 && total() < FIT_MIN_S; guard++) {
    const open = plan.points.filter((pt) => pt.extras.length < 2);
    if (open.length && hasExtras()) {
      const pt = shortest(open);
      pt.extras.push(nextExtra(pt)!);
    } else if (plan.points.length < 4 && spareSteps.length) plan.points.push({ step: spareSteps.shift()!, extras: [] });
    else if (setupPool.length) plan.setupExtras.push(setupPool.shift()!);
    else if (hasExtras()) {
      const pt = shortest(plan.points);
      pt.extras.push(nextExtra(pt)!);
    } else break;
  }
  for (let guard = 0; guard < 40 && total() > FIT_MAX_S; guard++) {
    const withExtras = plan.points.filter((pt) => pt.extras.length);
    if (plan.setupExtras.length) plan.setupExtras.pop();
    else if (withExtras.length) withExtras.reduce((a, b) => (words(b) > words(a) ? b : a)).extras.pop();
    else if (plan.points.length > 2) plan.points.pop();
    else plan.points.forEach((pt) => (pt.step = stripTerminal(truncateToSpokenWords(pt.step, 12)) || pt.step));
  }
  return finish(timeBeats(assemble(plan)), hook, cleanHashtags(input.hashtags));
}

// The footer is the last "Hashtags:" line; a hook could itself start with that word.
const hashtagsOf = (script: DevelopedScript) => ([...script.text.matchAll(/^Hashtags: (.*)$/gm)].pop()?.[1] ?? "").split(" ").filter(Boolean);
const variantIndex = (v: number, len: number) => (Number.isFinite(v) ? ((Math.trunc(v) % len) + len) % len : 0);

/** Swaps the hook (a variant number picks a generated alternative, a string is used as given); other beats keep their words. */
export function regenerateHook(script: DevelopedScript, variant: number | string, context: RegenerateContext = {}): DevelopedScript {
  const oldHooks = script.beats.filter((b) => b.label === "HOOK");
  const rest = script.beats.filter((b) => b.label !== "HOOK").map(toDraft);
  const options = hookOptions(script, context).filter((h) => h !== script.hook);
  const hook = (typeof variant === "string" ? cleanText(variant, INPUT_LIMITS.hookChars) : "") ||
    options[variantIndex(typeof variant === "number" ? variant : 0, options.length)];
  const shots = oldHooks.map((b) => b.broll);
  const title = oldHooks[1]?.onScreen ?? script.beats.find((b) => b.label === "SETUP")?.onScreen ?? "";
  let drafts = [...hookDrafts(hook, shots, title), ...rest];
  if (totalSeconds(timeBeats(drafts)) > MAX_TOTAL_S) {
    // The continuation is the only new time; the head alone always fits where the old hook did.
    drafts = [{ ...drafts[0], text: endSentence(stripTerminal(splitHook(hook).head)) }, ...rest];
  }
  for (const pad of CTA_PADDING.hook) {
    if (totalSeconds(timeBeats(drafts)) >= MIN_TOTAL_S) break;
    const hooks = drafts.filter((d) => d.label === "HOOK");
    if (hooks.length === 1) drafts = [{ ...hooks[0], text: `${stripTerminal(hooks[0].text)}…` }, { label: "HOOK", text: `…${pad}`, onScreen: title, broll: shots[1] ?? shots[0] ?? "" }, ...rest];
    else drafts = [hooks[0], { ...hooks[1], text: `${hooks[1].text} ${pad}` }, ...rest];
  }
  return finish(timeBeats(drafts), hook, hashtagsOf(script));
}

/** Swaps the call to action for another (or the given text); the CTA alone absorbs any timing change. */
export function regenerateCta(script: DevelopedScript, variant: number | string, context: RegenerateContext = {}): DevelopedScript {
  const drafts = script.beats.map(toDraft);
  let idx = drafts.map((d) => d.label).lastIndexOf("CTA");
  if (idx < 0) {
    drafts.push({ label: "CTA", text: "", onScreen: "", broll: "face to camera, point at the follow button" });
    idx = drafts.length - 1;
  }
  const options = ctaOptions(context.niche === undefined ? null : nicheContext(context.niche)).filter((o) => o.text !== script.cta);
  const start = typeof variant === "number" ? variantIndex(variant, options.length) : 0;
  const given = typeof variant === "string" ? cleanText(variant, INPUT_LIMITS.hookChars) : "";
  const attempts = given ? [{ text: given, onScreen: truncateGraphemes(given, 42) }] : [...options.slice(start), ...options.slice(0, start)];
  let best: ScriptBeat[] = timeBeats(drafts);
  for (const opt of attempts) {
    const trial = drafts.slice();
    trial[idx] = { ...drafts[idx], text: endSentence(opt.text), onScreen: opt.onScreen };
    for (const pad of CTA_PADDING.cta) {
      if (totalSeconds(timeBeats(trial)) >= MIN_TOTAL_S) break;
      trial[idx] = { ...trial[idx], text: `${trial[idx].text} ${pad}` };
    }
    if (totalSeconds(timeBeats(trial)) > MAX_TOTAL_S) {
      const room = Math.max(4, Math.floor((MAX_TOTAL_S - totalSeconds(timeBeats(drafts.filter((_, i) => i !== idx))) - 1) * WORDS_PER_SECOND));
      trial[idx] = { ...trial[idx], text: endSentence(stripTerminal(truncateToSpokenWords(trial[idx].text, room)) || "Follow for more") };
    }
    best = timeBeats(trial);
    if (totalSeconds(best) <= MAX_TOTAL_S && totalSeconds(best) >= MIN_TOTAL_S) break;
  }
  return finish(best, script.hook, hashtagsOf(script));
}
