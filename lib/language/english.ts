// Is a post written in English? The product's niches, topics and writers are English, so a post in
// another language must not lend its words to topics. Two kinds of evidence, in this order:
//
// 1. What the source declares (Mastodon's `language`, Bluesky's `langs`, YouTube's default
//    language): a language tag that names another language settles it.
// 2. With nothing declared, the text. Statistical detectors (character n-grams) guess wrong on
//    titles of three to eight words: tried on this repository's examples, they read "Kyoto ramen
//    tour" as French and "Winter sowing milk jugs" as German. So the check is a stated rule that
//    only answers "foreign" on clear evidence and otherwise leaves the title English:
//
//    - Mostly written in a script other than Latin (Japanese, Cyrillic, Arabic...): foreign.
//    - Otherwise, each language below scores one point per distinct word of its own common
//      vocabulary (articles, possessives, prepositions, conjunctions, "is", "new", "first": the
//      words a sentence of that language cannot do without) and one per word spelled with a
//      letter English does not write (ß, ñ, ã...). Words that are also English words ("die",
//      "son", "come", "a", "no") count for no side.
//    - A title is foreign when one language scores at least 2, plus 2 for every English function
//      word in it (so a long post needs far more foreign than English words), plus 1 when the
//      title is in Title Case (see below).
//    - Words inside a name count for nothing. Outside Title Case, a name is capitalised words with
//      at most function words between them: "Der Kommissar", "La Marzocco", "Camino de Santiago".
//      In Title Case every word is capitalised and names cannot be told apart, so one more point
//      is asked instead.
//
// What it cannot see: a foreign title made only of nouns and names ("Buchbinden Workshop"), and
// an all-lowercase English title built around a foreign phrase ("la casa de papel recap") reads
// foreign. Both are rare next to the posts it does catch, and the first only costs a topic.

const ENGLISH_FUNCTION = words(
  "the of and with my your our their his her its for from this that these those is are were be been being " +
    "have had has to at by or but not how what why when where who which into about after before than then " +
    "there here it i you we they he she us them can would should could just only very more most some any " +
    "each every all new first best last i'm i've it's don't can't",
);

// Per language, its common vocabulary without the words English spells the same way: those are
// left out here rather than subtracted below, so each list reads as what counts.
const VOCABULARY: Record<string, Set<string>> = {
  es: words(
    "el la los las un una unos unas del al de en y pero que qué como cómo para por sobre entre hasta desde " +
      "mi mis tu tus su sus nuestro nuestra este esta estos estas ese esa eso es está están estoy fue ser " +
      "tengo tiene muy más mejor nuevo nueva nuevos nuevas primero primera hoy aquí cuando porque " +
      "también él ella nosotros ellos",
  ),
  pt: words(
    "os uma uns umas da dos das na nos nas ao em de ou mas que como para por com sem sobre entre até " +
      "meu minha meus minhas teu tua seu sua nosso nossa este esta isto esse essa isso é são está estão estou " +
      "sou foi ser tem tenho muito mais melhor novo novos novas primeiro primeira hoje aqui quando porque " +
      "também já eu ele ela nós eles você não",
  ),
  fr: words(
    "le la les un une des du au aux de en et ou mais que qui avec sur dans entre chez mes tes sa ses notre nos " +
      "votre vos ce cette ces c'est est sont suis être j'ai fait très meilleur nouveaux première aujourd'hui " +
      "ici quand parce aussi je il elle nous vous ils",
  ),
  it: words(
    "il gli le un una del della dei delle di da nel nella alla sul dal su tra fra ed ma che quando perché anche mio mia " +
      "miei mie tuo tua suo sua nostro nostra questo questa quello quella è sono sto abbiamo molto più " +
      "meglio nuovo nuova nuovi nuove oggi qui lui noi voi",
  ),
  de: words(
    "der das ein eine einen einem einer und oder aber dass wie für ohne auf bei nach vom zum zur zu unter " +
      "zwischen mein meine meinen meiner meines dein deine seine ihr ihre unser unsere dieser diese dieses ist " +
      "sind habe haben wird wurde sehr mehr neu neue neuen neuer neues erste ersten erster erstes " +
      "heute hier wenn weil auch noch schon ich du es sie wir mich mir uns nicht kein keine durch seit gegen",
  ),
};

// Letters English does not write, with the languages that do (é is left out: café, fiancé).
const LETTERS: [RegExp, string[]][] = [
  [/[ßäöü]/, ["de"]],
  [/ñ/, ["es"]],
  [/[ãõ]/, ["pt"]],
  [/[çêô]/, ["pt", "fr"]],
  [/[èàù]/, ["fr", "it"]],
  [/[ìò]/, ["it"]],
];

// "und" (undetermined), "mul" (several), "zxx" (no language), "mis" (uncoded): no declaration.
const NO_LANGUAGE = new Set(["und", "mul", "zxx", "mis"]);
const TAG = /^([a-z]{2,3}|x)(?:-|$)/;
const TOKEN = /[\p{L}][\p{L}\p{M}']*/gu;
const LETTER = /\p{L}/gu;
const LATIN = /\p{Script=Latin}/u;
const UPPER = /^\p{Lu}/u;
// Links, handles, hashtags and domains are not words of the sentence.
const NOT_PROSE = /^[#@]|[/.:]\S/;

function words(list: string): Set<string> {
  return new Set(list.split(/\s+/).filter(Boolean));
}

const FOREIGN_WORDS: Set<string> = new Set(Object.values(VOCABULARY).flatMap((s) => [...s]));

export type Declared = "english" | "other" | "none";

/**
 * What a source's language tag says: "en", "en-US" English; "es", "pt-BR", "zh-Hans", or a
 * private-use tag ("x-...", which an adapter makes for a source's own code of another language)
 * another; empty, undetermined or unreadable nothing.
 */
export function declaredLanguage(tag: string | null | undefined): Declared {
  const primary = TAG.exec((tag ?? "").trim().toLowerCase().replace(/_/g, "-"))?.[1];
  if (!primary || NO_LANGUAGE.has(primary)) return "none";
  return primary === "en" || primary === "eng" ? "english" : "other";
}

type Token = { word: string; capital: boolean; prose: boolean };

function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const chunk of text
    .normalize("NFC")
    .replace(/[\u2018\u2019]/g, "'")
    .split(/\s+/)) {
    const prose = !NOT_PROSE.test(chunk);
    for (const m of chunk.matchAll(TOKEN)) {
      const word = m[0].replace(/'+$/, "");
      out.push({ word: word.toLowerCase(), capital: UPPER.test(word), prose });
    }
  }
  return out;
}

const isFunction = (w: string) => FOREIGN_WORDS.has(w) || ENGLISH_FUNCTION.has(w);

/** Which tokens belong to a name: capitalised words, with function words between them. */
function nameMask(toks: Token[]): boolean[] {
  const mask = toks.map(() => false);
  for (let i = 0; i < toks.length;) {
    if (!toks[i].capital) {
      i++;
      continue;
    }
    // Grow the run over capitalised words and over function words followed by a capitalised word.
    let end = i;
    for (let j = i + 1; j < toks.length; j++) {
      if (toks[j].capital) end = j;
      else if (!isFunction(toks[j].word)) break;
    }
    if (end > i) for (let k = i; k <= end; k++) mask[k] = true;
    i = end + 1;
  }
  return mask;
}

/** True when the text is clearly not English, by the rule at the top of this file. */
export function readsNotEnglish(text: string): boolean {
  const letters = text.match(LETTER) ?? [];
  if (letters.length === 0) return false;
  const latin = letters.filter((l) => LATIN.test(l)).length;
  if (latin * 2 < letters.length) return true;

  const toks = tokens(text).filter((t) => t.prose);
  const long = toks.filter((t) => t.word.length >= 4);
  const titleCase = long.length >= 2 && long.every((t) => t.capital);
  const inName = titleCase ? toks.map(() => false) : nameMask(toks);
  let english = 0;
  const score = new Map<string, Set<string>>();
  const point = (lang: string, word: string) => {
    const seen = score.get(lang) ?? new Set<string>();
    seen.add(word);
    score.set(lang, seen);
  };
  const seenEnglish = new Set<string>();
  toks.forEach((t, i) => {
    if (ENGLISH_FUNCTION.has(t.word)) {
      if (!FOREIGN_WORDS.has(t.word)) seenEnglish.add(t.word);
      return;
    }
    if (inName[i]) return;
    for (const [lang, vocabulary] of Object.entries(VOCABULARY)) if (vocabulary.has(t.word)) point(lang, t.word);
    for (const [letter, langs] of LETTERS) if (letter.test(t.word)) for (const lang of langs) point(lang, t.word);
  });
  english = seenEnglish.size;
  const need = 2 + 2 * english + (titleCase ? 1 : 0);
  return [...score.values()].some((s) => s.size >= need);
}

/**
 * Whether an item's words are kept out of English topics: a declared language other than English,
 * or with none declared, a text that is clearly not English. A declared English is trusted.
 */
export function keptOutOfEnglish(text: string, declared?: string | null): boolean {
  const said = declaredLanguage(declared);
  if (said !== "none") return said === "other";
  return readsNotEnglish(text);
}
