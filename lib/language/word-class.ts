// Word classes of a word standing alone, from the `compromise` tagger's lexicon: which words are
// function words (the closed classes of English grammar), which say when and which count. None of
// them names what a video or a niche is about. Part of the language kernel: imports nothing from
// the rest of lib/.
//
// The tagger reads a sentence; here there is only a word, so its lexicon entry decides. Words the
// lexicon does not hold (contractions, typed with or without their apostrophe) are tagged once and
// remembered.
import nlp from "compromise";
import { LRUCache } from "lru-cache";

type Lexicon = Record<string, string | string[]>;
type Term = { normal?: string; implicit?: string; tags?: Set<string> };
type Doc = { docs: Term[][] };
type Model = { model(): { one: { lexicon: Lexicon } } };

const LEXICON = (nlp as unknown as Model).model().one.lexicon;

// The closed classes: a language adds no words to them and none names a thing. The lexicon's
// adverbs are the short, common ones ("just", "very", "again", "forever"); -ly adverbs come from
// the tagger's rules in a sentence, and an adjective or noun with the same ending is spared.
const FUNCTION = ["Determiner", "Preposition", "Conjunction", "Pronoun", "Possessive", "Reflexive"].concat([
  "Negative",
  "Condition",
  "Copula",
  "Modal",
  "QuestionWord",
  "Adverb",
]);
// Words that say when: "day", "weeks", "june", "friday", "tomorrow".
const TIME = ["Date", "Duration", "Month", "WeekDay"];
// Number words: "one", "three", "first", "seconds", "million".
const NUMBER = ["TextValue", "Cardinal", "Ordinal", "Multiple", "Fraction"];

// The primary auxiliaries of English grammar. The lexicon files only the copula's finite forms
// ("is", "was") as function words; every form of these three ("been", "having", "did") is one,
// found through the tagger's own conjugation.
const AUXILIARIES = ["be", "have", "do"];
let auxiliaryForms: Set<string> | null = null;
function isAuxiliary(word: string): boolean {
  auxiliaryForms ??= new Set(
    AUXILIARIES.flatMap((verb) => {
      const forms = (nlp(verb).verbs().conjugate() as Record<string, string>[])[0] ?? {};
      return [verb, ...Object.values(forms).flatMap((f) => f.split(" "))];
    }),
  );
  return auxiliaryForms.has(word);
}

const tagsOf = (word: string): string[] => [LEXICON[word] ?? []].flat();
const has = (word: string, classes: string[]) => tagsOf(word).some((t) => classes.includes(t));

// A contraction is made of function words ("don't" is "do not", "that's" "that is", "it's" one
// pronoun to the tagger), typed with or without its apostrophe ("didnt", "youre", "thats"). Only
// the endings of "not", "are" and "is" are restored: "'ll", "'d" and "'m" restored would read
// "shell", "shed" and "id" as "she'll", "she'd" and "i'd". A word that only looks like one ("cats",
// "cat's") is not: one of its parts names a thing.
// What the tagger says of a part it reads in place ("it's" is one pronoun to it); a possessive
// ("trump's") names its owner, so that class is left out.
const IN_SENTENCE = FUNCTION.filter((c) => c !== "Possessive" && c !== "Adverb");
const ENDINGS = /^(.+?)(nt|re|s)$/;
const contractions = new LRUCache<string, boolean>({ max: 50_000 });
function isContraction(word: string): boolean {
  let hit = contractions.get(word);
  if (hit !== undefined) return hit;
  const m = word.includes("'") ? null : ENDINGS.exec(word);
  const written = m ? `${m[1]}${m[2] === "nt" ? "n't" : `'${m[2]}`}` : word;
  const terms = (nlp(written) as unknown as Doc).docs.flat();
  hit =
    (terms.length > 1 || written.includes("'")) &&
    terms.every((t) => {
      const part = (t.implicit || t.normal || "").toLowerCase();
      return has(part, FUNCTION) || isAuxiliary(part) || IN_SENTENCE.some((c) => t.tags?.has(c));
    });
  contractions.set(word, hit);
  return hit;
}

/** Whether a lower-case word is a function word: an article, preposition, pronoun, conjunction, auxiliary, modal or contraction of them. */
export function isFunctionWord(word: string): boolean {
  if (has(word, FUNCTION) || isAuxiliary(word)) return true;
  return /^[\p{L}']+$/u.test(word) && isContraction(word);
}

/** Whether a lower-case word says when: a day, a month, a weekday, a length of time. */
export const isTimeWord = (word: string): boolean => has(word, TIME);

/** Whether a lower-case word is a number written out: "one", "three", "first", "seconds". */
export const isNumberWord = (word: string): boolean => has(word, NUMBER);

/** Whether a lower-case word is a month's short form ("jun", "sept"): a date only beside a number. */
export function isMonthShort(word: string): boolean {
  if (!has(word, ["Month"])) return false;
  return Object.keys(LEXICON).some((w) => w.length > word.length && w.startsWith(word) && has(w, ["Month"]));
}
