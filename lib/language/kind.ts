// What kind of thing a topic is (a dish, a product, an app, a place, a species, a technique, an
// event, a person, a sale, a made thing, an idea), read the way a person reads it: from how its
// evidence talks about it. The tagger (compromise) reads each evidence title with the topic in it:
// what the topic is tagged there (a person, a place, a company, a named day), which verb takes it as
// its object or subject ("I tried X", "carving X", "X spotted at my feeder"), what noun it modifies
// ("X recipe", "X review"), prices and percentages around it (a sale), a number in its name (a
// model). The evidence's sources count too (an app store). Part of the language kernel: imports
// nothing from the rest of lib/.
import nlp from "compromise";
import { entityOf } from "./entity";

export const TOPIC_KINDS = [
  "dish",
  "product",
  "app",
  "place",
  "species",
  "technique",
  "event",
  "person",
  "sale",
  "made",
  "idea",
  "unknown",
] as const;
export type TopicKind = (typeof TOPIC_KINDS)[number];

/** What a topic's evidence says: its items' titles, hashtags and where they were found. */
export type KindEvidence = { titles?: string[]; hashtags?: string[]; sources?: string[] };

// The frames people put a kind of thing in, by the frame's word in its dictionary form (compromise
// turns "tried", "ate", "carving" into "try", "eat", "carve"). These are not lists of topics: a new
// dish, app or bird needs no entry, because the titles about it use these same few frames. A verb
// frame counts on either side of the topic ("spotted X", "X spotted"); a noun frame right after it
// ("X recipe"), where the topic describes the thing the title is about.
const VERB_FRAME: Record<string, TopicKind> = {
  eat: "dish",
  taste: "dish",
  cook: "dish",
  bake: "dish",
  drink: "dish",
  download: "app",
  install: "app",
  spot: "species",
  visit: "place",
  unbox: "product",
  buy: "product",
  make: "made",
  build: "made",
  carve: "made",
  sew: "made",
  knit: "made",
  crochet: "made",
  learn: "technique",
  master: "technique",
  practice: "technique",
};
const NOUN_FRAME: Record<string, TopicKind> = {
  recipe: "dish",
  review: "product",
  unboxing: "product",
  app: "app",
  sighting: "species",
  tutorial: "technique",
};

// A frame needs this share of the titles that mention the topic, and two of them unless no other
// frame was seen (a report often carries only two or three titles), so one odd title among many does
// not decide; prices or percentages in half the titles make the topic a sale.
const FRAME_SHARE = 1 / 3;
const SALE_SHARE = 1 / 2;

/** A kind a title's frame gives the topic, and how much the frame says. */
type Vote = [TopicKind, number];
type Term = { text: string; normal: string; root: string; tags: string[] };
type Doc = {
  compute(m: string): void;
  json(): { terms: { text: string; normal?: string; root?: string; tags: string[] }[] }[];
};

// Each word with its dictionary form as read in its sentence ("spotted" -> "spot", "carving" -> "carve").
function termsOf(text: string): Term[] {
  const doc = nlp(text) as unknown as Doc;
  doc.compute("root");
  return doc.json().flatMap((s) =>
    s.terms.map((t) => {
      const normal = (t.normal ?? t.text).toLowerCase();
      return { text: t.text, normal, root: (t.root ?? normal).toLowerCase(), tags: t.tags };
    }),
  );
}

// A word's stem without its inflection, so one topic word matches a title's in any number or tense
// ("carved mugs" in "Carving mugs", "grinder" in "grinders"): English inflectional endings.
const stem = (w: string) => w.replace(/(?:ing|ed|es|s|e)$/, "");
const sameWord = (a: Term, b: Term) => a.normal === b.normal || a.root === b.root || stem(a.normal) === stem(b.normal);

/** Where the topic's words run in a title's terms, or -1. */
function findTopic(terms: Term[], words: Term[]): number {
  outer: for (let i = 0; i + words.length <= terms.length; i++) {
    for (let j = 0; j < words.length; j++) if (!sameWord(terms[i + j], words[j])) continue outer;
    return i;
  }
  return -1;
}

const has = (t: Term | undefined, tag: string) => !!t?.tags.includes(tag);
// Words that can stand between a verb and its object without changing what it takes: "tried THE
// new X", "made MY first X". Told apart by their tags, not listed.
const between = (t: Term) =>
  ["Determiner", "Possessive", "Adjective", "Value", "Adverb"].some((g) => has(t, g)) && !has(t, "Verb");

/**
 * Whether a title writes the topic at `at` (its `n` words) as a name standing on its own. The
 * tagger knows "Merlin" as a first name from its lexicon, the same in every title; how the title
 * uses the word is what tells: a name followed by a noun describes that noun or starts a longer
 * name ("Merlin app", "Merlin Bird ID", "Tomoe River paper"), and a person's name takes no article
 * ("a merlin hunting starlings" is a bird).
 */
function standsAsName(terms: Term[], at: number, n: number, person: boolean): boolean {
  const next = terms[at + n];
  if (next && has(next, "Noun") && !has(next, "Pronoun")) return false;
  const prev = terms[at - 1];
  return !person || !prev || !(has(prev, "Determiner") || has(prev, "Possessive"));
}

/** The topic's own verb read as one: "Carving mugs", "Eating dubai chocolate". */
const ownVerb = (own: Term[]) => own.map((t) => (has(t, "Verb") ? VERB_FRAME[t.root] : undefined)).find(Boolean);

/** The kinds one title gives the topic at `at` (its `n` words). */
function readTitle(terms: Term[], at: number, n: number): Vote[] {
  const out: Vote[] = [];
  const own = terms.slice(at, at + n);
  if (own.every((t) => has(t, "Person"))) {
    if (standsAsName(terms, at, n, true)) out.push(["person", 1]);
  } else if (own.every((t) => has(t, "Place"))) {
    if (standsAsName(terms, at, n, false)) out.push(["place", 1]);
  } else if (own.some((t) => has(t, "Organization"))) out.push(["product", 1]);
  const verb = ownVerb(own);
  if (verb) out.push([verb, 1]);
  // The verb that takes the topic as its object, past its determiners and describing words.
  let b = at - 1;
  while (b >= 0 && between(terms[b])) b--;
  const before = terms[b];
  // "Dialing in with X", "a week with X": what one does a thing with is a thing one uses. A
  // preposition says less than a verb ("a week with turbo shots"), so it counts half.
  if (before?.normal === "with" && has(before, "Preposition")) out.push(["product", 0.5]);
  if (before && has(before, "Verb")) {
    const k = VERB_FRAME[before.root];
    if (k) out.push([k, 1]);
  }
  const after = terms[at + n];
  if (after) {
    const k = has(after, "Verb") ? (VERB_FRAME[after.root] ?? NOUN_FRAME[after.normal]) : undefined;
    const noun = NOUN_FRAME[after.normal];
    if (k ?? noun) out.push([(k ?? noun)!, 1]);
    // "the new X from Brand": a thing a company makes.
    if (after.normal === "from" && terms[at + n + 1] && has(terms[at + n + 1], "ProperNoun")) out.push(["product", 1]);
  }
  return out;
}

// Sources that only list apps.
const APP_SOURCE = /\b(?:app store|google play|play store)\b/i;

/** The kinds the evidence's titles give the topic, counted, and the share of titles with prices in them. */
function readEvidence(topic: string, ev: KindEvidence) {
  const words = termsOf(topic);
  const votes = new Map<TopicKind, number>();
  let mentioning = 0;
  let priced = 0;
  // Titles that write the topic as a name standing on its own, as a person's and as a place's.
  const asName = { person: 0, place: 0 };
  const titles = (ev.titles ?? []).filter(Boolean);
  for (const title of titles) {
    const terms = termsOf(title);
    if (terms.some((t) => has(t, "Money") || has(t, "Percent"))) priced++;
    const at = findTopic(terms, words);
    if (at < 0) continue;
    mentioning++;
    if (standsAsName(terms, at, words.length, true)) asName.person++;
    if (standsAsName(terms, at, words.length, false)) asName.place++;
    // Each kind once per title, at its strongest frame there.
    const seen = new Map<TopicKind, number>();
    for (const [k, w] of readTitle(terms, at, words.length)) seen.set(k, Math.max(seen.get(k) ?? 0, w));
    for (const [k, w] of seen) votes.set(k, (votes.get(k) ?? 0) + w);
  }
  return { votes, mentioning, priced, asName, titles: titles.length };
}

/** An abstract noun, by the ending that made it one (-ness, -tion, -ment...). */
export function abstractNoun(word: string): boolean {
  // These endings make nouns of states and actions out of other words ("forgive" -> "forgiveness"):
  // morphology, the same for every new word, so grammar rather than a vocabulary list.
  return /(?:ness|tion|sion|ment|ism|ity|ship|ance|ence)$/i.test(word);
}

/**
 * The topic's kind, from its evidence first, then its own words, then `prior` (what the niche's
 * subjects usually are; "unknown" when nothing tells).
 */
export function kindOf(topic: string, evidence: KindEvidence = {}, prior: TopicKind = "unknown"): TopicKind {
  const name = topic.trim();
  // An app store lists only apps, whatever the name reads as ("Merlin" is a bird app, not a wizard).
  if ((evidence.sources ?? []).some((s) => APP_SOURCE.test(s))) return "app";
  const entity = entityOf(name);
  const ev = readEvidence(name, evidence);
  // The tagger's reading of the bare name (a first name, a place) holds unless most of the titles
  // that mention it write it as something else: "Merlin app", "Merlin Bird ID", "a merlin".
  if ((entity === "person" || entity === "place") && ev.asName[entity] * 2 >= ev.mentioning) return entity;
  if (ev.titles >= 2 && ev.priced >= 2 && ev.priced >= ev.titles * SALE_SHARE) return "sale";
  if (entity === "date") return "event";
  const best = [...ev.votes].sort((a, b) => b[1] - a[1])[0];
  // The topic's own verb, read as its evidence would be: "carved mugs" were carved, "baked oats" baked.
  const own = ownVerb(termsOf(name));
  const found =
    best && best[1] >= ev.mentioning * FRAME_SHARE && (best[1] >= 2 || (best[1] >= 1 && ev.votes.size === 1))
      ? best[0]
      : own;
  // You make a dish too: in a niche of dishes, a thing made is one.
  if (found) return found === "made" && prior === "dish" ? "dish" : found;
  // A capitalised name with a number in it is a model ("Pixel 10", "Switch 2").
  if (/\p{Lu}/u.test(name) && /\d/.test(name)) return "product";
  if (entity === "activity") return "technique";
  const head = name.split(/\s+/).pop() ?? "";
  if (!/^\p{Lu}/u.test(head) && abstractNoun(head)) return "idea";
  return prior;
}
