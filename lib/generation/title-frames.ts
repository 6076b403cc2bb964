// The frames a card's title is written in ("The {T} Surge", "{T}, Explained"), and which of them
// a topic's data allows. A report titles its cards together, so no frame is used twice in one
// report: a creator scanning five cards should see five topics, not one headline five times.
//
// Every frame is a noun phrase, not a sentence: the title is also spoken inside scripts ("watch
// what {title} does"), and lib/generation/topic.ts reads the topic back out of a stored title by
// these same frames.
import type { Lifecycle, ScoredTopic } from "./types";
import type { Rng } from "@/lib/language/prng";

/** What a title may claim of its topic: a lifecycle stage, new since the baseline, or nothing. */
export type FrameKind = Lifecycle | "educational" | "new" | "neutral";

// A frame claims only what its kind says: a widely covered topic calls for a fresh angle from the
// creator, it has not itself changed ("Snowy Owl Irruption, Reinvented" said it had).
export const FRAMES: Record<FrameKind, readonly string[]> = {
  emerging: [
    "The Early Rise of {T}",
    "{T}: The Next Wave",
    "The {T} Breakout",
    "{T} on the Rise",
    "The First Wave of {T}",
    "{T}: An Early Look",
  ],
  accelerating: [
    "The {T} Surge",
    "The {T} Boom",
    "{T} Momentum",
    "The Growing Buzz Around {T}",
    "The {T} Upswing",
    "{T} in Full Swing",
  ],
  // Only for a series that really peaked (peakedSeries).
  peaking: ["Peak {T}", "{T} Mania", "The {T} Craze", "The Height of {T}", "The {T} High Point"],
  saturated: [
    "{T}: A Fresh Angle",
    "Fresh Angles on {T}",
    "{T}: Beyond the Basics",
    "A New Take on {T}",
    "The Other Side of {T}",
  ],
  declining: [
    "{T} Comeback Angles",
    "The Last Wave of {T}",
    "{T}: The Encore",
    "A Second Look at {T}",
    "The Afterglow of {T}",
  ],
  educational: ["{T}, Explained", "Understanding {T}", "{T}: The Breakdown", "{T} 101", "The Basics of {T}"],
  // No mentions before the recent days: new is all the data says.
  new: [
    "The First Signs of {T}",
    "{T}, Just Spotted",
    "{T}: A New Arrival",
    "Early Signs of {T}",
    "{T}: Something New",
  ],
  // Too little data for any stage: the topic, and nothing claimed of it.
  neutral: [
    "{T} Right Now",
    "The Latest on {T}",
    "The Talk Around {T}",
    "All About {T}",
    "{T} in Focus",
    "A Closer Look at {T}",
  ],
};

/** Fewer mentions than this over the whole series is a handful: too few to call a stage. */
export const HANDFUL = 5;

const finite = (n: unknown) => (typeof n === "number" && Number.isFinite(n) ? n : 0);

/**
 * Whether the daily counts really peaked: the highest day came before the newest, and the newest
 * is lower. A series still at its highest on its newest day is rising, whatever the stage says.
 */
export function peakedSeries(series: readonly number[] | undefined): boolean {
  const s = (series ?? []).map(finite);
  if (s.length < 2) return false;
  const newest = s[s.length - 1];
  return Math.max(...s.slice(0, -1)) > newest;
}

/**
 * The stage a card may say its topic is at. Stages are the engine's, but the words never say more
 * than the counts: a topic with no earlier mentions is only new, one with a handful of mentions or
 * no observed baseline gets no stage, and one called peaking whose counts are still at their
 * highest is accelerating.
 */
export function stageOf(topic: ScoredTopic): Exclude<FrameKind, "educational"> {
  const total = (topic.series ?? []).reduce((a, n) => a + finite(n), 0);
  const counted = Array.isArray(topic.series) && topic.series.length > 0;
  if (topic.growthPct === null || (counted && total < HANDFUL)) return "neutral";
  if (topic.baselineMentions === 0) return "new";
  const stage = FRAMES[topic.lifecycle] ? topic.lifecycle : "emerging";
  if (stage === "peaking" && !peakedSeries(topic.series)) return "accelerating";
  return stage;
}

/** The frames a topic's title is written in: an explainer topic's, else its stage's (stageOf). */
export const frameKindOf = (topic: ScoredTopic): FrameKind =>
  topic.status === "educational" ? "educational" : stageOf(topic);

/**
 * A frame for the topic that no other card of the report has: one of its own kind at random
 * (seeded), else a neutral one, which claims nothing. `used` is the report's, and is updated.
 */
export function pickFrame(topic: ScoredTopic, rng: Rng, used: Set<string> = new Set()): string {
  const own = FRAMES[frameKindOf(topic)];
  const free = (list: readonly string[]) => list.filter((f) => !used.has(f));
  const choices = free(own).length ? free(own) : free(FRAMES.neutral).length ? free(FRAMES.neutral) : own;
  const frame = rng.pick(choices);
  used.add(frame);
  return frame;
}
