// The challenge format: its hook frames, outline steps, and every line its scripts say.
import type { FormatOf } from "./types";

export const CHALLENGE: FormatOf<"challenge"> = {
  id: "challenge",
  angle: "challenge",
  needs: [],
  suits: ["accelerating", "peaking"],
  kinds: ["dish", "technique", "made"],
  reach: 1.25,
  hooks: [
    {
      id: "ch-can",
      text: "{TheTopic:name} with {constraint}. Can it be done?",
    },
    {
      id: "ch-tried",
      text: "I tried {theTopic:name} with {constraint}.",
    },
    {
      id: "ch-one",
      text: "{Topic} challenge: {constraint}, one try.",
    },
  ],
  steps: [
    {
      direction: "Set the rules: {theTopic:name} with {constraint}",
      onScreen: "The rules",
      broll: "the rules on screen, timer ready",
      lines: [
        "Here's the deal. {TheTopic:subject}, {constraint}, no do-overs. ++ Everyone's trying {theTopic} right now, {growthX} as many {items} a day as {before}, so the bar is already high.",
        "Here's the challenge: {theTopic:name} with {constraint}. No second takes. ++ '{t1}' from {c1} made it look easy, with {v1}, so let's see.",
        "The rules are simple, {theTopic:name} with {constraint}. [your extra rule, if any]. ++ Nobody said this {topic} challenge would be fair, or quick.",
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
  setups: [
    "{TheTopic:subject} {is:verb} blowing up, {channels} {recently}, so I made it harder. ++ Real time, no cuts, just {theTopic:name} and a timer.",
    "{TheTopic:subject} {is:verb} easy to talk about, so let's make it harder. ++ One rule for this {topic} run, and no second chances.",
    "Someone in my comments said {theTopic:name} with {constraint} was impossible. ++ Challenge accepted, {topic} doubters.",
  ],
  payoffs: [
    "That's the {topic} challenge, {constraint}, done for real. ++ Harder than it looks, but the {topic} challenge is doable.",
    "So the {topic} challenge with {constraint}? It can be done. ++ I wouldn't call that {topic} run pretty, but it counts.",
    "Challenge done: the {topic} run with {constraint}. ++ I'd do the {topic} challenge again, just slower.",
  ],
  ctas: [
    {
      text: "Try the {topic} challenge yourself, stitch this, and I'll react to the best ones.",
      onScreen: "Stitch me your attempt",
    },
    {
      text: "Think you can beat my {topic} result? Prove it.",
      onScreen: "Your turn",
    },
    {
      text: "Give me a harder {topic} rule for next time, in the comments.",
      onScreen: "Make it harder 👇",
    },
  ],
};
