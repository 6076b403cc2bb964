// The explainer format: its hook frames, outline steps, and every line its scripts say.
import type { FormatOf } from "./types";

export const EXPLAINER: FormatOf<"explainer"> = {
  id: "explainer",
  angle: "explainer",
  needs: [],
  suits: ["emerging", "accelerating"],
  kinds: "any",
  reach: 0.9,
  hooks: [
    {
      id: "ex-why",
      text: "Why is everyone suddenly talking about {theTopic}?",
    },
    {
      id: "ex-keep",
      text: "You keep seeing {theTopic}. Here's what {it:subject} actually {is:verb}.",
    },
    {
      id: "ex-plain",
      text: "{TheTopic:subject} in plain English, no jargon.",
    },
    {
      id: "ex-feed",
      text: "What {is:verb} {theTopic:subject}, and why {is:verb} {it:subject} all over your feed?",
    },
  ],
  steps: [
    {
      direction: "Define {theTopic} in one plain sentence",
      onScreen: "What {is:verb} {theTopic:subject}?",
      broll: "face to camera, {theTopic} typed on screen",
      lines: [
        "So what {is:verb} {theTopic:subject}? [your one-sentence definition of {theTopic}]. ++ {C1s} '{t1}' covers it too, and it's sitting at {v1}. || That's really all {theTopic:subject} {is:verb}, once you strip the jargon away.",
        "Strip away the hype and {theTopic:subject} {comes:verb} down to this: [your one-sentence definition of {theTopic}]. ++ Hold on to that, because everything else about {theTopic} starts there.",
        "In plain words, {theTopic:subject} {means:verb} this. [your one-sentence definition of {theTopic}]. ++ That's the {topic} basics, and the rest is detail.",
        "Let's define {theTopic} properly. [your one-sentence definition of {theTopic}]. ++ Most {topic} confusion comes from skipping that part.",
      ],
    },
    {
      direction: "Show why {it:subject}{'s:verb} spreading right now",
      onScreen: "Why now?",
      broll: "screen recording of the feed, scrolling past {topic} {items}",
      lines: [
        "Why now? There are {growthX} as many {topic} {items} a day as {before}. ++ Those {topic} {items} come from {channels}, not one viral account. || And {theTopic:subject} {is:verb} still climbing.",
        "It's not just you: {channels} posted about {theTopic:name} {recently}. ++ The most-watched one, '{t1}', has {v1}. || That's a lot of {theTopic} for {lastSpan}.",
        "{TheTopic:subject} {keeps:verb} showing up in {home} right now. [your examples of where you've seen {theTopic} lately]. ++ Once you notice {theTopic}, you see {it} everywhere.",
        "{TheTopic:subject} {is:verb} showing up all over the place right now. [your examples of where you've seen {theTopic} lately]. ++ {QuietAgo}, hardly anyone was posting about {theTopic}.",
      ],
    },
    {
      direction: "Say who {it:subject}{'s:verb} for, and who can skip {it}",
      onScreen: "Who {is:verb} {it:subject} for?",
      broll: "split screen: a green tick and a red cross",
      lines: [
        "Who {is:verb} {theTopic:subject} actually for? [your answer: who {it:subject} {suits:verb}, and who should skip {it}]. ++ Knowing that up front saves you a wasted week of {theTopic}.",
        "Here's the honest part: {theTopic:subject} {isn't:verb} for everyone. [your answer: who {it:subject} {suits:verb}, and who should skip {it}]. ++ No shame in skipping {theTopic} if that's you.",
        "{TheTopic:subject} {suits:verb} some people far more than others. [your answer: who {it:subject} {suits:verb}, and who should skip {it}]. ++ Be honest about which {topic} side you're on.",
        "Should you bother with {theTopic}? [your answer: who {it:subject} {suits:verb}, and who should skip {it}]. ++ Skipping {theTopic:subject} {is:verb} a valid choice.",
      ],
    },
    {
      direction: "Give your honest verdict",
      onScreen: "My verdict",
      broll: "tight close-up, face to camera",
      lines: [
        "My verdict on {theTopic}? [your honest verdict in one line]. ++ Ask me again in a month, and I'll tell you if {theTopic:subject} held up.",
        "So, {is:verb} {theTopic:subject} worth your time? [your yes or no, and the one reason]. ++ That's my honest answer on {theTopic}, no sponsor involved.",
        "Bottom line on {theTopic}? [your honest verdict in one line]. ++ That's where I land on {theTopic} today.",
        "Would I recommend {theTopic}? [your yes or no, and the one reason]. ++ Your {topic} mileage may vary.",
      ],
    },
  ],
  setups: [
    "{TheTopic:subject} {keeps:verb} coming up in {home}, so let's clear it up properly. ++ '{t1}' from {c1} alone has {v1}. || Give me a minute and {theTopic:subject} will make sense.",
    "Everyone's saying {theTopic} like you should already know what it means. ++ By the end of this, {theTopic:subject} won't sound like jargon anymore.",
    "Here's the short version of {theTopic}, in about a minute. ++ Sixty seconds, and you'll get why people care about {theTopic}.",
    "If {theTopic:subject} {keeps:verb} popping up and you just nod along, this one's for you. ++ No judgement, {theTopic} confused me too at first.",
  ],
  payoffs: [
    "That's {theTopic}, without the jargon. ++ Now you can explain {theTopic} to anyone.",
    "And now {theTopic:subject} should make a lot more sense. ++ Next time {theTopic:subject} {comes:verb} up, you're not the one nodding along.",
    "So that's what all the {topic} fuss is about. ++ Not as complicated as the {topic} jargon makes it sound.",
    "That's the short version of {theTopic}. ++ The long {topic} version can wait.",
  ],
  ctas: [
    {
      text: "Follow, and next time {theTopic:subject} {comes:verb} up, you'll already know.",
      onScreen: "Follow for the next one",
    },
    {
      text: "Send this to the friend who keeps asking what {theTopic:subject} {is:verb}.",
      onScreen: "Send this to a friend",
    },
    {
      text: "What should I explain after {theTopic}? Tell me below.",
      onScreen: "What next? 👇",
    },
    {
      text: "Still confused about {theTopic}? Ask me about {theTopic} below.",
      onScreen: "Ask me 👇",
    },
  ],
};
