// The setup, payoff and call to action around a format's points, one entry per format. Every line
// is written around the trend ({topic} and its evidence), so scripts of different formats never
// share a sentence; past the script's few mentions of the topic the writer says "it" or "them"
// instead (lib/generation/agree.ts). Alternatives are listed in order of preference; a line whose
// facts are missing is skipped.
import type { FormatId } from "./types";

export type CtaLine = { text: string; onScreen: string };

export const SETUPS: Record<FormatId, string[]> = {
  explainer: [
    "{TheTopic} keeps coming up in {home}, so let's clear it up properly. ++ '{t1}' from {c1} alone has {v1}. || Give me a minute and {theTopic} will make sense.",
    "Everyone's saying {theTopic} like you should already know what it means. ++ Give me a minute and {theTopic} will make sense.",
  ],
  myth: [
    "There are {growthX} as many {topic} {items} a day as two weeks ago, and not all of them are right. ++ Let's sort the {topic} facts from the noise.",
    "There's a lot of noise about {theTopic} right now, and not all of it is true. ++ Let's sort the {topic} facts from the noise.",
    "Half of what gets said about {theTopic} online needs a second look. ++ Let's sort the {topic} facts from the noise.",
  ],
  "hot-take": [
    "{Channels} posted about {theTopic} this week, so clearly a lot of you love it. ++ I get the appeal of {theTopic}, I just see it differently.",
    "{TheTopic} is everywhere in {home} right now, and I have thoughts. ++ I get the appeal of {theTopic}, I just see it differently.",
    "I've sat on this {topic} opinion long enough. ++ I get the appeal of {theTopic}, I just see it differently.",
  ],
  "early-call": [
    "I've been watching {theTopic} climb for days, and here's what I see. ++ Most of your feed hasn't caught on to {theTopic} yet.",
    "Give it a month and {theTopic} will be all over your feed, and here's why I think so. ++ Most of your feed hasn't caught on to {theTopic} yet.",
  ],
  borrowed: [
    "{TheTopic} isn't from the {niche} world, and that's exactly why it's interesting. ++ The best ideas often come from next door, and {theTopic} is right next door.",
    "The best {niche} ideas right now are coming from outside {niche}, and {theTopic} is one of them. ++ Nobody in {niche} has claimed {theTopic} yet.",
  ],
  breakdown: [
    "I went through the most-watched {topic} videos from this week. ++ Between them they've got {v1} and counting.",
    "I went through the {topic} videos everyone's sharing right now. ++ Same {topic} trend, very different openings.",
  ],
  ranked: [
    "{TheTopic} is everywhere right now, {channels} this week alone, so here's what actually helps. ++ Three {topic} tips, counting down.",
    "Here's what I'd tell anyone starting {theTopic} this week. ++ Three {topic} tips, counting down.",
  ],
  tutorial: [
    "{TheTopic} has {growthX} as many {items} a day as two weeks ago, so let's do it properly. ++ The top one, '{t1}' from {c1}, has {v1}. || No skipped steps, no {topic} jargon.",
    "Let's do {theTopic} properly, from the very first step. ++ No skipped steps, no {topic} jargon.",
    "If you've been meaning to try {theTopic}, this is your sign, and your checklist. ++ No skipped steps, no {topic} jargon.",
  ],
  "taste-test": [
    "'{t1}' from {c1} has {v1}, so I had to try {theTopic} myself. ++ No sponsor, no second take on {theTopic}.",
    "Everyone's been trying {theTopic}, so I finally did too. ++ No sponsor, no second take on {theTopic}.",
    "I bought {theTopic} with my own money, so this is an honest one. ++ No sponsor, no second take on {theTopic}.",
  ],
  diary: [
    "{Channels} posted about {theTopic} this week, so I gave it a proper try. ++ Seven days of {theTopic}, filmed every day.",
    "I kept seeing {theTopic}, so I gave it a proper week. ++ Seven days of {theTopic}, filmed every day.",
  ],
  "head-to-head": [
    "Two {topic} videos are leading right now, one from {c1} and one from {c2}. ++ Same {topic} trend, two different methods.",
    "There are two ways everyone's doing {theTopic}, so I tested both. ++ Same test, same day, two {topic} methods.",
  ],
  mistake: [
    "With {growthX} as many {topic} {items} a day as two weeks ago, a lot of people are trying it for the first time. ++ And one {topic} mistake keeps coming up.",
    "A lot of people are trying {theTopic} for the first time right now. ++ And one {topic} mistake keeps coming up.",
    "I keep seeing the same {topic} problem in the comments. ++ It's one {topic} mistake, and it's fixable.",
  ],
  challenge: [
    "{TheTopic} is blowing up, {channels} this week, so I made it harder. ++ Real time, no cuts, just {theTopic} and a timer.",
    "{TheTopic} is easy to talk about, so let's make it harder. ++ Real time, no cuts, just {theTopic} and a timer.",
  ],
  "before-after": [
    "'{t1}' by {c1} has {v1}, but I wanted to see {theTopic} without the editing. ++ So this is {theTopic}, start to finish, no filter.",
    "Everyone posts the {topic} result; I wanted to show the whole thing. ++ So this is {theTopic}, start to finish, no filter.",
  ],
};

export const PAYOFFS: Record<FormatId, string[]> = {
  explainer: ["That's {theTopic}, without the jargon. ++ Now you can explain {theTopic} to anyone.", "And now {theTopic} should make a lot more sense. ++ Now you can explain {theTopic} to anyone."],
  myth: ["So next time someone repeats that {topic} myth, you'll know. ++ Pass that on, because the {topic} myth won't correct itself.", "That's the {topic} myth, and what's actually going on. ++ Pass that on, because the {topic} myth won't correct itself."],
  "hot-take": ["That's where I stand on {theTopic}, for now. ++ I could be wrong about {theTopic}, and I'd like to hear why.", "Call it a hot take, but that's {theTopic} as I see it. ++ I could be wrong about {theTopic}, and I'd like to hear why."],
  "early-call": ["That's {theTopic}, caught early, before the feed is flooded with it. ++ When {theTopic} is everywhere next month, you'll know you were early.", "Remember where you heard about {theTopic} first. ++ When {theTopic} is everywhere next month, you'll know you were early."],
  borrowed: ["That's how a {from} trend like {theTopic} becomes a {niche} one. ++ Borrowing {theTopic} is how {niche} stays fresh.", "That's {theTopic}, borrowed and made our own. ++ Borrowing {theTopic} is how {niche} stays fresh."],
  breakdown: ["That's the {topic} formula, straight from the videos that are winning. ++ Use the {topic} pattern, and make it yours.", "Same pattern, every top {topic} video. ++ Use the {topic} pattern, and make it yours."],
  ranked: ["Those are my three {topic} tips, in the order I'd learn them. ++ Start with the first {topic} tip and work up.", "Three {topic} tips, and the last one matters most. ++ Start with the first {topic} tip and work up."],
  tutorial: ["And that's {theTopic}, start to finish, nothing skipped. ++ Your first {topic} attempt won't be perfect, and that's fine.", "That's the whole {topic} routine, done once, properly. ++ Your first {topic} attempt won't be perfect, and that's fine."],
  "taste-test": ["That's {theTopic}, tasted honestly, no sponsor. ++ Your taste may differ, but that's my honest {topic} score.", "So that's my honest {topic} verdict. ++ Your taste may differ, but that's my honest {topic} score."],
  diary: ["That's one honest week of {theTopic}, good parts and bad. ++ That's what a week of {theTopic} looks like without the highlight reel.", "Seven days, one honest {topic} verdict. ++ That's what a week of {theTopic} looks like without the highlight reel."],
  "head-to-head": ["Two {topic} methods, one test, and a clear answer. ++ Both {topic} methods have fans, and now you know why one won for me.", "That settles the {topic} debate, for me at least. ++ Both {topic} methods have fans, and now you know why one won for me."],
  mistake: ["That's the {topic} mistake, and the fix, side by side. ++ Fix it once, and {theTopic} gets easier from there.", "One change, and {theTopic} works the way it should. ++ Fix it once, and {theTopic} gets easier from there."],
  challenge: ["That's {theTopic} with {constraint}, done for real. ++ Harder than it looks, but {theTopic} with {constraint} is doable.", "So {theTopic} with {constraint}? It can be done. ++ Harder than it looks, but {theTopic} with {constraint} is doable."],
  "before-after": ["That's {theTopic}, before and after, nothing hidden. ++ No tricks, just {theTopic} doing what it does.", "Same light, same angle: that's what {theTopic} really does. ++ No tricks, just {theTopic} doing what it does."],
};

export const CTAS: Record<FormatId, CtaLine[]> = {
  explainer: [
    { text: "Follow, and next time {theTopic} comes up, you'll already know.", onScreen: "Follow for the next one" },
    { text: "Send this to the friend who keeps asking what {theTopic} is.", onScreen: "Send this to a friend" },
  ],
  myth: [
    { text: "Tell me which {topic} myth I should bust next.", onScreen: "Which myth next? 👇" },
    { text: "Save this for the next time someone gets {theTopic} wrong.", onScreen: "Save this" },
  ],
  "hot-take": [
    { text: "Agree or disagree about {theTopic}? I read every comment.", onScreen: "Agree or disagree? 👇" },
    { text: "Tell me I'm wrong about {theTopic}. Go on.", onScreen: "Prove me wrong 👇" },
  ],
  "early-call": [
    { text: "Follow so you're early on whatever comes after {theTopic}.", onScreen: "Follow to be early" },
    { text: "Save this, and check back on {theTopic} in a month.", onScreen: "Save + check back" },
  ],
  borrowed: [
    { text: "Which trend should {niche} borrow after {theTopic}? Comment it below.", onScreen: "What should we borrow next?" },
    { text: "Follow for more ideas from outside {niche}, starting with {theTopic}.", onScreen: "Follow for more" },
  ],
  breakdown: [
    { text: "Save this before you film your own {topic} video.", onScreen: "Save before you film" },
    { text: "Follow, and I'll break down the next {topic} video that blows up.", onScreen: "Follow for the next breakdown" },
  ],
  ranked: [
    { text: "Save these {topic} tips, and tell me which one you're trying first.", onScreen: "Which tip first? 👇" },
    { text: "Got a fourth {topic} tip? Drop it below.", onScreen: "Your tip? 👇" },
  ],
  tutorial: [
    { text: "Save this for your first {topic} attempt, and follow for part two.", onScreen: "Save for later" },
    { text: "Try {theTopic} this week and show me yours.", onScreen: "Show me yours" },
  ],
  "taste-test": [
    { text: "Tell me what I should taste after {theTopic}.", onScreen: "What should I try next?" },
    { text: "Have you tried {theTopic}? Score it below.", onScreen: "Your score? 👇" },
  ],
  diary: [
    { text: "Follow to see if I'm still doing {theTopic} a month from now.", onScreen: "Follow for the update" },
    { text: "Should I do another week of {theTopic}? Tell me below.", onScreen: "Another week? 👇" },
  ],
  "head-to-head": [
    { text: "Which {topic} method would you pick? Comment one or two.", onScreen: "Method 1 or 2? 👇" },
    { text: "Follow, and send me the next two {topic} methods to test.", onScreen: "Send me the next two" },
  ],
  mistake: [
    { text: "Send this to someone who's making that {topic} mistake right now.", onScreen: "Send this to a friend" },
    { text: "Save this before your next {topic} attempt.", onScreen: "Save this" },
  ],
  challenge: [
    { text: "Try {theTopic} with {constraint}, stitch this, and I'll react to the best ones.", onScreen: "Stitch me your attempt" },
    { text: "Think you can beat my {topic} result? Prove it.", onScreen: "Your turn" },
  ],
  "before-after": [
    { text: "Follow for the one-month {topic} update.", onScreen: "Follow for the update" },
    { text: "Try {theTopic} and post your own before and after.", onScreen: "Post yours" },
  ],
};
