// Input hygiene and small sentence helpers shared by the writers.
// Output is plain text (React renders it as text), so markup is kept verbatim, never escaped;
// what is removed are characters that change how text displays without being visible.
import { cleanText } from "@/lib/language/clean";

/** Capitalises a sentence start without breaking "iPhone" or "eBay". */
export const capFirst = (s: string) => (/^\p{Ll}+\p{Lu}/u.test(s) ? s : s.charAt(0).toUpperCase() + s.slice(1));

/** Ends a sentence with a full stop unless it already has terminal punctuation. */
export function endSentence(s: string): string {
  const t = s.trim();
  if (!t) return t;
  return /[.!?…:]["')\]]?$/.test(t) ? t : `${t}.`;
}

export const stripTerminal = (s: string) => s.trim().replace(/[\s.!?…:;,]+$/u, "");
/** Like stripTerminal but keeps "?" and "!", which change how a line is said. */
export const stripSoft = (s: string) => s.trim().replace(/[\s.…:;,]+$/u, "");

/** The first `n` whitespace words, with an ellipsis when something was cut. */
export function firstWords(s: string, n: number): string {
  const words = s.trim().split(/\s+/).filter(Boolean);
  return words.length <= n ? words.join(" ") : `${words.slice(0, n).join(" ")}…`;
}

const hasContent = (s: string) => /[\p{L}\p{N}]/u.test(s);
const NUMBERED = /(?:^|\s)(?:\d{1,2}[.)]|step\s*\d{1,2}\s*[:.)-]?)\s+(?=\S)/i;

/**
 * Splits an idea outline into steps. Outlines arrive as "a -> b -> c", numbered lists, bullet
 * lines, or a paragraph; whichever shape, each step becomes one short line.
 */
export function splitOutline(outline: string): string[] {
  let parts = outline.split(/\s*(?:->|→|=>|⟶|»)\s*|\n+|\s*;\s+|\s+\|\s+/);
  parts = parts.flatMap((p) => p.split(new RegExp(NUMBERED.source, "gi")));
  let steps = parts
    .map((p) => p.replace(/^\s*(?:[-*•·–—]+|\d{1,2}[.)]|#\d{1,2}:?)\s*/, "").trim())
    .map((p) => p.replace(/^step\s*\d{1,2}\s*[:.)-]?\s*/i, "").trim())
    .filter(hasContent);
  if (steps.length === 1) {
    const sentences = steps[0].split(/(?<=[.!?])\s+(?=\S)/).filter(hasContent);
    if (sentences.length > 1) steps = sentences;
    else {
      const clauses = steps[0].split(/,\s+(?:then\s+|and\s+)?/i).filter(hasContent);
      if (clauses.length >= 3) steps = clauses;
    }
  }
  return steps.map(stripSoft).filter(hasContent);
}

/**
 * A phrase as a hashtag, run together in lower case ("#zone2cardio"), unless it holds a word
 * written with capitals past its first letter (an acronym or a mixed-case name, as the evidence
 * writes it): then that word keeps them and the others are capitalised to read apart ("#MLPDraft").
 * Without the "#"; "" when nothing is left.
 */
export function writtenHashtag(phrase: string, max = 40): string {
  const words = cleanText(phrase, max)
    .replace(/^#+/, "")
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);
  const named = words.some((w) => /\p{Lu}/u.test(w.slice(1)));
  return words
    .map((w) =>
      !named ? w.toLowerCase() : /\p{Lu}/u.test(w.slice(1)) ? w : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase(),
    )
    .join("");
}

/** Hashtags without a repeat, however each is cased: the first spelling stays. */
export function distinctTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((t) => !!t && !seen.has(t.toLowerCase()) && !!seen.add(t.toLowerCase()));
}
