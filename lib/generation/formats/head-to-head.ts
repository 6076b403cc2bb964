// The head-to-head test format: its hook frames, outline steps, and every line its scripts say.
// Two videos' takes on one topic, put to the same test: a recipe, a technique, a build or a
// product review alike, so a line says "take", never "method" (a keyboard has no method).
import type { FormatOf } from "./types";

export const HEAD_TO_HEAD: FormatOf<"head-to-head"> = {
  id: "head-to-head",
  angle: "head-to-head test",
  needs: ["top2"],
  suits: ["peaking", "saturated", "accelerating"],
  kinds: ["dish", "product", "app", "technique", "made"],
  reach: 1.05,
  hooks: [
    {
      id: "hh-two",
      text: "I tested the two biggest {topic} videos against each other.",
    },
    {
      id: "hh-who",
      text: "{c1} vs {c2}: whose {topic} take holds up?",
    },
    {
      id: "hh-one",
      text: "Two viral {topic} takes. One clear winner.",
    },
  ],
  steps: [
    {
      direction: "Show the first take and who made it",
      onScreen: "Take 1: {c1}",
      broll: "screen recording of {c1s} video, title visible",
      lines: [
        "The first take is from {c1}: '{t1}', with {v1}. [your summary of their take]. ++ Keep that first {topic} take in mind.",
        "First up, {c1s} '{t1}'. It has {v1}, and their take goes like this: [your summary of their take]. ++ Simple enough on paper, as {topic} takes go.",
        "First {topic} take up. [your first take, and where you found it]. ++ Keep that first {topic} take in mind.",
      ],
    },
    {
      direction: "Show the second take next to it",
      onScreen: "Take 2: {c2}",
      broll: "split screen of both videos",
      lines: [
        "The second take is {c2s} '{t2}', at {v2}. [your summary of how it differs]. ++ Same {topic} goal, two different routes.",
        "Then there's '{t2}' from {c2}, sitting at {v2}. [your summary of how it differs]. ++ They can't both be right about {theTopic}.",
        "Second {topic} take up. [your second take, and how it differs]. ++ Same {topic} goal, two different routes.",
      ],
    },
    {
      direction: "Run the same test on both",
      onScreen: "Same test",
      broll: "both attempts side by side, same angle",
      lines: [
        "Same test for both {topic} takes. [your test, and what happened]. ++ Same conditions for both, so the {topic} result is fair.",
        "To keep it fair, both {topic} takes get the same test: [your test, and what happened]. ++ That's the only way {a} {topic} comparison means anything.",
        "Now the fair part, the {topic} test. [your test, and what happened]. ++ No favourites in this {topic} test.",
        "Both {topic} takes, one test, side by side. [your test, and what happened]. ++ I ran the {topic} test twice to be sure, same result both times.",
      ],
    },
    {
      direction: "Name the winner and why",
      onScreen: "Winner",
      broll: "hold up the winner, face to camera",
      lines: [
        "And the {topic} winner is clear. [your winner, and the one reason it won]. ++ Both {topic} videos are worth watching, but only one take won my test.",
        "For me, one {topic} take came out on top: [your winner, and the one reason it won]. ++ Try both {topic} takes and see if you agree.",
        "The {topic} winner, for me, is obvious. [your winner, and the one reason it won]. ++ The losing {topic} take still has its uses, just not for me.",
      ],
    },
  ],
  setups: [
    "Two {topic} videos are leading right now, one from {c1} and one from {c2}. ++ Same {topic} trend, two different takes.",
    "There are two takes on {theTopic} everywhere right now, so I tested both. ++ Same test, same day, two {topic} takes.",
    "Two {topic} takes keep fighting in my comments. ++ I set up a fair {topic} fight to end it.",
  ],
  payoffs: [
    "Two {topic} takes, one test, and a clear answer. ++ Both {topic} takes have fans, and now you know why one won for me.",
    "That settles the {topic} debate, for me at least. ++ Your {topic} setup might flip the result, so test it.",
    "So that's the {topic} showdown, done fairly. ++ The {topic} winner surprised me, honestly.",
  ],
  ctas: [
    {
      text: "Which {topic} take would you pick? Comment one or two.",
      onScreen: "Take 1 or 2? 👇",
    },
    {
      text: "Follow, and send me the next two {topic} takes to test.",
      onScreen: "Send me the next two",
    },
    {
      text: "Run the same {topic} test at home and tell me your winner.",
      onScreen: "Your winner? 👇",
    },
  ],
};
