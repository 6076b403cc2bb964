// The first look format: a trend whose posts are news (a launch, a release, an announcement) gets
// a first look at what's new. Offered only when most of its posts report news (the trend's story).
import type { FormatOf } from "./types";

export const FIRST_LOOK: FormatOf<"first-look"> = {
  id: "first-look",
  angle: "first look",
  needs: ["news"],
  suits: ["emerging", "accelerating", "peaking"],
  kinds: "any",
  reach: 1.15,
  hooks: [
    { id: "fl-new", text: "First look at the {topic} launch: what's actually new." },
    { id: "fl-about", text: "{TheTopic} just launched, and everyone's talking about {about}." },
    { id: "fl-before", text: "Before you buy into the {topic} release, watch this." },
  ],
  steps: [
    {
      direction: "Say what was announced, in one line",
      onScreen: "What's new",
      broll: "the {topic} announcement on screen",
      lines: [
        "Here's what was announced about {theTopic}: [your one-line summary of the news]. ++ It's all over {topic} {items} {recently}.",
        "The {topic} news in one line: [your summary of what was released]. ++ Now the part the {topic} headlines skip.",
        "So what's new with {theTopic}? [your one-line summary of the launch]. ++ That's the whole {topic} headline.",
      ],
    },
    {
      direction: "Show the detail that matters most",
      onScreen: "The detail",
      broll: "close-up of {theTopic}",
      lines: [
        "The detail that matters with {theTopic}: [your most important detail, and why]. ++ That's what most {topic} posts miss.",
        "Look closer at {theTopic}: [your detail worth zooming in on]. ++ That one detail decides a lot for {topic} buyers.",
        "Zoom in on {theTopic} here: [your key detail, and why it matters]. ++ That's the {topic} part to watch.",
      ],
    },
    {
      direction: "Say who should care and who can wait",
      onScreen: "Who it's for",
      broll: "face to camera, {theTopic} beside you",
      lines: [
        "Who should care about {theTopic}: [your read on who it's for], and who can wait: [who can skip it]. ++ No rush for most {topic} fans.",
        "It's worth getting {theTopic} if [your case where it fits]; otherwise, wait for real {topic} reviews. ++ Early {topic} news changes fast.",
        "Who {theTopic} is for: [your kind of buyer]; who should wait: [your kind of person who can skip it]. ++ More {topic} tests will settle it.",
      ],
    },
  ],
  setups: [
    "The {topic} news just dropped, so here's a first look. ++ What's new about {theTopic}, and what isn't.",
    "Everyone's posting about the {topic} launch. ++ Here's the short version of the {topic} news.",
    "You've probably seen the {topic} headlines already. ++ Let's look at what's actually new in {theTopic}.",
  ],
  payoffs: [
    "So that's the first look at {theTopic}. ++ I'll follow up once the {topic} reviews come in.",
    "That's what's new about {theTopic}, without the hype. ++ Decide once you see more {topic} tests.",
    "And that's the {topic} launch in a minute. ++ Keep an eye on {theTopic} over the next weeks.",
  ],
  ctas: [
    { text: "Are you getting {theTopic}? Tell me below.", onScreen: "Getting it? 👇" },
    { text: "Follow for the full {topic} review.", onScreen: "Follow for the review" },
    { text: "Send this to the friend waiting on {theTopic}.", onScreen: "Send this to a friend" },
  ],
};
