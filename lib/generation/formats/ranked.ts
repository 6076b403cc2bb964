// The ranked tips format: its hook frames, outline steps, and every line its scripts say.
import type { FormatOf } from "./types";

export const RANKED: FormatOf<"ranked"> = {
  id: "ranked",
  angle: "ranked tips",
  needs: [],
  suits: ["peaking", "saturated"],
  kinds: "any",
  reach: 1,
  hooks: [
    {
      id: "rk-past",
      text: "Three {topic} tips I'd give my past self.",
    },
    {
      id: "rk-rank",
      text: "Three {topic} lessons, ranked by how much they helped.",
    },
    {
      id: "rk-wish",
      text: "Three things I wish I'd known before {theTopic}.",
    },
  ],
  steps: [
    {
      direction: "Give your quickest {topic} win",
      onScreen: "#3: the quick win",
      broll: "quick demo, hands only",
      lines: [
        "Number three, the quick win with {theTopic}. [your quickest {topic} tip]. ++ Try that one the next time you do {theTopic}.",
        "Starting with the easy {topic} one: [your quickest {topic} tip]. ++ Small, but this tip changes how {theTopic:subject} {feels:verb} from day one.",
        "Tip three, the easy {topic} one. [your quickest {topic} tip]. ++ It costs nothing, and it takes seconds every time you do {theTopic:name}.",
      ],
    },
    {
      direction: "Give the tip most people skip",
      onScreen: "#2: the skipped one",
      broll: "close-up demo",
      lines: [
        "Number two, the {topic} tip people skip. [your most-skipped {topic} tip]. ++ It's boring, which is exactly why {theTopic:name} beginners skip it.",
        "The {topic} tip nobody mentions: [your most-skipped {topic} tip]. ++ Don't let how simple it sounds fool you about {theTopic:name}.",
        "Second, the {topic} tip everyone ignores. [your most-skipped {topic} tip]. ++ Ignore it and your {topic} progress stalls, no matter how hard you work.",
      ],
    },
    {
      direction: "Give the tip that changed everything",
      onScreen: "#1",
      broll: "slow motion on the result",
      lines: [
        "And number one, the {topic} tip that changed everything for me. [your biggest {topic} tip]. ++ If you only keep one {topic} tip, keep that one.",
        "The one {topic} tip I'd keep if I could only keep one: [your biggest {topic} tip]. ++ Everything else about {theTopic} builds on that one.",
        "My top {topic} tip, and the one I'd never skip. [your biggest {topic} tip]. ++ This {topic} tip took me far too long to learn, so take it for free.",
      ],
    },
  ],
  setups: [
    "{TheTopic:subject} {is:verb} everywhere right now, {channels} {recently} alone, so here's what actually helps. ++ Three {topic} tips, counting down.",
    "Here's what I'd tell anyone starting {theTopic} this week. ++ I learned these {topic} lessons the slow way.",
    "I've made every beginner mistake with {theTopic}, so you don't have to. ++ Three {topic} tips, from small to big.",
  ],
  payoffs: [
    "Those are my three {topic} tips, in the order I'd learn them. ++ Start with the first {topic} tip and work up.",
    "Three {topic} tips, and the last one matters most. ++ Skip the first two if you must, never the last {topic} one.",
    "That's everything I wish someone had told me about {theTopic}. ++ Take the {topic} shortcut I never had.",
  ],
  ctas: [
    {
      text: "Save these {topic} tips, and tell me which one you're trying first.",
      onScreen: "Which tip first? 👇",
    },
    {
      text: "Got a fourth {topic} tip? Drop it below.",
      onScreen: "Your tip? 👇",
    },
    {
      text: "Send these {topic} tips to someone just starting out.",
      onScreen: "Send to a beginner",
    },
  ],
};
