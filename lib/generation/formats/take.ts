// The take format: a creator's view on what a trend's posts are in a mood about ({takeOn}: "the X
// controversy", "the X problems people keep posting", "the X launch", "why people love X"), or on a
// phrase they keep using ("battery drain and the X"). Offered only when the posts tell one (the
// trend's story).
import type { FormatOf } from "./types";

export const TAKE: FormatOf<"take"> = {
  id: "take",
  angle: "take on the mood",
  needs: ["takeOn"],
  suits: ["emerging", "accelerating", "peaking", "saturated", "declining"],
  kinds: "any",
  reach: 1.15,
  hooks: [
    { id: "tk-honest", text: "My honest take on {takeOn}." },
    { id: "tk-make", text: "What I really make of {takeOn}." },
    { id: "tk-think", text: "Here's what I really think about {takeOn}." },
  ],
  steps: [
    {
      direction: "Sum up what the posts are saying",
      onScreen: "What people say",
      broll: "a scroll through recent {topic} posts",
      lines: [
        "Here's what {topic} {items} are saying {recently}: [your summary of what people are saying]. ++ It's hard to miss if you follow {theTopic}.",
        "If you follow {theTopic}, you've felt it: [your summary of what people say]. ++ Most {topic} {items} say the same thing.",
        "Everyone in {topic} has the same thing to say {recently}: [your summary]. ++ Here's my read on {theTopic}.",
      ],
    },
    {
      direction: "Say where the posts are right",
      onScreen: "Where they're right",
      broll: "{theTopic} close up",
      lines: [
        "Where the {topic} posts are right: [your point of agreement]. ++ No argument from me on that part of {theTopic}.",
        "Fair point from the {topic} crowd: [your point of agreement]. ++ That part of {theTopic} checks out.",
        "I'll give the {topic} posts this much: [your point of agreement]. ++ That part of {theTopic} is real.",
      ],
    },
    {
      direction: "Say where they go too far",
      onScreen: "Where they're not",
      broll: "face to camera, eyebrows raised",
      lines: [
        "Where the {topic} posts go too far: [your point of disagreement]. ++ That's the part of {theTopic} people overstate.",
        "But here's what the {topic} crowd gets wrong: [your point of disagreement]. ++ Look closer at {theTopic} before you agree.",
        "Where I part ways with the {topic} posts: [your point of disagreement]. ++ Take a closer look at {theTopic} before you agree.",
      ],
    },
  ],
  setups: [
    "Everyone has an opinion on {theTopic} right now, so here's mine. ++ Short, honest, no {topic} hype.",
    "The {topic} posts all sound the same right now. ++ Here's a different read on {theTopic}.",
    "I've read a lot of {topic} posts {recently}. ++ Here's what I make of {theTopic}.",
  ],
  payoffs: [
    "So that's my take on {theTopic}. ++ Agree or not, that's the honest {topic} view.",
    "That's where I stand on {theTopic}. ++ Ask me again when the {topic} mood shifts.",
    "And that's my honest read on {theTopic}. ++ Your {topic} view may differ.",
  ],
  ctas: [
    { text: "Where do you stand on {theTopic}? Tell me below.", onScreen: "Your take? 👇" },
    { text: "Follow for honest takes on {theTopic}.", onScreen: "Follow for more" },
    { text: "Send this to the friend with opinions on {theTopic}.", onScreen: "Send this to a friend" },
  ],
};
