// Formats built on a change the camera can see: a mistake and its fix, a challenge against the
// clock, a before and after.
import type { Format } from "./types";

export const CHANGE_FORMATS: Format[] = [
  {
    id: "mistake",
    angle: "mistake fix",
    needs: [],
    suits: ["peaking", "saturated", "declining"],
    kinds: ["dish", "product", "app", "technique", "made", "idea"],
    reach: 1.0,
    hooks: [
      { id: "mi-all", text: "The {topic} mistake almost everyone makes." },
      { id: "mi-not", text: "If your {topic} isn't working, it's probably this." },
      { id: "mi-stop", text: "Stop doing this with {theTopic}." },
      { id: "mi-check", text: "{TheTopic} going wrong? Check this first." },
    ],
    steps: [
      {
        direction: "Show the mistake in action",
        onScreen: "The mistake",
        broll: "the mistake on camera, red cross overlay",
        lines: [
          "Here's the {topic} mistake I see all the time. Look. [your most common {topic} mistake, shown on camera]. ++ With {growthX} as many {topic} {items} a day as {before}, plenty of people are making it right now. || It's easy to miss if you're new to {theTopic}.",
          "This is where {theTopic} goes wrong for most people: [your most common {topic} mistake, shown on camera]. ++ If you're new to {theTopic}, you've probably done this.",
          "Watch closely, this {topic} mistake hides in plain sight. [your most common {topic} mistake, shown on camera]. ++ I made this {topic} mistake for ages.",
          "Everyone new to {theTopic} does this. [your most common {topic} mistake, shown on camera]. ++ Nobody warns you about this {topic} habit.",
        ],
      },
      {
        direction: "Explain why it ruins the result",
        onScreen: "Why it matters",
        broll: "close-up of the bad result",
        lines: [
          "Why does it matter for {theTopic}? [your explanation of what it costs you]. ++ Small mistake, big {topic} difference.",
          "It looks small, but it wrecks {theTopic}: [your explanation of what it costs you]. ++ That's why this {topic} mistake is worth a whole video.",
          "This one habit quietly ruins {theTopic}. [your explanation of what it costs you]. ++ You'll see the {topic} damage at the end.",
          "Here's what that costs you with {theTopic}. [your explanation of what it costs you]. ++ More {topic} effort won't make up for it.",
        ],
      },
      {
        direction: "Show the fix, step by step",
        onScreen: "The fix",
        broll: "the fix on camera, green tick overlay",
        lines: [
          "Here's the {topic} fix. [your fix, step by step]. ++ Try the {topic} fix once and compare.",
          "Here's how I fix it when I do {theTopic}. [your fix, step by step]. ++ It takes practice, but the {topic} fix sticks once you've got it.",
          "Fixing it with {theTopic} is simple. [your fix, step by step]. ++ Simple, but not obvious, like most {topic} fixes.",
          "The {topic} fix takes less than a minute. [your fix, step by step]. ++ Do the {topic} fix slowly the first time.",
        ],
      },
      {
        direction: "Put the before and after side by side",
        onScreen: "Before / after",
        broll: "split screen: the mistake against the fix",
        lines: [
          "Side by side, here's the {topic} difference. [your before and after, described]. ++ Same setup, one change.",
          "{Topic} mistake on the left, fix on the right: [your before and after, described]. ++ Pause it and look closely at the {topic} details.",
          "Before and after the {topic} fix. [your before and after, described]. ++ One tiny {topic} change, a very different result.",
          "Compare the two {topic} attempts. [your before and after, described]. ++ The {topic} difference is bigger than it looks.",
        ],
      },
    ],
  },
  {
    id: "challenge",
    angle: "challenge",
    needs: [],
    suits: ["accelerating", "peaking"],
    kinds: ["dish", "technique", "made"],
    reach: 1.25,
    hooks: [
      { id: "ch-can", text: "{TheTopic} with {constraint}. Can it be done?" },
      { id: "ch-tried", text: "I tried {theTopic} with {constraint}." },
      { id: "ch-one", text: "{Topic} challenge: {constraint}, one try." },
    ],
    steps: [
      {
        direction: "Set the rules: {theTopic} with {constraint}",
        onScreen: "The rules",
        broll: "the rules on screen, timer ready",
        lines: [
          "Here's the deal. {TheTopic}, {constraint}, no do-overs. ++ Everyone's trying {theTopic} right now, {growthX} as many {items} a day as {before}, so the bar is already high.",
          "Here's the challenge: {theTopic} with {constraint}. No second takes. ++ '{t1}' from {c1} made it look easy, with {v1}, so let's see.",
          "The rules are simple, {theTopic} with {constraint}. [your extra rule, if any]. ++ Nobody said this {topic} challenge would be fair, or quick.",
        ],
      },
      {
        direction: "Film the first attempt with a timer running",
        onScreen: "Attempt 1",
        broll: "timer in the corner, real time",
        lines: [
          "Attempt one at {theTopic}, timer running. Go. [your first try, and what happened]. ++ Let's see if attempt two at {theTopic} goes better.",
          "Clock starts now, attempt one at {theTopic}. [your first try, and what happened]. ++ The {topic} clock doesn't stop for mistakes.",
          "Timer's on, first go at {theTopic}. [your first try, and what happened]. ++ That first {topic} attempt was chaos, and the clock kept going. || Round two of {theTopic} has to go better.",
        ],
      },
      {
        direction: "Show what went wrong and the fix",
        onScreen: "The fix",
        broll: "replay of the mistake, then the fix",
        lines: [
          "So I changed one thing about my {topic} attempt. [your one change]. ++ Here's attempt two at {theTopic}, with that one change.",
          "Here's where my {topic} attempt fell apart: [your mistake, and your one change]. ++ Back to the start with {theTopic}, and the timer.",
          "First {topic} attempt, what went wrong? [your mistake, and your one change]. ++ One change for the second {topic} run, and no more. || I nearly gave up on {theTopic} right there.",
        ],
      },
      {
        direction: "Reveal the result and pass the challenge on",
        onScreen: "Your turn",
        broll: "the final result, then point at the camera",
        lines: [
          "And the final {topic} result. [your result]. Your turn now: same {topic} rules, {constraint}, and tag me.",
          "Here's how the {topic} challenge ended, {constraint} and all. [your result]. Now you try it.",
          "Time's up on the {topic} challenge. [your result]. Think you'd do better at {theTopic}? Show me.",
        ],
      },
    ],
  },
  {
    id: "before-after",
    angle: "before and after",
    needs: [],
    suits: ["accelerating", "peaking"],
    kinds: ["dish", "product", "app", "technique"],
    reach: 1.3,
    hooks: [
      { id: "ba-one", text: "One {topic} session, before and after." },
      { id: "ba-none", text: "{TheTopic}: the before and after nobody posts." },
      { id: "ba-watch", text: "Watch what {theTopic} actually changes." },
    ],
    steps: [
      {
        direction: "Show the honest before",
        onScreen: "Before",
        broll: "the before, flat light, no filter",
        lines: [
          "This is the before, no filter, no {topic} yet. [your starting point]. ++ Remember this {topic} starting point for later.",
          "Before {theTopic}, here's where I'm starting: [your starting point]. ++ Same light and angle throughout, so the {topic} comparison is fair.",
          "Starting point, before any {topic} work. [your starting point]. ++ Not pretty, but it's an honest {topic} before, and I want you to remember it.",
        ],
      },
      {
        direction: "Show the first change {theTopic} makes",
        onScreen: "First change",
        broll: "time-lapse of the first step",
        lines: [
          "Here's the first change with {theTopic}. [your first visible change]. ++ And that's just the first {topic} step.",
          "The first thing {theTopic} changes. [your first visible change]. ++ Watch this {topic} detail; it matters at the end.",
          "First {topic} change, already visible. [your first visible change]. ++ Small, but the {topic} progress is real, and you can already see it in the light.",
        ],
      },
      {
        direction: "Show the step that made the real difference",
        onScreen: "The big one",
        broll: "close-up of the key step",
        lines: [
          "The {topic} step that made the real difference: [your key step, and why it mattered]. ++ This is the {topic} step to copy if you copy nothing else.",
          "If you only copy one {topic} step, copy this one. [your key step, and why it mattered]. ++ Everything else in {theTopic} is optional by comparison.",
          "This {topic} step changed everything. [your key step, and why it mattered]. ++ Skip this and the {topic} after looks flat, however careful the rest is.",
        ],
      },
      {
        direction: "Reveal the after side by side",
        onScreen: "After",
        broll: "before/after split screen, same light",
        lines: [
          "Before and after {theTopic}, side by side. Look at that. [your description of the difference]. ++ No filters, same camera, just {theTopic}.",
          "Same light, same angle, after {theTopic}: [your description of the difference]. ++ That's the honest {topic} difference.",
          "And here's the {topic} after. [your description of the difference]. ++ Scroll back to the {topic} before and compare, I'll wait.",
        ],
      },
    ],
  },
];
