// Rendering the writers' template lines. A line states its own grammar, so nothing is guessed or
// rewritten after it is filled:
//   {theTopic} {TheTopic}    the topic as a noun phrase, as an object ("I tried {theTopic}")
//   {theTopic:subject}       the topic as the subject of a verb ("{TheTopic:subject} {sells:verb} out")
//   {topic} {Topic}          the topic as a modifier ("the {topic} basics")
//   {…:name}                 the topic where only its name reads ("just {theTopic:name} and a timer")
//   {it} {it:subject}        a pronoun for the topic ("I gave {it} a try", "why {it:subject}{'s:verb} spreading")
//   {sells:verb}             a verb whose subject is the topic, written as said of one thing
//   {a} {A}                  "a" or "an", by how the word after it is said once filled ("an SPF myth")
// Past a script's few mentions of the topic, an object becomes "it"/"them", a subject "it"/"they"
// and a modifier is left out ("the basics"); a name stays. Verbs and pronouns agree with the
// topic's number through the language kernel. One pass fills the remaining slots from the facts,
// so text inside a value (a video title, a creator's niche) is never read as a slot; a template
// with a slot the facts lack gives null.
import { articleFor } from "@/lib/language/article";
import { topicPronoun } from "@/lib/language/pronouns";
import { agreeVerb } from "@/lib/language/verbs";
import type { Facts } from "./facts";

/** How many more times a script may name its topic. */
export type Mentions = { left: number };

export const GRAMMAR_TOKEN = /\{([\w']+)(?::(subject|name|verb))?\}/g;
const TOPIC_SLOTS = new Set(["topic", "Topic", "theTopic", "TheTopic"]);
// A modifier left out takes its space with it, and its capital moves to the next word.
const DROPPED = "\u0000";
const DROPPED_CAPITAL = "\u0001";
// An article is said once the words after it are known: the slot it stands before may be dropped or filled.
const ARTICLE = "\u0002";
const ARTICLE_CAPITAL = "\u0003";

/**
 * The template with its grammar said for a topic of this number: verbs agreed, pronouns chosen,
 * and (with a budget) the topic named at most `budget.left` times, counting down as it goes.
 */
export function resolveGrammar(template: string, plural: boolean, budget?: Mentions): string {
  return template
    .replace(GRAMMAR_TOKEN, (whole, word: string, role?: string) => {
      if (role === "verb") return agreeVerb(word, plural);
      if (word === "a" || word === "A") return word === "A" ? ARTICLE_CAPITAL : ARTICLE;
      const capital = /^\p{Lu}/u.test(word);
      if (word === "it" || word === "It")
        return topicPronoun(role === "subject" ? "subject" : "object", plural, capital);
      if (!TOPIC_SLOTS.has(word)) return whole;
      const slot = `{${word}}`;
      if (!budget || budget.left > 0) {
        if (budget) budget.left--;
        return slot;
      }
      if (role === "name") return slot;
      if (word === "topic" || word === "Topic") return capital ? DROPPED_CAPITAL : DROPPED;
      return topicPronoun(role === "subject" ? "subject" : "object", plural, capital);
    })
    .replace(new RegExp(`${DROPPED} `, "g"), "")
    .replace(new RegExp(`${DROPPED_CAPITAL} (\\S)`, "gu"), (_, c: string) => c.toUpperCase());
}

const plural = (facts: Facts) => facts.number === "plural";

/** Slots filled from the facts, once the grammar is said; null when one is missing. */
function substitute(resolved: string, facts: Facts): string | null {
  let missing = false;
  const out = resolved.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = facts[name];
    if (v === undefined || v === "") missing = true;
    return v ?? "";
  });
  if (missing) return null;
  return out.replace(new RegExp(`([${ARTICLE}${ARTICLE_CAPITAL}]) (\\S+)`, "gu"), (_, mark: string, next: string) => {
    return `${articleFor(next, mark === ARTICLE_CAPITAL)} ${next}`;
  });
}

/** The template filled, the topic named wherever the template names it. */
export const fill = (template: string, facts: Facts): string | null =>
  substitute(resolveGrammar(template, plural(facts)), facts);

/**
 * A line's core and its extensions: " ++ " separates the core from what the writer adds only to
 * reach length, " || " separates alternative extensions (the first sayable one is used).
 */
export function lineParts(line: string): { core: string; extras: string[] } {
  const [core, extra = ""] = line.split(" ++ ");
  return {
    core: core.trim(),
    extras: extra
      .split(" || ")
      .map((e) => e.trim())
      .filter(Boolean),
  };
}

const said = (template: string, facts: Facts, budget?: Mentions) =>
  substitute(resolveGrammar(template, plural(facts), budget), facts);

// Slots filled from the trend's evidence: its growth, how many channels or people, its top videos.
export const EVIDENCE_SLOT = /\{(?:[Gg]rowthX|[Cc]hannels|[tcCv][12]s?)\}/;
const EVIDENCE_SLOTS = new RegExp(EVIDENCE_SLOT.source, "g");

/**
 * The pieces of evidence a template tells: the growth, the channel count, or one of the top
 * videos (its title, channel and views are one piece, whichever of them a line names).
 */
function evidenceOf(template: string): string[] {
  return [...template.matchAll(EVIDENCE_SLOTS)].map(([slot]) => {
    const video = /([12])s?\}$/.exec(slot);
    return video ? `video ${video[1]}` : slot.slice(1, -1).toLowerCase();
  });
}

/** The evidence a script has told so far: a later line's extension never tells it again. */
export type Told = Set<string>;

const extraOf = (extras: string[], facts: Facts, budget?: Mentions, told?: Told) => {
  for (const e of extras) {
    if (told && evidenceOf(e).some((piece) => told.has(piece))) continue;
    const left = { left: budget?.left ?? Infinity };
    const filled = said(e, facts, left);
    if (filled === null) continue;
    if (budget) budget.left = left.left;
    for (const piece of evidenceOf(e)) told?.add(piece);
    return filled;
  }
  return null;
};

/**
 * The line filled: null when its core can't be said; an extension only when asked for and
 * sayable. With a budget, the topic is named once at most (and only while the budget lasts),
 * and said as "it"/"them" or left out after that. With `told`, an extension that would tell
 * evidence the script already told gives way to the next one (a script cites one video once).
 */
export function sayLine(
  line: string,
  facts: Facts,
  withExtra: boolean,
  budget?: Mentions,
  perLine = 1,
  told?: Told,
): string | null {
  const { core, extras } = lineParts(line);
  const local = budget ? { left: Math.min(perLine, budget.left) } : undefined;
  const c = said(core, facts, local);
  if (c === null) return null;
  for (const piece of evidenceOf(core)) told?.add(piece);
  const e = withExtra ? extraOf(extras, facts, local, told) : null;
  if (budget && local) budget.left -= Math.min(perLine, budget.left) - local.left;
  return e ? `${c} ${e}` : c;
}

/** Whether one of the line's extensions could be said with these facts. */
export const hasExtra = (line: string, facts: Facts) => extraOf(lineParts(line).extras, facts) !== null;
