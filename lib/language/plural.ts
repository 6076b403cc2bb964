// Whether a word is a plural noun, and its singular: one answer for the trend engine (a topic's
// grouping key, whether a phrase reads as a noun phrase) and for the writers (a verb agrees with a
// plural topic). Before, each kept its own list, and they disagreed: "canvas bag" was refused as a
// topic because "canvas" looked plural to one of them.

// Words ending in -s that are one thing: fields and activities ("physics", "pilates"), places and
// names ("texas", "ios"), verbs a title shares its words with ("has", "was"), and a few others
// ("canvas", "lens", "chaos").
const ONE_THING = new Set([
  "news",
  "series",
  "species",
  "pilates",
  "diabetes",
  "lens",
  "canvas",
  "atlas",
  "alias",
  "gas",
  "chaos",
  "always",
  "yes",
  "physics",
  "mathematics",
  "politics",
  "gymnastics",
  "economics",
  "athletics",
  "aerobics",
  "calisthenics",
  "robotics",
  "genetics",
  "linguistics",
  "logistics",
  "analytics",
  "electronics",
  "ethics",
  "texas",
  "kansas",
  "arkansas",
  "vegas",
  "christmas",
  "xmas",
  "ios",
  "macos",
  "has",
  "was",
  "its",
  "does",
]);
// Endings of words that are not plurals: "glass", "bonus", "tennis", "delicious", a possessive.
const ONE_THING_ENDING = /(?:ss|us|is|ous|'s)$/;

/** "mugs", "bananas", "glasses", "abs" are plural; "canvas", "pilates", "tennis", "ios", "2s" are not. */
export function isPluralWord(word: string): boolean {
  const w = word.toLowerCase();
  return w.length >= 3 && w.endsWith("s") && !/\d/.test(w) && !ONE_THING_ENDING.test(w) && !ONE_THING.has(w);
}

// Plurals kept whole as topic keys: "kids" content is not "kid" content, "The Sims" is no sim.
const KEPT_WHOLE = new Set(["kids", "jeans", "leggings", "sims", "abs"]);

/** The singular a topic's words are grouped by ("tutorials" with "tutorial", "brushes" with "brush"). */
export function singular(w: string): string {
  if (w.length <= 3 || KEPT_WHOLE.has(w) || !isPluralWord(w)) return w;
  if (w.endsWith("ies") && w.length > 4) return w.slice(0, -3) + "y";
  if (/(ches|shes|xes|sses|zes)$/.test(w)) return w.slice(0, -2);
  return w.slice(0, -1);
}
