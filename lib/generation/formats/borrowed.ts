// The borrowed angle format: its hook frames, outline steps, and every line its scripts say.
import type { FormatOf } from "./types";

export const BORROWED: FormatOf<"borrowed"> = {
  id: "borrowed",
  angle: "borrowed angle",
  needs: ["adjacent"],
  suits: ["emerging", "accelerating", "peaking", "saturated", "declining"],
  kinds: "any",
  reach: 1,
  hooks: [
    {
      id: "bo-steal",
      text: "{From} is all over {theTopic}. {Niche} should steal {it}.",
    },
    {
      id: "bo-borrow",
      text: "Borrowing {theTopic} from {from}, for {niche}.",
    },
    {
      id: "bo-learn",
      text: "What {niche} can learn from the {topic} trend in {from}.",
    },
    {
      id: "bo-started",
      text: "{TheTopic:subject} started in {from}. Here's the {niche} version.",
    },
    {
      id: "bo-meet",
      text: "{Niche}, meet {theTopic}. {It:subject}{'s:verb} huge in {from}.",
    },
  ],
  steps: [
    {
      direction: "Show what {from} creators are doing with {theTopic}",
      onScreen: "Borrowed from {from}",
      broll: "screen recording of {a} {from} video about {theTopic}",
      lines: [
        "Over in {from}, everyone's posting about {theTopic}. '{t1}' by {c1} has {v1}. ++ That many views on {theTopic} outside {niche} is a signal.",
        "{TheTopic:subject} {is:verb} {a} {from} trend. {C1s} '{t1}' alone has {v1}. ++ {From} got there first, but {niche} doesn't have to stay behind on {theTopic}.",
        "Over in {from}, {theTopic:subject} {is:verb} everywhere. [your favourite {topic} example from {from}]. ++ {From} got there first, but {niche} doesn't have to stay behind on {theTopic}.",
        "{TheTopic:subject} {is:verb} taking off outside {niche} right now. [your favourite {topic} example]. ++ Somebody else got there first, but {niche} doesn't have to stay behind on {theTopic}.",
      ],
    },
    {
      direction: "Show the numbers behind it",
      onScreen: "The numbers",
      broll: "chart of the rise",
      lines: [
        "That's {growthX} as many {topic} {items} a day as {before}, from {channels}. ++ And those {topic} {items} are coming from outside {niche}.",
        "Look at the numbers. {Channels} posted about {theTopic} {recently}. ++ Hardly any of those {topic} {items} are from {niche}.",
        "Here's why {theTopic:subject} {is:verb} worth borrowing. [your reason {it:subject} would work for {niche}]. ++ Nobody in {niche} owns {theTopic} yet.",
      ],
    },
    {
      direction: "Translate {theTopic} to {niche}",
      onScreen: "The {niche} version",
      broll: "your {niche} setup, framed like the original",
      lines: [
        "Here's the {niche} version of {theTopic}: [your translation of {theTopic} to {niche}]. ++ Same idea, new audience, and that's why {theTopic:subject} can work here.",
        "So what {does:verb} {theTopic:subject} look like in {niche}? [your translation of {theTopic} to {niche}]. ++ Keep the {topic} idea, change the setting.",
        "Bringing {theTopic} into {niche} looks like this. [your translation of {theTopic} to {niche}]. ++ The {topic} bones stay, the details change.",
      ],
    },
    {
      direction: "Film your {niche} take on it",
      onScreen: "My take",
      broll: "your own attempt, start to finish",
      lines: [
        "I tried the {niche} version of {theTopic}. [your result]. ++ That's one {niche} take on {theTopic}; I want to see yours.",
        "Here's my first {niche} attempt at {theTopic}: [your result]. ++ Rough around the edges, but that's how borrowing {theTopic} starts.",
        "My {niche} take on {theTopic}, first try. [your result]. ++ More {topic} experiments coming.",
      ],
    },
  ],
  setups: [
    "{TheTopic:subject} {isn't:verb} from the {niche} world, and that's exactly why it's interesting. ++ The best ideas often come from next door, and {theTopic:subject} {is:verb} right next door.",
    "The best {niche} ideas right now are coming from outside {niche}, and {theTopic:subject} {is:verb} one of them. ++ Nobody in {niche} has claimed {theTopic} yet.",
    "I found {theTopic} somewhere {niche} people never look. ++ Stay with me, because {theTopic:subject} {fits:verb} {niche} better than you'd think.",
  ],
  payoffs: [
    "That's how {a} {from} trend like {theTopic:subject} {becomes:verb} {a} {niche} one. ++ Borrowing {theTopic:subject} {is:verb} how {niche} stays fresh.",
    "That's {theTopic}, borrowed and made our own. ++ Next time you see {a} {topic} idea outside {niche}, take it.",
    "So {theTopic:subject} {works:verb} in {niche} too, with a few changes. ++ Good {topic} ideas don't care which niche they came from.",
  ],
  ctas: [
    {
      text: "Which trend should {niche} borrow after {theTopic}? Comment it below.",
      onScreen: "What should we borrow next?",
    },
    {
      text: "Follow for more ideas from outside {niche}, starting with {theTopic}.",
      onScreen: "Follow for more",
    },
    {
      text: "Make your own {niche} version of {theTopic} and tag me.",
      onScreen: "Tag me",
    },
  ],
};
