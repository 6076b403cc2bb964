// The taste test format: its hook frames, outline steps, and every line its scripts say.
import type { FormatOf } from "./types";

export const TASTE_TEST: FormatOf<"taste-test"> = {
  id: "taste-test",
  angle: "taste test",
  needs: [],
  suits: ["emerging", "accelerating", "peaking"],
  kinds: ["dish"],
  reach: 1.15,
  hooks: [
    {
      id: "tt-so",
      text: "I tried {theTopic} so you don't waste your money.",
    },
    {
      id: "tt-good",
      text: "{Is:verb} {theTopic:subject} actually good? Honest taste test.",
    },
    {
      id: "tt-rate",
      text: "Rating {theTopic} out of ten, no sponsor.",
    },
    {
      id: "tt-first",
      text: "First time trying {theTopic}. Real reaction.",
    },
  ],
  steps: [
    {
      direction: "Show {theTopic} up close before the first taste",
      onScreen: "First look",
      broll: "macro shot, slow push-in",
      lines: [
        "This is {theTopic}, up close. [your first impression of how {it:subject} {looks:verb} and {smells:verb}]. ++ If you've seen '{t1}' from {c1}, you know why everyone's trying {it}. || I've wanted to try {theTopic} since {it:subject} started showing up everywhere.",
        "Before I taste {theTopic}, look at {it}: [your first impression of how {it:subject} {looks:verb} and {smells:verb}]. ++ {Channels} posted about {theTopic} {recently}, so expectations are high. || Expectations for {theTopic} are high, so let's see.",
        "Okay, {theTopic:name}, first impressions. [your first impression of how {it:subject} {looks:verb} and {smells:verb}]. ++ Looks matter, but the {topic} taste matters more.",
        "Let me just look at {theTopic} for a second. [your first impression of how {it:subject} {looks:verb} and {smells:verb}]. ++ Already better looking than I expected from {theTopic}.",
      ],
    },
    {
      direction: "Take the first taste and react honestly",
      onScreen: "First taste",
      broll: "the first bite, real reaction, no cut",
      lines: [
        "First taste of {theTopic}. Okay. [your honest first reaction]. ++ Give me a second with this {topic} bite.",
        "Okay, {theTopic:name}, moment of truth. [your honest first reaction]. ++ Honestly, that {topic} reaction was real.",
        "Here goes, {theTopic}, first bite. [your honest first reaction]. ++ I did not plan that face for {theTopic}.",
        "No more stalling with {theTopic}. [your honest first reaction]. ++ That first {topic} bite told me a lot.",
      ],
    },
    {
      direction: "Compare it with what you'd normally have",
      onScreen: "Vs my usual",
      broll: "both side by side on the counter",
      lines: [
        "Now {theTopic:subject} {goes:verb} up against my usual pick. [your comparison with what you normally have]. ++ Fair fight: same day, same setup, the {topic} taste test against the usual.",
        "So how {does:verb} {theTopic:subject} stack up against my usual? [your comparison with what you normally have]. ++ That's the real test for {theTopic}, not the first bite.",
        "Against my usual, {theTopic:subject} {has:verb} a lot to prove. [your comparison with what you normally have]. ++ The usual has years on the {topic} newcomer.",
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
        "Out of ten, {theTopic:subject} {gets:verb} this. [your score out of ten, and the one reason]. ++ Fight me on that {topic} score in the comments.",
      ],
    },
  ],
  setups: [
    "'{t1}' from {c1} has {v1}, so I had to try {theTopic} myself. ++ No sponsor, no second take on {theTopic}.",
    "Everyone's been trying {theTopic}, so I finally did too. ++ I'm going into {theTopic} with zero expectations.",
    "I bought {theTopic} with my own money, so this is an honest one. ++ Nobody paid me to say nice things about {theTopic}.",
    "My feed won't stop showing me {theTopic}, so let's settle this. ++ Hype or not, the {topic} taste decides.",
  ],
  payoffs: [
    "That's {theTopic}, tasted honestly, no sponsor. ++ Your taste may differ, but that's my honest {topic} score.",
    "So that's my honest {topic} verdict. ++ Try {theTopic} before you trust anyone's score, mine included.",
    "So {is:verb} {theTopic:subject} worth the hype? Now you know my {topic} answer. ++ The {topic} hype and the taste aren't always the same.",
    "That's {theTopic}, one honest tasting later. ++ I'd happily try the {topic} trend again, with tweaks.",
  ],
  ctas: [
    {
      text: "Tell me what I should taste after {theTopic}.",
      onScreen: "What should I try next?",
    },
    {
      text: "Have you tried {theTopic}? Score {it} below.",
      onScreen: "Your score? 👇",
    },
    {
      text: "Would you try {theTopic}? Yes or no below.",
      onScreen: "Yes or no? 👇",
    },
    {
      text: "Tag the friend who needs to try {theTopic} with you.",
      onScreen: "Tag a friend",
    },
  ],
};
