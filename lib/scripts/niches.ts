// Maps whatever niche a creator typed to one of the vocabularies, and fills template slots.
import { NICHE_VOCAB, type NicheKey, type NicheVocab } from "./niche-vocab";
import type { Rng } from "./prng";
import { cleanText } from "./text";

export { NICHE_VOCAB, type NicheKey, type NicheVocab } from "./niche-vocab";

export const NICHE_MAX_CHARS = 60;

// Checked in order: "fitness food" is fitness; "bodybuilding" must hit fitness before DIY's "build".
const NICHE_PATTERNS: [NicheKey, RegExp][] = [
  ["beauty", /\b(beauty|make-?up|skin ?care|cosmetic|nails?|hair|lipstick|grwm|fragrance|perfume)/],
  ["gaming", /\b(gam(e|es|er|ers|ing)|e-?sports?|fortnite|minecraft|valorant|roblox|twitch|console|playstation|xbox|nintendo|speedrun)/],
  ["fitness", /\b(fitness|gym|work ?outs?|exercis|yoga|running|runner|lifting|weightlifting|bodybuilding|pilates|calisthenics|strength|cardio|health)/],
  ["food", /\b(food|cook|recipes?|bak(e|ing)|kitchen|meals?|chef|cuisine|vegan|snacks?|drinks?|coffee|grill|bbq)/],
  ["diy", /\b(diy|crafts?|woodwork|home improvement|renovat|maker|upcycl|decor|furniture|sewing|knit)/],
  ["education", /\b(educat|learn|stud(y|ying)|school|college|university|science|history|math|languages?|tutor|exams?|teach)/],
  ["technology", /\b(tech|ai|a\.i\.|gadgets?|cod(e|ing)|programming|software|computers?|phones?|apple|android|apps?|developers?|pc)\b/],
];

export function resolveNiche(niche: string): NicheKey {
  const n = cleanText(niche, 200).toLowerCase();
  for (const [key, re] of NICHE_PATTERNS) if (re.test(n)) return key;
  return "generic";
}

/** How the niche reads inside a sentence: preset label, or the creator's own (cleaned, capped) words. */
export function nicheLabel(niche: string): string {
  const key = resolveNiche(niche);
  if (key !== "generic") return NICHE_VOCAB[key].label;
  return cleanText(niche, NICHE_MAX_CHARS) || "your niche";
}

export type NicheContext = { key: NicheKey; vocab: NicheVocab; label: string };

export function nicheContext(niche: string): NicheContext {
  const key = resolveNiche(niche);
  return { key, vocab: NICHE_VOCAB[key], label: nicheLabel(niche) };
}

/** Replaces {niche} and {kit}; {kit} draws a fresh prop each time so one line doesn't repeat itself. */
export function fillSlots(template: string, ctx: NicheContext, rng: Rng, extra: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (name === "niche") return ctx.label;
    if (name === "kit") return rng.pick(ctx.vocab.kit);
    return extra[name] ?? whole;
  });
}
