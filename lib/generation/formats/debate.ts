// The debate format: a trend whose posts argue (a disputed ruling, a ban, a backlash) gets the
// argument explained, both sides. Offered only when most of its posts argue (the trend's story).
import type { FormatOf } from "./types";

export const DEBATE: FormatOf<"debate"> = {
  id: "debate",
  angle: "controversy explained",
  needs: ["controversy"],
  suits: ["emerging", "accelerating", "peaking", "saturated", "declining"],
  kinds: "any",
  reach: 1.2,
  hooks: [
    { id: "db-about", text: "Everyone's arguing about {about} in {theTopic}. Here's what actually happened." },
    { id: "db-explained", text: "The {topic} controversy, explained in under a minute." },
    { id: "db-sides", text: "The {topic} debate: both sides, no drama." },
  ],
  steps: [
    {
      direction: "Say what happened, as plainly as you can",
      onScreen: "What happened",
      broll: "screenshots of the {topic} posts arguing about it",
      lines: [
        "Here's what happened with {theTopic}, plainly: [your summary of what happened]. ++ That's what set off the {topic} argument {recently}.",
        "Quick version of the {topic} controversy: [your summary, in two sentences]. ++ Everything else in the {topic} comments is opinion.",
        "What actually happened with {theTopic}, without the spin: [your timeline of events]. ++ The rest of the {topic} posts are reactions.",
      ],
    },
    {
      direction: "Give the strongest case on each side",
      onScreen: "Both sides",
      broll: "split screen, one side of the {topic} argument each",
      lines: [
        "The case for one side of the {topic} debate: [your best argument for it]. And the other side: [your best argument against]. ++ Both have a point about {theTopic}.",
        "People defending {theTopic} say [your summary of their best argument]; people against it say [your summary of theirs]. ++ That's the whole {topic} debate in two lines.",
        "Strongest {topic} argument on one side: [your best case for it]. Strongest on the other: [your best case against]. ++ Fair to both {topic} camps.",
      ],
    },
    {
      direction: "Say what the posts get wrong",
      onScreen: "What's missed",
      broll: "close-up of the detail the {topic} posts skip",
      lines: [
        "What most {topic} {items} get wrong about it: [your correction, with where it's from]. ++ That changes how the {topic} argument reads.",
        "One thing missing from the {topic} argument: [your missing fact, with its source]. ++ Check it before you pick a side on {theTopic}.",
        "The {topic} posts keep missing this: [your overlooked fact, with where it's from]. ++ It matters more than the {topic} outrage.",
      ],
    },
    {
      direction: "Give your own view and what happens next",
      onScreen: "My view",
      broll: "face to camera",
      lines: [
        "My view on the {topic} controversy: [your view, and why]. ++ What happens next with {theTopic} is still open.",
        "Where I land on {theTopic}: [your view]. And what to watch next: [your next thing to watch]. ++ I'll update you when the {topic} story moves.",
        "If you ask me about {theTopic}: [your view, in one line]. Next up: [your next thing to watch]. ++ Follow the {topic} story with me.",
      ],
    },
  ],
  setups: [
    "The {topic} argument is everywhere, so let's go through it calmly. ++ Facts first, then the {topic} opinions.",
    "If you missed the {topic} drama, here's the short version. ++ No sides taken until the end of this {topic} recap.",
    "There's a lot of noise about {theTopic} right now. ++ Here's what's actually going on with {theTopic}.",
  ],
  payoffs: [
    "So that's the {topic} controversy, both sides of it. ++ Make up your own mind about {theTopic}.",
    "That's the {topic} debate without the shouting. ++ Now you can follow the {topic} comments.",
    "And that's what's really going on with {theTopic}. ++ The {topic} story isn't over yet.",
  ],
  ctas: [
    { text: "Which side of the {topic} debate are you on? Tell me below.", onScreen: "Your side? 👇" },
    { text: "Follow for the next chapter of the {topic} story.", onScreen: "Follow for updates" },
    { text: "Send this to the friend still arguing about {theTopic}.", onScreen: "Send this to a friend" },
  ],
};
