// Whether video ideas are built on a trend's story (what its posts ask, the phrases that keep
// coming with it, what they compare it with, their mood): the measure the offline writer is held to, and the
// check a model's answer must pass. Words are compared by stem and in either number, so "Is it
// loud at night?" is used by an idea that says "how loud it gets at night"; the trend's own name
// says nothing about its story, so its words never count.
import { saysMood } from "@/lib/language/mood";
import { singular } from "@/lib/language/plural";
import { stemOf } from "@/lib/language/stem";
import type { TrendStory } from "./types";

// Words of three letters or fewer ("is", "the", "how", "fan") are mostly the grammar of a
// question, not its subject: a question is used when most of its longer words are.
const CONTENT_MIN = 4;
const QUESTION_SHARE = 0.6;
// At least this many of a trend's three ideas are built on its story.
export const STORY_IDEAS_MIN = 2;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [];
const stemsOf = (text: string) => wordsOf(text).map((w) => stemOf(singular(w)));

type Idea = { hook: string; outline: string };

/** What of the story an idea can be seen to use: each part as the stems an idea must carry. */
function storyParts(story: TrendStory, topic: string): { stems: string[]; need: number }[] {
  const own = new Set(stemsOf(topic));
  const parts: { stems: string[]; need: number }[] = [];
  for (const q of story.questions) {
    const content = [...new Set(wordsOf(q).filter((w) => w.length >= CONTENT_MIN))]
      .map((w) => stemOf(singular(w)))
      .filter((s) => !own.has(s));
    if (content.length) parts.push({ stems: content, need: Math.ceil(content.length * QUESTION_SHARE) });
  }
  // A phrase or the comparison is used when all of its words are (those not in the trend's name).
  for (const phrase of [...story.mostlyAbout, story.comparedWith ?? ""]) {
    const s = [...new Set(stemsOf(phrase))].filter((w) => !own.has(w));
    if (s.length) parts.push({ stems: s, need: s.length });
  }
  return parts;
}

/** Whether one idea uses a question, a phrase or the comparison of the story, or says its mood (the fix for a problem, the controversy explained). */
export const ideaUsesStory = (idea: Idea, story: TrendStory, topic: string): boolean =>
  storyPartsUsed(idea, story, topic) > 0;

/** How many parts of the story (each question, phrase, the comparison, the mood) one idea uses. */
export function storyPartsUsed(idea: Idea, story: TrendStory, topic: string): number {
  const text = `${idea.hook} ${idea.outline}`;
  const have = new Set(stemsOf(text));
  const parts = storyParts(story, topic).filter((p) => p.stems.filter((s) => have.has(s)).length >= p.need).length;
  return parts + (story.mood && saysMood(text, story.mood) ? 1 : 0);
}

/** Whether the story has anything an idea could use. */
export const tellsStory = (story: TrendStory | null | undefined, topic: string): story is TrendStory =>
  !!story && (storyParts(story, topic).length > 0 || !!story.mood);

/** How many of the ideas use the story. */
export const storyIdeaCount = (ideas: readonly Idea[], story: TrendStory, topic: string): number =>
  ideas.filter((i) => ideaUsesStory(i, story, topic)).length;

/** Whether enough of a trend's ideas use its story: always, for a trend whose posts tell none. */
export function ideasUseStory(ideas: readonly Idea[], story: TrendStory | null | undefined, topic: string): boolean {
  if (!tellsStory(story, topic)) return true;
  return storyIdeaCount(ideas, story, topic) >= Math.min(STORY_IDEAS_MIN, ideas.length);
}
