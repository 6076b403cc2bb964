// The worth-it format: a trend whose posts praise it ("game changer", "obsessed") gets an honest
// check of whether it lives up to it. Offered only when most of its posts praise it (the trend's story).
import type { FormatOf } from "./types";

export const WORTH_IT: FormatOf<"worth-it"> = {
  id: "worth-it",
  angle: "is it worth it",
  needs: ["praise"],
  suits: ["emerging", "accelerating", "peaking", "saturated"],
  kinds: "any",
  reach: 1.1,
  hooks: [
    { id: "wi-love", text: "Everyone says they love {theTopic}. I checked if the hype is worth it." },
    { id: "wi-about", text: "People love {theTopic} for {about}. I checked if that's worth it." },
    { id: "wi-honest", text: "{TheTopic}: worth it or not? My honest answer." },
  ],
  steps: [
    {
      direction: "Say what people love about it",
      onScreen: "Why people love it",
      broll: "screenshots of {topic} posts praising it",
      lines: [
        "Here's what people love about {theTopic}: [your summary of the praise]. ++ It's all over {topic} {items} {recently}.",
        "The praise for {theTopic} comes down to one thing: [your read on what people love]. ++ Let's see if that {topic} praise holds up.",
        "Scroll the {topic} posts and the love is everywhere: [your summary of why]. ++ Let's check the {topic} hype properly.",
      ],
    },
    {
      direction: "Check whether it lives up to that",
      onScreen: "Does it hold up?",
      broll: "{theTopic} in real use",
      lines: [
        "So, does the {topic} hype hold up? [your honest check, with what you saw]. ++ No filter on this {topic} check.",
        "I put {theTopic} to the test: [your result, shown]. ++ That's the real {topic} result.",
        "Here's {theTopic} in real use: [your honest result]. ++ That's the {topic} test, no filter.",
      ],
    },
    {
      direction: "Name the catch nobody mentions",
      onScreen: "The catch",
      broll: "close-up of the weak spot of {theTopic}",
      lines: [
        "The catch with {theTopic}: [your downside most posts skip]. ++ Nobody mentions this in the {topic} hype.",
        "What the {topic} posts don't say: [your honest downside]. ++ Worth knowing before you get {theTopic}.",
        "Every {topic} rave skips this: [your catch, shown]. ++ Weigh it before you get {theTopic}.",
      ],
    },
    {
      direction: "Give your verdict and who it suits",
      onScreen: "Worth it?",
      broll: "face to camera",
      lines: [
        "My verdict on {theTopic}: [your verdict, and who it suits]. ++ Your {topic} needs may differ.",
        "Worth it? For [your kind of person], yes; for [your kind of person who should skip it], no. ++ That's my honest {topic} verdict, for {theTopic} fans and doubters alike.",
        "Bottom line on {theTopic}: [your verdict in one line]. ++ Worth it for some, not for every {topic} fan.",
      ],
    },
  ],
  setups: [
    "Everyone's praising {theTopic}, so I checked it properly. ++ Here's the honest {topic} verdict.",
    "You've seen the {topic} praise all over your feed. ++ Let's see if the {topic} praise is deserved.",
    "This {topic} hype is loud, so let's test it. ++ One minute, one honest {topic} answer.",
  ],
  payoffs: [
    "So that's whether the {topic} hype is worth it. ++ Now you know more than the {topic} posts say.",
    "That's the honest {topic} verdict, catch included. ++ Decide with the whole {topic} picture.",
    "And that's {theTopic} without the filter. ++ Your {topic} mileage may vary.",
  ],
  ctas: [
    { text: "Do you love {theTopic} too, or not? Tell me below.", onScreen: "Your verdict? 👇" },
    { text: "Follow for honest {topic} verdicts.", onScreen: "Follow for more" },
    { text: "Send this to the friend about to buy into {theTopic}.", onScreen: "Send this to a friend" },
  ],
};
