// Formats carried by what the creator says and what the numbers show: explainers, myth-busts,
// opinions and early calls (borrowed angles, breakdowns and ranked tips are in others.ts).
import type { Format } from "./types";

export const TALK_FORMATS: Format[] = [
  {
    id: "explainer",
    angle: "explainer",
    needs: [],
    suits: ["emerging", "accelerating"],
    kinds: "any",
    reach: 0.9,
    hooks: [
      { id: "ex-why", text: "Why is everyone suddenly talking about {theTopic}?" },
      { id: "ex-keep", text: "You keep seeing {theTopic}. Here's what it actually is." },
      { id: "ex-plain", text: "{TheTopic} in plain English, no jargon." },
      { id: "ex-feed", text: "What is {theTopic}, and why is it all over your feed?" },
    ],
    steps: [
      {
        direction: "Define {theTopic} in one plain sentence",
        onScreen: "What is {theTopic}?",
        broll: "face to camera, {theTopic} typed on screen",
        lines: [
          "So what is {theTopic}? [your one-sentence definition of {theTopic}]. ++ {C1s} '{t1}' covers it too, and it's sitting at {v1}. || That's really all {theTopic} is, once you strip the jargon away.",
          "Strip away the hype and {theTopic} comes down to this: [your one-sentence definition of {theTopic}]. ++ Hold on to that, because the rest of {theTopic} builds on it.",
          "In plain words, {theTopic} means this. [your one-sentence definition of {theTopic}]. ++ That's the {topic} basics, and the rest is detail.",
          "Let's define {theTopic} properly. [your one-sentence definition of {theTopic}]. ++ Most {topic} confusion comes from skipping that part.",
        ],
      },
      {
        direction: "Show why it's spreading right now",
        onScreen: "Why now?",
        broll: "screen recording of the feed, scrolling past {topic} {items}",
        lines: [
          "Why now? There are {growthX} as many {topic} {items} a day as {before}. ++ Those {topic} {items} come from {channels}, not one viral account. || And {theTopic} is still climbing.",
          "It's not just you: {channels} posted about {theTopic} {recently}. ++ The most-watched one, '{t1}', has {v1}. || That's a lot of {theTopic} for {lastSpan}.",
          "{TheTopic} keeps showing up in {home} right now. [your examples of where you've seen {theTopic} lately]. ++ Once you notice {theTopic}, you see it everywhere.",
          "{TheTopic} is showing up all over the place right now. [your examples of where you've seen {theTopic} lately]. ++ {QuietAgo}, hardly anyone was posting about {theTopic}.",
        ],
      },
      {
        direction: "Say who it's for, and who can skip it",
        onScreen: "Who is it for?",
        broll: "split screen: a green tick and a red cross",
        lines: [
          "Who is {theTopic} actually for? [your answer: who it suits, and who should skip it]. ++ Knowing that up front saves you a wasted week of {theTopic}.",
          "Here's the honest part: {theTopic} isn't for everyone. [your answer: who it suits, and who should skip it]. ++ No shame in skipping {theTopic} if that's you.",
          "{TheTopic} suits some people far more than others. [your answer: who it suits, and who should skip it]. ++ Be honest about which {topic} side you're on.",
          "Should you bother with {theTopic}? [your answer: who it suits, and who should skip it]. ++ Skipping {theTopic} is a valid choice.",
        ],
      },
      {
        direction: "Give your honest verdict",
        onScreen: "My verdict",
        broll: "tight close-up, face to camera",
        lines: [
          "My verdict on {theTopic}? [your honest verdict in one line]. ++ Ask me again in a month, and I'll tell you if {theTopic} held up.",
          "So, is {theTopic} worth your time? [your yes or no, and the one reason]. ++ That's my honest answer on {theTopic}, no sponsor involved.",
          "Bottom line on {theTopic}? [your honest verdict in one line]. ++ That's where I land on {theTopic} today.",
          "Would I recommend {theTopic}? [your yes or no, and the one reason]. ++ Your {topic} mileage may vary.",
        ],
      },
    ],
  },
  {
    id: "myth",
    angle: "myth-bust",
    needs: [],
    suits: ["peaking", "saturated", "declining"],
    kinds: "any",
    reach: 0.95,
    hooks: [
      { id: "my-half", text: "Everything you've heard about {theTopic} is half true." },
      { id: "my-stop", text: "Stop believing this about {theTopic}." },
      { id: "my-told", text: "{TheTopic} doesn't work the way you've been told." },
      { id: "my-big", text: "The biggest {topic} myth, busted." },
    ],
    steps: [
      {
        direction: "Say the myth people repeat about {theTopic}",
        onScreen: "The myth",
        broll: "screenshots of comments repeating the myth, names blurred",
        lines: [
          "You've heard it about {theTopic} a hundred times: [your most-heard {topic} myth]. ++ With {channels} posting about {theTopic}, you'll hear it again. || It's the first thing people say about {theTopic}.",
          "Here's the line everyone repeats about {theTopic}. [your most-heard {topic} myth]. ++ And with {growthX} as many {topic} {items} a day as {before}, it spreads fast. || New {topic} {items} keep repeating it.",
          "Everyone's heard this {topic} claim. [your most-heard {topic} myth]. ++ Maybe you've even said it about {theTopic} yourself.",
          "There's a {topic} myth I hear every single week. [your most-heard {topic} myth]. ++ It sounds so confident about {theTopic}.",
        ],
      },
      {
        direction: "Show why the myth sounds believable",
        onScreen: "Why people believe it",
        broll: "screen recording of a popular {topic} video, title visible",
        lines: [
          "And honestly, I get why the {topic} myth sticks. [your take on why it sounds right]. ++ It sounds like common sense, and that's exactly why the {topic} myth survives.",
          "To be fair, that {topic} myth didn't come from nowhere. [your take on where it comes from]. ++ A grain of truth is what makes a {topic} myth so hard to shake.",
          "The reason the {topic} myth spreads is simple. [your take on why it sounds right]. ++ Nobody stops to test the {topic} claim.",
          "I believed this {topic} myth too, for a while. [your take on why it sounds right]. ++ That's the trap with {theTopic}.",
        ],
      },
      {
        direction: "Show what's actually true",
        onScreen: "What's true",
        broll: "your own demo, close-up",
        lines: [
          "Here's what's actually true about {theTopic}. Watch. [your evidence, shown on camera]. ++ Don't take my word for it: try {theTopic} and watch for this yourself.",
          "What really happens with {theTopic} is simpler. [your demo of what's really true]. ++ Film it yourself and see if you get the same {topic} result.",
          "I tested the {topic} claim myself. [your evidence, shown on camera]. ++ The {topic} result speaks for itself.",
          "Watch what really happens with {theTopic}. [your demo of what's really true]. ++ No edits on this {topic} demo.",
        ],
      },
      {
        direction: "Sum up the truth in one line",
        onScreen: "The truth",
        broll: "face to camera, the line as text on screen",
        lines: [
          "So here's the truth about {theTopic}, in one line: [your one-line truth]. ++ Screenshot that before the next {topic} myth shows up.",
          "If you remember one thing about {theTopic}, make it this. [your one-line truth about {theTopic}]. ++ Everything else about {theTopic} is detail.",
          "Short version of the {topic} truth? [your one-line truth]. ++ Save that line for the next {topic} debate.",
          "So forget the {topic} myth and keep this. [your one-line truth about {theTopic}]. ++ That's the only {topic} rule that matters.",
        ],
      },
    ],
  },
  {
    id: "hot-take",
    angle: "hot take",
    needs: [],
    suits: ["peaking", "saturated", "declining"],
    kinds: "any",
    reach: 1.2,
    hooks: [
      { id: "ht-mine", text: "My unfiltered take on {theTopic}." },
      { id: "ht-not", text: "Hot take: {theTopic} isn't for everyone." },
      { id: "ht-q", text: "Everyone loves {theTopic}. I have questions." },
      { id: "ht-say", text: "I'll say what nobody's saying about {theTopic}." },
    ],
    steps: [
      {
        direction: "State your opinion on {theTopic} in one line",
        onScreen: "My take",
        broll: "face to camera, tight framing",
        lines: [
          "Hear me out. Here's my take on {theTopic}: [your opinion in one line]. ++ Stick with me before you reply about {theTopic}.",
          "I'll just say it about {theTopic}: [your opinion in one line]. ++ Yes, even with {growthX} as many {topic} {items} a day as {before}. || Hear me out on {theTopic} before you comment.",
          "Unpopular opinion about {theTopic}. [your opinion in one line]. ++ I know, the {topic} fans won't like that.",
          "My honest read on {theTopic}? [your opinion in one line]. ++ Nobody paid me to have this {topic} opinion.",
        ],
      },
      {
        direction: "Give the other side its best argument",
        onScreen: "The other side",
        broll: "screen recording of a popular {topic} {item}",
        lines: [
          "To be fair, people love {theTopic} for a reason. '{t1}' from {c1} has {v1}. [your best argument for the other side]. ++ That's a real argument for {theTopic}, and I'm not dismissing it.",
          "The case for {theTopic} is real: {channels} posted about it {recently}. [your best argument for the other side]. ++ Fans of {theTopic} aren't wrong about that part.",
          "Fair enough. People love {theTopic} for a reason. [your best argument for the other side]. ++ That's a real argument for {theTopic}, and I'm not dismissing it.",
          "I'll give the {topic} fans this much. [your best argument for the other side]. ++ {Topic} fans have a point there.",
        ],
      },
      {
        direction: "Back your side with one example",
        onScreen: "Exhibit A",
        broll: "your own footage as the example",
        lines: [
          "Here's what convinced me about {theTopic}. [your one example]. ++ One example isn't proof, but it's why I see {theTopic} this way.",
          "One example from my own {topic} attempts: [your one example]. ++ That stuck with me every time {theTopic} came up after.",
          "Take this {topic} example. [your one example]. ++ That's not a one-off with {theTopic} either.",
          "What changed my mind about {theTopic}? [your one example]. ++ Since then I see {theTopic} differently.",
        ],
      },
      {
        direction: "Say what you'd do instead",
        onScreen: "Do this instead",
        broll: "face to camera, then cut to the alternative",
        lines: [
          "So here's what I'd actually do about {theTopic}. [your advice in one line]. ++ Take it or leave it, but that's where {theTopic} stands for me.",
          "My advice on {theTopic}, short version: [your advice in one line]. ++ That's the {topic} advice I'd give a friend.",
          "Instead of {theTopic}, try this. [your advice in one line]. ++ It's less exciting than {theTopic}, and it works.",
          "If you're set on {theTopic}, at least do this. [your advice in one line]. ++ Your {topic} results will thank you.",
        ],
      },
    ],
  },
  {
    id: "early-call",
    angle: "early call",
    needs: ["growth"],
    suits: ["emerging", "accelerating"],
    kinds: "any",
    reach: 0.9,
    hooks: [
      { id: "ec-early", text: "Get in early on {theTopic}." },
      { id: "ec-quiet", text: "{TheTopic} is quietly taking off. Here are the numbers." },
      { id: "ec-about", text: "{TheTopic} is about to be everywhere. Here's why." },
    ],
    steps: [
      {
        direction: "Show the numbers behind {theTopic}",
        onScreen: "{growthX} as many {items}",
        broll: "chart of daily {topic} {items}, rising",
        lines: [
          "Look at these numbers. {TheTopic} has {growthX} as many {items} a day as {before}. ++ That's the kind of curve {topic} creators wait for.",
          "Here's why {theTopic} caught my eye. {GrowthX} as many {topic} {items} a day as in the two weeks before. ++ With numbers like that, {theTopic} won't stay quiet for long.",
          "Here's why {theTopic} caught my eye: [your reason it looks like it's taking off]. ++ Keep an eye on {theTopic} over the next few weeks.",
        ],
      },
      {
        direction: "Show who's already posting about it",
        onScreen: "Who's already in",
        broll: "screen recording of the top {items}, names visible",
        lines: [
          "It's already spread to {channels}, and the top one, '{t1}' by {c1}, has {v1}. ++ Still early enough that a good {topic} video can stand out.",
          "Who's on it already? {C1}, for one: '{t1}' has {v1}. ++ And {channels} posted about {theTopic} {recently}.",
          "Here's who's already posting about {theTopic}. [your list of creators you've seen on it]. ++ That's a short list for a {topic} trend this promising.",
          "Some {topic} creators are already in. [your list of creators you've seen on it]. ++ The {topic} field is still wide open, so there's room for your angle.",
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
          "So here's my plan for {theTopic}: [your first video on it]. ++ I'll post my {topic} video this week, so hold me to it.",
          "My first {topic} video is going to be this. [your first video on it]. ++ Steal the {topic} idea if you're faster than me.",
          "My move on {theTopic} this week. [your first video on it]. ++ Check my profile next week to see how the {topic} video did.",
        ],
      },
    ],
  },
];
