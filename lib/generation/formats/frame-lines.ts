// The setup, payoff and call to action around a format's points, one entry per format. Every line
// is written around the trend ({topic} and its evidence), so scripts of different formats never
// share a sentence; past the script's few mentions of the topic the writer says "it" or "them"
// instead (lib/generation/agree.ts), and then only the words tell two scripts of one format
// apart. So each format has about as many alternatives as hook frames, each with its own
// extension, and a script starts at its hook frame's place in the list (script/write.ts): two
// ideas of one report never share a frame, so they don't share these lines either. A line whose
// facts are missing is skipped.
import type { FormatId } from "./types";

export type CtaLine = { text: string; onScreen: string };

export const SETUPS: Record<FormatId, string[]> = {
  explainer: [
    "{TheTopic} keeps coming up in {home}, so let's clear it up properly. ++ '{t1}' from {c1} alone has {v1}. || Give me a minute and {theTopic} will make sense.",
    "Everyone's saying {theTopic} like you should already know what it means. ++ By the end of this, {theTopic} won't sound like jargon anymore.",
    "Here's the short version of {theTopic}, in about a minute. ++ Sixty seconds, and you'll get why people care about {theTopic}.",
    "If {theTopic} keeps popping up and you just nod along, this one's for you. ++ No judgement, {theTopic} confused me too at first.",
  ],
  myth: [
    "There are {growthX} as many {topic} {items} a day as {before}, and not all of them are right. ++ Let's sort the {topic} facts from the noise.",
    "There's a lot of noise about {theTopic} right now, and not all of it is true. ++ Some of what you've heard about {theTopic} is simply wrong.",
    "Half of what gets said about {theTopic} online needs a second look. ++ I checked the loudest {topic} claim so you don't have to.",
    "One claim about {theTopic} keeps getting repeated, and it drives me up the wall. ++ Time to put the {topic} record straight.",
  ],
  "hot-take": [
    "{Channels} posted about {theTopic} {recently}, so clearly a lot of you love it. ++ I get the appeal of {theTopic}, I just see it differently.",
    "{TheTopic} is everywhere in {home} right now, and I have thoughts. ++ Not all of them are kind to {theTopic}.",
    "I've sat on this {topic} opinion long enough. ++ Some of you will hate this {topic} take, and that's fine.",
    "Everyone seems to agree about {theTopic}, which is exactly why I'm nervous. ++ When a {topic} opinion goes unchallenged, I start asking questions.",
  ],
  "early-call": [
    "I've been watching {theTopic} climb for days, and here's what I see. ++ Most of your feed hasn't caught on to {theTopic} yet.",
    "Give it a month and {theTopic} will be all over your feed, and here's why I think so. ++ Right now the {topic} crowd is still small.",
    "Write this down: {theTopic} is the next big thing. ++ I'd rather call {theTopic} early and be wrong than late and be right.",
  ],
  borrowed: [
    "{TheTopic} isn't from the {niche} world, and that's exactly why it's interesting. ++ The best ideas often come from next door, and {theTopic} is right next door.",
    "The best {niche} ideas right now are coming from outside {niche}, and {theTopic} is one of them. ++ Nobody in {niche} has claimed {theTopic} yet.",
    "I found {theTopic} somewhere {niche} people never look. ++ Stay with me, because {theTopic} fits {niche} better than you'd think.",
  ],
  breakdown: [
    "I went through the most-watched {topic} videos of {lastSpan}. ++ Between them they've got {v1} and counting.",
    "I went through the {topic} videos everyone's sharing right now. ++ Same {topic} trend, very different openings.",
    "Why do some {topic} videos blow up while others stall? ++ I pulled apart the winners to find the {topic} answer.",
  ],
  ranked: [
    "{TheTopic} is everywhere right now, {channels} {recently} alone, so here's what actually helps. ++ Three {topic} tips, counting down.",
    "Here's what I'd tell anyone starting {theTopic} this week. ++ I learned these {topic} lessons the slow way.",
    "I've made every beginner mistake with {theTopic}, so you don't have to. ++ Three {topic} tips, from small to big.",
  ],
  tutorial: [
    "{TheTopic} has {growthX} as many {items} a day as {before}, so let's do it properly. ++ The top one, '{t1}' from {c1}, has {v1}. || Nothing skipped, nothing assumed about {theTopic}.",
    "Let's do {theTopic} properly, from the very first step. ++ I'll go slower on {theTopic} than most people do.",
    "If you've been meaning to try {theTopic}, this is your sign, and your checklist. ++ Grab a pen, this {topic} checklist is short.",
    "I got {theTopic} wrong twice before it clicked, so here's the version that works. ++ Learn from my {topic} fails, not your own.",
  ],
  "taste-test": [
    "'{t1}' from {c1} has {v1}, so I had to try {theTopic} myself. ++ No sponsor, no second take on {theTopic}.",
    "Everyone's been trying {theTopic}, so I finally did too. ++ I'm going into {theTopic} with zero expectations.",
    "I bought {theTopic} with my own money, so this is an honest one. ++ Nobody paid me to say nice things about {theTopic}.",
    "My feed won't stop showing me {theTopic}, so let's settle this. ++ Hype or not, the {topic} taste decides.",
  ],
  diary: [
    "{Channels} posted about {theTopic} {recently}, so I gave it a proper try. ++ Seven days of {theTopic}, filmed every day.",
    "I kept seeing {theTopic}, so I gave it a proper week. ++ I filmed every {topic} day, even the boring ones.",
    "I wanted to know if {theTopic} holds up past the first day. ++ So I committed to a full {topic} week.",
    "One week, no skipping, just me and {theTopic}. ++ I kept a note of every {topic} day, good and bad.",
  ],
  "head-to-head": [
    "Two {topic} videos are leading right now, one from {c1} and one from {c2}. ++ Same {topic} trend, two different methods.",
    "There are two ways everyone's doing {theTopic}, so I tested both. ++ Same test, same day, two {topic} methods.",
    "Two {topic} methods keep fighting in my comments. ++ I set up a fair {topic} fight to end it.",
  ],
  mistake: [
    "With {growthX} as many {topic} {items} a day as {before}, a lot of people are trying it for the first time. ++ And one {topic} mistake keeps coming up.",
    "A lot of people are trying {theTopic} for the first time right now. ++ Most of them trip over the same {topic} problem.",
    "I keep seeing the same {topic} problem in the comments. ++ It's one {topic} mistake, and it's fixable.",
    "I made this {topic} mistake for months before anyone told me. ++ Let me save you those {topic} months.",
  ],
  challenge: [
    "{TheTopic} is blowing up, {channels} {recently}, so I made it harder. ++ Real time, no cuts, just {theTopic} and a timer.",
    "{TheTopic} is easy to talk about, so let's make it harder. ++ One rule for this {topic} run, and no second chances.",
    "Someone in my comments said {theTopic} with {constraint} was impossible. ++ Challenge accepted, {topic} doubters.",
  ],
  "before-after": [
    "'{t1}' by {c1} has {v1}, but I wanted to see {theTopic} without the editing. ++ So this is {theTopic}, start to finish, no filter.",
    "Everyone posts the {topic} result; I wanted to show the whole thing. ++ Every messy {topic} minute stays in.",
    "I filmed {theTopic} from the very first minute, so nothing gets hidden. ++ Keep an eye on the {topic} details as we go.",
  ],
};

export const PAYOFFS: Record<FormatId, string[]> = {
  explainer: [
    "That's {theTopic}, without the jargon. ++ Now you can explain {theTopic} to anyone.",
    "And now {theTopic} should make a lot more sense. ++ Next time {theTopic} comes up, you're not the one nodding along.",
    "So that's what all the {topic} fuss is about. ++ Not as complicated as the {topic} jargon makes it sound.",
    "That's the short version of {theTopic}. ++ The long {topic} version can wait.",
  ],
  myth: [
    "So next time someone repeats that {topic} myth, you'll know. ++ Pass that on, because the {topic} myth won't correct itself.",
    "That's the {topic} myth, and what's actually going on. ++ The truth about {theTopic} is less dramatic, and more useful.",
    "Myth busted, at least for {theTopic}. ++ Keep an eye out for the next {topic} myth, there's always one.",
    "So believe what you see with {theTopic}, not what you hear. ++ Test the next {topic} claim yourself.",
  ],
  "hot-take": [
    "That's where I stand on {theTopic}, for now. ++ I could be wrong about {theTopic}, and I'd like to hear why.",
    "Call it a hot take, but that's {theTopic} as I see it. ++ Love {theTopic} or not, think before you follow the crowd.",
    "So no, I'm not jumping on {theTopic} just because everyone else is. ++ Change my {topic} mind in the comments.",
    "That's my honest {topic} opinion, not the popular one. ++ Popular and right aren't the same thing with {theTopic}.",
  ],
  "early-call": [
    "That's {theTopic}, caught early, before the feed is flooded with it. ++ When {theTopic} is everywhere next month, you'll know you were early.",
    "Remember where you heard about {theTopic} first. ++ I'll check back on this {topic} call in a few weeks.",
    "So that's my early call on {theTopic}. ++ Early is the only time a {topic} video is easy to win.",
  ],
  borrowed: [
    "That's how a {from} trend like {theTopic} becomes a {niche} one. ++ Borrowing {theTopic} is how {niche} stays fresh.",
    "That's {theTopic}, borrowed and made our own. ++ Next time you see a {topic} idea outside {niche}, take it.",
    "So {theTopic} works in {niche} too, with a few changes. ++ Good {topic} ideas don't care which niche they came from.",
  ],
  breakdown: [
    "That's the {topic} formula, straight from the videos that are winning. ++ Use the {topic} pattern, and make it yours.",
    "Same pattern, every top {topic} video. ++ Now you know what the winning {topic} videos know.",
    "So the best {topic} videos aren't lucky, they're built. ++ Build your next {topic} video the same way.",
  ],
  ranked: [
    "Those are my three {topic} tips, in the order I'd learn them. ++ Start with the first {topic} tip and work up.",
    "Three {topic} tips, and the last one matters most. ++ Skip the first two if you must, never the last {topic} one.",
    "That's everything I wish someone had told me about {theTopic}. ++ Take the {topic} shortcut I never had.",
  ],
  tutorial: [
    "And that's {theTopic}, start to finish, nothing skipped. ++ Your first {topic} attempt won't be perfect, and that's fine.",
    "That's the whole {topic} routine, done once, properly. ++ Do it twice and the {topic} steps stick.",
    "So that's how I do {theTopic}, every single time. ++ Copy the {topic} steps, then make them yours.",
    "And that's {theTopic}, easier than it looked at the start. ++ Practice beats talent with {theTopic}.",
  ],
  "taste-test": [
    "That's {theTopic}, tasted honestly, no sponsor. ++ Your taste may differ, but that's my honest {topic} score.",
    "So that's my honest {topic} verdict. ++ Try {theTopic} before you trust anyone's score, mine included.",
    "So is {theTopic} worth the hype? Now you know my {topic} answer. ++ The {topic} hype and the taste aren't always the same.",
    "That's {theTopic}, one honest tasting later. ++ I'd happily try the {topic} trend again, with tweaks.",
  ],
  diary: [
    "That's one honest week of {theTopic}, good parts and bad. ++ That's what a week of {theTopic} looks like without the highlight reel.",
    "Seven days, one honest {topic} verdict. ++ A week won't tell you everything about {theTopic}, but it tells you a lot.",
    "So that was my week with {theTopic}. ++ Day seven felt nothing like day one of my {topic} week.",
    "That's {theTopic} after a full week, no skipped days. ++ Your {topic} week will look different, and that's the point.",
  ],
  "head-to-head": [
    "Two {topic} methods, one test, and a clear answer. ++ Both {topic} methods have fans, and now you know why one won for me.",
    "That settles the {topic} debate, for me at least. ++ Your {topic} setup might flip the result, so test it.",
    "So that's the {topic} showdown, done fairly. ++ The {topic} winner surprised me, honestly.",
  ],
  mistake: [
    "That's the {topic} mistake, and the fix, side by side. ++ Fix it once, and {theTopic} gets easier from there.",
    "One change, and {theTopic} works the way it should. ++ Small {topic} fixes like this add up fast.",
    "So if your {topic} attempts keep going wrong, start there. ++ Nine times out of ten, that's the {topic} problem.",
    "That's the fix I wish I'd known on day one of {theTopic}. ++ Now you know it before your first {topic} attempt.",
  ],
  challenge: [
    "That's the {topic} challenge, {constraint}, done for real. ++ Harder than it looks, but the {topic} challenge is doable.",
    "So the {topic} challenge with {constraint}? It can be done. ++ I wouldn't call that {topic} run pretty, but it counts.",
    "Challenge done: the {topic} run with {constraint}. ++ I'd do the {topic} challenge again, just slower.",
  ],
  "before-after": [
    "That's {theTopic}, before and after, nothing hidden. ++ No tricks, just {theTopic} doing what it does.",
    "Same light, same angle: that's what {theTopic} really does. ++ The {topic} after speaks for itself.",
    "From that before to this after, all with {theTopic}. ++ I honestly didn't expect that much {topic} change.",
  ],
};

export const CTAS: Record<FormatId, CtaLine[]> = {
  explainer: [
    { text: "Follow, and next time {theTopic} comes up, you'll already know.", onScreen: "Follow for the next one" },
    { text: "Send this to the friend who keeps asking what {theTopic} is.", onScreen: "Send this to a friend" },
    { text: "What should I explain after {theTopic}? Tell me below.", onScreen: "What next? 👇" },
    { text: "Still confused about {theTopic}? Ask me about {theTopic} below.", onScreen: "Ask me 👇" },
  ],
  myth: [
    { text: "Tell me which {topic} myth I should bust next.", onScreen: "Which myth next? 👇" },
    { text: "Save this for the next time someone gets {theTopic} wrong.", onScreen: "Save this" },
    { text: "Heard a {topic} claim that sounds off? Drop it below.", onScreen: "Drop a claim 👇" },
    { text: "Share this with whoever told you that about {theTopic}.", onScreen: "Share this" },
  ],
  "hot-take": [
    { text: "Agree or disagree about {theTopic}? I read every comment.", onScreen: "Agree or disagree? 👇" },
    { text: "Tell me I'm wrong about {theTopic}. Go on.", onScreen: "Prove me wrong 👇" },
    { text: "Team {topic} or not? Pick a side below.", onScreen: "Pick a side 👇" },
    { text: "Follow for more {topic} opinions nobody asked for.", onScreen: "Follow for more" },
  ],
  "early-call": [
    { text: "Follow so you're early on whatever comes after {theTopic}.", onScreen: "Follow to be early" },
    { text: "Save this, and check back on {theTopic} in a month.", onScreen: "Save + check back" },
    {
      text: "Think I'm wrong about {theTopic}? Bookmark this {topic} call and come back in a month.",
      onScreen: "Bookmark this",
    },
  ],
  borrowed: [
    {
      text: "Which trend should {niche} borrow after {theTopic}? Comment it below.",
      onScreen: "What should we borrow next?",
    },
    { text: "Follow for more ideas from outside {niche}, starting with {theTopic}.", onScreen: "Follow for more" },
    { text: "Make your own {niche} version of {theTopic} and tag me.", onScreen: "Tag me" },
  ],
  breakdown: [
    { text: "Save this before you film your own {topic} video.", onScreen: "Save before you film" },
    {
      text: "Follow, and I'll break down the next {topic} video that blows up.",
      onScreen: "Follow for the next breakdown",
    },
    { text: "Send me a {topic} video you want broken down next.", onScreen: "Send me one" },
  ],
  ranked: [
    { text: "Save these {topic} tips, and tell me which one you're trying first.", onScreen: "Which tip first? 👇" },
    { text: "Got a fourth {topic} tip? Drop it below.", onScreen: "Your tip? 👇" },
    { text: "Send these {topic} tips to someone just starting out.", onScreen: "Send to a beginner" },
  ],
  tutorial: [
    { text: "Save this for your first {topic} attempt, and follow for part two.", onScreen: "Save for later" },
    { text: "Try {theTopic} this week and show me yours.", onScreen: "Show me yours" },
    { text: "Stuck on a {topic} step? Ask below.", onScreen: "Ask me 👇" },
    { text: "Follow for the next {topic} tutorial, a step harder.", onScreen: "Follow for part two" },
  ],
  "taste-test": [
    { text: "Tell me what I should taste after {theTopic}.", onScreen: "What should I try next?" },
    { text: "Have you tried {theTopic}? Score it below.", onScreen: "Your score? 👇" },
    { text: "Would you try {theTopic}? Yes or no below.", onScreen: "Yes or no? 👇" },
    { text: "Tag the friend who needs to try {theTopic} with you.", onScreen: "Tag a friend" },
  ],
  diary: [
    { text: "Follow to see if I'm still doing {theTopic} a month from now.", onScreen: "Follow for the update" },
    { text: "Should I do another week of {theTopic}? Tell me below.", onScreen: "Another week? 👇" },
    { text: "Try a week of {theTopic} with me and report back.", onScreen: "Try it with me" },
    { text: "What should my next week-long try be, after {theTopic}?", onScreen: "What next? 👇" },
  ],
  "head-to-head": [
    { text: "Which {topic} method would you pick? Comment one or two.", onScreen: "Method 1 or 2? 👇" },
    { text: "Follow, and send me the next two {topic} methods to test.", onScreen: "Send me the next two" },
    { text: "Run the same {topic} test at home and tell me your winner.", onScreen: "Your winner? 👇" },
  ],
  mistake: [
    { text: "Send this to someone who's making that {topic} mistake right now.", onScreen: "Send this to a friend" },
    { text: "Save this before your next {topic} attempt.", onScreen: "Save this" },
    { text: "What other {topic} mistake should I fix next? Comment below.", onScreen: "Which mistake next? 👇" },
    { text: "Follow for one {topic} fix a week.", onScreen: "Follow for fixes" },
  ],
  challenge: [
    {
      text: "Try the {topic} challenge yourself, stitch this, and I'll react to the best ones.",
      onScreen: "Stitch me your attempt",
    },
    { text: "Think you can beat my {topic} result? Prove it.", onScreen: "Your turn" },
    { text: "Give me a harder {topic} rule for next time, in the comments.", onScreen: "Make it harder 👇" },
  ],
  "before-after": [
    { text: "Follow for the one-month {topic} update.", onScreen: "Follow for the update" },
    { text: "Try {theTopic} and post your own before and after.", onScreen: "Post yours" },
    { text: "Which {topic} step surprised you most? Tell me below.", onScreen: "Which step? 👇" },
  ],
};
