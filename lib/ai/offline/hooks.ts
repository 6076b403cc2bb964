// Hook patterns for the offline engine. Each pattern is a different way into a video (a
// question, a challenge, a myth...) with its own angle and outline, so the three ideas of a
// trend never read as one idea reworded. Slots: {topic}/{Topic}, {audience}, {activity},
// {pain}, {mistake}, {insiders}/{Insiders}, {rivalA}/{RivalA}, {rivalB}, {constraint},
// {outcome}, {myth}, {kit}, {niche}, {evidence}.
import type { Lifecycle, TrendStatus } from "@/lib/trends/types";

export type HookPatternId =
  | "question" | "bold-claim" | "pov" | "mistake" | "challenge" | "countdown" | "secret" | "comparison"
  | "myth" | "story" | "before-after" | "tutorial" | "warning" | "prediction" | "unpopular-opinion";

export type HookPattern = {
  id: HookPatternId;
  angle: string; // what kind of video it is; unique per pattern
  hooks: string[];
  outline: string[]; // 3-5 steps
  suits: (Lifecycle | TrendStatus)[]; // where the pattern lands best
  reach: number; // relative views of the format: skits and transformations travel further than explainers
};

export const HOOK_PATTERNS: HookPattern[] = [
  {
    id: "question", angle: "explainer",
    hooks: ["Why is everyone suddenly obsessed with {topic}?", "Is {topic} actually worth it for {audience}?", "Could {topic} be the fix for {pain}?"],
    outline: ["What {topic} actually is, in one line", "Why it's blowing up: {evidence}", "Who it works for, and who should skip it", "Your honest verdict"],
    suits: ["emerging", "accelerating", "educational"], reach: 0.9,
  },
  {
    id: "bold-claim", angle: "hot take",
    hooks: ["{Topic} is the best thing to happen to {niche} this year.", "{Topic} will change how you {activity}.", "{Topic} beats everything else for {pain}."],
    outline: ["The claim: {topic} beats the usual approach", "The proof: {evidence}", "What it looks like in practice", "The one catch to know about"],
    suits: ["accelerating", "peaking", "hot"], reach: 1.1,
  },
  {
    id: "pov", angle: "relatable skit",
    hooks: ["POV: you tried {topic} and finally got {outcome}.", "POV: your first time trying {topic}.", "POV: {pain} is over, thanks to {topic}."],
    outline: ["The relatable struggle: {pain}", "Trying {topic} for the first time", "The moment it clicks", "The payoff: {outcome}"],
    suits: ["accelerating", "peaking", "hot"], reach: 1.3,
  },
  {
    id: "mistake", angle: "fix-it",
    hooks: ["The {topic} mistake almost every beginner makes.", "If you're {mistake}, {topic} won't save you.", "Stop {mistake} before you try {topic}."],
    outline: ["The mistake: {mistake}", "Why it quietly ruins your results", "The {topic} fix, shown step by step", "The result side by side"],
    suits: ["peaking", "saturated", "educational"], reach: 1.0,
  },
  {
    id: "challenge", angle: "challenge",
    hooks: ["{Topic} challenge: {constraint}. Can you beat it?", "Can you pull off {topic} with {constraint}?", "{Topic}, but with {constraint}."],
    outline: ["The rules: {topic} with {constraint}", "The first attempt, timer running", "What went wrong and the fix", "The final result, and your turn to try it"],
    suits: ["accelerating", "peaking", "rising"], reach: 1.25,
  },
  {
    id: "countdown", angle: "ranked list",
    hooks: ["3 {topic} tips I wish I knew sooner.", "Top 3 {topic} ideas, ranked.", "3 signs you need to try {topic}."],
    outline: ["A quick trick with {kit}", "The mistake to drop: {mistake}", "The {topic} move that gets results", "A quick recap of all three"],
    suits: ["peaking", "saturated", "educational"], reach: 1.0,
  },
  {
    id: "secret", angle: "insider tip",
    hooks: ["The {topic} secret {insiders} don't share.", "{Insiders} quietly switched to {topic}. Here's why.", "Nobody tells you this about {topic}."],
    outline: ["What {insiders} do differently with {topic}", "Why it works", "How to copy it with {kit}", "What happened when I tried it"],
    suits: ["emerging", "saturated", "rising"], reach: 1.1,
  },
  {
    id: "comparison", angle: "head-to-head test",
    hooks: ["{RivalA} vs {rivalB}: which wins for {topic}?", "{Topic} vs the old way. I tested both.", "I put {rivalA} and {rivalB} head to head for {topic}."],
    outline: ["Option one: {rivalA}", "Option two: {rivalB}", "The same test for both", "The winner for {topic}, and why"],
    suits: ["peaking", "saturated"], reach: 1.05,
  },
  {
    id: "myth", angle: "myth-bust",
    hooks: ["Everything you've heard about {topic} is wrong.", "The biggest {topic} myth? That {myth}.", "3 {topic} myths that need to go."],
    outline: ["The myth: {myth}", "Why it doesn't hold up", "What actually works with {topic}", "The truth in one line"],
    suits: ["saturated", "declining", "educational"], reach: 0.95,
  },
  {
    id: "story", angle: "personal experiment",
    hooks: ["I tried {topic} for a week. Here's what happened.", "I didn't believe in {topic} until this happened.", "Day 1 of trying {topic} as a total beginner."],
    outline: ["Day 1: first attempt at {topic}", "Midweek: what surprised me", "Day 7: the honest results", "Would I keep doing it?"],
    suits: ["emerging", "accelerating", "rising"], reach: 1.15,
  },
  {
    id: "before-after", angle: "transformation",
    hooks: ["Before and after {topic}. The difference is wild.", "Before vs after {topic}, nothing else changed.", "Day 1 vs day 30 of {topic}."],
    outline: ["The before: {pain}", "The first change with {topic}", "The change that mattered most", "The after: {outcome}"],
    suits: ["accelerating", "peaking", "hot"], reach: 1.3,
  },
  {
    id: "tutorial", angle: "quick tutorial",
    hooks: ["{Topic} in 60 seconds, step by step.", "How to nail {topic}, even as a beginner.", "The easiest way to start {topic} today."],
    outline: ["What you need: {kit}", "Set it up the simple way first", "The core {topic} move, done slowly", "The finishing touch", "The final result"],
    suits: ["educational", "emerging", "saturated"], reach: 0.85,
  },
  {
    id: "warning", angle: "warning",
    hooks: ["Stop scrolling if you want {outcome}.", "Don't try {topic} until you've seen this.", "Watch this before you {activity} again."],
    outline: ["The warning sign: {mistake}", "What goes wrong if you ignore it", "The right way to do {topic}", "The one thing to remember"],
    suits: ["peaking", "declining", "hot"], reach: 1.0,
  },
  {
    id: "prediction", angle: "trend forecast",
    hooks: ["{Topic} is about to blow up in {niche}.", "Remember this: {topic} is the next big thing.", "Get in early on {topic}. Here's why."],
    outline: ["The numbers: {evidence}", "Why {audience} care", "The best early examples", "Where it goes next"],
    suits: ["emerging", "accelerating", "rising"], reach: 0.9,
  },
  {
    id: "unpopular-opinion", angle: "debate",
    hooks: ["Unpopular opinion: {topic} is overrated.", "Hot take: most people are doing {topic} wrong.", "I'll say it: {topic} isn't for everyone."],
    outline: ["The opinion: {topic} is overrated", "Why people love it anyway", "The case against it, with one example", "What to do instead"],
    suits: ["saturated", "declining", "peaking"], reach: 1.2,
  },
];

/** Single-pass slot filling: creator-typed text inside a value is never read as a slot. */
export function fillTemplate(template: string, slots: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => slots[name] ?? "");
}
