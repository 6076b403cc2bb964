// Capitals: how a topic is written mid-sentence and in a title. A word's case comes from how the
// evidence titles write it ("SPF", "iPhone", "Dubai", "standing desk"); where they say nothing, a
// rule of the word's form decides, never a list of known acronyms or brands. Part of the language
// kernel: imports nothing from the rest of lib/.
import nlp from "compromise";

const bare = (w: string) => w.replace(/[^\p{L}\p{N}]/gu, "");
const capitalised = (w: string) => /^\p{Lu}\p{Ll}+$/u.test(w);

type Uses = { capsInside: number; lower: number; midSentence: boolean; plain: number; written: Map<string, number> };

/** An acronym or a mixed-case name as written: "SPF", "PDRN", "100D", "4K", "iPhone", "TikTok". */
const specialForm = (w: string) =>
  /\p{L}/u.test(w) && ((/^[\p{Lu}\p{N}]{2,}$/u.test(w) && /\p{Lu}/u.test(w)) || /\p{Ll}\p{Lu}/u.test(w));

// Parts of speech a word in capitals only shouts ("INSANE", "NEW", "NEVER", "OMG"): an acronym or a
// name is a noun. Read from the tagger with the word alone and in lower case; cached.
const EMPHASIS = ["Adjective", "Adverb", "Expression", "Determiner", "Negative", "Modal", "Pronoun", "Preposition"];
const shoutedWords = new Map<string, boolean>();

/**
 * A word written in capitals for emphasis, not as an acronym: an all-capitals word whose lower
 * case is an ordinary adjective, adverb or interjection ("This glaze is INSANE"), so the capitals
 * are the poster's voice and never copied into a topic or a title. A noun in capitals ("SPF",
 * "NASA", "LED") is taken as written.
 */
function shouted(word: string): boolean {
  if (!/^\p{Lu}{3,}$/u.test(word)) return false;
  const key = word.toLowerCase();
  if (!shoutedWords.has(key)) {
    const tags = (nlp(key).json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
    shoutedWords.set(key, !tags.includes("Noun") && tags.some((t) => EMPHASIS.includes(t)));
  }
  return shoutedWords.get(key)!;
}

/** The way the titles mostly write a word when that is as an acronym or in mixed case; else null. */
function writtenForm(u: Uses | undefined): string | null {
  if (!u) return null;
  let best: string | null = null;
  let n = 0;
  for (const [form, c] of u.written) if (c > n) [best, n] = [form, c];
  return best && n >= u.plain ? best : null;
}

/**
 * A word no title writes, as its form alone says it is written: a model code of a few letters
 * and a number ("gta6" -> "GTA6", "ps5" -> "PS5"), or a short word without a vowel that the
 * tagger reads as a noun ("grwm" -> "GRWM", "spf" -> "SPF", "tv" -> "TV"): English words need a
 * vowel ("y" counts: "gym", "fry"), so such a word is said letter by letter. Abbreviations and
 * interjections ("vs", "mr", "hmm") are not nouns.
 */
function formCase(word: string): string {
  if (/^\p{L}{1,4}\d+\p{L}?$/u.test(word)) return word.toUpperCase();
  if (!/^[b-df-hj-np-tv-xz]{2,5}$/i.test(word)) return word;
  const tags = (nlp(word).json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
  return tags.includes("Noun") && !tags.includes("Abbreviation") ? word.toUpperCase() : word;
}

/** How the evidence titles write each word: as an acronym or in mixed case, in lower case, or capitalised mid-sentence. */
function usesOf(evidenceTitles: string[]): Map<string, Uses> {
  const uses = new Map<string, Uses>();
  for (const title of evidenceTitles) {
    const tokens = String(title ?? "").split(/\s+/);
    const words = tokens.map(bare).filter(Boolean);
    // In a Title Case Title every word is capitalised: only a sentence's capitals say "name". Its
    // hashtags and numbers are no words of the sentence ("Pen Case for Beginners #pencase").
    const prose = tokens
      .filter((w) => !w.startsWith("#"))
      .map(bare)
      .filter((w) => /\p{L}/u.test(w));
    const sentenceCase = prose.slice(1).filter(capitalised).length * 2 < prose.length - 1;
    // A title in capitals throughout says nothing about how any of its words is written.
    const shouting = words.every((w) => w === w.toUpperCase());
    words.forEach((w, i) => {
      const key = w.toLowerCase();
      const u = uses.get(key) ?? { capsInside: 0, lower: 0, midSentence: false, plain: 0, written: new Map() };
      if (!shouting && key.length >= 2 && specialForm(w) && !shouted(w)) u.written.set(w, (u.written.get(w) ?? 0) + 1);
      else if (!shouting) u.plain++;
      // A number has no case: "10" is not a word written in lower case.
      if (i > 0 && capitalised(w)) {
        u.capsInside++;
        u.midSentence ||= sentenceCase;
      } else if (w === key && /\p{L}/u.test(w)) u.lower++;
      uses.set(key, u);
    });
  }
  return uses;
}

/**
 * Capitals as a creator would write the topic mid-sentence: "Zone 2 Cardio" -> "zone 2 cardio",
 * but acronyms ("PDRN"), mixed case ("iPhone") and names ("Dubai", "Minecraft") keep theirs. A
 * word the titles mostly write as an acronym or in mixed case is written that way ("spf" -> "SPF"
 * when the posts say SPF), titles in capitals throughout aside. A word is a name when a title in
 * sentence case capitalises it past its first word: a title's first word says nothing, and in a
 * Title Case Title every word is capitalised ("The Best Standing Desk Under $300"), a model's name
 * aside. A word no title writes is cased by its form (formCase).
 */
export function nameCase(phrase: string, evidenceTitles: string[] = []): string {
  const uses = usesOf(evidenceTitles);
  const words = phrase.split(" ");
  // A phrase one of whose words a post writes in lower case is a common noun phrase ("a diesel
  // heater"), however a sentence capitalises its other words.
  const common = words.length > 1 && words.some((w) => (uses.get(bare(w).toLowerCase())?.lower ?? 0) > 0);
  // A number or a code in the phrase makes it a model's name ("Bambu H2D", "Pixel 10"), whose maker
  // and line are names: there Title Case titles count too, twice and never in lower case.
  const model = words.some((w) => /\d/.test(w));
  // In a common phrase names lead ("Dubai chocolate", "Kodak film"): a capital after one of its
  // words in lower case is a title's, not a name's ("pen Case", "magnetic Switches").
  let led = true;
  const isName = words.map((w) => {
    const u = uses.get(bare(w).toLowerCase());
    const name = !!u && (u.midSentence || (model && !common && u.capsInside >= 2 && u.lower === 0));
    led &&= name || !common || /\d/.test(w);
    return name && led;
  });
  // A name of several words ("Monster Hunter Wilds") keeps all its capitals when the titles write
  // it that way, though its first word opens every title and so says nothing on its own.
  // A code inside it ("100D") is compared as the titles write it.
  const titled = words
    .map((w) => writtenForm(uses.get(bare(w).toLowerCase())) ?? w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(" ");
  const wholeName =
    words.length > 1 && !common && isName.some(Boolean) && evidenceTitles.some((t) => String(t ?? "").includes(titled));
  return words
    .map((w, i) => {
      const key = bare(w).toLowerCase();
      const u = uses.get(key);
      const form = key ? writtenForm(u) : null;
      if (form) return w.replace(bare(w), form);
      if (key && !u?.plain) {
        const cased = formCase(bare(w));
        if (cased !== bare(w)) return w.replace(bare(w), cased);
      }
      if (!key || /\d/.test(w) || /^\p{Lu}{2,}$/u.test(bare(w)) || /\p{Ll}\p{Lu}/u.test(w)) return w;
      return wholeName || isName[i] ? w.charAt(0).toUpperCase() + w.slice(1).toLowerCase() : w.toLowerCase();
    })
    .join(" ");
}

// A function word's class, read from the tagger's lexicon with the word alone: in a short phrase
// it misreads some ("a" in "with a cold" comes out a noun). Cached: titles repeat them.
const minor = new Map<string, boolean>();

/**
 * Whether a title leaves a word in lower case: a short preposition or conjunction ("for", "with",
 * "vs", "and") or an article.
 */
function minorWord(word: string): boolean {
  const key = bare(word).toLowerCase();
  if (!key || key.length > 4) return false;
  if (!minor.has(key)) {
    const tags = (nlp(key).json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
    minor.set(
      key,
      tags.includes("Preposition") || tags.includes("Conjunction") || (tags.includes("Determiner") && key.length <= 3),
    );
  }
  return minor.get(key)!;
}

/** "diy lip oil" written by nameCase as "DIY lip oil" -> "DIY Lip Oil"; acronyms and mixed case stay. */
export function titleCase(phrase: string): string {
  return phrase
    .split(" ")
    .map((w, i) => {
      if (/\p{Lu}/u.test(w.slice(1)) || /\d/.test(w)) return w;
      if (i > 0 && minorWord(w)) return w.toLowerCase();
      return w.replace(/(^|-)(\p{Ll})/gu, (_, a: string, b: string) => a + b.toUpperCase());
    })
    .join(" ");
}
