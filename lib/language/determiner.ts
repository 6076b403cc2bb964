// Whether a noun phrase takes "the", decided by how the evidence writes it: "I tried red light
// therapy", "is red light therapy worth it" (no determiner: a practice, a mass noun) against "the
// MLP draft was a mess", "my arched shelf" (a determiner: one thing). Only a mid-sentence use
// counts: headlines drop articles at their start ("MLP draft results"). Part of the language kernel.
import nlp from "compromise";

// The least uses that say anything, and the share of them that must agree.
const USES_MIN = 2;
const AGREE = 2 / 3;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// A word is a determiner by the tagger's lexicon, cached: titles repeat them.
const determiners = new Map<string, boolean>();
function isDeterminer(word: string): boolean {
  const key = word.toLowerCase();
  if (!determiners.has(key)) {
    const terms = (nlp(key).json() as { terms: { tags: string[] }[] }[])[0]?.terms ?? [];
    const tags = terms[0]?.tags ?? [];
    // "my", "this", "the", "every" are determiners; "your" and "our" are tagged as possessives.
    determiners.set(key, tags.includes("Determiner") || tags.includes("Possessive"));
  }
  return determiners.get(key)!;
}

/**
 * True when the texts mostly write the phrase without a determiner before it, false when mostly
 * with one, null when they use it mid-sentence too rarely to say.
 */
export function writtenBare(phrase: string, texts: readonly string[]): boolean | null {
  const words = phrase.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return null;
  const re = new RegExp(`(?:^|[^\\p{L}\\p{N}'])(${words.map(escape).join("\\s+")})(?![\\p{L}\\p{N}])`, "giu");
  let bare = 0;
  let determined = 0;
  for (const text of texts) {
    for (const m of String(text ?? "").matchAll(re)) {
      const before = text.slice(0, m.index + m[0].length - m[1].length);
      // The word just before, in the same clause: none (a title's or a clause's start) says nothing.
      const prev = /([\p{L}']+)\s+$/u.exec(before)?.[1];
      if (!prev) continue;
      if (isDeterminer(prev)) determined++;
      else bare++;
    }
  }
  const n = bare + determined;
  if (n < USES_MIN) return null;
  if (bare >= n * AGREE) return true;
  if (determined >= n * AGREE) return false;
  return null;
}
