// The myth-bust format: its hook frames, outline steps, and every line its scripts say.
import type { FormatOf } from "./types";

export const MYTH: FormatOf<"myth"> = {
  id: "myth",
  angle: "myth-bust",
  needs: [],
  suits: ["peaking", "saturated", "declining"],
  kinds: "any",
  reach: 0.95,
  hooks: [
    {
      id: "my-half",
      text: "Everything you've heard about {theTopic} is half true.",
    },
    {
      id: "my-stop",
      text: "Stop believing this about {theTopic}.",
    },
    {
      id: "my-told",
      text: "{TheTopic:subject} {doesn't:verb} work the way you've been told.",
    },
    {
      id: "my-big",
      text: "The biggest {topic} myth, busted.",
    },
  ],
  steps: [
    {
      direction: "Say the myth people repeat about {theTopic}",
      onScreen: "The myth",
      broll: "screenshots of comments repeating the myth, names blurred",
      lines: [
        "You've heard it about {theTopic:name} a hundred times: [your most-heard {topic} myth]. ++ With {channels} posting about {theTopic}, you'll hear that line again. || It's the first thing people say about {theTopic:name}.",
        "Here's the line everyone repeats about {theTopic}. [your most-heard {topic} myth]. ++ And with {growthX} as many {topic} {items} a day as {before}, it spreads fast. || New {topic} {items} keep repeating it.",
        "Everyone's heard this {topic} claim. [your most-heard {topic} myth]. ++ Maybe you've even said it about {theTopic:name} yourself.",
        "There's {a} {topic} myth I hear every single week. [your most-heard {topic} myth]. ++ It sounds so confident about {theTopic:name}.",
      ],
    },
    {
      direction: "Show why the myth sounds believable",
      onScreen: "Why people believe it",
      broll: "screen recording of a popular {topic} video, title visible",
      lines: [
        "And honestly, I get why the {topic} myth sticks. [your take on why it sounds right]. ++ It sounds like common sense, and that's exactly why the {topic} myth survives.",
        "To be fair, that {topic} myth didn't come from nowhere. [your take on where it comes from]. ++ A grain of truth is what makes {a} {topic} myth so hard to shake.",
        "The reason the {topic} myth spreads is simple. [your take on why it sounds right]. ++ Nobody stops to test the {topic} claim.",
        "I believed this {topic} myth too, for a while. [your take on why it sounds right]. ++ That's the trap with {theTopic}.",
      ],
    },
    {
      direction: "Show what's actually true",
      onScreen: "What's true",
      broll: "your own demo, close-up",
      lines: [
        "Here's what's actually true about {theTopic}. Watch. [your evidence, shown on camera]. ++ Don't take my word for it: try {theTopic:name} and watch for this yourself.",
        "What really happens with {theTopic} is simpler. [your demo of what's really true]. ++ Film it yourself and see if you get the same {topic} result.",
        "I tested the {topic} claim myself. [your evidence, shown on camera]. ++ The {topic} result speaks for itself.",
        "Watch what really happens with {theTopic}. [your demo of what's really true]. ++ No edits on this {topic} demo.",
      ],
    },
    {
      direction: "Sum up the truth in one line",
      onScreen: "The truth",
      broll: "face to camera, the line as text on screen",
      lines: [
        "So here's the truth about {theTopic}, in one line: [your one-line truth]. ++ Screenshot that before the next {topic} myth shows up.",
        "If you remember one thing about {theTopic}, remember this. [your one-line truth about {theTopic}]. ++ Everything else about {theTopic} is detail.",
        "Short version of the {topic} truth? [your one-line truth]. ++ Save that line for the next {topic} debate.",
        "So forget the {topic} myth and keep this. [your one-line truth about {theTopic}]. ++ That's the only {topic} rule that matters.",
      ],
    },
  ],
  setups: [
    "There are {growthX} as many {topic} {items} a day as {before}, and not all of them are right. ++ Let's sort the {topic} facts from the noise.",
    "There's a lot of noise about {theTopic} right now, and not all of that noise is true. ++ Some of what you've heard about {theTopic} is simply wrong.",
    "Half of what gets said about {theTopic} online needs a second look. ++ I checked the loudest {topic} claim so you don't have to.",
    "One claim about {theTopic} keeps getting repeated, and that claim drives me up the wall. ++ Time to put the {topic} record straight.",
  ],
  payoffs: [
    "So next time someone repeats that {topic} myth, you'll know. ++ Pass that on, because the {topic} myth won't correct itself.",
    "That's the {topic} myth, and what's actually going on. ++ The truth about {theTopic} is less dramatic, and more useful.",
    "Myth busted, at least for {theTopic}. ++ Keep an eye out for the next {topic} myth, there's always one.",
    "So believe what you see with {theTopic}, not what you hear. ++ Test the next {topic} claim yourself.",
  ],
  ctas: [
    {
      text: "Tell me which {topic} myth I should bust next.",
      onScreen: "Which myth next? 👇",
    },
    {
      text: "Save this for the next time someone gets {theTopic} wrong.",
      onScreen: "Save this",
    },
    {
      text: "Heard {a} {topic} claim that sounds off? Drop it below.",
      onScreen: "Drop a claim 👇",
    },
    {
      text: "Share this with whoever told you that about {theTopic}.",
      onScreen: "Share this",
    },
  ],
};
