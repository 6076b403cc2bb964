// The early call format: its hook frames, outline steps, and every line its scripts say.
import type { FormatOf } from "./types";

export const EARLY_CALL: FormatOf<"early-call"> = {
  id: "early-call",
  angle: "early call",
  needs: ["growth"],
  suits: ["emerging", "accelerating"],
  kinds: "any",
  reach: 0.9,
  hooks: [
    {
      id: "ec-early",
      text: "Get in early on {theTopic}.",
    },
    {
      id: "ec-quiet",
      text: "{TheTopic:subject} {is:verb} quietly taking off. Here are the numbers.",
    },
    {
      id: "ec-about",
      text: "{TheTopic:subject} {is:verb} about to be everywhere. Here's why.",
    },
  ],
  steps: [
    {
      direction: "Show the numbers behind {theTopic}",
      onScreen: "{growthX} as many {items}",
      broll: "chart of daily {topic} {items}, rising",
      lines: [
        "Look at these numbers. {TheTopic:subject} {has:verb} {growthX} as many {items} a day as {before}. ++ That's the kind of curve {topic} creators wait for.",
        "Here's why {theTopic} caught my eye. {GrowthX} as many {topic} {items} a day as in the two weeks before. ++ With numbers like that, {theTopic:subject} won't stay quiet for long.",
        "Here's why {theTopic} caught my eye: [your reason {it:subject} {looks:verb} like {it:subject}{'s:verb} taking off]. ++ Keep an eye on {theTopic} over the next few weeks.",
      ],
    },
    {
      direction: "Show who's already posting about {it}",
      onScreen: "Who's already in",
      broll: "screen recording of the top {items}, names visible",
      lines: [
        "It's already spread to {channels}, and the top one, '{t1}' by {c1}, has {v1}. ++ Still early enough that a good {topic} video can stand out.",
        "Who's on it already? {C1}, for one: '{t1}' has {v1}. ++ And {channels} posted about {theTopic} {recently}.",
        "Here's who's already posting about {theTopic}. [your list of creators you've seen on {it}]. ++ That's a short list for {a} {topic} trend this promising.",
        "Some {topic} creators are already in. [your list of creators you've seen on {it}]. ++ The {topic} field is still wide open, so there's room for your angle.",
      ],
    },
    {
      direction: "Say what the {topic} {items} out there are missing",
      onScreen: "The gap",
      broll: "face to camera, thinking it through",
      lines: [
        "What's missing from {topic} {items} so far? [your gap to fill]. ++ That gap is the whole opportunity with {theTopic}.",
        "Here's the {topic} video nobody has made yet. [your gap to fill]. ++ Make that {topic} video first, and it's yours.",
        "Every {topic} post so far misses one thing. [your gap to fill]. ++ Fill that {topic} gap before anyone else does, and you're ahead.",
      ],
    },
    {
      direction: "Say how you'll jump in",
      onScreen: "My plan",
      broll: "sketching the plan in a notebook",
      lines: [
        "So here's my plan for {theTopic}: [your first video on {it}]. ++ I'll post my {topic} video this week, so hold me to it.",
        "My first {topic} video is going to be this. [your first video on {it}]. ++ Steal the {topic} idea if you're faster than me.",
        "My move on {theTopic} this week. [your first video on {it}]. ++ Check my profile next week to see how the {topic} video did.",
      ],
    },
  ],
  setups: [
    "I've been watching {theTopic} climb for days, and here's what I see. ++ Most of your feed hasn't caught on to {theTopic} yet.",
    "Give it a month and {theTopic:subject} will be all over your feed, and here's why I think so. ++ Right now the {topic} crowd is still small.",
    "Write this down: {theTopic:subject} {is:verb} the next big thing. ++ I'd rather call {theTopic} early and be wrong than late and be right.",
  ],
  payoffs: [
    "That's {theTopic}, caught early, before the feed is flooded with {it}. ++ When {theTopic:subject} {is:verb} everywhere next month, you'll know you were early.",
    "Remember where you heard about {theTopic} first. ++ I'll check back on this {topic} call in a few weeks.",
    "So that's my early call on {theTopic}. ++ Early is the only time {a} {topic} video is easy to win.",
  ],
  ctas: [
    {
      text: "Follow so you're early on whatever comes after {theTopic}.",
      onScreen: "Follow to be early",
    },
    {
      text: "Save this, and check back on {theTopic} in a month.",
      onScreen: "Save + check back",
    },
    {
      text: "Think I'm wrong about {theTopic}? Bookmark this {topic} call and come back in a month.",
      onScreen: "Bookmark this",
    },
  ],
};
