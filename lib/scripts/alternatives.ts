// Alternative hooks and calls to action for regenerating one beat of a finished script.
import type { DevelopedScript } from "@/lib/trends/types";
import { fillSlots, nicheContext, type NicheContext } from "./niches";
import { makeRng } from "./prng";
import { truncateToSpokenWords } from "./spoken";
import { cleanText, stripTerminal } from "./text";

/** What the caller still knows about the idea; without it alternatives stay niche-neutral. */
export type RegenerateContext = { niche?: string; trendTitle?: string };

export type CtaOption = { text: string; onScreen: string };

const CTAS: (CtaOption & { needsNiche?: boolean })[] = [
  { text: "Follow for part two, where I try {next}.", onScreen: "Part 2: {next}", needsNiche: true },
  { text: "Save this for your next {session}, you'll want it later.", onScreen: "SAVE THIS FOR LATER", needsNiche: true },
  { text: "Comment {word} and I'll send you the full checklist.", onScreen: 'Comment "{word}"' },
  { text: "Try it this week and stitch me with your result, I'll react to the best ones.", onScreen: "Stitch me your result" },
  { text: "Tell me in the comments which tip you're trying first.", onScreen: "Which one first? 👇" },
  { text: "Send this to the friend who needs it, and follow for more {niche} like this.", onScreen: "Send this to a friend", needsNiche: true },
  { text: "Follow, because tomorrow I'm breaking down {next}.", onScreen: "Follow for tomorrow's part", needsNiche: true },
  { text: "Save this, then follow so you don't miss the next one.", onScreen: "SAVE + FOLLOW" },
];

/** Sentences that only ever lengthen a regenerated beat when the script would otherwise drop under 60 s. */
export const CTA_PADDING = {
  cta: ["It honestly helps the channel more than you think.", "And thanks for sticking around to the end.", "See you in the next one."],
  hook: ["Stay with me, because the last part matters most.", "Here's what's actually going on.", "Let me show you."],
};

export function ctaOptions(ctx: NicheContext | null): CtaOption[] {
  const rng = makeRng("cta", ctx?.label ?? "");
  const slots = (c: NicheContext) => ({
    next: fillSlots(c.vocab.next, c, rng),
    session: fillSlots(c.vocab.session, c, rng),
    word: c.vocab.ctaWord,
  });
  const extra = ctx ? slots(ctx) : { word: "MORE" };
  return CTAS.filter((c) => ctx || !c.needsNiche).map((c) => {
    const base = ctx ?? nicheContext("");
    return { text: fillSlots(c.text, base, rng, extra), onScreen: fillSlots(c.onScreen, base, rng, extra) };
  });
}

const HOOKS: { t: string; needs?: "title" | "niche" }[] = [
  { t: "Nobody talks about this part." },
  { t: "Stop scrolling. This actually works." },
  { t: "I wish I knew this sooner." },
  { t: "{n} moves. That's all it takes." },
  { t: "Don't skip number {n}." },
  { t: "This took me way too long to figure out." },
  { t: "Save this before you forget it." },
  { t: "Watch this before you try {title}.", needs: "title" },
  { t: "POV: you finally get {title} right.", needs: "title" },
  { t: "You're doing {title} wrong.", needs: "title" },
  { t: "The {niche} trick nobody is showing you.", needs: "niche" },
];

export function hookOptions(script: DevelopedScript, context: RegenerateContext): string[] {
  const n = String(Math.max(2, script.beats.filter((b) => b.label === "POINT").length));
  const title = context.trendTitle ? stripTerminal(truncateToSpokenWords(cleanText(context.trendTitle, 120), 5)) : "";
  const ctx = context.niche !== undefined ? nicheContext(context.niche) : null;
  const rng = makeRng("hook-alt", script.hook);
  return HOOKS.filter((h) => (h.needs === "title" ? !!title : h.needs === "niche" ? !!ctx : true)).map((h) =>
    fillSlots(h.t, ctx ?? nicheContext(""), rng, { n, title }),
  );
}
