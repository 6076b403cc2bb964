// The hot take format: its hook frames, outline steps, and every line its scripts say.
import type { FormatOf } from "./types";

export const HOT_TAKE: FormatOf<"hot-take"> = {
  id: "hot-take",
  angle: "hot take",
  needs: [],
  suits: ["peaking", "saturated", "declining"],
  kinds: "any",
  reach: 1.2,
  hooks: [
    {
      id: "ht-mine",
      text: "My unfiltered take on {theTopic}.",
    },
    {
      id: "ht-not",
      text: "Hot take: {theTopic:subject} {isn't:verb} for everyone.",
    },
    {
      id: "ht-q",
      text: "Everyone loves {theTopic}. I have questions.",
    },
    {
      id: "ht-say",
      text: "I'll say what nobody's saying about {theTopic}.",
    },
  ],
  steps: [
    {
      direction: "State your opinion on {theTopic} in one line",
      onScreen: "My take",
      broll: "face to camera, tight framing",
      lines: [
        "Hear me out. Here's my take on {theTopic}: [your opinion in one line]. ++ Stick with me before you reply about {theTopic}.",
        "I'll just say it about {theTopic:name}: [your opinion in one line]. ++ Yes, even with {growthX} as many {topic} {items} a day as {before}. || Hear me out on {theTopic} before you comment.",
        "Unpopular opinion about {theTopic}. [your opinion in one line]. ++ I know, the {topic} fans won't like that.",
        "My honest read on {theTopic}? [your opinion in one line]. ++ Nobody paid me to have this {topic} opinion.",
      ],
    },
    {
      direction: "Give the other side its best argument",
      onScreen: "The other side",
      broll: "screen recording of a popular {topic} {item}",
      lines: [
        "To be fair, people love {theTopic} for a reason. '{t1}' from {c1} has {v1}. [your best argument for the other side]. ++ That's a real argument for {theTopic}, and I'm not brushing that off.",
        "The case for {theTopic} is real: {channels} posted about {it} {recently}. [your best argument for the other side]. ++ Fans of {theTopic} aren't wrong about that part.",
        "Fair enough. People love {theTopic} for a reason. [your best argument for the other side]. ++ That's a real argument for {theTopic}, and I'm not brushing that off.",
        "Credit where it's due. [your best argument for the other side]. ++ {Topic} fans have a point there.",
      ],
    },
    {
      direction: "Back your side with one example",
      onScreen: "Exhibit A",
      broll: "your own footage as the example",
      lines: [
        "Here's what convinced me about {theTopic}. [your one example]. ++ One example isn't proof, but it's why I see {theTopic:name} this way.",
        "One example from my own {topic} attempts: [your one example]. ++ That stuck with me every time {theTopic:subject} came up after.",
        "Take this {topic} example. [your one example]. ++ That's not a one-off with {theTopic} either.",
        "What changed my mind about {theTopic}? [your one example]. ++ Since then I see {theTopic} differently.",
      ],
    },
    {
      direction: "Say what you'd do instead",
      onScreen: "Do this instead",
      broll: "face to camera, then cut to the alternative",
      lines: [
        "So here's what I'd actually do about {theTopic}. [your advice in one line]. ++ Take it or leave it, but that's where {theTopic:subject} {stands:verb} for me.",
        "My advice on {theTopic}, short version: [your advice in one line]. ++ That's the {topic} advice I'd give a friend.",
        "Instead of {theTopic}, try this. [your advice in one line]. ++ It's less exciting than {theTopic:name}, and it works.",
        "If you're set on {theTopic}, at least do this. [your advice in one line]. ++ Your {topic} results will thank you.",
      ],
    },
  ],
  setups: [
    "{Channels} posted about {theTopic} {recently}, so clearly a lot of you love {it}. ++ I get the appeal of {theTopic}, I just see {it} differently.",
    "{TheTopic:subject} {is:verb} everywhere in {home} right now, and I have thoughts. ++ Not all of them are kind to {theTopic}.",
    "I've sat on this {topic} opinion long enough. ++ Some of you will hate this {topic} take, and that's fine.",
    "Everyone seems to agree about {theTopic}, which is exactly why I'm nervous. ++ When {a} {topic} opinion goes unchallenged, I start asking questions.",
  ],
  payoffs: [
    "That's where I stand on {theTopic}, for now. ++ I could be wrong about {theTopic}, and I'd like to hear why.",
    "Call it a hot take, but that's {theTopic:name} as I see it. ++ Love {theTopic} or not, think before you follow the crowd.",
    "So no, I'm not jumping on {theTopic} just because everyone else is. ++ Change my {topic} mind in the comments.",
    "That's my honest {topic} opinion, not the popular one. ++ Popular and right aren't the same thing with {theTopic}.",
  ],
  ctas: [
    {
      text: "Agree or disagree about {theTopic}? I read every comment.",
      onScreen: "Agree or disagree? 👇",
    },
    {
      text: "Tell me I'm wrong about {theTopic}. Go on.",
      onScreen: "Prove me wrong 👇",
    },
    {
      text: "Team {topic:name} or not? Pick a side below.",
      onScreen: "Pick a side 👇",
    },
    {
      text: "Follow for more {topic} opinions nobody asked for.",
      onScreen: "Follow for more",
    },
  ],
};
