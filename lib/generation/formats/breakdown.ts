// The top-video breakdown format: its hook frames, outline steps, and every line its scripts say.
import type { FormatOf } from "./types";

export const BREAKDOWN: FormatOf<"breakdown"> = {
  id: "breakdown",
  angle: "top-video breakdown",
  needs: ["top2"],
  suits: ["accelerating", "peaking", "saturated"],
  kinds: "any",
  reach: 1.05,
  hooks: [
    {
      id: "bd-watch",
      text: "I watched the top {topic} videos so you don't have to.",
    },
    {
      id: "bd-common",
      text: "What the most-watched {topic} videos have in common.",
    },
    {
      id: "bd-why",
      text: "Why these {topic} videos blew up.",
    },
  ],
  steps: [
    {
      direction: "Show the most-watched {topic} video and its numbers",
      onScreen: "The biggest one",
      broll: "screen recording of {c1s} video, view count visible",
      lines: [
        "The biggest {topic} video right now is {c1s} '{t1}', with {v1}. [your read on its first three seconds]. ++ That's a lot of views for one {topic} video.",
        "Start with the top one: '{t1}' from {c1}. That's {v1}. [your read on its first three seconds]. ++ Watch the first three seconds of that {topic} video twice.",
        "The biggest {topic} video I found: [your pick, and what it does in the first three seconds]. ++ Watch the first three seconds of that {topic} video twice.",
      ],
    },
    {
      direction: "Show the runner-up and what it does differently",
      onScreen: "The runner-up",
      broll: "screen recording of {c2s} video next to the first",
      lines: [
        "Then there's '{t2}' by {c2}, at {v2}. [your read on what it does differently]. ++ Two different channels, same {topic} trend, both pulling real numbers.",
        "Number two is {c2s} '{t2}', with {v2}. [your read on what it does differently]. ++ Different channel, same {topic} trend, and it still works.",
        "The runner-up among the {topic} videos: [your pick, and what it does differently]. ++ Different channel, same {topic} trend, and it still works.",
      ],
    },
    {
      direction: "Name the pattern they share",
      onScreen: "The pattern",
      broll: "both videos side by side, the pattern circled",
      lines: [
        "Put them side by side and the {topic} pattern jumps out. See it? [your pattern, in one line]. ++ And it's not a fluke: {channels} posted about {theTopic:name} {recently}.",
        "What the top {topic} videos share: [your pattern, in one line]. ++ Once you see that {topic} pattern, you can't unsee it.",
        "Every top {topic} video does the same thing. [your pattern, in one line]. ++ It's simple, and most {topic} creators still miss it.",
      ],
    },
    {
      direction: "Say how you'd use that pattern yourself",
      onScreen: "My version",
      broll: "face to camera, sketching the plan",
      lines: [
        "Here's how I'd use that in my own {topic} video. [your plan, in one line]. ++ Copy the pattern, not the {topic} video itself.",
        "So my next {topic} video steals exactly that: [your plan, in one line]. ++ I'll report back on how that {topic} video does.",
        "Next time I film {theTopic}, I'm doing this. [your plan, in one line]. ++ Hold me to this {topic} plan, I'll post the result.",
      ],
    },
  ],
  setups: [
    "I went through the most-watched {topic} videos of {lastSpan}. ++ Between them they've got {v1} and counting.",
    "I went through the {topic} videos everyone's sharing right now. ++ Same {topic} trend, very different openings.",
    "Why do some {topic} videos blow up while others stall? ++ I pulled apart the winners to find the {topic} answer.",
  ],
  payoffs: [
    "That's the {topic} formula, straight from the videos that are winning. ++ Use the {topic} pattern, and make it yours.",
    "Same pattern, every top {topic} video. ++ Now you know what the winning {topic} videos know.",
    "So the best {topic} videos aren't lucky, they're built. ++ Build your next {topic} video the same way.",
  ],
  ctas: [
    {
      text: "Save this before you film your own {topic} video.",
      onScreen: "Save before you film",
    },
    {
      text: "Follow, and I'll break down the next {topic} video that blows up.",
      onScreen: "Follow for the next breakdown",
    },
    {
      text: "Send me {a} {topic} video you want broken down next.",
      onScreen: "Send me one",
    },
  ],
};
