// The one-week diary format: its hook frames, outline steps, and every line its scripts say.
import type { FormatOf } from "./types";

export const DIARY: FormatOf<"diary"> = {
  id: "diary",
  angle: "one-week diary",
  needs: [],
  suits: ["emerging", "accelerating"],
  kinds: ["dish", "product", "app", "technique", "made"],
  reach: 1.15,
  hooks: [
    {
      id: "di-week",
      text: "I tried {theTopic} for a week. Honest results.",
    },
    {
      id: "di-day1",
      text: "Day one of {theTopic} as a complete beginner.",
    },
    {
      id: "di-seven",
      text: "I gave {theTopic} seven days to impress me.",
    },
    {
      id: "di-what",
      text: "A week of {theTopic}: here's what actually changed.",
    },
  ],
  steps: [
    {
      direction: "Day one: film your first attempt at {theTopic}",
      onScreen: "Day 1",
      broll: "day-one footage, date stamp on screen",
      lines: [
        "Day one of {theTopic}. [your first attempt, and what went wrong]. ++ I only started because '{t1}' by {c1} kept showing up, with {v1}. || I went into {theTopic} knowing nothing, on purpose.",
        "Here's day one of {theTopic}, unedited: [your first attempt, and what went wrong]. ++ I picked {theTopic} because {channels} posted about {it} {recently}. || No practice runs, no {topic} tutorials first.",
        "{TheTopic:subject}, day one, and I'm already nervous. [your first attempt, and what went wrong]. ++ Every {topic} beginner starts somewhere.",
        "First day trying {theTopic}, camera rolling. [your first attempt, and what went wrong]. ++ I had no {topic} plan at all.",
      ],
    },
    {
      direction: "Midweek: share what surprised you",
      onScreen: "Day 4",
      broll: "quick cuts of days two to four",
      lines: [
        "By day four, {theTopic:subject} had surprised me. [your midweek surprise]. ++ I did not expect that from {theTopic} this early.",
        "Midweek check-in on {theTopic}. [your midweek surprise]. ++ Three more days of {theTopic} to go.",
        "Halfway through my {topic} week. [your midweek surprise]. ++ The {topic} middle is where most people quit.",
        "Day four. Something shifted with {theTopic}. [your midweek surprise]. ++ I almost skipped this {topic} day.",
      ],
    },
    {
      direction: "Day seven: show the honest result",
      onScreen: "Day 7",
      broll: "day-seven footage next to day one",
      lines: [
        "Day seven. Here's what a week of {theTopic} actually did: [your honest result after seven days]. ++ One week isn't forever, but it's an honest look at {theTopic:name}.",
        "Seven days of {theTopic}, and the honest result is this. [your honest result after seven days]. ++ No edits, no cherry-picked {topic} days.",
        "A full week of {theTopic}, done. [your honest result after seven days]. ++ Honestly, the {topic} result surprised me.",
        "Last day of my {topic} week. [your honest result after seven days]. ++ Seven {topic} days went faster than I thought they would.",
      ],
    },
    {
      direction: "Say whether you'll keep doing it",
      onScreen: "Keep or quit?",
      broll: "face to camera, relaxed",
      lines: [
        "{Is:verb} {theTopic:subject} staying in my routine? [your yes or no, and why]. ++ Check back in a month for the {topic} update.",
        "Am I sticking with {theTopic}? [your yes or no, and why]. ++ That's the honest end of my {topic} week.",
        "Will I keep up {theTopic:name}? [your yes or no, and why]. ++ Ask me again about {theTopic} next month.",
        "Keep or quit {theTopic}? [your yes or no, and why]. ++ There's no wrong answer with {theTopic}, only an honest one, and I'd rather tell you how the week really went than sell you a new habit.",
      ],
    },
  ],
  setups: [
    "{Channels} posted about {theTopic} {recently}, so I gave {it} a proper try. ++ Seven days of {theTopic}, filmed every day.",
    "I kept seeing {theTopic}, so I gave {it} a proper week. ++ I filmed every {topic} day, even the boring ones.",
    "I wanted to know if {theTopic:subject} {holds:verb} up past the first day. ++ So I committed to a full {topic} week.",
    "One week, no skipping, just me and {theTopic}. ++ I kept a note of every {topic} day, good and bad.",
  ],
  payoffs: [
    "That's one honest week of {theTopic}, good parts and bad. ++ That's what a week of {theTopic} looks like without the highlight reel.",
    "Seven days, one honest {topic} verdict. ++ One week won't tell you everything about {theTopic}, but seven days tell you a lot.",
    "So that was my week with {theTopic}. ++ Day seven felt nothing like day one of my {topic} week.",
    "That's {theTopic} after a full week, no skipped days. ++ Your {topic} week will look different, and that's the point.",
  ],
  ctas: [
    {
      text: "Follow to see if I'm still doing {theTopic} a month from now.",
      onScreen: "Follow for the update",
    },
    {
      text: "Should I do another week of {theTopic}? Tell me below.",
      onScreen: "Another week? 👇",
    },
    {
      text: "Try a week of {theTopic} with me and report back.",
      onScreen: "Try it with me",
    },
    {
      text: "What should my next week-long try be, after {theTopic}?",
      onScreen: "What next? 👇",
    },
  ],
};
