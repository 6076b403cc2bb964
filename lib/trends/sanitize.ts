// A niche as a user typed it, made safe to match, store and place in a prompt. Apart from text.ts
// (which tags parts of speech with a large lexicon) because browser forms validate with it.
import { NICHE_MAX_CHARS } from "@/lib/generation/niches";

export { NICHE_MAX_CHARS };

// Line and paragraph separators become spaces rather than vanishing, so words stay apart.
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
// Format (Cf: zero-width, bidi embeddings/overrides/isolates, BOM, tag characters), controls,
// private use and unassigned code points, plus letters that render as blanks (Hangul fillers,
// braille blank) and the combining grapheme joiner: all used to smuggle or disguise text.
const INVISIBLE = /[\p{Cc}\p{Co}\p{Cn}\u034F\u115F\u1160\u17B4\u17B5\u2800\u3164\uFFA0]/gu;
// ZWJ is kept only inside emoji sequences (family, profession emoji); elsewhere it is noise.
const FORMAT = /\p{Cf}/gu;
const ZWJ_IN_EMOJI = /(\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu;
const ZWJ_MARK = "\u{F0000}"; // private use: cannot survive from the input (stripped above)

/** A niche as typed by a user, safe to match, store and place in a prompt as data. */
export function sanitizeNiche(input: string): string {
  let s = String(input ?? "")
    .toWellFormed()
    .normalize("NFKC");
  s = s.replace(BREAKS, " ").replace(INVISIBLE, "");
  s = s.replace(ZWJ_IN_EMOJI, `$1${ZWJ_MARK}`).replace(FORMAT, "").replaceAll(ZWJ_MARK, "\u200D");
  s = s.replace(/[\s\p{Z}]+/gu, " ").trim();
  const chars = Array.from(s); // code points, so a surrogate pair is never cut in half
  if (chars.length > NICHE_MAX_CHARS) s = chars.slice(0, NICHE_MAX_CHARS).join("").trimEnd();
  return s;
}
