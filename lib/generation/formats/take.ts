// The take format: a creator's view on what a trend's posts are in a mood about ({moodAbout}:
// "the X controversy", "the X problems people keep posting", "the X launch", "why people love X").
// Offered only when most of its posts share a mood (the trend's story).
import type { FormatOf } from "./types";

export const TAKE: FormatOf<"take"> = {
  id: "take",
  angle: "take on the mood",
  needs: ["mood"],
  suits: ["emerging", "accelerating", "peaking", "saturated", "declining"],
  kinds: "any",
  reach: 1.15,
  hooks: [
    { id: "tk-honest", text: "My honest take on {moodAbout}." },
    { id: "tk-talk", text: "Let's talk about {moodAbout}." },
    { id: "tk-think", text: "Here's what I really think about {moodAbout}." },
  ],
  steps: [
    {
      direction: "Sum up the mood of the posts",
      onScreen: "What people say",
      broll: "a scroll through recent {topic} posts",
      lines: [
        "Here's the mood in {topic} {items} {recently}: [your summary of what people are saying]. ++ It's hard to miss if you follow {theTopic}.",
        "If you follow {theTopic}, you've felt it: [your summary of the mood]. ++ Most {topic} {items} say the same thing.",
      ],
    },
    {
      direction: "Say where the posts are right",
      onScreen: "Where they're right",
      broll: "{theTopic} close up",
      lines: [
        "Where the {topic} posts are right: [your point of agreement]. ++ No argument from me on that part of {theTopic}.",
        "Fair point from the {topic} crowd: [your point of agreement]. ++ That part of {theTopic} checks out.",
      ],
    },
    {
      direction: "Say where they go too far",
      onScreen: "Where they're not",
      broll: "face to camera, eyebrows raised",
      lines: [
        "Where the {topic} posts go too far: [your point of disagreement]. ++ That's the part of {theTopic} people overstate.",
        "But here's what the {topic} crowd gets wrong: [your point of disagreement]. ++ Look closer at {theTopic} before you agree.",
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
