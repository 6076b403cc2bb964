// Formats carried by what the camera shows: tutorials, taste tests, a week's diary and head-to-head
// tests (a change you can see, fixed or timed or revealed, is in change.ts).
import type { Format } from "./types";

export const SHOW_FORMATS: Format[] = [
  {
    id: "tutorial",
    angle: "tutorial",
    needs: [],
    suits: ["emerging", "saturated", "peaking"],
    kinds: ["dish", "product", "app", "technique", "made"],
    reach: 0.85,
    hooks: [
      { id: "tu-right", text: "How to get {theTopic} right the first time." },
      { id: "tu-begin", text: "{TheTopic} for total beginners, step by step." },
      { id: "tu-need", text: "Everything you need for {theTopic}, in order." },
      { id: "tu-easy", text: "The easiest way into {theTopic}, start to finish." },
    ],
    steps: [
      {
        direction: "Show everything you need for {theTopic}",
        onScreen: "What you need",
        broll: "top-down flat lay of everything you use",
        lines: [
          "Here's everything you need for {theTopic}. [your kit, item by item]. ++ Lay it all out before you start, so {theTopic} doesn't stall halfway.",
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
          "Here's where {theTopic} usually goes wrong: [your step that needs the most care]. ++ Watch this {topic} step twice if you need to.",
          "This is the {topic} step I rushed the first time. [your step that needs patience, and why]. ++ Learn from my {topic} impatience.",
          "Slow down here, because {theTopic} punishes hurry. [your step that needs the most care]. ++ Ten extra seconds here saves the whole {topic} attempt.",
        ],
      },
      {
        direction: "Reveal the finished result",
        onScreen: "The result",
        broll: "slow reveal of the finished result",
        lines: [
          "And here's how my {topic} attempt turned out. [your result, described as you reveal it]. ++ No {topic} tricks added beyond these steps.",
          "Done. This is what {theTopic} looks like done right: [your result, described as you reveal it]. ++ Pause here if you want to compare your {topic} result.",
          "Finished, and here's my {topic} result. [your result, described as you reveal it]. ++ Not bad for one {topic} afternoon.",
          "Time for the {topic} reveal. [your result, described as you reveal it]. ++ Yours will look different, and that's the fun of {theTopic}.",
        ],
      },
    ],
  },
  {
    id: "taste-test",
    angle: "taste test",
    needs: [],
    suits: ["emerging", "accelerating", "peaking"],
    kinds: ["dish"],
    reach: 1.15,
    hooks: [
      { id: "tt-so", text: "I tried {theTopic} so you don't waste your money." },
      { id: "tt-good", text: "Is {theTopic} actually good? Honest taste test." },
      { id: "tt-rate", text: "Rating {theTopic} out of ten, no sponsor." },
      { id: "tt-first", text: "First time trying {theTopic}. Real reaction." },
    ],
    steps: [
      {
        direction: "Show {theTopic} up close before the first taste",
        onScreen: "First look",
        broll: "macro shot, slow push-in",
        lines: [
          "This is {theTopic}, up close. [your first impression of how it looks and smells]. ++ If you've seen '{t1}' from {c1}, you know why everyone's trying it. || I've wanted to try {theTopic} since it started showing up everywhere.",
          "Before I taste {theTopic}, look at it: [your first impression of how it looks and smells]. ++ {Channels} posted about {theTopic} {recently}, so expectations are high. || Expectations for {theTopic} are high, so let's see.",
          "Okay, {theTopic}, first impressions. [your first impression of how it looks and smells]. ++ Looks matter, but the {topic} taste matters more.",
          "Let me just look at {theTopic} for a second. [your first impression of how it looks and smells]. ++ Already better looking than I expected from {theTopic}.",
        ],
      },
      {
        direction: "Take the first taste and react honestly",
        onScreen: "First taste",
        broll: "the first bite, real reaction, no cut",
        lines: [
          "First taste of {theTopic}. Okay. [your honest first reaction]. ++ Give me a second with this {topic} bite.",
          "Okay, {theTopic}, moment of truth. [your honest first reaction]. ++ Honestly, that {topic} reaction was real.",
          "Here goes, {theTopic}, first bite. [your honest first reaction]. ++ I did not plan that face for {theTopic}.",
          "No more stalling with {theTopic}. [your honest first reaction]. ++ That first {topic} bite told me a lot.",
        ],
      },
      {
        direction: "Compare it with what you'd normally have",
        onScreen: "Vs my usual",
        broll: "both side by side on the counter",
        lines: [
          "Now {theTopic} goes up against my usual pick. [your comparison with what you normally have]. ++ Fair fight: same day, same setup, the {topic} taste test against the usual.",
          "So how does {theTopic} stack up against my usual? [your comparison with what you normally have]. ++ That's the real test for {theTopic}, not the first bite.",
          "Against my usual, {theTopic} has a lot to prove. [your comparison with what you normally have]. ++ The usual has years on the {topic} newcomer.",
          "Side by side, {theTopic} and the thing I normally buy. [your comparison with what you normally have]. ++ That difference is the whole {topic} story.",
        ],
      },
      {
        direction: "Give it a score out of ten",
        onScreen: "Score: ?/10",
        broll: "hold the score up to the lens",
        lines: [
          "My score for {theTopic}: [your score out of ten, and the one reason]. ++ Would I buy {theTopic} again? That {topic} score says it all.",
          "Final verdict on {theTopic}. [your score out of ten, and the one reason]. ++ Remember, that's one honest {topic} tasting, not an ad.",
          "Score time for {theTopic}. [your score out of ten, and the one reason]. ++ That's a fair {topic} number, I think.",
          "Out of ten, {theTopic} gets this. [your score out of ten, and the one reason]. ++ Fight me on that {topic} score in the comments.",
        ],
      },
    ],
  },
  {
    id: "diary",
    angle: "one-week diary",
    needs: [],
    suits: ["emerging", "accelerating"],
    kinds: ["dish", "product", "app", "technique", "made"],
    reach: 1.15,
    hooks: [
      { id: "di-week", text: "I tried {theTopic} for a week. Honest results." },
      { id: "di-day1", text: "Day one of {theTopic} as a complete beginner." },
      { id: "di-seven", text: "I gave {theTopic} seven days to impress me." },
      { id: "di-what", text: "A week of {theTopic}: here's what actually changed." },
    ],
    steps: [
      {
        direction: "Day one: film your first attempt at {theTopic}",
        onScreen: "Day 1",
        broll: "day-one footage, date stamp on screen",
        lines: [
          "Day one of {theTopic}. [your first attempt, and what went wrong]. ++ I only started because '{t1}' by {c1} kept showing up, with {v1}. || I went into {theTopic} knowing nothing, on purpose.",
          "Here's day one of {theTopic}, unedited: [your first attempt, and what went wrong]. ++ I picked {theTopic} because {channels} posted about it {recently}. || No practice runs, no {topic} tutorials first.",
          "{TheTopic}, day one, and I'm already nervous. [your first attempt, and what went wrong]. ++ Every {topic} beginner starts somewhere.",
          "First day trying {theTopic}, camera rolling. [your first attempt, and what went wrong]. ++ I had no {topic} plan at all.",
        ],
      },
      {
        direction: "Midweek: share what surprised you",
        onScreen: "Day 4",
        broll: "quick cuts of days two to four",
        lines: [
          "By day four, {theTopic} had surprised me. [your midweek surprise]. ++ I did not expect that from {theTopic} this early.",
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
          "Day seven. Here's what a week of {theTopic} actually did: [your honest result after seven days]. ++ One week isn't forever, but it's an honest look at {theTopic}.",
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
          "Is {theTopic} staying in my routine? [your yes or no, and why]. ++ Check back in a month for the {topic} update.",
          "Am I sticking with {theTopic}? [your yes or no, and why]. ++ That's the honest end of my {topic} week.",
          "Will I keep up {theTopic}? [your yes or no, and why]. ++ Ask me again about {theTopic} next month.",
          "Keep or quit {theTopic}? [your yes or no, and why]. ++ There's no wrong answer with {theTopic}, only an honest one, and I'd rather tell you how the week really went than sell you a new habit.",
        ],
      },
    ],
  },
  {
    id: "head-to-head",
    angle: "head-to-head test",
    needs: ["top2"],
    suits: ["peaking", "saturated", "accelerating"],
    kinds: ["dish", "product", "app", "technique", "made"],
    reach: 1.05,
    hooks: [
      { id: "hh-two", text: "I tested the two biggest {topic} videos against each other." },
      { id: "hh-who", text: "{c1} vs {c2}: whose {topic} method actually works?" },
      { id: "hh-one", text: "Two viral {topic} methods. One clear winner." },
    ],
    steps: [
      {
        direction: "Show the first method and who made it",
        onScreen: "Method 1: {c1}",
        broll: "screen recording of {c1s} video, title visible",
        lines: [
          "Method one is from {c1}: '{t1}', with {v1}. [your summary of their method]. ++ Keep that first {topic} method in mind.",
          "First up, {c1s} '{t1}'. It has {v1}, and the method goes like this: [your summary of their method]. ++ Simple enough on paper, as {topic} methods go.",
          "First {topic} method up. [your first method, and where you found it]. ++ Keep that first {topic} method in mind.",
        ],
      },
      {
        direction: "Show the second method next to it",
        onScreen: "Method 2: {c2}",
        broll: "split screen of both videos",
        lines: [
          "Method two is {c2s} '{t2}', at {v2}. [your summary of how it differs]. ++ Same {topic} goal, two different routes.",
          "Then there's '{t2}' from {c2}, sitting at {v2}. [your summary of how it differs]. ++ Both can't be the best way to do {theTopic}.",
          "Second {topic} method up. [your second method, and how it differs]. ++ Same {topic} goal, two different routes.",
        ],
      },
      {
        direction: "Run the same test on both",
        onScreen: "Same test",
        broll: "both attempts side by side, same angle",
        lines: [
          "Same test for both {topic} methods. [your test, and what happened]. ++ Same conditions for both, so the {topic} result is fair.",
          "To keep it fair, both {topic} methods get the same test: [your test, and what happened]. ++ That's the only way a {topic} comparison means anything.",
          "Now the fair part, the {topic} test. [your test, and what happened]. ++ No favourites in this {topic} test.",
          "Both {topic} methods, one test, side by side. [your test, and what happened]. ++ I ran the {topic} test twice to be sure, same result both times.",
        ],
      },
      {
        direction: "Name the winner and why",
        onScreen: "Winner",
        broll: "hold up the winner, face to camera",
        lines: [
          "And the {topic} winner is clear. [your winner, and the one reason it won]. ++ Both {topic} videos are worth watching, but only one method won my test.",
          "For me, one {topic} method came out on top: [your winner, and the one reason it won]. ++ Try both {topic} methods and see if you agree.",
          "The {topic} winner, for me, is obvious. [your winner, and the one reason it won]. ++ The losing {topic} method still has its uses, just not for me.",
        ],
      },
    ],
  },
];
