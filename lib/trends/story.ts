// What the posts about a trend say, beyond its name: the questions people ask about it, the words
// and names that keep coming with it (against everything else the niche posted in the same days),
// what they compare it with, and the mood of its posts. A creator's angle is usually in there: a
// tournament whose posts argue over one ruling, a product whose posts ask "how loud is it?".
import jStat from "jstat";
import { MOOD_CUES } from "@/lib/language/mood";
import { singular } from "@/lib/language/plural";
import { stemOf } from "@/lib/language/stem";
import { isFunctionWord } from "@/lib/language/word-class";
import type { TrendMood, TrendStory } from "@/lib/generation/types";
import { extractedOf, quotable } from "./extracted";
import { itemTopics, topicKey } from "./core/text";
import type { SignalItem } from "./core/types";
import { initialsOf } from "./vocabulary";

// The hashtags a title ends with: a post's tags, not its sentence.
const TRAILING_TAGS = /(?:\s*#[\p{L}\p{N}_]+)+\s*$/u;
// A question: it ends in "?", or opens with a verb that asks ("Is it worth it"). "How", "why" and
// "what" without a question mark open statements as often ("How I built", "What I learned").
const ASKS = /^(is|are|does|do|did|can|should|will|has|have|anyone)\b/i;
const QUESTION_MAX = 90;
const OPENS_QUESTION = /^(is|are|does|do|did|can|should|will|how|what|why|which|where|when|who)\b/i;
// "X vs Y", "X versus Y", "X compared to Y", "X instead of Y", "X better than Y".
const COMPARES = /\s(?:vs\.?|versus|compared (?:to|with)|instead of|better than|or the)\s/i;
const CLAUSE_END = /[?!.,:;|()[\]\u2014\u2013]|\s-\s/;

// A phrase keeps coming with the trend when at least this share of its posts carry it, in three
// posts or more, more often than the niche's other posts make likely by chance (a binomial tail
// below WITH_P: a story word is in most of the posts, a stock title word in a few of any topic's).
const WITH_SHARE = 0.25;
const WITH_MIN = 3;
const WITH_P = 0.001;
const ABOUT_MAX = 3;

// The mood of a trend's posts: the mood most posts show (by the kernel's cue words), when at least
// a third of them show one.
const MOOD_SHARE = 1 / 3;

/** Words compared by stem in either number ("switches" is "switch"), a phrase's squashed form too. */
const stems = (phrase: string) => {
  const words = phrase
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);
  return [...words.map((w) => stemOf(singular(w))), words.join("")];
};

/** The questions of the trend's posts, the most asked first (one per wording), at most two. */
function questionsOf(titles: string[], topicStems: Set<string>): string[] {
  const byWording = new Map<string, { text: string; n: number }>();
  for (const title of titles) {
    const sentence = title.replace(TRAILING_TAGS, "");
    // A hashtag inside the sentence is a word that can't be quoted as written: left out.
    if (/#[\p{L}\p{N}_]/u.test(sentence)) continue;
    const q = quotable(sentence);
    if (q.length < 12 || q.length > QUESTION_MAX || !(q.endsWith("?") || ASKS.test(q))) continue;
    const words = stems(q.replace(/[^\p{L}\p{N}\s]+/gu, " ")).slice(0, -1);
    // About the trend: a question in its posts that doesn't name it asks about something else.
    if (!words.some((w) => topicStems.has(w))) continue;
    // And asking something of it: beside its name, a word that is not grammar. "Raku firing - how
    // did I do?" asks for a look at one pot, and a video can't answer it.
    const plain = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    if (!plain.some((w) => !isFunctionWord(w) && !topicStems.has(stemOf(singular(w))))) continue;
    const wording = words.join(" ");
    const seen = byWording.get(wording);
    if (seen) seen.n++;
    else byWording.set(wording, { text: q.endsWith("?") ? q : `${q}?`, n: 1 });
  }
  // A question that opens with a word that asks ("Is it worth it for a beginner?") asks something a
  // video can answer; a bare "Thoughts on X?" asks for opinions. Those come first, then the most asked.
  const asks = (q: string) => (OPENS_QUESTION.test(q) ? 1 : 0);
  return [...byWording.values()]
    .sort((a, b) => asks(b.text) - asks(a.text) || b.n - a.n || a.text.length - b.text.length)
    .slice(0, 2)
    .map((q) => q.text);
}

/** What the posts compare the trend with: the other side of "vs", when two posts or one alone says so. */
function comparedWithOf(titles: string[], topicStems: Set<string>): string | null {
  const topicWords = [...topicStems].slice(0, -1); // its words, without the squashed form
  const sides = new Map<string, { form: string; n: number }>();
  for (const title of titles) {
    const text = quotable(title);
    const m = COMPARES.exec(text);
    if (!m) continue;
    const before = text.slice(0, m.index).split(CLAUSE_END).pop() ?? "";
    const after = text.slice(m.index + m[0].length).split(CLAUSE_END)[0] ?? "";
    // A side names the trend when it holds most of its words ("a fan heater" shares one word of
    // "Velora X4 diesel heater" and names something else).
    const mentions = (side: string) => {
      const words = new Set(stems(side));
      return 2 * topicWords.filter((t) => words.has(t)).length >= topicWords.length;
    };
    // The other side is the one that doesn't name the trend.
    const other = mentions(before) && !mentions(after) ? after : mentions(after) && !mentions(before) ? before : "";
    if (!other) continue;
    const t = itemTopics({ title: other, tags: [], channel: "" });
    // Its longest name that is not the trend itself.
    const keys = t.keys
      .map((key, i) => ({ key, form: t.topics[i] }))
      .filter(({ key }) => !mentions(key))
      .sort((a, b) => b.key.split(" ").length - a.key.split(" ").length);
    if (!keys[0]) continue;
    const seen = sides.get(keys[0].key);
    if (seen) seen.n++;
    else sides.set(keys[0].key, { form: keys[0].form, n: 1 });
  }
  const best = [...sides.values()].sort((a, b) => b.n - a.n)[0];
  return best ? best.form : null;
}

/** The phrases that keep coming with the trend: common in its posts, uncommon in the niche's others. */
type PhraseCounts = Map<string, { form: string; n: number }>;

/** How many of `items` name each phrase, as quoted (no links, tags or handles): read as stored with each item. */
function phraseCounts(items: readonly SignalItem[]): PhraseCounts {
  const n: PhraseCounts = new Map();
  for (const it of items) {
    const t = extractedOf(it).quoted;
    t.keys.forEach((key, i) => {
      const e = n.get(key);
      if (e) e.n++;
      else n.set(key, { form: t.topics[i], n: 1 });
    });
  }
  return n;
}

// A report's cards share one set of posts: its phrases are counted once, not once per card.
const countsOfAll = new WeakMap<readonly SignalItem[], PhraseCounts>();

function mostlyAboutOf(
  own: SignalItem[],
  all: readonly SignalItem[],
  topic: string,
  topicStems: Set<string>,
): string[] {
  const initials = initialsOf(topicKey(topic.toLowerCase()));
  const mine = phraseCounts(own);
  let everyone = countsOfAll.get(all);
  if (!everyone) countsOfAll.set(all, (everyone = phraseCounts(all)));
  const others = all.length - own.length;
  const found: { key: string; form: string; n: number; lift: number }[] = [];
  for (const [key, { form, n }] of mine) {
    if (n < WITH_MIN || n / own.length < WITH_SHARE) continue;
    // The trend's own words, parts of its name run together, or its initials ("fn45") say nothing new.
    if (stems(key).some((s) => topicStems.has(s) || [...topicStems].some((t) => t.length > 4 && t.includes(s))))
      continue;
    if (key === initials) continue;
    // Or the initials of a run of its words ("mlp" of "major league pickleball draft").
    if (/^\p{L}{2,}$/u.test(key) && initials.includes(key)) continue;
    // The niche's other posts: everyone's count without the trend's own.
    const base = ((everyone.get(key)?.n ?? n) - n + 1) / (others + 1);
    const p = 1 - jStat.binomial.cdf(n - 1, own.length, Math.min(1, base));
    if (p < WITH_P) found.push({ key, form, n, lift: n / own.length / base });
  }
  // Fuller names first; a phrase inside one already kept says nothing new.
  found.sort((a, b) => b.n - a.n || b.key.split(" ").length - a.key.split(" ").length || b.lift - a.lift);
  const kept: typeof found = [];
  for (const f of found) {
    const fs = stems(f.key);
    if (kept.some((k) => fs.every((s) => stems(k.key).includes(s)) || stems(k.key).every((s) => fs.includes(s))))
      continue;
    kept.push(f);
    if (kept.length === ABOUT_MAX) break;
  }
  return kept.map((k) => k.form);
}

function moodOf(titles: string[]): TrendMood | null {
  let best: TrendMood | null = null;
  let most = 0;
  for (const mood of Object.keys(MOOD_CUES) as TrendMood[]) {
    const n = titles.filter((t) => MOOD_CUES[mood].test(t)).length;
    if (n > most) [best, most] = [mood, n];
  }
  return most >= 2 && most / titles.length >= MOOD_SHARE ? best : null;
}

/**
 * The story of a trend from its recent posts (`own`, among `all` the niche's recent posts: the same
 * array for every card of a report, whose phrases are then counted once), or null when its posts
 * say nothing beyond its name.
 */
export function storyOf(topic: string, own: SignalItem[], all: readonly SignalItem[]): TrendStory | null {
  const topicStems = new Set(stems(topic.toLowerCase()));
  const titles = [...new Set(own.map((it) => it.title))];
  const story: TrendStory = {
    questions: questionsOf(titles, topicStems),
    mostlyAbout: mostlyAboutOf(own, all, topic, topicStems),
    comparedWith: comparedWithOf(titles, topicStems),
    mood: moodOf(titles),
  };
  const empty = !story.questions.length && !story.mostlyAbout.length && !story.comparedWith && !story.mood;
  return empty ? null : story;
}
