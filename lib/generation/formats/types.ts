// A video format: a way into a video (a myth-bust, a taste test, a tutorial...) with its own hook
// frames, the outline directions it gives the creator, and what the writer says for each
// direction. Directions are never spoken; the lines are.
//
// A format is one file holding all of its lines: hook frames, outline steps with their lines, the
// setups, payoffs and calls to action around them, and the topic kinds it fits.
//
// Template slots (a template whose slot has no value is not used): {topic} {Topic} (as a modifier:
// "the {topic} step") and {theTopic} {TheTopic} (standing alone, with its article where it needs
// one: "the arched shelf", "pistachio"), each with its grammar marked (its role, its verbs, its
// pronouns: lib/generation/template.ts) {niche} {Niche} {home} (the niche, only for the niche's own topics)
// {constraint} {growthX} ("five times") {channels} {Channels} ("twelve different channels", "twelve different
// people" for posts) {items} {item} (what the evidence is: "videos", or "posts", "stories", "threads")
// {t1} {c1} {v1} / {t2} {c2} {v2} (top videos: title, channel, views said aloud) {from} {From}
// (the niche an adjacent topic is borrowed from) {recently} {lastSpan} {before} {quietAgo} {QuietAgo}
// ("in the last three days", "the last three days", "in the two weeks before", "two weeks ago": time
// from the evidence window, lib/generation/window.ts; a line never states a time span of its own).
// "[your ...]" marks a line the creator fills in.
// In a line, " ++ " separates the core from an extension the writer adds only to reach length.
import type { Lifecycle, TrendMood } from "../types";
import type { FormatKinds } from "../kind";

/**
 * What a format cannot do without: growth worth saying, two top videos, an adjacent topic, a
 * question its posts ask ({question}, a second one or the same again: {asked}), something its
 * posts compare it with ({rival}), a phrase that keeps coming with it ({about}), something to take
 * a view on ({takeOn}: "the X controversy", "battery drain and the X"), or one mood of its posts
 * (a problem, praise, a controversy, news).
 */
export type Need = "growth" | "top2" | "adjacent" | "question" | "rival" | "about" | "asked" | "takeOn" | TrendMood;

export type Step = {
  direction: string;
  onScreen: string;
  broll: string;
  /** Alternatives for this beat: the first usable one is the default, the rest are regenerations. */
  lines: string[];
};

export type HookFrame = { id: string; text: string };

export type CtaLine = { text: string; onScreen: string };

/** A format, with its id as a literal type: the catalogue's ids are the ids of its files' formats. */
export type FormatOf<Id extends string = string> = {
  id: Id;
  /** What kind of video it is, as a creator would name it. */
  angle: string;
  needs: Need[];
  suits: Lifecycle[];
  /** The kinds of topic it is written for ("I tried X for a week" needs something a person can try), or "any". */
  kinds: FormatKinds;
  /** Relative views of the format: skits and transformations travel further than explainers. */
  reach: number;
  hooks: HookFrame[];
  steps: Step[];
  // Setups, payoffs and calls to action are written around the trend ({topic} and its evidence), so
  // scripts of different formats never share a sentence; past the script's few mentions of the
  // topic only the words tell two scripts of one format apart. So each format has about as many
  // alternatives as hook frames, each with its own extension, and a script starts at its hook
  // frame's place in the list (script/write.ts): two ideas of one report never share a frame, so
  // they don't share these lines either. A line whose facts are missing is skipped.
  /** Lines that open the script after its hook. */
  setups: string[];
  /** Lines that close the script's points. */
  payoffs: string[];
  ctas: CtaLine[];
};
