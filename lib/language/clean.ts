// Cleaning untrusted text (video titles, channel names, a creator's edits, a niche as typed)
// before it is shown, said, matched or placed in a prompt: output is plain text (React renders it
// as text), so markup is kept verbatim, never escaped; what is removed are characters that change
// how text displays without being visible. This is the one place that decides which those are.

// Controls (tab and line breaks aside), format characters (zero-width, bidi embeddings, overrides
// and isolates, BOM, soft hyphen, the tag characters that hide text), private use and unassigned
// code points, and letters that render as blanks (Hangul fillers, braille blank, the combining
// grapheme joiner): all used to smuggle or disguise text. The joiners ZWJ/ZWNJ (U+200C/D) are
// left to the caller: emoji sequences and Persian/Indic scripts need them.
const INVISIBLE =
  /(?![\t\n\r\u200C\u200D])[\p{Cc}\p{Cf}\p{Co}\p{Cn}\u034F\u115F\u1160\u17B4\u17B5\u2800\u3164\uFFA0]/gu;
// Outside an emoji sequence (family, profession emoji) a ZWJ is noise in a short typed field.
const ZWJ_OUTSIDE_EMOJI = /(?<!\p{Extended_Pictographic}\uFE0F?)\u200D|\u200D(?!\p{Extended_Pictographic})/gu;
// Line and paragraph separators, which a one-line field turns into spaces so words stay apart.
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;

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

/**
 * A short field as a user typed it (a niche, a search), safe to match, store and place in a prompt
 * as data: NFKC, one line, no invisible characters nor joiners (a ZWJ only inside an emoji
 * sequence), whitespace collapsed, cut to `max` code points so a surrogate pair is never halved.
 */
export function cleanTypedText(input: unknown, max: number): string {
  // Breaks become spaces first: the invisible characters readableText drops include some of them.
  let s = readableText(String(input ?? "").replace(BREAKS, " "));
  s = s.replace(/[\s\p{Z}]+/gu, " ").trim();
  const chars = Array.from(s);
  if (chars.length > max) s = chars.slice(0, max).join("").trimEnd();
  return s;
}

/**
 * Text as a reader sees it, for checking and storing what a model or a stranger wrote: NFKC (so
 * fullwidth letters, dots and at-signs are the ASCII ones a browser would read), no invisible
 * characters (a zero-width space inside a host name hides nothing from a URL parser, so it must
 * hide nothing from a check either), a joiner only inside an emoji sequence. Line breaks are kept.
 */
export function readableText(input: unknown): string {
  return String(input ?? "")
    .toWellFormed()
    .normalize("NFKC")
    .replace(INVISIBLE, "")
    .replaceAll("\u200C", "")
    .replace(ZWJ_OUTSIDE_EMOJI, "");
}
