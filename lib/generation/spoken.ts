// Spoken-word counting for timing cues: a script is timed by what the creator says out loud,
// so "$250,000" is five words ("two hundred fifty thousand dollars"), not one. Hyphenated
// words count per part ("twenty-six" is two), matching how long they take to say. How a figure is
// said is the language kernel's; what is here is the script: its cues, fill-ins and pace.
import { spokenWords } from "@/lib/language/numbers";

export const WORDS_PER_SECOND = 2.5;

/**
 * A line the creator fills in: "[your one-line take on deload weeks]". The writer marks where it
 * would need knowledge it does not have; the creator's line is timed as one spoken line.
 */
export const FILL_IN = /\[your\b[^\]\n]*\]/gi;
export const FILL_IN_WORDS = 10;

/** The marked fill-in lines of a text, in order. */
export const fillInsOf = (text: string): string[] => String(text ?? "").match(FILL_IN) ?? [];

const DIRECTION_LINE = /^\s*(?:on[- ]?screen|b-?roll|text overlay|caption|sfx|music|shot|visual|hashtags?)\s*:/i;
const LABEL_LINE = /^\s*(?:HOOK|SETUP|POINT(?:\s*\d+)?|PAYOFF|CTA)\s*$/;
const STAGE_PAREN =
  /\((?:pause|beat|laughs?|sighs?|smiles?|whispers?|cut|zoom|b-?roll|sfx|music|on-?screen|text|transition|points?|pointing|shows?|showing|hold|gestures?)\b[^)]*\)/gi;

/** The words a narrator would say: numbers written out, cues, stage directions and cue lines removed. */
export function toSpokenText(text: string): string {
  const script = String(text ?? "")
    .replace(/\[[^\]]*\]/g, " ")
    .replace(STAGE_PAREN, " ")
    .replace(/\b\d{1,2}:\d{2}\s*[-–]\s*\d{1,2}:\d{2}\b/g, " ")
    .split(/\r?\n/)
    .filter((line) => !DIRECTION_LINE.test(line) && !LABEL_LINE.test(line))
    .join(" ");
  return spokenWords(script);
}

export function spokenWordCount(text: string): number {
  const s = String(text ?? "");
  const words = toSpokenText(s)
    .split(/[\s\-‐–—]+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return words + fillInsOf(s).length * FILL_IN_WORDS;
}

/** Seconds it takes to say `text` at `wordsPerSecond` (2.5 is a brisk but natural short-form pace). */
export function spokenSeconds(text: string, wordsPerSecond = WORDS_PER_SECOND): number {
  if (!(wordsPerSecond > 0)) throw new RangeError("wordsPerSecond must be positive");
  return spokenWordCount(text) / wordsPerSecond;
}

/**
 * Longest whitespace-token prefix of `text` that is at most `maxWords` spoken words, with "…" when
 * cut. "" when even the first token is too long to say (a 40-digit number): callers fall back.
 */
export function truncateToSpokenWords(text: string, maxWords: number): string {
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  let count = 0;
  let kept = 0;
  for (const tok of tokens) {
    const c = spokenWordCount(tok);
    if (count + c > maxWords) break;
    count += c;
    kept++;
  }
  if (kept === tokens.length) return tokens.join(" ");
  if (kept === 0) return "";
  return `${tokens
    .slice(0, kept)
    .join(" ")
    .replace(/[\s,;:\-–—]+$/u, "")}…`;
}
