// The about format: a take built on the phrase that keeps coming with a trend in its posts ("the
// ruling", "noise", "battery life"): what people say about it, and what the creator makes of it.
// Offered only when the posts have such a phrase (the trend's story).
import type { FormatOf } from "./types";

export const ABOUT: FormatOf<"about"> = {
  id: "about",
  angle: "take on what everyone's saying",
  needs: ["about"],
  suits: ["emerging", "accelerating", "peaking", "saturated", "declining"],
  kinds: "any",
  reach: 1.1,
  hooks: [
    { id: "ab-every", text: "Every {topic} post right now mentions {about}. Here's why." },
    { id: "ab-truth", text: "{TheTopic} and {about}: what's really going on." },
    { id: "ab-take", text: "My take on {about}, the thing every {topic} post brings up." },
  ],
  steps: [
    {
      direction: "Say what people keep saying about {about}",
      onScreen: "{about}",
      broll: "screenshots of {topic} posts mentioning {about}",
      lines: [
        "Scroll through {topic} {items} {recently} and one thing keeps coming up: {about}. ++ It's in most of the {topic} {items}, not just a few.",
        "Every other {topic} post brings up {about}. ++ So let's talk about {about} and {theTopic} properly.",
        "Read enough {topic} {items} and you'll see {about} everywhere. ++ Here's why {about} keeps coming up with {theTopic}.",
      ],
    },
    {
      direction: "Show what {about} looks like in practice",
      onScreen: "In practice",
      broll: "{theTopic} close up, showing {about}",
      lines: [
        "Here's what {about} actually looks like with {theTopic}: [your example, shown]. ++ That's the {topic} detail people mean.",
        "Let me show you {about} on {theTopic}: [your demonstration]. ++ Easier to see than to read about in {topic} {items}.",
        "This is {about} with {theTopic}, up close: [your footage, explained]. ++ Now the {topic} posts make sense.",
      ],
    },
    {
      direction: "Give your own take on {about}",
      onScreen: "My take",
      broll: "face to camera",
      lines: [
        "My take on {about} and {theTopic}: [your opinion, and why]. ++ Not everyone in {topic} will agree.",
        "Here's where I land on {about} with {theTopic}: [your view]. ++ That's my honest {topic} take.",
        "Honestly, on {about} and {theTopic}: [your opinion]. ++ That's where I stand in the {topic} conversation.",
      ],
    },
    {
      direction: "Say what it means for the viewer",
      onScreen: "What it means for you",
      broll: "pointing at the viewer",
      lines: [
        "What that means for you and {theTopic}: [your practical advice]. ++ Keep it in mind before your next {topic} move.",
        "So if you're looking at {theTopic}, here's what to do about {about}: [your advice]. ++ Simple, but most {topic} {items} skip it.",
        "For you, {about} and {theTopic} come down to this: [your advice in one line]. ++ Keep it handy for your next {topic} decision.",
      ],
    },
  ],
  setups: [
    "There's one thing every {topic} post keeps mentioning, so let's get into it. ++ It says a lot about {theTopic}.",
    "If you follow {theTopic}, you've seen this come up again and again. ++ Here's my {topic} take on it.",
    "The {topic} conversation keeps circling back to one thing. ++ Let's look at it with {theTopic} in hand.",
  ],
  payoffs: [
    "So that's what's behind all the {topic} talk. ++ Now you know why it keeps coming up with {theTopic}.",
    "That's the detail every {topic} post is circling. ++ Keep it in mind with {theTopic}.",
    "And that's my take on the {topic} conversation. ++ Yours may differ, and that's fine with {theTopic}.",
  ],
  ctas: [
    { text: "What's your take on the {topic} conversation? Tell me below.", onScreen: "Your take? 👇" },
    { text: "Follow for more on {theTopic}.", onScreen: "Follow for more" },
    { text: "Send this to the friend who keeps bringing up {theTopic}.", onScreen: "Send this to a friend" },
  ],
};
