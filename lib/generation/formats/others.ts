// Formats built on what others already made, or on what you learned: a borrowed angle from another
// niche, a breakdown of the top videos, ranked tips.
import type { Format } from "./types";

export const OTHERS_FORMATS: Format[] = [
  {
    id: "borrowed",
    angle: "borrowed angle",
    needs: ["adjacent"],
    suits: ["emerging", "accelerating", "peaking", "saturated", "declining"],
    kinds: "any",
    reach: 1.0,
    hooks: [
      { id: "bo-steal", text: "{From} is all over {theTopic}. {Niche} should steal it." },
      { id: "bo-borrow", text: "Borrowing {theTopic} from {from}, for {niche}." },
      { id: "bo-learn", text: "What {niche} can learn from the {topic} trend in {from}." },
      { id: "bo-started", text: "{TheTopic} started in {from}. Here's the {niche} version." },
      { id: "bo-meet", text: "{Niche}, meet {theTopic}. It's huge in {from}." },
    ],
    steps: [
      {
        direction: "Show what {from} creators are doing with {theTopic}",
        onScreen: "Borrowed from {from}",
        broll: "screen recording of a {from} video about {theTopic}",
        lines: [
          "Over in {from}, everyone's posting about {theTopic}. '{t1}' by {c1} has {v1}. ++ That many views on {theTopic} outside {niche} is a signal.",
          "{TheTopic} is a {from} trend. {C1s} '{t1}' alone has {v1}. ++ {From} got there first, but {niche} doesn't have to stay behind on {theTopic}.",
          "Over in {from}, {theTopic} is everywhere. [your favourite {topic} example from {from}]. ++ {From} got there first, but {niche} doesn't have to stay behind on {theTopic}.",
          "{TheTopic} is taking off outside {niche} right now. [your favourite {topic} example]. ++ Somebody else got there first, but {niche} doesn't have to stay behind on {theTopic}.",
        ],
      },
      {
        direction: "Show the numbers behind it",
        onScreen: "The numbers",
        broll: "chart of the rise",
        lines: [
          "That's {growthX} as many {topic} {items} a day as {before}, from {channels}. ++ And those {topic} {items} are coming from outside {niche}.",
          "Look at the numbers. {Channels} posted about {theTopic} {recently}. ++ Hardly any of those {topic} {items} are from {niche}.",
          "Here's why {theTopic} is worth borrowing. [your reason it would work for {niche}]. ++ Nobody in {niche} owns {theTopic} yet.",
        ],
      },
      {
        direction: "Translate {theTopic} to {niche}",
        onScreen: "The {niche} version",
        broll: "your {niche} setup, framed like the original",
        lines: [
          "Here's the {niche} version of {theTopic}: [your translation of {theTopic} to {niche}]. ++ Same idea, new audience, and that's why {theTopic} can work here.",
          "So what does {theTopic} look like in {niche}? [your translation of {theTopic} to {niche}]. ++ Keep the {topic} idea, change the setting.",
          "Bringing {theTopic} into {niche} looks like this. [your translation of {theTopic} to {niche}]. ++ The {topic} bones stay, the details change.",
        ],
      },
      {
        direction: "Film your {niche} take on it",
        onScreen: "My take",
        broll: "your own attempt, start to finish",
        lines: [
          "I tried the {niche} version of {theTopic}. [your result]. ++ That's one {niche} take on {theTopic}; I want to see yours.",
          "Here's my first {niche} attempt at {theTopic}: [your result]. ++ Rough around the edges, but that's how borrowing {theTopic} starts.",
          "My {niche} take on {theTopic}, first try. [your result]. ++ More {topic} experiments coming.",
        ],
      },
    ],
  },
  {
    id: "breakdown",
    angle: "top-video breakdown",
    needs: ["top2"],
    suits: ["accelerating", "peaking", "saturated"],
    kinds: "any",
    reach: 1.05,
    hooks: [
      { id: "bd-watch", text: "I watched the top {topic} videos so you don't have to." },
      { id: "bd-common", text: "What the most-watched {topic} videos have in common." },
      { id: "bd-why", text: "Why these {topic} videos blew up." },
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
          "Put them side by side and the {topic} pattern jumps out. See it? [your pattern, in one line]. ++ And it's not a fluke: {channels} posted about {theTopic} {recently}.",
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
  },
  {
    id: "ranked",
    angle: "ranked tips",
    needs: [],
    suits: ["peaking", "saturated"],
    kinds: "any",
    reach: 1.0,
    hooks: [
      { id: "rk-past", text: "Three {topic} tips I'd give my past self." },
      { id: "rk-rank", text: "Three {topic} lessons, ranked by how much they helped." },
      { id: "rk-wish", text: "Three things I wish I'd known before {theTopic}." },
    ],
    steps: [
      {
        direction: "Give your quickest {topic} win",
        onScreen: "#3: the quick win",
        broll: "quick demo, hands only",
        lines: [
          "Number three, the quick win with {theTopic}. [your quickest {topic} tip]. ++ Try that one the next time you do {theTopic}.",
          "Starting with the easy {topic} one: [your quickest {topic} tip]. ++ Small, but it changes how {theTopic} feels from day one.",
          "Tip three, the easy {topic} one. [your quickest {topic} tip]. ++ It costs nothing, and it takes seconds every time you do {theTopic}.",
        ],
      },
      {
        direction: "Give the tip most people skip",
        onScreen: "#2: the skipped one",
        broll: "close-up demo",
        lines: [
          "Number two, the {topic} tip people skip. [your most-skipped {topic} tip]. ++ It's boring, which is exactly why {theTopic} beginners skip it.",
          "The {topic} tip nobody mentions: [your most-skipped {topic} tip]. ++ Don't let how simple it sounds fool you about {theTopic}.",
          "Second, the {topic} tip everyone ignores. [your most-skipped {topic} tip]. ++ Ignore it and your {topic} progress stalls, no matter how hard you work.",
        ],
      },
      {
        direction: "Give the tip that changed everything",
        onScreen: "#1",
        broll: "slow motion on the result",
        lines: [
          "And number one, the {topic} tip that changed everything for me. [your biggest {topic} tip]. ++ If you only keep one {topic} tip, keep that one.",
          "The one {topic} tip I'd keep if I could only keep one: [your biggest {topic} tip]. ++ Everything else about {theTopic} builds on it.",
          "My top {topic} tip, and the one I'd never skip. [your biggest {topic} tip]. ++ This {topic} tip took me far too long to learn, so take it for free.",
        ],
      },
    ],
  },
];
