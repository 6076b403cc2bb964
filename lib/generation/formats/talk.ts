// Formats carried by what the creator says and what the numbers show: explainers, myth-busts,
// opinions, early calls, borrowed angles, breakdowns of the top videos, ranked tips.
import type { Format } from "./types";

export const TALK_FORMATS: Format[] = [
  {
    id: "explainer", angle: "explainer", needs: [], suits: ["emerging", "accelerating"], reach: 0.9,
    hooks: [
      { id: "ex-why", text: "Why is everyone suddenly talking about {theTopic}?" },
      { id: "ex-keep", text: "You keep seeing {theTopic}. Here's what it actually is." },
      { id: "ex-plain", text: "{TheTopic} in plain English, no jargon." },
      { id: "ex-feed", text: "What is {theTopic}, and why is it all over your feed?" },
    ],
    steps: [
      {
        direction: "Define {theTopic} in one plain sentence", onScreen: "What is {theTopic}?", broll: "face to camera, {theTopic} typed on screen",
        lines: [
          "So what is {theTopic}? [your one-sentence definition of {theTopic}]. ++ {C1s} '{t1}' covers it too, and it's sitting at {v1}. || That's really all {theTopic} is, once you strip the jargon away.",
          "Strip away the hype and {theTopic} comes down to this: [your one-sentence definition of {theTopic}]. ++ Hold on to that, because the rest of {theTopic} builds on it.",
          "In plain words, {theTopic} means this. [your one-sentence definition of {theTopic}]. ++ That's the {topic} basics, and the rest is detail.",
          "Let's define {theTopic} properly. [your one-sentence definition of {theTopic}]. ++ Most {topic} confusion comes from skipping that part.",
        ],
      },
      {
        direction: "Show why it's spreading right now", onScreen: "Why now?", broll: "screen recording of the feed, scrolling past {topic} {items}",
        lines: [
          "Why now? There are {growthX} as many {topic} {items} a day as two weeks ago. ++ Those {topic} {items} come from {channels}, not one viral account. || And {theTopic} is still climbing.",
          "It's not just you: {channels} posted about {theTopic} this week. ++ The most-watched one, '{t1}', has {v1}. || That's a lot of {theTopic} for one week.",
          "{TheTopic} keeps showing up in {home} right now. [your examples of where you've seen {theTopic} lately]. ++ Once you notice {theTopic}, you see it everywhere.",
          "{TheTopic} is showing up all over the place right now. [your examples of where you've seen {theTopic} lately]. ++ A month ago, hardly anyone was talking about {theTopic}.",
        ],
      },
      {
        direction: "Say who it's for, and who can skip it", onScreen: "Who is it for?", broll: "split screen: a green tick and a red cross",
        lines: [
          "Who is {theTopic} actually for? [your answer: who it suits, and who should skip it]. ++ Knowing that up front saves you a wasted week of {theTopic}.",
          "Here's the honest part: {theTopic} isn't for everyone. [your answer: who it suits, and who should skip it]. ++ No shame in skipping {theTopic} if that's you.",
          "{TheTopic} suits some people far more than others. [your answer: who it suits, and who should skip it]. ++ Be honest about which {topic} side you're on.",
          "Should you bother with {theTopic}? [your answer: who it suits, and who should skip it]. ++ Skipping {theTopic} is a valid choice.",
        ],
      },
      {
        direction: "Give your honest verdict", onScreen: "My verdict", broll: "tight close-up, face to camera",
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
    id: "myth", angle: "myth-bust", needs: [], suits: ["peaking", "saturated", "declining"], reach: 0.95,
    hooks: [
      { id: "my-half", text: "Everything you've heard about {theTopic} is half true." },
      { id: "my-stop", text: "Stop believing this about {theTopic}." },
      { id: "my-told", text: "{TheTopic} doesn't work the way you've been told." },
      { id: "my-big", text: "The biggest {topic} myth, busted." },
    ],
    steps: [
      {
        direction: "Say the myth people repeat about {theTopic}", onScreen: "The myth", broll: "screenshots of comments repeating the myth, names blurred",
        lines: [
          "You've heard it about {theTopic} a hundred times: [your most-heard {topic} myth]. ++ With {channels} posting about {theTopic}, you'll hear it again. || It's the first thing people say about {theTopic}.",
          "Here's the line everyone repeats about {theTopic}. [your most-heard {topic} myth]. ++ And with {growthX} as many {topic} {items} a day as two weeks ago, it spreads fast. || New {topic} {items} keep repeating it.",
          "Everyone's heard this {topic} claim. [your most-heard {topic} myth]. ++ Maybe you've even said it about {theTopic} yourself.",
          "There's a {topic} myth I hear every single week. [your most-heard {topic} myth]. ++ It sounds so confident about {theTopic}.",
        ],
      },
      {
        direction: "Show why the myth sounds believable", onScreen: "Why people believe it", broll: "screen recording of a popular {topic} video, title visible",
        lines: [
          "And honestly, I get why the {topic} myth sticks. [your take on why it sounds right]. ++ It sounds like common sense, and that's exactly why the {topic} myth survives.",
          "To be fair, that {topic} myth didn't come from nowhere. [your take on where it comes from]. ++ A grain of truth is what makes a {topic} myth so hard to shake.",
          "The reason the {topic} myth spreads is simple. [your take on why it sounds right]. ++ Nobody stops to test the {topic} claim.",
          "I believed this {topic} myth too, for a while. [your take on why it sounds right]. ++ That's the trap with {theTopic}.",
        ],
      },
      {
        direction: "Show what's actually true", onScreen: "What's true", broll: "your own demo, close-up",
        lines: [
          "Here's what's actually true about {theTopic}. Watch. [your evidence, shown on camera]. ++ Don't take my word for it: try {theTopic} and watch for this yourself.",
          "What really happens with {theTopic} is simpler. [your demo of what's really true]. ++ Film it yourself and see if you get the same {topic} result.",
          "I tested the {topic} claim myself. [your evidence, shown on camera]. ++ The {topic} result speaks for itself.",
          "Watch what really happens with {theTopic}. [your demo of what's really true]. ++ No edits on this {topic} demo.",
        ],
      },
      {
        direction: "Sum up the truth in one line", onScreen: "The truth", broll: "face to camera, the line as text on screen",
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
    id: "hot-take", angle: "hot take", needs: [], suits: ["peaking", "saturated", "declining"], reach: 1.2,
    hooks: [
      { id: "ht-mine", text: "My unfiltered take on {theTopic}." },
      { id: "ht-not", text: "Hot take: {theTopic} isn't for everyone." },
      { id: "ht-q", text: "Everyone loves {theTopic}. I have questions." },
      { id: "ht-say", text: "I'll say what nobody's saying about {theTopic}." },
    ],
    steps: [
      {
        direction: "State your opinion on {theTopic} in one line", onScreen: "My take", broll: "face to camera, tight framing",
        lines: [
          "Hear me out. Here's my take on {theTopic}: [your opinion in one line]. ++ Stick with me before you reply about {theTopic}.",
          "I'll just say it about {theTopic}: [your opinion in one line]. ++ Yes, even with {growthX} as many {topic} {items} a day as two weeks ago. || Hear me out on {theTopic} before you comment.",
          "Unpopular opinion about {theTopic}. [your opinion in one line]. ++ I know, the {topic} fans won't like that.",
          "My honest read on {theTopic}? [your opinion in one line]. ++ Nobody paid me to have this {topic} opinion.",
        ],
      },
      {
        direction: "Give the other side its best argument", onScreen: "The other side", broll: "screen recording of a popular {topic} {item}",
        lines: [
          "To be fair, people love {theTopic} for a reason. '{t1}' from {c1} has {v1}. [your best argument for the other side]. ++ That's a real argument for {theTopic}, and I'm not dismissing it.",
          "The case for {theTopic} is real: {channels} posted about it this week. [your best argument for the other side]. ++ Fans of {theTopic} aren't wrong about that part.",
          "Fair enough. People love {theTopic} for a reason. [your best argument for the other side]. ++ That's a real argument for {theTopic}, and I'm not dismissing it.",
          "I'll give the {topic} fans this much. [your best argument for the other side]. ++ The {topic} side has a point there.",
        ],
      },
      {
        direction: "Back your side with one example", onScreen: "Exhibit A", broll: "your own footage as the example",
        lines: [
          "Here's what convinced me about {theTopic}. [your one example]. ++ One example isn't proof, but it's why I see {theTopic} this way.",
          "One example from my own {topic} attempts: [your one example]. ++ That stuck with me every time {theTopic} came up after.",
          "Take this {topic} example. [your one example]. ++ That's not a one-off with {theTopic} either.",
          "What changed my mind about {theTopic}? [your one example]. ++ Since then I see {theTopic} differently.",
        ],
      },
      {
        direction: "Say what you'd do instead", onScreen: "Do this instead", broll: "face to camera, then cut to the alternative",
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
    id: "early-call", angle: "early call", needs: ["growth"], suits: ["emerging", "accelerating"], reach: 0.9,
    hooks: [
      { id: "ec-early", text: "Get in early on {theTopic}." },
      { id: "ec-quiet", text: "{TheTopic} is quietly taking off. Here are the numbers." },
      { id: "ec-about", text: "{TheTopic} is about to be everywhere. Here's why." },
    ],
    steps: [
      {
        direction: "Show the numbers behind {theTopic}", onScreen: "{growthX} as many {items}", broll: "chart of daily {topic} {items}, rising",
        lines: [
          "Look at these numbers. {TheTopic} has {growthX} as many {items} a day as two weeks ago. ++ That's the kind of curve {topic} creators wait for.",
          "Here's why {theTopic} caught my eye. {GrowthX} as many {topic} {items} a day as in the two weeks before. ++ Numbers like that around {theTopic} don't stay quiet for long.",
          "Here's why {theTopic} caught my eye: [your reason it looks like it's taking off]. ++ Keep an eye on {theTopic} over the next few weeks.",
        ],
      },
      {
        direction: "Show who's already posting about it", onScreen: "Who's already in", broll: "screen recording of the top {items}, names visible",
        lines: [
          "It's already spread to {channels}, and the top one, '{t1}' by {c1}, has {v1}. ++ Still early enough that a good {topic} video can stand out.",
          "Who's on it already? {C1}, for one: '{t1}' has {v1}. ++ And {channels} posted about {theTopic} this week.",
          "Here's who's already posting about {theTopic}. [your list of creators you've seen on it]. ++ That's a short list for a {topic} trend this promising.",
          "Some {topic} creators are already in. [your list of creators you've seen on it]. ++ The {topic} field is still wide open, so there's room for your angle.",
        ],
      },
      {
        direction: "Say what the {topic} {items} out there are missing", onScreen: "The gap", broll: "face to camera, thinking it through",
        lines: [
          "What's missing from {topic} {items} so far? [your gap to fill]. ++ That gap is the whole opportunity with {theTopic}.",
          "Here's the {topic} video nobody has made yet. [your gap to fill]. ++ Make that {topic} video first, and it's yours.",
          "Every {topic} post so far misses one thing. [your gap to fill]. ++ Fill that {topic} gap before anyone else does, and you're ahead.",
        ],
      },
      {
        direction: "Say how you'll jump in", onScreen: "My plan", broll: "sketching the plan in a notebook",
        lines: [
          "So here's my plan for {theTopic}: [your first video on it]. ++ I'll post my {topic} video this week, so hold me to it.",
          "My first {topic} video is going to be this. [your first video on it]. ++ Steal the idea if you're faster than me at {theTopic}.",
          "My move on {theTopic} this week. [your first video on it]. ++ Check my profile next week to see how the {topic} video did.",
        ],
      },
    ],
  },
  {
    id: "borrowed", angle: "borrowed angle", needs: ["adjacent"], suits: ["emerging", "accelerating", "peaking", "saturated", "declining"], reach: 1.0,
    hooks: [
      { id: "bo-steal", text: "{From} is all over {theTopic}. {Niche} should steal it." },
      { id: "bo-borrow", text: "Borrowing {theTopic} from {from}, for {niche}." },
      { id: "bo-learn", text: "What {niche} can learn from the {topic} trend in {from}." },
      { id: "bo-started", text: "{TheTopic} started in {from}. Here's the {niche} version." },
      { id: "bo-meet", text: "{Niche}, meet {theTopic}. It's huge in {from}." },
    ],
    steps: [
      {
        direction: "Show what {from} creators are doing with {theTopic}", onScreen: "Borrowed from {from}", broll: "screen recording of a {from} video about {theTopic}",
        lines: [
          "Over in {from}, everyone's posting about {theTopic}. '{t1}' by {c1} has {v1}. ++ That many views on {theTopic} outside {niche} is a signal.",
          "{TheTopic} is a {from} trend. {C1s} '{t1}' alone has {v1}. ++ {From} got there first, but {niche} doesn't have to stay behind on {theTopic}.",
          "Over in {from}, {theTopic} is everywhere. [your favourite {topic} example from {from}]. ++ {From} got there first, but {niche} doesn't have to stay behind on {theTopic}.",
          "{TheTopic} is taking off outside {niche} right now. [your favourite {topic} example]. ++ Somebody else got there first, but {niche} doesn't have to stay behind on {theTopic}.",
        ],
      },
      {
        direction: "Show the numbers behind it", onScreen: "The numbers", broll: "chart of the rise",
        lines: [
          "That's {growthX} as many {topic} {items} a day as two weeks ago, from {channels}. ++ And those {topic} {items} are coming from outside {niche}.",
          "Look at the numbers. {Channels} posted about {theTopic} this week. ++ Hardly any of those {topic} {items} are from {niche}.",
          "Here's why {theTopic} is worth borrowing. [your reason it would work for {niche}]. ++ Nobody in {niche} owns {theTopic} yet.",
        ],
      },
      {
        direction: "Translate {theTopic} to {niche}", onScreen: "The {niche} version", broll: "your {niche} setup, framed like the original",
        lines: [
          "Here's the {niche} version of {theTopic}: [your translation of {theTopic} to {niche}]. ++ Same idea, new audience, and that's why {theTopic} can work here.",
          "So what does {theTopic} look like in {niche}? [your translation of {theTopic} to {niche}]. ++ Keep the {topic} idea, change the setting.",
          "Bringing {theTopic} into {niche} looks like this. [your translation of {theTopic} to {niche}]. ++ The {topic} bones stay, the details change.",
        ],
      },
      {
        direction: "Film your {niche} take on it", onScreen: "My take", broll: "your own attempt, start to finish",
        lines: [
          "I tried the {niche} version of {theTopic}. [your result]. ++ That's one {niche} take on {theTopic}; I want to see yours.",
          "Here's my first {niche} attempt at {theTopic}: [your result]. ++ Rough around the edges, but that's how borrowing {theTopic} starts.",
          "My {niche} take on {theTopic}, first try. [your result]. ++ More {topic} experiments coming.",
        ],
      },
    ],
  },
  {
    id: "breakdown", angle: "top-video breakdown", needs: ["top2"], suits: ["accelerating", "peaking", "saturated"], reach: 1.05,
    hooks: [
      { id: "bd-watch", text: "I watched the top {topic} videos so you don't have to." },
      { id: "bd-common", text: "What the most-watched {topic} videos have in common." },
      { id: "bd-why", text: "Why these {topic} videos blew up." },
    ],
    steps: [
      {
        direction: "Show the most-watched {topic} video and its numbers", onScreen: "The biggest one", broll: "screen recording of {c1s} video, view count visible",
        lines: [
          "The biggest {topic} video right now is {c1s} '{t1}', with {v1}. [your read on its first three seconds]. ++ That's a lot of views for one {topic} video.",
          "Start with the top one: '{t1}' from {c1}. That's {v1}. [your read on its first three seconds]. ++ Watch the first three seconds of that {topic} video twice.",
          "The biggest {topic} video I found: [your pick, and what it does in the first three seconds]. ++ Watch the first three seconds of that {topic} video twice.",
        ],
      },
      {
        direction: "Show the runner-up and what it does differently", onScreen: "The runner-up", broll: "screen recording of {c2s} video next to the first",
        lines: [
          "Then there's '{t2}' by {c2}, at {v2}. [your read on what it does differently]. ++ Two different channels, same {topic} trend, both pulling real numbers.",
          "Number two is {c2s} '{t2}', with {v2}. [your read on what it does differently]. ++ Different channel, same {topic} trend, and it still works.",
          "The runner-up among the {topic} videos: [your pick, and what it does differently]. ++ Different channel, same {topic} trend, and it still works.",
        ],
      },
      {
        direction: "Name the pattern they share", onScreen: "The pattern", broll: "both videos side by side, the pattern circled",
        lines: [
          "Put them side by side and the {topic} pattern jumps out. See it? [your pattern, in one line]. ++ And it's not a fluke: {channels} posted about {theTopic} this week.",
          "What the top {topic} videos share: [your pattern, in one line]. ++ Once you see that {topic} pattern, you can't unsee it.",
          "Every top {topic} video does the same thing. [your pattern, in one line]. ++ It's simple, and most {topic} creators still miss it.",
        ],
      },
      {
        direction: "Say how you'd use that pattern yourself", onScreen: "My version", broll: "face to camera, sketching the plan",
        lines: [
          "Here's how I'd use that in my own {topic} video. [your plan, in one line]. ++ Copy the pattern, not the {topic} video itself.",
          "So my next {topic} video steals exactly that: [your plan, in one line]. ++ I'll report back on how that {topic} video does.",
          "Next time I film {theTopic}, I'm doing this. [your plan, in one line]. ++ Hold me to this {topic} plan, I'll post the result.",
        ],
      },
    ],
  },
  {
    id: "ranked", angle: "ranked tips", needs: [], suits: ["peaking", "saturated"], reach: 1.0,
    hooks: [
      { id: "rk-past", text: "Three {topic} tips I'd give my past self." },
      { id: "rk-rank", text: "Three {topic} lessons, ranked by how much they helped." },
      { id: "rk-wish", text: "Three things I wish I'd known before {theTopic}." },
    ],
    steps: [
      {
        direction: "Give your quickest {theTopic} win", onScreen: "#3: the quick win", broll: "quick demo, hands only",
        lines: [
          "Number three, the quick win with {theTopic}. [your quickest {topic} tip]. ++ Try that one the next time you do {theTopic}.",
          "Starting with the easy {theTopic} one: [your quickest {topic} tip]. ++ Small, but it changes how {theTopic} feels from day one.",
          "Tip three, the easy {topic} one. [your quickest {topic} tip]. ++ It costs nothing, and it takes seconds every time you do {theTopic}.",
        ],
      },
      {
        direction: "Give the tip most people skip", onScreen: "#2: the skipped one", broll: "close-up demo",
        lines: [
          "Number two, the {topic} tip people skip. [your most-skipped {topic} tip]. ++ It's boring, which is exactly why {theTopic} beginners skip it.",
          "The {topic} tip nobody mentions: [your most-skipped {topic} tip]. ++ Don't let how simple it sounds fool you about {theTopic}.",
          "Second, the {topic} tip everyone ignores. [your most-skipped {topic} tip]. ++ Ignore it and your {topic} progress stalls, no matter how hard you work.",
        ],
      },
      {
        direction: "Give the tip that changed everything", onScreen: "#1", broll: "slow motion on the result",
        lines: [
          "And number one, the {topic} tip that changed everything for me. [your biggest {topic} tip]. ++ If you only keep one {topic} tip, keep that one.",
          "The one {topic} tip I'd keep if I could only keep one: [your biggest {topic} tip]. ++ Everything else about {theTopic} builds on it.",
          "My top {topic} tip, and the one I'd never skip. [your biggest {topic} tip]. ++ This {topic} tip took me far too long to learn, so take it for free.",
        ],
      },
    ],
  },
];
