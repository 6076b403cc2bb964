// What the writer knows about a trend, as slot values for its templates: the topic, the niche,
// and the evidence said aloud (real titles and channels, counts the way a person says them).
// A fact the evidence doesn't support is simply absent, and the lines that need it are not used.
import { writtenBare } from "@/lib/language/determiner";
import { isMassNoun } from "@/lib/language/mass";
import { nicheByKey, resolveNiche, type Niche, type VocabKey } from "@/lib/niches";
import { entityOf } from "@/lib/language/entity";
import { abstractNoun, type TopicKind } from "@/lib/language/kind";
import { constraintFits, topicKind } from "./kind";
import { mediumOf, VIDEO } from "./medium";
import { makeRng } from "@/lib/language/prng";
import { sayChannels, sayTimes, sayViews } from "./say";
import { spokenWordCount } from "./spoken";
import { capFirst } from "./text";
import { cleanText } from "@/lib/language/clean";
import { isPluralTopic } from "./topic";
import type { ScriptEvidence, TrendMood } from "./types";
import { VOCAB } from "./vocab";
import { windowFacts } from "./window";

export type Facts = Record<string, string>;

export type FactInput = {
  topic: string;
  niche: Niche;
  evidence?: ScriptEvidence | null;
  /** The topic's kind when already known (stored with its trend): not read from the evidence again. */
  kind?: TopicKind;
};

/** A niche as it reads mid-sentence: "fitness", "DIY", or the creator's own words. */
export function spokenNiche(niche: Niche): string {
  const preset = niche.preset;
  if (preset) return preset.key === "education" ? "education" : preset.spoken;
  const clean = cleanText(niche.name, 60);
  // "Home Espresso" reads as "home espresso"; "ASMR" and "iPhone" keep their capitals.
  return (
    clean
      .split(" ")
      .map((w) => (/^\p{Lu}\p{Ll}+$/u.test(w) ? w.toLowerCase() : w))
      .join(" ") || "your niche"
  );
}

/** A niche label an adjacent topic came from ("Fitness") as it reads mid-sentence. */
const spokenFrom = (label: string) => spokenNiche(resolveNiche(label));

const TITLE_MAX_WORDS = 12;

/** A video title fit to say inside quotes, or "" when it isn't (a link, a wall of hashtags, too long). */
export function sayableTitle(title: string): string {
  const t = cleanText(title, 200)
    .replace(/https?:\/\/\S+/gi, "")
    .replace(/#[\p{L}\p{N}_]+/gu, "")
    .replace(/\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*/gu, "")
    // Quote marks go (the script quotes the title itself); apostrophes inside words stay ("don't").
    .replace(/["“”`]/g, "")
    .replace(/(^|\s)['‘’]+|['‘’]+(?=\s|$)/gu, "$1")
    .replace(/’/g, "'")
    // A subtitle after " | ", " - " or " • " is packaging, not the title.
    .replace(/\s+[|•\-–—]\s+.*$/u, "")
    .replace(/\s*\([^)]*\)\s*$/u, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\s,;:–—-]+$/u, "");
  if (!/[\p{L}]{2}/u.test(t) || spokenWordCount(t) > TITLE_MAX_WORDS) return "";
  return t;
}

const QUESTION_MAX_WORDS = 14;
const RIVAL_MAX_WORDS = 4;

/** A question from the trend's posts fit to say aloud: one line, no link or tag, ending in "?". */
function sayableQuestion(q: string | undefined): string {
  const t = sayableTitle(String(q ?? "")).replace(/[?\s]+$/u, "");
  if (!t || spokenWordCount(t) > QUESTION_MAX_WORDS) return "";
  return `${capFirst(t)}?`;
}

/** A phrase from the trend's posts fit to say: a few words, no quotes or tags; "" when not. */
function sayablePhrase(p: unknown): string {
  const t = cleanText(String(p ?? ""), 40)
    .replace(/["“”#]/g, "")
    .trim();
  return /\p{L}/u.test(t) && t.split(" ").length <= RIVAL_MAX_WORDS ? t : "";
}

// What a trend's posts are in a mood about, said as a creator would name it.
const MOOD_ABOUT: Record<TrendMood, (topic: string, theTopic: string) => string> = {
  problem: (topic) => `the ${topic} problems people keep posting`,
  controversy: (topic) => `the ${topic} controversy`,
  news: (topic) => `the ${topic} launch`,
  praise: (_topic, theTopic) => `why people love ${theTopic}`,
};

const sayableChannel = (channel: string) => cleanText(channel, 40).replace(/^@+/, "").replace(/["“”]/g, "").trim();

/** "Rep Ready's", "Dumpling Diaries'". */
export const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);

const contentWords = (s: string) =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 4);

/** A top video counts as an example of the topic only when its title mentions it. */
function mentions(title: string, topic: string): boolean {
  const words = contentWords(topic);
  const t = ` ${title.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ")} `;
  return words.length ? words.some((w) => t.includes(` ${w}`)) : t.includes(` ${topic.toLowerCase()} `);
}

/**
 * The topic as a noun phrase: "pistachio", "chrome nails", "Minecraft" stand alone; "the arched
 * shelf", "the deload week" need their article. The evidence decides first for one thing: how its
 * posts write it mid-sentence, with a determiner ("who won the MLP draft?") or without ("I tried
 * red light therapy"). Otherwise by its form: a name the tagger knows as a person's or a place's
 * stands alone however the evidence cases it ("merlin", the bird app), unless the topic reads as
 * a species: a kind of animal is a common noun ("the merlin", the falcon).
 */
export function topicNoun(topic: string, vocab: VocabKey, kind?: TopicKind, texts: readonly string[] = []): string {
  // Many things stand alone whatever their posts do ("my carved mugs" says nothing of "carved mugs sell").
  const written = isPluralTopic(topic) ? null : writtenBare(topic, texts);
  if (written !== null) return written ? topic : `the ${topic}`;
  const entity = entityOf(topic);
  const bare =
    !!nicheByKey(vocab)?.bareTopics ||
    /(?:s|ing)$/i.test(topic) ||
    /\p{Lu}/u.test(topic) ||
    ((entity === "person" || entity === "place") && kind !== "species") ||
    isMassNoun(topic) ||
    abstractNoun(topic.split(" ").pop() ?? "") ||
    topic === "this trend";
  return bare ? topic : `the ${topic}`;
}

export function factsFor(input: FactInput): Facts {
  const topic = input.topic;
  const niche = spokenNiche(input.niche);
  const vocab = input.niche.vocab;
  const rng = makeRng("facts", vocab, topic);
  const kind =
    input.kind ??
    topicKind(topic, input.niche, {
      titles: (input.evidence?.topItems ?? []).map((i) => String(i.title ?? "")),
      hashtags: input.evidence?.hashtags ?? [],
      sources: input.evidence?.sources ?? [],
    });
  const theTopic = topicNoun(
    topic,
    vocab,
    kind,
    (input.evidence?.topItems ?? []).map((i) => String(i.title ?? "")),
  );
  const constraints = VOCAB[vocab].constraints.filter((c) => constraintFits(c, kind));
  const facts: Facts = {
    topic,
    Topic: capFirst(topic),
    theTopic,
    TheTopic: capFirst(theTopic),
    niche,
    Niche: capFirst(niche),
    constraint: rng.pick(constraints.length ? constraints : VOCAB.generic.constraints),
    kind,
    number: isPluralTopic(topic) ? "plural" : "singular",
    items: VIDEO.items,
    item: VIDEO.item,
  };
  const ev = input.evidence;
  // {home}: the niche, in lines that say the topic is trending there (never for a borrowed topic).
  if (!ev) return { ...facts, home: niche };
  // {recently} {lastSpan} {before} {quietAgo}: time said from the evidence window, never assumed.
  Object.assign(facts, windowFacts(ev));
  const growing = ev.lifecycle !== "declining" && ev.lifecycle !== "saturated";
  const times = growing ? sayTimes(ev.growthPct) : null;
  if (times) Object.assign(facts, { growthX: times, GrowthX: capFirst(times) });
  // {items}: what the evidence is made of, "videos" or "posts"/"stories"/"threads" from sources without
  // views; what the figures were counted on when the trend says (a Reddit-led trend's figures are
  // posts, though a YouTube video is among its examples).
  const medium = ev.figuresFrom
    ? mediumOf([ev.figuresFrom], false)
    : mediumOf(
        ev.sources,
        (ev.topItems ?? []).some((i) => Number(i.views) > 0),
      );
  Object.assign(facts, { items: medium.items, item: medium.item });
  const channels = sayChannels(ev.channelCount, medium.makers);
  if (channels) Object.assign(facts, { channels, Channels: capFirst(channels) });
  // Two videos about the topic from different channels, with different titles, most-watched first.
  const seen = new Set<string>();
  const tops = (ev.topItems ?? [])
    .map((i) => ({
      title: sayableTitle(String(i.title ?? "")),
      channel: sayableChannel(String(i.channel ?? "")),
      views: Number(i.views),
    }))
    .filter((i) => i.title && i.channel && Number.isFinite(i.views) && i.views >= 100 && mentions(i.title, topic))
    .sort((a, b) => b.views - a.views)
    .filter((i) => {
      const keys = [`c:${i.channel.toLowerCase()}`, `t:${i.title.toLowerCase()}`];
      if (keys.some((k) => seen.has(k))) return false;
      keys.forEach((k) => seen.add(k));
      return true;
    });
  tops.slice(0, 2).forEach((i, k) => {
    const n = k + 1;
    Object.assign(facts, {
      [`t${n}`]: i.title,
      [`c${n}`]: i.channel,
      [`C${n}`]: capFirst(i.channel),
      [`c${n}s`]: possessive(i.channel),
      [`C${n}s`]: capFirst(possessive(i.channel)),
      [`v${n}`]: sayViews(i.views),
    });
  });
  // {question} {rival}: what the trend's posts ask and what they set it against, when sayable.
  const question = sayableQuestion(ev.story?.questions?.[0]);
  if (question) facts.question = question;
  const rival = cleanText(ev.story?.comparedWith ?? "", 40).replace(/["“”]/g, "");
  const same = (a: string, b: string) => a.toLowerCase().includes(b.toLowerCase());
  if (rival && rival.split(" ").length <= RIVAL_MAX_WORDS && !same(rival, topic) && !same(topic, rival))
    facts.rival = topicNoun(rival, input.niche.vocab);
  // {asked}: the second question they ask, else the first again (a second video on what they ask).
  const asked = sayableQuestion(ev.story?.questions?.[1]) || question;
  if (asked) facts.asked = asked;
  // {takeOn}: what a take on the posts is about: their mood, in the words that say it, else the
  // phrase they keep using (the second one, when the first has an idea of its own).
  const mood = ev.story?.mood;
  const phrases = (ev.story?.mostlyAbout ?? [])
    .map(sayablePhrase)
    .filter((p) => p && !same(p, topic) && !same(topic, p));
  if (phrases[0]) facts.about = phrases[0];
  if (mood && mood in MOOD_ABOUT) Object.assign(facts, { mood, takeOn: MOOD_ABOUT[mood](topic, theTopic) });
  else if (phrases.length) facts.takeOn = `${phrases[1] ?? phrases[0]} and ${theTopic}`;
  const from = ev.adjacentFrom ? cleanText(ev.adjacentFrom, 60) : "";
  if (from) Object.assign(facts, { from: spokenFrom(from), From: capFirst(spokenFrom(from)) });
  if (!from && !ev.adjacent) Object.assign(facts, { home: niche });
  return facts;
}
