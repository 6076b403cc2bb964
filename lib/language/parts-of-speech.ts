// Parts of speech of a sentence's words, from the `compromise` tagger (its lexicon plus rules that
// read each word in its sentence: "hang" in "getting the hang of it" is a noun, "open" in
// "pre-orders open tomorrow" an adjective, "went" a verb). Part of the language kernel: imports
// nothing from the rest of lib/.
import nlp from "compromise";

// A word names a thing when tagged as a noun, an acronym or a value ("2027", "Q0"), and is not a
// pronoun, a question word or a determiner (compromise tags "I'm" and "anyone" as nouns too), nor
// a word of time ("tomorrow", "hours"): time says when, not what. A number stays ("2027" in
// "Lamy Safari 2027 color" is part of a name).
const NAMING = ["Noun", "Acronym", "Value"];
const NOT_NAMING = ["Pronoun", "QuestionWord", "Determiner"];
const TIME = ["Date", "Duration"];

type Term = { normal?: string; text?: string; tags?: Set<string> };
type Doc = { docs: Term[][]; compute(method: string): void };

// A verb form right after an article, "no" or a possessive stands where a noun does: "no comply"
// (a skate trick), "the drop", "my build". An adjective or adverb there still describes.
const ARTICLES = new Set(["a", "an", "the", "no"]);
function afterDeterminer(prev: Term | undefined, tags: Set<string>): boolean {
  if (!prev || !tags.has("Verb") || tags.has("Adjective") || tags.has("Adverb")) return false;
  const p = prev.tags ?? new Set<string>();
  return p.has("Possessive") || ARTICLES.has((prev.normal ?? prev.text ?? "").toLowerCase());
}

// A gerund where a noun stands names an activity ("rucking", "bouldering", "journaling"): after a
// preposition ("six weeks of rucking"), a determiner ("no rucking") or a verb it is the object of
// ("tried rucking"). After "is"/"are" it is a tense ("is talking"); first in a sentence it is too
// often a verb opening a clause ("Loving the new ...") to count.
function gerundAsNoun(prev: Term | undefined, tags: Set<string>): boolean {
  if (!tags.has("Gerund")) return false;
  if (!prev) return false;
  const p = prev.tags ?? new Set<string>();
  if (p.has("Copula") || p.has("Auxiliary")) return false;
  return p.has("Preposition") || p.has("Determiner") || p.has("Possessive") || p.has("Verb");
}

/**
 * Lower-cased words of `sentence` that do not name a thing there: verbs, adverbs, adjectives,
 * pronouns, function and time words. Hyphenated words are split as compromise splits them.
 */
export function nonNamingWords(sentence: string): Set<string> {
  const out = new Set<string>();
  const doc = nlp(sentence) as unknown as Doc;
  for (const terms of doc.docs) {
    terms.forEach((t, i) => {
      const word = (t.normal || t.text || "").toLowerCase();
      if (!word) return;
      const tags = t.tags ?? new Set<string>();
      const names =
        (NAMING.some((g) => tags.has(g)) &&
          !NOT_NAMING.some((g) => tags.has(g)) &&
          (tags.has("Value") || !TIME.some((g) => tags.has(g)))) ||
        afterDeterminer(terms[i - 1], tags) ||
        gerundAsNoun(terms[i - 1], tags);
      if (!names) out.add(word);
    });
  }
  return out;
}

// Word classes that lean on the next word: a line cut after one of them hangs ("How to get the…").
const LEANING = ["Determiner", "Possessive", "Preposition", "Conjunction", "Pronoun", "QuestionWord", "Copula"];
const leaning = new Map<string, boolean>();

/** Whether a bare word (no punctuation on it) is an article, preposition, conjunction, pronoun, question word or "is". */
export function leansOnNext(word: string): boolean {
  if (!/^[\p{L}']+$/u.test(word)) return false;
  const key = word.toLowerCase();
  if (!leaning.has(key)) {
    const doc = nlp(key) as unknown as Doc;
    const tags = doc.docs[0]?.[0]?.tags ?? new Set<string>();
    leaning.set(
      key,
      LEANING.some((t) => tags.has(t)),
    );
  }
  return leaning.get(key)!;
}

// Words that open a new clause: coordinating conjunctions, subordinators and relative words. A
// closed class of English grammar, listed because the tagger reads them unevenly in a short line
// ("who" in "people who switched" comes out a preposition, "that" in "the mistake that everyone
// makes" a determiner, "until" a preposition), and its clause splitter keeps "and", "so", "if",
// "while" and "or" inside one clause.
const CLAUSE_OPENERS = new Set([
  "and",
  "but",
  "so",
  "because",
  "if",
  "when",
  "that",
  "who",
  "which",
  "while",
  "until",
  "or",
]);

/** Whether a bare word opens a new clause ("and", "because", "who"), or is a dash standing for one. */
export const opensClause = (word: string): boolean => CLAUSE_OPENERS.has(word.toLowerCase()) || /^[—–]$/.test(word);
