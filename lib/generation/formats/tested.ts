// The tested format: a question a trend's posts ask ({asked}: the second one, or the first again)
// answered by trying it on camera rather than from the creator's head. With the answer format it
// makes two ideas from what people ask. Offered only when the posts asked one (the trend's story).
import type { FormatOf } from "./types";

export const TESTED: FormatOf<"tested"> = {
  id: "tested",
  angle: "question tested on camera",
  needs: ["asked"],
  suits: ["emerging", "accelerating", "peaking", "saturated", "declining"],
  kinds: "any",
  reach: 1.1,
  hooks: [
    { id: "te-tested", text: "'{asked}' I tested it so you don't have to." },
    { id: "te-find", text: "You keep asking '{asked}' So I tried it on camera." },
    { id: "te-proof", text: "'{asked}' Don't take anyone's word for it. Watch." },
  ],
  steps: [
    {
      direction: "Read out the question people ask",
      onScreen: "The question",
      broll: "the question typed over {topic} footage",
      lines: [
        "This question keeps coming up in {topic} {items}: '{asked}' ++ So instead of guessing about {theTopic}, I tested it.",
        "The {topic} question I get most: '{asked}' ++ Let's find out with {theTopic} in front of us.",
        "Everyone keeps asking about {theTopic}: '{asked}' ++ I tested it instead of guessing about {theTopic}.",
      ],
    },
    {
      direction: "Set up a fair test on camera",
      onScreen: "The test",
      broll: "setting up {theTopic} for the test",
      lines: [
        "Here's the {topic} test: [your setup, and how you keep it fair]. ++ Same conditions for everything, no {topic} tricks.",
        "To test it with {theTopic}: [your way of testing it, in one line]. ++ Simple enough for anyone into {topic} to repeat.",
        "How I'm testing {theTopic}: [your setup, one line]. ++ Fair {topic} test, nothing hidden.",
      ],
    },
    {
      direction: "Show the result as it happened",
      onScreen: "Result",
      broll: "the result, unedited, with {theTopic}",
      lines: [
        "And here's what happened with {theTopic}: [your result, shown as it happened]. ++ No cuts on this {topic} result.",
        "The result for {theTopic}: [your result, with the number you measured]. ++ Not what most {topic} {items} claim.",
        "Result time for {theTopic}: [your result, with what you measured]. ++ That's the {topic} result, unedited.",
      ],
    },
    {
      direction: "Answer the question from the result",
      onScreen: "The answer",
      broll: "face to camera",
      lines: [
        "So, the answer for {theTopic}: [your answer, straight from the result]. ++ Now you've seen the {topic} proof.",
        "From that test, my answer on {theTopic} is [your answer]. ++ Try the same {topic} test yourself.",
        "Answer, from the {topic} test: [your answer in one sentence]. ++ Now you don't have to guess about {theTopic}.",
      ],
    },
  ],
  setups: [
    "People keep asking this about {theTopic}, so I stopped guessing and tested it. ++ Here's the {topic} test.",
    "The {topic} comments are full of this question. ++ One test, one straight answer on {theTopic}.",
    "I could tell you what I think about {theTopic}, or I could show you. ++ Here's the {topic} test.",
  ],
  payoffs: [
    "So that's the question answered, with proof, for {theTopic}. ++ Save it for the next {topic} debate.",
    "That's the {topic} answer, tested. ++ Your {topic} results may differ a little.",
    "And that's what the test says about {theTopic}. ++ No guessing needed in {topic} anymore.",
  ],
  ctas: [
    { text: "What should I test on {theTopic} next? Tell me below.", onScreen: "Next test? 👇" },
    { text: "Follow for more {topic} questions, tested.", onScreen: "Follow for more tests" },
    { text: "Send this to the friend who asked about {theTopic}.", onScreen: "Send this to a friend" },
  ],
};
