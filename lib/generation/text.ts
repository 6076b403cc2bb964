// Input hygiene and small sentence helpers shared by the writers.
// Output is plain text (React renders it as text), so markup is kept verbatim, never escaped;
// what is removed are characters that change how text displays without being visible.

// Controls, bidi embeddings/overrides/isolates, zero-width space, word joiner, BOM. ZWJ/ZWNJ
// (U+200C/D) stay: emoji sequences and Persian/Indic scripts need them.
const INVISIBLE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });

/** Cuts to at most `max` graphemes (never inside an emoji or surrogate pair), preferring a word break. */
export function truncateGraphemes(s: string, max: number): string {
  if (s.length <= max) return s;
  const graphemes: string[] = [];
  for (const { segment } of segmenter.segment(s)) {
    graphemes.push(segment);
    if (graphemes.length > max) break;
  }
  if (graphemes.length <= max) return s;
  let cut = graphemes.slice(0, Math.max(1, max - 1)).join("");
  const space = cut.lastIndexOf(" ");
  if (space > cut.length * 0.6) cut = cut.slice(0, space);
  return cut.trimEnd() + "…";
}

/** Makes untrusted text safe to embed: well-formed, no invisible controls, whitespace collapsed, capped. */
export function cleanText(input: unknown, max: number, opts: { multiline?: boolean } = {}): string {
  let s = typeof input === "string" ? input : input == null ? "" : String(input);
  s = s.toWellFormed().replace(INVISIBLE, "").replace(/\r\n?/g, "\n");
  s = opts.multiline
    ? s
        .split("\n")
        .map((l) => l.replace(/[\t ]+/g, " ").trim())
        .join("\n")
        .replace(/\n{3,}/g, "\n\n")
        .trim()
    : s.replace(/\s+/g, " ").trim();
  return truncateGraphemes(s, max);
}

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
