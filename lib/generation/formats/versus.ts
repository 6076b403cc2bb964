// The versus format: the trend against what its posts compare it with ("vs a fan heater"), put
// side by side. Offered only when the posts make that comparison (the trend's story).
import type { FormatOf } from "./types";

export const VERSUS: FormatOf<"versus"> = {
  id: "versus",
  angle: "comparison",
  needs: ["rival"],
  suits: ["emerging", "accelerating", "peaking", "saturated", "declining"],
  kinds: "any",
  reach: 1.05,
  hooks: [
    { id: "vs-or", text: "{TheTopic} or {rival}? I put them side by side." },
    { id: "vs-people", text: "Everyone compares {theTopic} with {rival}. Here's the real difference." },
    { id: "vs-which", text: "{TheTopic} vs {rival}: which one actually wins?" },
  ],
  steps: [
    {
      direction: "Name the two things people compare",
      onScreen: "{TheTopic} vs {rival}",
      broll: "{theTopic} and {rival} side by side",
      lines: [
        "People keep putting {theTopic} up against {rival}. ++ So let's compare {theTopic} fairly.",
        "On one side, {theTopic}. On the other, {rival}. ++ Both have fans, so this {topic} comparison gets heated.",
        "{TheTopic} against {rival}: the comparison everyone keeps asking for. ++ Let's settle this {topic} comparison.",
      ],
    },
    {
      direction: "Compare them on what matters most",
      onScreen: "What matters",
      broll: "close-ups of both, same angle",
      lines: [
        "First, what matters most in this {topic} comparison: [your first point, and which one wins it]. ++ That alone settles it for some {topic} fans.",
        "Same test for {theTopic} and {rival}: [your comparison on the point people care about]. ++ No favourites in this {topic} comparison.",
        "The big difference between {theTopic} and {rival}: [your main difference, shown side by side]. ++ That's the {topic} point that decides it for most people.",
      ],
    },
    {
      direction: "Say where the other one still wins",
      onScreen: "Where {rival} wins",
      broll: "{rival} in use",
      lines: [
        "To be fair to {rival}: [where it still beats {theTopic}]. ++ That's the honest side of the {topic} comparison.",
        "Where {rival} still beats {theTopic}: [your point where the other one is better]. ++ Nobody wins every round of {a} {topic} comparison.",
        "Credit where due: {rival} still has one real edge over {theTopic}. [your example of that edge]. ++ Worth weighing before you switch to {theTopic}.",
      ],
    },
    {
      direction: "Give your pick and who it suits",
      onScreen: "My pick",
      broll: "face to camera, both in frame",
      lines: [
        "My pick between {theTopic} and {rival}? [your pick, and who should choose the other one]. ++ Your {topic} needs may point the other way.",
        "So which one, {theTopic} or {rival}? [your verdict, and who each one suits]. ++ That's my honest {topic} call.",
        "Here's my {topic} verdict: [your pick, and the one reason]. ++ If your needs differ, the other one may suit you better than {theTopic}.",
      ],
    },
  ],
  setups: [
    "This {topic} comparison comes up constantly, so let's do it properly. ++ Two options, one honest {topic} verdict.",
    "You've asked me to compare {theTopic} with {rival}, so here it is. ++ No sponsor on either side of this {topic} comparison.",
    "Both sides of this {topic} debate have a point. ++ Let's see which {topic} side holds up.",
  ],
  payoffs: [
    "So that's {theTopic} against {rival}, side by side. ++ Now you can pick without the {topic} hype.",
    "That's the honest {topic} comparison. ++ Neither one is a bad {topic} choice.",
    "And that's {theTopic} against {rival}, round by round. ++ Pick the one that fits your {topic} needs.",
  ],
  ctas: [
    { text: "{TheTopic} or {rival}: which side are you on?", onScreen: "Your pick? 👇" },
    { text: "Follow for more {topic} comparisons.", onScreen: "Follow for more" },
    { text: "Send this to the friend stuck choosing {theTopic} or {rival}.", onScreen: "Send this to a friend" },
  ],
};
