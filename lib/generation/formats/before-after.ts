// The before and after format: its hook frames, outline steps, and every line its scripts say.
import type { FormatOf } from "./types";

export const BEFORE_AFTER: FormatOf<"before-after"> = {
  id: "before-after",
  angle: "before and after",
  needs: [],
  suits: ["accelerating", "peaking"],
  kinds: ["dish", "product", "app", "technique"],
  reach: 1.3,
  hooks: [
    {
      id: "ba-one",
      text: "One {topic} session, before and after.",
    },
    {
      id: "ba-none",
      text: "{TheTopic:subject}: the before and after nobody posts.",
    },
    {
      id: "ba-watch",
      text: "Watch what {theTopic:subject} actually {changes:verb}.",
    },
  ],
  steps: [
    {
      direction: "Show the honest before",
      onScreen: "Before",
      broll: "the before, flat light, no filter",
      lines: [
        "This is the before, no filter, no {topic} yet. [your starting point]. ++ Remember this {topic} starting point for later.",
        "Before {theTopic}, here's where I'm starting: [your starting point]. ++ Same light and angle throughout, so the {topic} comparison is fair.",
        "Starting point, before any {topic:name} work. [your starting point]. ++ Not pretty, but it's an honest {topic} before, and I want you to remember it.",
      ],
    },
    {
      direction: "Show the first change {theTopic:subject} {makes:verb}",
      onScreen: "First change",
      broll: "time-lapse of the first step",
      lines: [
        "Here's the first change with {theTopic}. [your first visible change]. ++ And that's just the first {topic} step.",
        "The first thing {theTopic:subject} {changes:verb}. [your first visible change]. ++ Watch this {topic} detail; it matters at the end.",
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
        "Before and after {theTopic}, side by side. Look at that. [your description of the difference]. ++ No filters, same camera, just {theTopic:name}.",
        "Same light, same angle, after {theTopic}: [your description of the difference]. ++ That's the honest {topic} difference.",
        "And here's the {topic} after. [your description of the difference]. ++ Scroll back to the {topic} before and compare, I'll wait.",
      ],
    },
  ],
  setups: [
    "'{t1}' by {c1} has {v1}, but I wanted to see {theTopic} without the editing. ++ So this is {theTopic}, start to finish, no filter.",
    "Everyone posts the {topic} result; I wanted to show the whole thing. ++ Every messy {topic} minute stays in.",
    "I filmed {theTopic} from the very first minute, so nothing gets hidden. ++ Keep an eye on the {topic} details as we go.",
  ],
  payoffs: [
    "That's {theTopic}, before and after, nothing hidden. ++ No tricks, just {theTopic:name} doing what {it:subject} {does:verb}.",
    "Same light, same angle: that's what {theTopic:subject} really {does:verb}. ++ The {topic} after speaks for itself.",
    "From that before to this after, all with {theTopic}. ++ I honestly didn't expect that much {topic} change.",
  ],
  ctas: [
    {
      text: "Follow for the one-month {topic} update.",
      onScreen: "Follow for the update",
    },
    {
      text: "Try {theTopic} and post your own before and after.",
      onScreen: "Post yours",
    },
    {
      text: "Which {topic} step surprised you most? Tell me below.",
      onScreen: "Which step? 👇",
    },
  ],
};
