// Grammar around the topic in the writers' templates: the verb agrees with a plural topic
// ("carved mugs have", "floating plants are"), and after its first mentions a script says "it" or
// "them", or drops the topic from a modifier ("no jargon", "this step"), instead of repeating the
// name in every sentence. Both work on the template, before slots are filled, so a video title or
// a niche inside a value is never rewritten.
import { isPresentVerbAt, pluralVerb } from "@/lib/language/verbs";
import { isPluralWord } from "@/lib/language/plural";

/** "carved mugs", "AI glasses", "turbo shots" are plural; "raku firing", "wall pilates", "canvas bag" are not. */
export function isPluralTopic(topic: string): boolean {
  const w = topic.trim().split(/\s+/).pop() ?? "";
  // A name ("Monster Hunter Wilds", "GPUs" aside) is one thing: "Monster Hunter Wilds is".
  return !/^\p{Lu}/u.test(w) && isPluralWord(w);
}

const ADVERBS = "actually|really|still|just|quietly|even|always|never|only|already|suddenly|finally|also|usually";
// After a preposition the topic is an object, whatever verb follows ("attempt two at {theTopic}
// goes better": the attempt goes).
const PREPOSITION = "around|about|with|at|for|of|on|from|into|than|to|in|by|after|before|without|over|under";
const AFTER_PREPOSITION = new RegExp(`\\b(?:${PREPOSITION}) $`, "i");
// The word after the subject is looked at by the tagger: a present-tense verb takes its plural.
const SUBJECT_RE = new RegExp(
  `(?<!\\b(?:${PREPOSITION}) )(\\{(?:topic|Topic|theTopic|TheTopic)\\}|\\b[Tt]hey)((?: (?:${ADVERBS}))?) (\\p{L}+(?:n't)?)(?![\\w'])`,
  "gu",
);

// The templates' own "it"s that stand for the topic ("I gave it a proper try"): "them" for a
// plural one. Other "it"s (the mistake, the pattern, "as I see it") are left alone.
const TOPIC_IT: [RegExp, string][] = [
  [/\b(love|trying|gave|look at|posted about|posting about|flooded with) it\b(?!')/g, "$1 them"],
  [/\bI just see it differently/g, "I just see them differently"],
  [/\bthe way it should\b/g, "the way they should"],
  [/\bdoing what it does\b/g, "doing what they do"],
  [/\bsince it started\b/g, "since they started"],
  [/\bwhat it actually is\b/g, "what they actually are"],
  [/\bwhy is it all over\b/g, "why are they all over"],
  [/\bwhy it's spreading\b/g, "why they're spreading"],
  [/\bWho is it for\?/g, "Who are they for?"],
  [/\bwho it's for, and who can skip it\b/g, "who they're for, and who can skip them"],
  [/\bwho it suits, and who should skip it\b/g, "who they suit, and who should skip them"],
];

// A question puts the verb before its subject ("What is {theTopic}", "So, is {theTopic} worth it?").
const QUESTION_VERB =
  /(^|[.?!] |\b(?:[Ww]hat|[Ww]ho|[Ww]hy|[Hh]ow|[Ww]here|[Ww]hen|[Ss]o),? )(is|isn't|was|does|doesn't|has|Is|Isn't|Was|Does|Doesn't|Has)(?= (?:\{(?:topic|Topic|theTopic|TheTopic)\}|they\b))/g;

// Slots as plain words for the tagger: the topic as "the thing", any other value as "this".
const standIn = (t: string) =>
  t
    .replace(/\{(?:theTopic|TheTopic)\}/g, "the thing")
    .replace(/\{(?:topic|Topic)\}/g, "thing")
    .replace(/\{\w+\}/g, "this");

/** The template with every verb whose subject is the topic (or "they") in the plural, and "it" as "them". */
export function agreePlural(template: string): string {
  const agreed = template
    .replace(SUBJECT_RE, (match: string, subject: string, adv: string, verb: string, at: number) => {
      // The tagger reads the word in its sentence, with the topic as a plain noun in its place.
      const plural = pluralVerb(verb);
      // After a determiner the slot modifies the noun that follows ("the {topic} details").
      if (DETERMINER_BEFORE.test(template.slice(0, at))) return match;
      const read = standIn(template.slice(0, at) + subject + adv);
      if (!plural || !isPresentVerbAt(`${read} ${verb}${standIn(template.slice(at + match.length))}`, read.length + 1))
        return match;
      return `${subject}${adv} ${plural}`;
    })
    .replace(QUESTION_VERB, (_, before: string, verb: string) => `${before}${pluralVerb(verb) ?? verb}`);
  return TOPIC_IT.reduce((t, [re, to]) => t.replace(re, to), agreed);
}

const SLOT = /\{(topic|Topic|theTopic|TheTopic)\}/g;
// What follows a slot when the topic is the subject: an auxiliary, a past form, a plain present
// ("they keep"), or a verb the tagger reads as a present tense said of "it" ("sells", "breaks").
const AUX_NEXT = new RegExp(
  `^(?: (?:${ADVERBS}))? (?:will|would|can|can't|could|should|might|won't|is|isn't|was|has|had|does|doesn't|did|are|have|do|don't|keep|make|get|work|held|went|got|made|took|came|lasted|worked|turned|helped|changed)(?![\\w'])|^'s\\b`,
);
const WORD_NEXT = new RegExp(`^(?: (?:${ADVERBS}))? (\\p{L}+)(?![\\w'])`, "u");
const DETERMINER_BEFORE = /\b(?:the|a|an|your|my|our|their|this|that|these|those|every|each|next)\s$/i;
// (Mentions are limited on the template as written, before agreement: the verb is still singular.)
const verbNext = (before: string, slot: string, after: string) => {
  if (AUX_NEXT.test(after)) return true;
  const word = WORD_NEXT.exec(after)?.[1];
  // After a determiner the slot modifies the noun that follows ("the {topic} details").
  if (!word || pluralVerb(word) === null || DETERMINER_BEFORE.test(before)) return false;
  const read = standIn(`${before}{${slot}}`);
  const rest = standIn(after);
  return isPresentVerbAt(`${read}${rest}`, read.length + rest.indexOf(word));
};
// A question's verb before the slot makes the topic its subject ("Is {theTopic} staying?", "Who is
// {theTopic} for?"): "they", never "Is them staying".
const ASKED_BEFORE =
  /(?:^|[.?!] |\b(?:what|who|why|how|where|when|so),? )(?:is|isn't|was|does|doesn't|has|are|do|did|will|would|can|could|should)\s$/i;
// Where a dropped modifier would leave a broken phrase ("the finished ."): keep the name there.
const NOUN_END = /^(?:[.,!?:;]|$| (?:and|or|but|so|with|without|for|from|on|in|at|to|that|this|is|are|will|won't)\b)/;

export type Mentions = { left: number };

// "{theTopic} with {constraint}" is one thing, the challenge's name.
const BOUND_AFTER = /^ with \{constraint\}/;
// Words that bind to the noun after them ("keep up", "just", "only"): no pronoun after them.
const PARTICLE_BEFORE = /\b(?:up|just|only|even|exactly)\s$/i;

/**
 * The template with the topic named at most `budget.left` times (counting down as it goes);
 * past that, "{TheTopic} is" becomes "It is" ("They are"), "{theTopic}" becomes "it"/"them",
 * and a modifier "{topic} step" becomes "step". A bare noun use of {topic} keeps the name.
 */
export function limitMentions(template: string, budget: Mentions, plural: boolean): string {
  let out = "";
  let at = 0;
  for (const m of template.matchAll(SLOT)) {
    const start = m.index ?? 0;
    const after = template.slice(start + m[0].length);
    const slot = m[1];
    out += template.slice(at, start);
    at = start + m[0].length;
    if (budget.left > 0) {
      out += m[0];
      budget.left--;
      continue;
    }
    const before = template.slice(0, start);
    const subject = (verbNext(before, slot, after) && !AFTER_PREPOSITION.test(before)) || ASKED_BEFORE.test(before);
    // Where the name is bound to the words around it, a pronoun reads wrong ("it with five
    // ingredients", "just it and a timer", "keep up it"): the name stays there (and counts).
    // An object in a sentence whose own "it" stands for something else ("Why does it matter for
    // {theTopic}?", "it wrecks {theTopic}"): a second "it" would read as the same thing.
    const ownIt = !plural && !subject && /\bit\b/i.test(before.slice(before.search(/[^.!?]*$/)));
    const bound = BOUND_AFTER.test(after) || PARTICLE_BEFORE.test(before) || ownIt;
    if ((slot === "TheTopic" || slot === "theTopic") && bound) out += m[0];
    else if (slot === "TheTopic") out += plural ? "They" : "It";
    else if (slot === "theTopic") out += plural ? (subject ? "they" : "them") : "it";
    else if (NOUN_END.test(after) || subject) {
      // "{topic}" used as the noun itself: the name stays, and counts.
      out += m[0];
    } else {
      // A modifier: drop it with its space; a capital moves to the next word.
      const next = /^ (\S)/.exec(after);
      if (next) {
        at += 2;
        out += slot === "Topic" ? next[1].toUpperCase() : next[1];
      }
    }
  }
  return out + template.slice(at);
}
