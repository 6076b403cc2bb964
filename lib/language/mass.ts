// Mass nouns: what is said without "a" or "the" ("zone 2 cardio", "peptide lip oil", "miso
// ramen"). pluralize and compromise know a few (water, rice, music, history); the rest of the
// lexicon a creator's topics end in is kept here, with the language, so no writer keeps its own.
import nlp from "compromise";
import pluralize from "pluralize";

// Words the two libraries read as countable that a sentence uses as mass nouns. Gerunds
// ("training", "lighting") and plurals need no entry: they are bare by their form.
const MASS = new Set(
  (
    "cardio yoga pilates protein mobility skincare makeup coffee espresso chocolate cream oil blush serum " +
    "gloss content art design ai math science care gear paint decor storage wallpaper tile concrete clay " +
    "pottery glaze ramen pasta soup"
  ).split(" "),
);

/** Whether a noun is said without an article: its last word a mass noun. */
export function isMassNoun(phrase: string): boolean {
  const word = (phrase.trim().split(/\s+/).pop() ?? "").toLowerCase();
  if (!word) return false;
  if (MASS.has(word)) return true;
  if (pluralize.isPlural(word) && pluralize.isSingular(word)) return true;
  return nlp(word).has("#Uncountable");
}
