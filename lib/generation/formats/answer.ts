// The answer format: a video that answers the question a trend's posts keep asking ("How loud is
// it?", "Is it worth it for a beginner?"). Offered only when the posts asked one (the trend's story).
import type { FormatOf } from "./types";

export const ANSWER: FormatOf<"answer"> = {
  id: "answer",
  angle: "answer video",
  needs: ["question"],
  suits: ["emerging", "accelerating", "peaking", "saturated", "declining"],
  kinds: "any",
  reach: 1,
  hooks: [
    // The question names the trend already: the frames around it don't repeat it.
    // Quoted: the question is the posts' own words, their grammar included.
    { id: "an-ask", text: "People keep asking: '{question}' Here's my answer." },
    { id: "an-most", text: "The question all over my feed: '{question}'" },
    { id: "an-straight", text: "'{question}' Here's the straight answer." },
  ],
  steps: [
    {
      direction: "Say who is asking, and why now",
      onScreen: "Who's asking?",
      broll: "screenshots of {topic} posts asking it",
      lines: [
        "So who's asking about {theTopic}, and why now? [your read on who's asking and why]. ++ It keeps coming up in {topic} {items} {recently}.",
        "People keep asking the same thing about {theTopic}. [your version of the question, in your words]. ++ Fair question, and the {topic} answer isn't obvious.",
        "You've all asked me this one about {theTopic}. [your reading of the question, as people word it]. ++ Let's answer it properly, for {topic} beginners and regulars alike.",
      ],
    },
    {
      direction: "Give the short answer first",
      onScreen: "Short answer",
      broll: "face to camera, the answer typed on screen",
      lines: [
        "Short answer on {theTopic}: [your one-line answer]. ++ Now the part most {topic} {items} skip.",
        "Here's the short answer, no {topic} waffle: [your one-line answer]. ++ If that's all you needed on {theTopic}, you can go.",
        "Quick {topic} answer first: [your answer in one sentence]. ++ Then the {topic} reasoning.",
      ],
    },
    {
      direction: "Show what backs the answer up",
      onScreen: "Why",
      broll: "close-up of {theTopic} while you explain",
      lines: [
        "Why that {topic} answer? [your reason, with what you saw or tested]. ++ That's the {topic} detail people miss.",
        "Here's what backs up that {topic} answer: [your proof: a test, a number you measured, or a source]. ++ Don't take my word on {theTopic}, check that part yourself.",
        "The reason, in one {topic} example: [your example that shows it]. ++ Try that yourself with {theTopic}.",
      ],
    },
    {
      direction: "Say when the answer changes",
      onScreen: "It depends on...",
      broll: "split screen of two different {topic} setups",
      lines: [
        "Now, when does that {topic} answer change? [your exception: who gets a different answer]. ++ Knowing that saves you {a} {topic} mistake.",
        "The {topic} answer flips in one case: [your exception, and why]. ++ Worth knowing before you commit to {theTopic}.",
        "It's not the same {topic} answer for everyone: [your note on who should hear a different answer]. ++ Keep that in mind before you copy my {topic} answer.",
      ],
    },
  ],
  setups: [
    "This {topic} question keeps coming up, so let's settle it properly. ++ One question, one straight {topic} answer.",
    "If you've wondered this about {theTopic} too, you're not alone. ++ Here's the {topic} answer in under a minute.",
    "I've seen this {topic} question asked over and over {recently}. ++ Time for a straight {topic} answer.",
  ],
  payoffs: [
    "So that's the answer on {theTopic}. ++ Now you know more about {theTopic} than most of the comments.",
    "That settles the {topic} question, at least for me. ++ Your {topic} results may differ, and that's fine.",
    "And that's the honest {topic} answer. ++ Save this for the next time someone asks about {theTopic}.",
  ],
  ctas: [
    { text: "Got {a} {topic} question I didn't answer? Ask it below.", onScreen: "Ask me 👇" },
    { text: "Follow for straight answers on {theTopic}.", onScreen: "Follow for answers" },
    { text: "Send this to the friend who keeps asking about {theTopic}.", onScreen: "Send this to a friend" },
  ],
};
