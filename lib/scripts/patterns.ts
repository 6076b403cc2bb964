// Structural patterns a creator actually uses. The pattern decides how the setup frames the
// trend, how each point is introduced and how the payoff lands, so two scripts in one niche
// still read differently. The pattern is picked from the idea itself when its words say so.
import type { Rng } from "./prng";
import { capitalize, endSentence as end, firstWords, lowerFirst, stripTerminal, truncateGraphemes } from "./text";

export const SCRIPT_PATTERNS = ["listicle", "myth-vs-fact", "story", "tutorial", "before-after"] as const;
export type ScriptPattern = (typeof SCRIPT_PATTERNS)[number];

const SIGNALS: Record<ScriptPattern, RegExp> = {
  listicle: /\b(\d+|three|four|five)\s+(things|ways|tips|reasons|mistakes|hacks|secrets|tricks|signs|rules|picks)\b|\btop \d+\b|\bcountdown\b|\branked\b|\branking\b/i,
  "myth-vs-fact": /\bmyths?\b|\bwrong\b|\blies?\b|\bactually\b|\bfacts?\b|\btruth\b|\bdebunk|\bnobody tells\b|\boverrated\b/i,
  story: /\bi (tried|tested|spent|quit|switched|did)\b|\bstory\b|\bwhen i\b|\bday \d+\b|\bpov\b|\bwhat happened\b|\bmy (journey|experience)\b/i,
  tutorial: /\bhow to\b|\bsteps?\b|\btutorial\b|\bguide\b|\bin \d+ (seconds|minutes)\b|\bwalkthrough\b|\bset ?up\b|\bbeginner/i,
  "before-after": /\bbefore\b|\bafter\b|\btransform|\bglow[- ]?up\b|\bmakeover\b|\bupgrade\b|\bvs\.?\b|\bversus\b|\bcompar/i,
};

/** Hook signals weigh double: the hook is what the idea promised the viewer. */
export function choosePattern(hook: string, outline: string, rng: Rng): ScriptPattern {
  const scored = SCRIPT_PATTERNS.map((p) => ({ p, s: (SIGNALS[p].test(hook) ? 2 : 0) + (SIGNALS[p].test(outline) ? 1 : 0) }));
  const best = Math.max(...scored.map((x) => x.s));
  const top = scored.filter((x) => x.s === best).map((x) => x.p);
  return rng.pick(top);
}

const short = (step: string) => truncateGraphemes(firstWords(stripTerminal(step), 6), 40);

type PointText = { text: string; onScreen: string };

export type PatternText = {
  setups: string[]; // slots: {title} {niche} {n} {kit} {audience}
  setupExtras: string[];
  point(step: string, i: number, n: number, myth: string): PointText;
  extras: string[]; // elaborations that suit the pattern's voice
  payoffs: string[]; // slots: {payoff} {Payoff} {n}
};

/** "The before: bland chicken" carries its own label; frames should use it rather than stack a second one. */
function labelled(step: string): { label: string; rest: string } | null {
  const m = /^([^:]{2,30}):\s+(\S.*)$/u.exec(step);
  return m && m[1].trim().split(/\s+/).length <= 4 ? { label: m[1].trim(), rest: m[2] } : null;
}

const pick = <T,>(list: T[], i: number, n: number): T => (i === 0 ? list[0] : i === n - 1 ? list[list.length - 1] : list[1 + ((i - 1) % (list.length - 2))]);

export const PATTERNS: Record<ScriptPattern, PatternText> = {
  listicle: {
    setups: [
      "{title} is all over {niche} right now, and {n} things decide whether yours flops or takes off.",
      "Everyone into {niche} is jumping on {title}. Here are the {n} things that actually matter.",
      "You've seen {title} everywhere. These are the {n} things the good ones get right.",
    ],
    setupExtras: ["Stick around, the last one is the one nobody mentions.", "I'll keep it quick."],
    point: (step, i, n) => {
      const own = labelled(step);
      const lead = i === n - 1 && n >= 3 ? `And number ${n}` : `Number ${i + 1}`;
      return {
        text: own ? `${lead}, ${lowerFirst(own.label)}: ${end(own.rest)}` : `${lead}${i === n - 1 && n >= 3 ? ", the big one" : ""}: ${end(step)}`,
        onScreen: `#${i + 1} ${short(step)}`,
      };
    },
    extras: ["Don't skip this one.", "This is the one most people get wrong.", "Honestly, this alone is worth it."],
    payoffs: ["Do all {n} and you get {payoff}.", "Stack those {n} together and that's how you get {payoff}."],
  },
  "myth-vs-fact": {
    setups: [
      "{title} is everywhere in {niche} right now, and so is a lot of bad advice about it.",
      "There's so much noise about {title}. Let's sort out what's actually true.",
      "Half of what you've heard about {title} is wrong, so let's fix that.",
    ],
    setupExtras: ["I believed every one of these at first.", "Let's go through them one by one."],
    point: (step, i, _n, myth) => ({
      text: `Myth ${i + 1}: ${myth}. ${labelled(step) ? end(step) : `What actually works: ${end(step)}`}`,
      onScreen: `MYTH ✗ ${truncateGraphemes(firstWords(myth, 5), 30)} / TRUTH ✓`,
    }),
    extras: ["That one surprised me too.", "Nobody says this part out loud.", "And you can see the difference straight away."],
    payoffs: ["Skip the myths and you get {payoff}.", "Drop the bad advice, and what's left is {payoff}."],
  },
  story: {
    setups: [
      "So {title} took over my feed, and I finally tried it myself.",
      "I kept seeing {title} all over {niche}, so I tested it for a week.",
      "Quick story: I was sure {title} was pure hype. I was wrong.",
    ],
    setupExtras: ["I went in pretty skeptical.", "Here's exactly what happened."],
    point: (step, i, n) => ({
      text: labelled(step) ? end(step) : `${pick(["First thing I did:", "Then I switched it up:", "Here's where it got interesting:", "And the last piece:"], i, n)} ${end(step)}`,
      onScreen: `Part ${i + 1}: ${short(step)}`,
    }),
    extras: ["Honestly, I didn't expect much.", "That's when it clicked.", "I did not see that coming."],
    payoffs: ["The result? {Payoff}. I'm keeping it.", "Would I do it again? Yes, because I got {payoff}."],
  },
  tutorial: {
    setups: [
      "{title} is the {niche} trend everyone's asking about, so here's exactly how to do it.",
      "If you've wanted to try {title}, this is the quick walkthrough.",
      "Here's {title}, step by step, no fluff.",
    ],
    setupExtras: ["You only need what you already have.", "It's easier than it looks, I promise."],
    point: (step, i) => {
      const own = labelled(step);
      return { text: own ? `Step ${i + 1}, ${lowerFirst(own.label)}: ${end(own.rest)}` : `Step ${i + 1}: ${end(step)}`, onScreen: `STEP ${i + 1}: ${short(step)}` };
    },
    extras: ["Take your time here.", "Pause the video if you need to.", "Don't move on until this looks right."],
    payoffs: ["That's it. Follow those steps and you get {payoff}.", "Run through that once and you'll have {payoff}."],
  },
  "before-after": {
    setups: [
      "This is my before. Now watch what {title} does to it.",
      "{title} is blowing up in {niche} for a reason. Look at this before.",
      "Same me, same routine. The only difference is {title}.",
    ],
    setupExtras: ["Remember this, because the after is wild.", "Keep an eye on the details."],
    point: (step, i, n) => ({
      text: labelled(step) ? end(step) : `${pick(["First change:", "Next change:", "Then:", "And the change that made the biggest difference:"], i, n)} ${end(step)}`,
      onScreen: `CHANGE ${i + 1}: ${short(step)}`,
    }),
    extras: ["Look at the difference already.", "Nothing new to buy, totally different result.", "This is the part that changed the most."],
    payoffs: ["And here's the after: {payoff}.", "Before versus after? {Payoff}. Same person, better method."],
  },
};

export const capitalizedPayoff = (p: string) => capitalize(p);
