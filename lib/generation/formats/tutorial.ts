// The tutorial format: its hook frames, outline steps, and every line its scripts say.
import type { FormatOf } from "./types";

export const TUTORIAL: FormatOf<"tutorial"> = {
  id: "tutorial",
  angle: "tutorial",
  needs: [],
  suits: ["emerging", "saturated", "peaking"],
  kinds: ["dish", "product", "app", "technique", "made"],
  reach: 0.85,
  hooks: [
    {
      id: "tu-right",
      text: "How to get {theTopic} right the first time.",
    },
    {
      id: "tu-begin",
      text: "{TheTopic:subject} for total beginners, step by step.",
    },
    {
      id: "tu-need",
      text: "Everything you need for {theTopic}, in order.",
    },
    {
      id: "tu-easy",
      text: "The easiest way into {theTopic}, start to finish.",
    },
  ],
  steps: [
    {
      direction: "Show everything you need for {theTopic}",
      onScreen: "What you need",
      broll: "top-down flat lay of everything you use",
      lines: [
        "Here's everything you need for {theTopic}. [your kit, item by item]. ++ Lay everything out before you start, so nothing stalls halfway through {theTopic}.",
        "For {theTopic}, this is the whole kit: [your kit, item by item]. ++ Nothing on that {topic} list is there for show.",
        "Kit check before {theTopic}. [your kit, item by item]. ++ Skip one thing on the {topic} list and you'll feel it later.",
        "You don't need much for {theTopic}. [your kit, item by item]. ++ Cheaper {topic} tools work fine to start.",
      ],
    },
    {
      direction: "Walk through the first step slowly",
      onScreen: "Step 1",
      broll: "close-up of your hands, slowed down",
      lines: [
        "First, the {topic} basics, nice and slow. [your first step, shown slowly]. ++ Take this part slower than feels necessary: it's where most {topic} attempts go wrong.",
        "Start {theTopic} here. [your first step, shown slowly]. ++ Get this {topic} step right and the rest goes faster.",
        "We begin with the easy {topic} bit. [your first step, shown slowly]. ++ Rushing the {topic} opening costs you later.",
        "Go slowly with {theTopic} at first. [your first step, shown slowly]. ++ Watch my hands, not the {topic} clock.",
      ],
    },
    {
      direction: "Show the step most people rush",
      onScreen: "Don't rush this",
      broll: "side angle, timer on screen",
      lines: [
        "This is the {topic} step people rush. Don't. [your step that needs patience, and why]. ++ Give this part of the {topic} process twice the time you think it needs.",
        "Here's where {theTopic:subject} usually {goes:verb} wrong: [your step that needs the most care]. ++ Watch this {topic} step twice if you need to.",
        "This is the {topic} step I rushed the first time. [your step that needs patience, and why]. ++ Learn from my {topic} impatience.",
        "Slow down here, because {theTopic:subject} {punishes:verb} hurry. [your step that needs the most care]. ++ Ten extra seconds here saves the whole {topic} attempt.",
      ],
    },
    {
      direction: "Reveal the finished result",
      onScreen: "The result",
      broll: "slow reveal of the finished result",
      lines: [
        "And here's how my {topic} attempt turned out. [your result, described as you reveal it]. ++ No {topic} tricks added beyond these steps.",
        "Done. This is what {theTopic:subject} {looks:verb} like done right: [your result, described as you reveal it]. ++ Pause here if you want to compare your {topic} result.",
        "Finished, and here's my {topic} result. [your result, described as you reveal it]. ++ Not bad for one {topic} afternoon.",
        "Time for the {topic} reveal. [your result, described as you reveal it]. ++ Yours will look different, and that's the fun of {theTopic}.",
      ],
    },
  ],
  setups: [
    "{TheTopic:subject} {has:verb} {growthX} as many {items} a day as {before}, so let's do it properly. ++ The top one, '{t1}' from {c1}, has {v1}. || Nothing skipped, nothing assumed about {theTopic}.",
    "Let's do {theTopic} properly, from the very first step. ++ I'll go slower on {theTopic} than most people do.",
    "If you've been meaning to try {theTopic}, this is your sign, and your checklist. ++ Grab a pen, this {topic} checklist is short.",
    "I got {theTopic} wrong twice before it clicked, so here's the version that works. ++ Learn from my {topic} fails, not your own.",
  ],
  payoffs: [
    "And that's {theTopic}, start to finish, nothing skipped. ++ Your first {topic} attempt won't be perfect, and that's fine.",
    "That's the whole {topic} routine, done once, properly. ++ Do it twice and the {topic} steps stick.",
    "So that's how I do {theTopic}, every single time. ++ Copy the {topic} steps, then make them yours.",
    "And that's {theTopic:name}, easier than it looked at the start. ++ Practice beats talent with {theTopic}.",
  ],
  ctas: [
    {
      text: "Save this for your first {topic} attempt, and follow for part two.",
      onScreen: "Save for later",
    },
    {
      text: "Try {theTopic} this week and show me yours.",
      onScreen: "Show me yours",
    },
    {
      text: "Stuck on {a} {topic} step? Ask below.",
      onScreen: "Ask me 👇",
    },
    {
      text: "Follow for the next {topic} tutorial, a step harder.",
      onScreen: "Follow for part two",
    },
  ],
};
