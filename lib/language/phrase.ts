// Whether a candidate topic reads as a noun phrase, something a video can be about. Post titles
// are full of verb and adverb fragments ("Switched to decaf", "Finally sorted out my budget",
// "Why sanitizer libraries matter") whose words recur across every subject a community talks
// about; as topics they read as nonsense ("Three things I wish I'd known before the switched").
// The test is about word forms at the edges of the phrase, not a list of the cases seen.
import { isPluralWord } from "./plural";

// -ly adverbs by their endings ("finally", "heavily", "honestly", "quickly"); adjectives and
// nouns with the same endings are spared.
const ADVERB =
  /(?:ally|ily|ously|ively|fully|ably|ibly|ently|antly|edly|ingly|ately|ctly|rly|stly|wly|ckly|nly|ghly|eply|tely)$/;
const NOT_ADVERB = new Set([
  "family",
  "lily",
  "oily",
  "daily",
  "doily",
  "wily",
  "early",
  "curly",
  "yearly",
  "hourly",
  "pearly",
  "burly",
  "surly",
  "quarterly",
  "ally",
  "rally",
  "tally",
  "sally",
  "holly",
  "jolly",
  "bully",
  "silly",
  "chilly",
  "hilly",
  "belly",
  "jelly",
  "assembly",
  "anomaly",
  "monopoly",
  "butterfly",
  "dragonfly",
  "firefly",
  "italy",
  "sicily",
  "emily",
  "kelly",
  "billy",
]);
const isAdverb = (w: string) => w.length >= 5 && ADVERB.test(w) && !NOT_ADVERB.has(w);

// Past tenses and participles ("switched", "sorted", "modded"); nouns that end in -ed ("seed",
// "speed", "bed", "shed") are spared by length and the "-eed" ending.
const isPastForm = (w: string) => w.length >= 6 && /ed$/.test(w) && !/eed$/.test(w);

// Words that grade something else ("high protein", "low carb", "full body"): with one noun an
// attribute of topics, never one itself; before a compound the graded pair is a modifier of a name
// ("half frame cameras", "low carb bread").
const GRADING = new Set(["high", "low", "full", "half", "extra", "zero", "non", "anti"]);

// Describing words that stand for no subject on their own ("Small: Beyond the Basics").
const DESCRIPTORS = new Set([
  "small",
  "large",
  "tiny",
  "huge",
  "cheap",
  "simple",
  "quick",
  "healthy",
  "modern",
  "cute",
  "pretty",
  "clean",
  "dark",
  "cozy",
  "aesthetic",
  "natural",
  "homemade",
  "favorite",
  "favourite",
  "fancy",
  "fresh",
  "daily",
  "weekly",
  "monthly",
]);

// Plurals that stay plural as the first word of a compound ("sports bra", "savings account").
const PLURAL_MODIFIERS = new Set([
  "sports",
  "sales",
  "savings",
  "arts",
  "clothes",
  "goods",
  "kids",
  "jeans",
  "abs",
  "glasses",
  "arms",
  "legs",
  "ours",
  "leggings",
  "ads",
]);
const isPlural = (w: string) => isPluralWord(w) && !PLURAL_MODIFIERS.has(w);

/**
 * False for fragments that start or end like a clause: a lone participle ("switched"), a phrase
 * ending in one ("finally sorted"), an adverb at either edge, a lone describing word ("small"), a
 * grading adjective with its noun ("high protein"), or a plural noun followed by a verb ("libraries matter": English compounds
 * take the singular as modifier, "library card", so a plural first word means a subject and verb).
 */
export function nounPhrase(words: string[]): boolean {
  const first = words[0];
  const last = words[words.length - 1];
  if (!first || !last) return false;
  if (isAdverb(first) || isAdverb(last) || isPastForm(last)) return false;
  if (words.length === 2 && GRADING.has(first)) return false;
  if (words.length === 1 && DESCRIPTORS.has(first)) return false;
  if (words.length === 2 && isPlural(first) && !/\d/.test(last) && !isPlural(last)) return false;
  return true;
}
