// Verb agreement with a plural subject, from the tagger (compromise) rather than a list of verbs:
// "sells" -> "sell", "goes" -> "go", "doesn't" -> "don't", "is" -> "are". Only a present-tense
// verb said of "it" changes; a noun, an adverb or a past form gives null.
import nlp from "compromise";

// "be" is the one verb whose plural is not its plain form.
const BE: Record<string, string> = { is: "are", was: "were" };

const cache = new Map<string, string | null>();

function plainPlural(word: string): string | null {
  if (BE[word]) return BE[word];
  // "it sells": a third-person present tense ends in -s; "it glass" is tagged a verb but isn't one.
  if (!/[^s]s$/.test(word) && word !== "does" && word !== "has") return null;
  const doc = nlp(`it ${word}`);
  const term = (doc.json() as { terms: { tags: string[] }[] }[])[0]?.terms[1];
  if (!term?.tags.includes("Verb") || !term.tags.includes("PresentTense") || term.tags.includes("Infinitive"))
    return null;
  const plain = doc
    .verbs()
    .toInfinitive()
    .text()
    .replace(/^it\s+/i, "")
    .trim();
  return plain && plain !== word && /^\p{L}+$/u.test(plain) ? plain : null;
}

/** The plural form of a verb said of "it", keeping its capital and its "n't"; null when it is not one. */
export function pluralVerb(verb: string): string | null {
  if (cache.has(verb)) return cache.get(verb)!;
  const lower = verb.toLowerCase();
  const negated = /n't$/.test(lower);
  const base = negated ? lower.slice(0, -3) : lower;
  // "isn't", "doesn't", "hasn't", "wasn't": the negation stays on the plural form.
  const plain = plainPlural(base);
  let out: string | null = null;
  if (plain && (!negated || ["are", "were", "do", "have"].includes(plain))) {
    const word = negated ? `${plain}n't` : plain;
    const capital = verb[0] !== verb[0].toLowerCase();
    out = capital ? word[0].toUpperCase() + word.slice(1) : word;
  }
  cache.set(verb, out);
  return out;
}

type Tagged = { text: string; tags: string[]; offset: { start: number } };
const sentenceCache = new Map<string, Tagged[]>();
// Auxiliaries after a subject are verbs whatever follows them ("is blowing up", "doesn't stall").
const AUXILIARY = /^(?:is|was|has|does)(?:n't)?$/i;

/**
 * Whether the word starting at `at` in `sentence` is read by the tagger as a present-tense verb
 * there ("the thing sells out" yes, "the thing attempts go wrong" no).
 */
export function isPresentVerbAt(sentence: string, at: number): boolean {
  const word = /^[\p{L}']+/u.exec(sentence.slice(at))?.[0] ?? "";
  if (AUXILIARY.test(word)) return true;
  let terms = sentenceCache.get(sentence);
  if (!terms) {
    const json = nlp(sentence).json({ offset: true }) as { terms: Tagged[] }[];
    terms = json.flatMap((s) => s.terms);
    sentenceCache.set(sentence, terms);
  }
  const term = terms.find((t) => t.offset.start === at);
  return (
    !!term && term.tags.includes("Verb") && term.tags.includes("PresentTense") && !term.tags.includes("Infinitive")
  );
}

/**
 * A verb written as said of one thing ("sells", "doesn't", "'s" for "is"), said of the topic:
 * unchanged for one thing, its plural for many ("sell", "don't", "'re"). A word with no plural
 * form (a modal, a past tense) is the same for both.
 */
export function agreeVerb(verb: string, plural: boolean): string {
  if (!plural) return verb;
  if (verb === "'s") return "'re";
  return pluralVerb(verb) ?? verb;
}
