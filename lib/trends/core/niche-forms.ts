// The ways one niche is written. Creators type a niche one way ("home brewing", "fountain pens",
// "running") and its people write it another: run together ("Homebrewing", #vanlife), in the
// other number ("fountain pen"), or as a neighbouring word of the same root ("r/Homebrew",
// "r/runners"). Discovery (which communities, hashtags and queries belong to a niche) and the
// matching of a custom niche's items both read these forms, so a niche is found however it is
// spelled. Pure: no server import.
import { singular } from "@/lib/language/plural";
import { isFunctionWord } from "@/lib/language/word-class";

/** How closely a text names the niche: not at all, by a word of the same root, or as the niche itself. */
export const NAMES_NOT = 0;
export const NAMES_BY_ROOT = 1;
export const NAMES_EXACTLY = 2;
export type NamesNiche = typeof NAMES_NOT | typeof NAMES_BY_ROOT | typeof NAMES_EXACTLY;

/** Lower-case words, punctuation as breaks ("3D-printing" -> "3d", "printing"). */
export function wordsOf(text: string): string[] {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
}

/** The niche's own words: function words dropped ("the art of bookbinding" -> art, bookbinding) unless nothing else is left. */
export function nicheWords(niche: string): string[] {
  const all = wordsOf(niche);
  const content = all.filter((w) => !isFunctionWord(w));
  return content.length ? content : all;
}

// A word's root for telling variants of one activity apart from other words: the singular, then
// one ending an activity and its doers share ("brewing", "brewer", "brew"; "running", "runners",
// "run"; "baking", "baker", "bake"), then a doubled last letter undone ("runn" -> "run"). Both
// sides of a comparison go through it, so a root need not be a word.
const SUFFIX = /^(.{3,}?)(?:ing|er|e)$/;

export function rootOf(word: string): string {
  const one = singular(word);
  const m = SUFFIX.exec(one);
  if (!m) return one;
  const stem = m[1];
  return /([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : stem;
}

/** The niche's words run together, in the singular: "Fountain Pens" -> "fountainpen". */
export function joinedForm(niche: string): string {
  return singular(nicheWords(niche).join(""));
}

type Compiled = { exact: string; root: string };

function compile(niche: string): Compiled {
  const joined = nicheWords(niche).join("");
  return { exact: singular(joined), root: rootOf(joined) };
}

/**
 * Whether a text names the niche, however it is spaced or numbered: a run of its words that,
 * written together, is the niche's words written together (in either number) is NAMES_EXACTLY
 * ("homebrewing", "home-brewing", "Home Brewing" for "home brewing"; "fountain pen" for
 * "fountain pens"); the same with a word of the same root is NAMES_BY_ROOT ("homebrew",
 * "homebrewers", "runners" for "running").
 */
export function namesNiche(niche: string, text: string): NamesNiche {
  return namesCompiled(compile(niche), text);
}

function namesCompiled(want: Compiled, text: string): NamesNiche {
  if (!want.exact) return NAMES_NOT;
  const words = wordsOf(text);
  let best: NamesNiche = NAMES_NOT;
  for (let i = 0; i < words.length; i++) {
    let joined = "";
    for (let j = i; j < words.length; j++) {
      joined += words[j];
      // A run longer than the niche (with room for an ending) can't be it.
      if (joined.length > want.exact.length + 4) break;
      if (singular(joined) === want.exact) return NAMES_EXACTLY;
      if (rootOf(joined) === want.root) best = NAMES_BY_ROOT;
    }
  }
  return best;
}

/** A matcher over many texts for one niche: the niche's forms are worked out once. */
export function nicheNamer(niche: string): (text: string) => NamesNiche {
  const want = compile(niche);
  return (text) => namesCompiled(want, text);
}

/**
 * The niche as hashtags people use: its words run together, in the plural and the singular when
 * they differ ("Fountain Pens" -> #fountainpens, #fountainpen; "personal finance" ->
 * #personalfinance). Tags hold letters and digits only, lower-cased.
 */
export function hashtagsOf(niche: string): string[] {
  const typed = wordsOf(niche).join("").slice(0, 60);
  if (typed.length < 2) return [];
  return [...new Set([typed, singular(typed)])];
}

/**
 * The niche's words run together, when it has several and people may write them as one word
 * ("home brewing" -> "homebrewing"): the second spelling a search is asked for. Null otherwise,
 * and for a niche of anything but words (markup, symbols).
 */
export function runTogether(niche: string): string | null {
  // Only a niche of plain words: one typed with markup or symbols is asked for as typed.
  if (!/^[\p{L}\p{N}' -]+$/u.test(niche.trim())) return null;
  const words = nicheWords(niche);
  if (words.length < 2) return null;
  const joined = words.join("");
  return joined.length <= 40 ? joined : null;
}
