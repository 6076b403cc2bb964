// Cleaning untrusted text (video titles, channel names, a creator's edits) before it is shown or
// said: output is plain text (React renders it as text), so markup is kept verbatim, never
// escaped; what is removed are characters that change how text displays without being visible.

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
