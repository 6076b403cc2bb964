// The mistake fix format: its hook frames, outline steps, and every line its scripts say.
import type { FormatOf } from "./types";

export const MISTAKE: FormatOf<"mistake"> = {
  id: "mistake",
  angle: "mistake fix",
  needs: [],
  suits: ["peaking", "saturated", "declining"],
  kinds: ["dish", "product", "app", "technique", "made", "idea"],
  reach: 1,
  hooks: [
    {
      id: "mi-all",
      text: "The {topic} mistake almost everyone makes.",
    },
    {
      id: "mi-not",
      text: "If {theTopic:subject} {isn't:verb} working for you, it's probably this.",
    },
    {
      id: "mi-stop",
      text: "Stop doing this with {theTopic}.",
    },
    {
      id: "mi-check",
      text: "{TheTopic:subject} going wrong? Check this first.",
    },
  ],
  steps: [
    {
      direction: "Show the mistake in action",
      onScreen: "The mistake",
      broll: "the mistake on camera, red cross overlay",
      lines: [
        "Here's the {topic} mistake I see all the time. Look. [your most common {topic} mistake, shown on camera]. ++ With {growthX} as many {topic} {items} a day as {before}, plenty of people are making it right now. || It's easy to miss if you're new to {theTopic:name}.",
        "This is where {theTopic:subject} {goes:verb} wrong for most people: [your most common {topic} mistake, shown on camera]. ++ If you're new to {theTopic}, you've probably done this.",
        "Watch closely, this {topic} mistake hides in plain sight. [your most common {topic} mistake, shown on camera]. ++ I made this {topic} mistake for ages.",
        "Everyone new to {theTopic} does this. [your most common {topic} mistake, shown on camera]. ++ Nobody warns you about this {topic} habit.",
      ],
    },
    {
      direction: "Explain why it ruins the result",
      onScreen: "Why it matters",
      broll: "close-up of the bad result",
      lines: [
        "Why does it matter for {theTopic:name}? [your explanation of what it costs you]. ++ Small mistake, big {topic} difference.",
        "It looks small, but it wrecks {theTopic:name}: [your explanation of what it costs you]. ++ That's why this {topic} mistake is worth a whole video.",
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
        "Here's how I fix it when I do {theTopic:name}. [your fix, step by step]. ++ It takes practice, but the {topic} fix sticks once you've got it.",
        "Fixing it with {theTopic:name} is simple. [your fix, step by step]. ++ Simple, but not obvious, like most {topic} fixes.",
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
  setups: [
    "With {growthX} as many {topic} {items} a day as {before}, a lot of people are trying {it} for the first time. ++ And one {topic} mistake keeps coming up.",
    "A lot of people are trying {theTopic} for the first time right now. ++ Most of them trip over the same {topic} problem.",
    "I keep seeing the same {topic} problem in the comments. ++ It's one {topic} mistake, and it's fixable.",
    "I made this {topic} mistake for months before anyone told me. ++ Let me save you those {topic} months.",
  ],
  payoffs: [
    "That's the {topic} mistake, and the fix, side by side. ++ Fix it once, and {theTopic:subject} {gets:verb} easier from there.",
    "One change, and {theTopic:subject} {works:verb} the way {it:subject} should. ++ Small {topic} fixes like this add up fast.",
    "So if your {topic} attempts keep going wrong, start there. ++ Nine times out of ten, that's the {topic} problem.",
    "That's the fix I wish I'd known on day one of {theTopic}. ++ Now you know it before your first {topic} attempt.",
  ],
  ctas: [
    {
      text: "Send this to someone who's making that {topic} mistake right now.",
      onScreen: "Send this to a friend",
    },
    {
      text: "Save this before your next {topic} attempt.",
      onScreen: "Save this",
    },
    {
      text: "What other {topic} mistake should I fix next? Comment below.",
      onScreen: "Which mistake next? 👇",
    },
    {
      text: "Follow for one {topic} fix a week.",
      onScreen: "Follow for fixes",
    },
  ],
};
