// The fix format: a trend whose posts report a problem ("stopped working", "won't heat") gets the
// fix, shown. Offered only when most of its posts are about a problem (the trend's story).
import type { FormatOf } from "./types";

export const FIX: FormatOf<"fix"> = {
  id: "fix",
  angle: "fix video",
  needs: ["problem"],
  suits: ["emerging", "accelerating", "peaking", "saturated", "declining"],
  kinds: "any",
  reach: 1.1,
  hooks: [
    { id: "fx-about", text: "The {about} problem with {theTopic}, and how to fix it." },
    { id: "fx-trouble", text: "Having problems with {theTopic}? Here's the fix." },
    { id: "fx-posts", text: "Everyone's posting the same {topic} problem. This fixes it." },
  ],
  steps: [
    {
      direction: "Show the problem people keep reporting",
      onScreen: "The problem",
      broll: "the {topic} problem happening, close up",
      lines: [
        "Here's the {topic} problem people keep posting about: [your description of the problem, as you've seen it]. ++ It keeps coming up in {topic} {items} {recently}.",
        "If you've had trouble with {theTopic}, it probably looks like this: [your example of the problem]. ++ You're not the only one with this {topic} problem.",
        "The {topic} complaint I keep seeing: [your example of the problem, shown]. ++ If yours does this too, stay for the {topic} fix.",
      ],
    },
    {
      direction: "Say what actually causes it",
      onScreen: "The cause",
      broll: "pointing at the part of {theTopic} that causes it",
      lines: [
        "What causes it with {theTopic}: [your explanation of the cause]. ++ Most {topic} fixes online skip this part.",
        "The real cause of the {topic} problem is simpler than it looks: [your explanation of the cause]. ++ Once you see it, the {topic} fix makes sense.",
        "Why it happens to {theTopic}: [your cause, in plain words]. ++ Knowing the cause makes the {topic} fix stick.",
      ],
    },
    {
      direction: "Walk through the fix step by step",
      onScreen: "The fix",
      broll: "hands doing the {topic} fix at real speed",
      lines: [
        "Here's the {topic} fix, step by step: [your steps, in order]. ++ Take your time on the {topic} part that matters.",
        "The fix for {theTopic} takes a few minutes: [your steps, shown at real speed]. ++ Nothing fancy, and no new {topic} gear.",
        "Fixing {theTopic}, one step at a time: [your steps, with the part people get wrong]. ++ Slow down on the last {topic} step.",
      ],
    },
    {
      direction: "Show it working after the fix",
      onScreen: "Fixed",
      broll: "{theTopic} working properly after the fix",
      lines: [
        "And here's {theTopic} after the fix: [your result, shown]. ++ That's the {topic} problem gone for good, for me at least.",
        "After the fix, here's {theTopic} working the way it should: [your before and after]. ++ Check yours the same way if the {topic} problem comes back.",
        "Here's the {topic} result after the fix: [your result, shown side by side with before]. ++ Same {topic} setup, no problem now.",
      ],
    },
  ],
  setups: [
    "This {topic} problem is all over my feed, so here's the fix. ++ One problem, one {topic} fix that works.",
    "If {theTopic} gave you trouble too, this one's for you. ++ Here's the {topic} fix in under a minute.",
    "I kept seeing the same {topic} complaint, so I went looking for the fix. ++ Here's what worked with {theTopic}.",
  ],
  payoffs: [
    "So that's the fix for {theTopic}. ++ Save it for the next time the {topic} problem shows up.",
    "That's the {topic} problem solved, at least for me. ++ Your {topic} setup may need a small tweak.",
    "And that's how to fix {theTopic} without the guesswork. ++ Now you know more than most {topic} threads.",
  ],
  ctas: [
    { text: "Still having the {topic} problem after this? Tell me below.", onScreen: "Still stuck? 👇" },
    { text: "Follow for more fixes for {theTopic}.", onScreen: "Follow for fixes" },
    { text: "Send this to the friend fighting with {theTopic}.", onScreen: "Send this to a friend" },
  ],
};
