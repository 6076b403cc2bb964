// Topic extraction from signal items. Pure: used by the trend
// service, the import script and the backtest alike.
import { LRUCache } from "lru-cache";
import { keptOutOfEnglish } from "@/lib/language/english";
import { nonNamingWords } from "@/lib/language/parts-of-speech";
import { isFunctionWord, isMonthShort, isNumberWord, isTimeWord } from "@/lib/language/word-class";
import { nounPhrase } from "@/lib/language/phrase";
import { singular } from "@/lib/language/plural";
import { splitRunTogether } from "@/lib/language/segment";
import type { ItemTopics, SignalItem } from "./types";

// Words every video title uses, whatever it is about: how it was made and published ("official",
// "shorts", "fyp", "ep", "trailer", "ft"), its hype ("insane", "ultimate") and the everyday words
// titles are built from ("make", "things", "story", "tonight"). They never name a trend. Function,
// time and number words are not listed here: the language kernel reads them from its tagger's
// lexicon (lib/language/word-class.ts).
export const TITLE_WORDS: ReadonlySet<string> = new Set(
  // Publishing and credits.
  (
    "official video videos audio lyric lyrics hd 4k 1080p full new latest part ep episode clip clips trailer teaser " +
    "channel subscribe vlog vlogs live stream streaming watch watching shorts short fyp foryou viral trending " +
    "edition version update reaction reacts react reacting reacted review reviews highlights moments vol pt " +
    "ft feat featuring let's " +
    // Hype.
    "best top great good bad big little ultimate real hot perfect wild super wrong crazy worst final special " +
    "incredible free amazing insane epic awesome honest secret secrets original different easy hard fast " +
    // The everyday words titles are built from.
    "time times tonight night last make makes made making thing things way ways people go going gone come comes " +
    "say says said see seen look looks looking know want need try tried trying tries take took back still many " +
    "lot lots actually literally everything something nothing anything everyone someone anyone nobody " +
    "get gets getting got like test tests show shows talk talks talking love life questions line cover story " +
    "stories help hands press old high self ones mean ready put puts goes power name call calls play plays " +
    "playing let comments comment behind mind tell tells coming became worth scenes reveals revealed reveal " +
    "inside happened happens happen using gives give light here's sounds sound moment takes meet find finds " +
    "found lead read host experience learned view changed introducing announcement drop welcome ideas set " +
    "sets march man woman guy girl boy stuff " +
    // How a video is made, not what it is about.
    "tips tip guide guides tutorial tutorials explained explainer hack hacks beginner beginners works worked " +
    "build builds step steps method fix fixes routine routines products product change changes under home"
  ).split(/\s+/),
);

const WORD_MAX = 25;
const TOPIC_MAX = 40;
const TOPIC_MAX_WORDS = 4;
const YEAR = /^(19|20)\d\d$/;
const NUMBER = /^\d+$/;
// Apostrophes and inner hyphens belong to words ("don't", "e-ink", "12-3-30").
const NOT_WORD = /[^\p{L}\p{N}\s'-]+/gu;
const NOT_WORD_ASCII = /[^a-z0-9\s'-]+/g;
const EDGE_MARKS = /^['-]+|['-]+$/g;
const HAS_ALNUM = /[\p{L}\p{N}]/u;
const CLEAN_ASCII = /^[a-z0-9]+(?: [a-z0-9]+)*$/;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const QUOTES = /["\u201C\u201D]/g;
const EDGES = /^[\s#']+|[\s']+$/g;
const SPACES = /\s+/g;
const CURLY_APOSTROPHE = /[\u2018\u2019]/g;
const RUN_BREAK = /[|:;,.!?()[\]{}"\u2014\u2013/\\#]+|\s-+\s|-{2,}/;

/** Lower-cased, trimmed, '#' and quotes stripped, whitespace collapsed: the stored tag form. */
export function normalizeTag(raw: string): string {
  const lower = raw.toLowerCase();
  if (CLEAN_ASCII.test(lower)) return lower; // the common case, without four regex passes
  const s = PRINTABLE_ASCII.test(lower) ? lower : lower.normalize("NFKC").toLowerCase();
  return s.replace(QUOTES, "").replace(EDGES, "").replace(SPACES, " ");
}

/** Whether a word never names a trend: a function, time or number word, or a word every title uses. */
export function isStopWord(w: string): boolean {
  if (TITLE_WORDS.has(w) || isFunctionWord(w) || isTimeWord(w) || isNumberWord(w)) return true;
  // A title word's other number is one too: "minute" goes with "minutes", "hand" with "hands".
  titleKeys ??= new Set([...TITLE_WORDS].map(singular));
  return titleKeys.has(singular(w));
}
let titleKeys: Set<string> | null = null;

// A month's short form is a date only beside a number ("Jun 5", "5 Jun 2026"); anywhere else it is
// a word of its own ("jun tea", a kombucha made with honey).
function stopAt(run: string[], k: number): boolean {
  const w = run[k];
  if (!isMonthShort(w)) return isStopWord(w);
  return NUMBER.test(run[k - 1] ?? "") || NUMBER.test(run[k + 1] ?? "");
}

/** The grouping key of a topic ("halloween 2017" with "halloween", "tutorials" with "tutorial"): singular words, years dropped (unless only a year is left). */
export function topicKey(topic: string): string {
  if (!topic.includes(" ") && !topic.endsWith("s") && !YEAR.test(topic)) return topic;
  const words = topic.split(" ").filter(Boolean);
  const kept = words.filter((w) => !YEAR.test(w));
  return (kept.length ? kept : words).map(singular).join(" ");
}

/**
 * The words of a niche's name, a word run together split too: "bookbinding" is also "book" and
 * "binding" (each of three letters or more), so "book" alone names nothing inside it either.
 */
export function nameWords(key: string): string[] {
  const words = key.split(" ");
  const parts = words.flatMap((w) => (splitRunTogether(w) ?? []).filter((p) => p.length >= 3).map(singular));
  return [...new Set([...words, ...parts])];
}

function usableTopic(t: string): boolean {
  if (t.length < 2 || t.length > TOPIC_MAX) return false;
  const words = t.split(" ");
  if (words.length > TOPIC_MAX_WORDS) return false;
  if (words.every((w) => NUMBER.test(w) || isStopWord(w))) return false;
  return !(words.length === 1 && t.length < 3) && nounPhrase(words);
}

// Topics repeat across thousands of items (a trending video is re-observed daily), so the
// cleaning and keying of each distinct raw string is done once. Bounded by evicting the least
// recently used entries, never by emptying: a store larger than the bound once emptied the memo
// on every pick, and each pick then paid the tagger for every item again.
type TopicInfo = { topic: string; key: string } | false;
const MEMO_MAX = 200_000;
const memo = new LRUCache<string, TopicInfo>({ max: MEMO_MAX });

function topicInfo(raw: string): TopicInfo {
  let info = memo.get(raw);
  if (info !== undefined) return info;
  const t = CLEAN_ASCII.test(raw) ? raw : cleanPhrase(normalizeTag(raw));
  info = usableTopic(t) ? { topic: t, key: topicKey(t) } : false;
  memo.set(raw, info);
  return info;
}

// Possessives name the same topic ("trump's" -> "trump"); a lone "-" or "'" is no word.
function cleanWord(w: string): string {
  if (!w.includes("'") && !w.includes("-")) return w;
  const word = w.replace(/'s$/, "").replace(EDGE_MARKS, "");
  return HAS_ALNUM.test(word) ? word : "";
}

function cleanPhrase(s: string): string {
  return s.replace(NOT_WORD, " ").split(/\s+/).map(cleanWord).filter(Boolean).join(" ");
}

/** Lower-cased title words, split into runs at punctuation so phrases never bridge a "|" or ":". */
export function titleRuns(title: string): string[][] {
  const ascii = PRINTABLE_ASCII.test(title);
  const notWord = ascii ? NOT_WORD_ASCII : NOT_WORD;
  const runs: string[][] = [];
  const lower = (ascii ? title : title.normalize("NFKC")).toLowerCase().replace(CURLY_APOSTROPHE, "'");
  for (const run of lower.split(RUN_BREAK)) {
    const words: string[] = [];
    for (const w of run.replace(notWord, " ").split(" ")) {
      const word = cleanWord(w);
      if (word) words.push(word);
    }
    if (words.length) runs.push(words);
  }
  return runs;
}

/**
 * Key phrases of a title: single words that name a thing in it (a noun, a name, an acronym: the
 * tagger reads "went", "open" and "stale" as the verbs and adjectives they are), and runs of up to
 * four adjacent content words ("snowy owl irruption", "lamy safari 2027 color"), no pure numbers.
 */
export function titlePhrases(title: string): string[] {
  const out: string[] = [];
  let nonNaming: Set<string> | null = null;
  // Tagged once per title, and only when a word needs it.
  const names = (w: string) => {
    nonNaming ??= nonNamingWords(title);
    const parts = w.split("-").filter(Boolean);
    return !parts.every((p) => nonNaming!.has(p));
  };
  // Past two words a phrase is a name only if every word after the first names a thing: "plants
  // finally filling" is a clause, "snowy owl irruption" a name.
  for (const run of titleRuns(title)) {
    for (let i = 0; i < run.length; i++) {
      const w = run[i];
      if (w.length > WORD_MAX || stopAt(run, i)) continue;
      const numeric = NUMBER.test(w);
      if (!numeric && w.length >= 3 && names(w)) out.push(w);
      if (numeric && !YEAR.test(w)) continue; // "5 tips" -> not a topic, "2017 halloween" -> key "halloween"
      let phrase = w;
      for (let j = i + 1; j < Math.min(run.length, i + TOPIC_MAX_WORDS); j++) {
        const next = run[j];
        if (next.length > WORD_MAX || stopAt(run, j)) break;
        if (numeric && NUMBER.test(next)) break; // "iphone 8" or "fifa 18" are phrases; "10 000" is not.
        if (j >= i + 2 && !run.slice(i + 1, j + 1).every(names)) break;
        phrase += ` ${next}`;
        out.push(phrase);
      }
    }
  }
  return out;
}

// A trending video is re-observed daily with the same title and tags, and a niche's stored posts
// are read again by every report: extract once per content, for as many items as a few large
// niches hold (a pick reads up to 50k). The result is shared between callers, never mutated.
const itemMemo = new LRUCache<string, ItemTopics>({ max: MEMO_MAX / 2 });

const TITLE_TAGS = /#([\p{L}\p{N}_]+)/gu;

/**
 * Topics an item speaks to: its tags, then key phrases of its title, one surface form per topic
 * key; `fromTags` says how many lead the list. A tag equal to the item's own channel name is the
 * creator's brand, not a topic.
 *
 * A post in another language (declared by its source, or with none declared, clearly so by its
 * words: lib/language/english.ts) names no topic by its words, which would become English cards,
 * only by its tags and hashtags. It is kept rather than dropped at ingest, so it still counts in
 * its day's total of posts: the niche was that busy, and dropping it would make every other
 * topic's share of the day look larger.
 */
export function itemTopics(item: Pick<SignalItem, "tags" | "title" | "channel" | "lang">): ItemTopics {
  return topicsRead(item, isForeignPost(item));
}

/**
 * A post's topics whatever its language: what a name English posts use counts for when a post in
 * another language writes it too ("Mi bag setup para el invierno" mentions "bag setup"). Scoring
 * reads these only for topics English posts already carry (lib/trends/scoring.ts).
 */
export const wordsOfAnyPost = (item: Pick<SignalItem, "tags" | "title" | "channel">): ItemTopics =>
  topicsRead(item, false);

/** Whether a post is in another language: its words name no new topic. Read once per title and language. */
export function isForeignPost(item: Pick<SignalItem, "title" | "lang">): boolean {
  const key = `${item.lang ?? ""}\u0000${item.title}`;
  let foreign = foreignMemo.get(key);
  if (foreign === undefined) foreignMemo.set(key, (foreign = keptOutOfEnglish(item.title, item.lang)));
  return foreign;
}
const foreignMemo = new LRUCache<string, boolean>({ max: MEMO_MAX / 2 });

function topicsRead(item: Pick<SignalItem, "tags" | "title" | "channel">, foreign: boolean): ItemTopics {
  const memoKey = `${item.channel}\u0000${item.title}\u0000${item.tags.join("\u0000")}\u0000${foreign ? "x" : ""}`;
  const hit = itemMemo.get(memoKey);
  if (hit) return hit;
  const channel = normalizeTag(item.channel);
  const keys: string[] = [];
  const topics: string[] = [];
  const said: boolean[] = [];
  const add = (raw: string, inWords: boolean) => {
    const info = topicInfo(raw);
    if (!info || info.topic === channel) return;
    const at = keys.indexOf(info.key);
    if (at >= 0) {
      said[at] ||= inWords;
      return;
    }
    keys.push(info.key);
    topics.push(info.topic);
    said.push(inWords);
  };
  for (const tag of item.tags) add(tag, false);
  // A hashtag in the text is a tag, whatever the sentence around it ("Mi nuevo set #handwriting",
  // "Day 3 of the build #roadtrip"); a post in another language names topics by these alone.
  for (const m of item.title.matchAll(TITLE_TAGS)) add(m[1], false);
  const fromTags = topics.length;
  if (!foreign) for (const p of titlePhrases(item.title.replace(TITLE_TAGS, "#"))) add(p, true);
  const result = { topics, keys, fromTags, said };
  itemMemo.set(memoKey, result);
  return result;
}

export function candidateTopics(item: Pick<SignalItem, "tags" | "title" | "channel" | "lang">): string[] {
  return itemTopics(item).topics.slice();
}

// Words that mark how-to, tutorial and explainer content (the "educational" status).
const EDU_TERMS =
  /\b(how to|how i|how we|how does|how do|tutorial|tutorials|explained|explainer|explain|guide|step by step|beginner|beginners|for beginners|learn|learning|lesson|tips|hacks?|walkthrough|what is|why do|why does|science of|breakdown|masterclass|course|101)\b/;

export function isEducationalText(text: string): boolean {
  return EDU_TERMS.test(text.toLowerCase());
}

/** A tag or topic as a hashtag body: letters and digits only. */
export function hashtagOf(topic: string): string {
  return topic
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}
