// Per-niche language for scripts. Each preset niche gets its own props, shots, tips and myths so
// a Fitness script sounds like a coach and a Food script like a cook, not one template with the
// niche name swapped. "{niche}" (custom niches) and "{kit}" are filled in at build time.

export type NicheKey = "beauty" | "gaming" | "diy" | "food" | "fitness" | "education" | "technology" | "generic";

export type ShotList = { hook: string[]; setup: string[]; point: string[]; payoff: string[]; cta: string[] };

export type NicheVocab = {
  label: string; // how the niche reads mid-sentence
  audience: string[];
  kit: string[]; // props, tools, settings
  session: string; // "Save this for your next {session}"
  next: string; // "Follow for part two: {next}"
  ctaWord: string; // "Comment {ctaWord}"
  tips: string[];
  myths: string[];
  payoffs: string[];
  extraSteps: string[]; // used when an outline is too thin to fill 60 seconds
  broll: ShotList;
};

export const NICHE_VOCAB: Record<NicheKey, NicheVocab> = {
  beauty: {
    label: "beauty",
    audience: ["makeup lovers", "beginners", "anyone doing their own makeup"],
    kit: ["concealer", "setting spray", "lip liner", "bronzer", "brow gel", "primer", "blush"],
    session: "get-ready-with-me",
    next: "the drugstore version",
    ctaWord: "GLOW",
    tips: [
      "Tap, don't swipe; swiping just moves the product around.",
      "Use less {kit} than you think, you can always build it up.",
      "Check it in daylight before you commit, ring lights lie.",
      "Give your skincare two minutes to sink in or everything pills.",
      "Match it to your neck, not your hand.",
      "Thin layers beat one thick layer every single time.",
    ],
    myths: ["you need high-end products for this", "more coverage always looks better on camera", "setting spray is optional", "this only works on perfect skin"],
    payoffs: ["a finish that looks like skin, not makeup", "a look that survives a twelve-hour day", "the kind of glow people actually ask about"],
    extraSteps: ["Prep the skin first, because it decides everything after", "Build coverage in thin layers where you need it", "Set only the spots that crease"],
    broll: {
      hook: ["extreme close-up of the finished look, snap cut to the bare face", "mirror shot, product pushed toward the lens"],
      setup: ["flat lay of the products on the vanity", "screen recording of the trend on the For You page"],
      point: ["close-up of the brush blending along the cheekbone", "split screen: one side done, one side bare", "macro shot of the texture on the back of the hand", "ring-light side angle while applying"],
      payoff: ["slow turn toward window light to show the finish", "before/after side by side in daylight"],
      cta: ["face to camera, point at the follow button", "hold the product up to the lens and smile"],
    },
  },
  gaming: {
    label: "gaming",
    audience: ["ranked grinders", "casual players", "new players"],
    kit: ["your sensitivity settings", "the default loadout", "your controller binds", "your crosshair settings", "your graphics settings"],
    session: "gaming session",
    next: "the advanced version of this",
    ctaWord: "GG",
    tips: [
      "Run it in the practice range first and let muscle memory do the rest.",
      "Most players never open the settings menu, and that's free value.",
      "Watch the mini-map, not your crosshair, for this one.",
      "Give it three matches in a row before you judge it.",
      "Clip it so you can watch your own timing back.",
      "Check {kit} before you queue, it matters more than your aim.",
    ],
    myths: ["you need a high-end setup for this", "only pros can pull this off", "the meta pick is always the best pick", "higher sensitivity means faster reactions"],
    payoffs: ["cleaner fights and more wins in the same hours", "climbing ranks without grinding more", "plays that actually look like a highlight reel"],
    extraSteps: ["Fix your settings before anything else", "Practice the move in a private match until it's automatic", "Take it into ranked only once it feels boring"],
    broll: {
      hook: ["gameplay of the clutch moment, freeze frame on the key frame", "facecam reaction over the kill feed"],
      setup: ["screen recording of the trend in the feed", "menu walkthrough with the cursor highlighted"],
      point: ["gameplay with an arrow overlay on the key move", "settings screen zoomed on the exact value", "side by side: old settings vs new", "slow-motion replay of the play"],
      payoff: ["montage of the wins", "end-of-match scoreboard"],
      cta: ["facecam, point at the follow button", "controller in frame, nod to camera"],
    },
  },
  diy: {
    label: "DIY",
    audience: ["first-time DIYers", "renters", "weekend builders"],
    kit: ["painter's tape", "wood glue", "a cordless drill", "sandpaper", "a level", "a stud finder"],
    session: "weekend project",
    next: "the budget version",
    ctaWord: "BUILD",
    tips: [
      "Measure twice; it's cheaper than a second trip to the store.",
      "Painter's tape and a slow pull give you that crisp line.",
      "Let the glue cure overnight, rushing it is how joints fail.",
      "Sand between coats, that's the difference between homemade and handmade.",
      "Pre-drill so the wood doesn't split.",
      "Keep {kit} within reach, you'll use it more than you think.",
    ],
    myths: ["you need a workshop full of tools", "renters can't do this", "it only looks good if a pro does it", "cheap materials always look cheap"],
    payoffs: ["a finish that looks store-bought for a fraction of the price", "a room that feels new after one weekend", "something you'll actually want to show off"],
    extraSteps: ["Measure and mark everything before the first cut", "Do a test piece on scrap first", "Seal it so it lasts longer than a month"],
    broll: {
      hook: ["time-lapse of the transformation, reversed to the start", "close-up of the drill biting into the wood"],
      setup: ["wide shot of the space before", "materials laid out on the workbench"],
      point: ["overhead shot of hands measuring and marking", "close-up of the cut", "slow pan across the first coat", "time-lapse of the build"],
      payoff: ["reveal pan across the finished piece", "before/after split screen"],
      cta: ["holding the finished piece, face to camera", "point at the follow button with the drill"],
    },
  },
  food: {
    label: "food",
    audience: ["home cooks", "meal preppers", "anyone who hates doing dishes"],
    kit: ["a properly hot pan", "flaky salt", "a squeeze of lemon", "the pasta water", "a sheet pan", "brown butter"],
    session: "grocery run",
    next: "the one-pan version",
    ctaWord: "RECIPE",
    tips: [
      "Get the pan properly hot first, that's where the flavour comes from.",
      "Salt in layers, not all at the end.",
      "Save a cup of the pasta water, it's the secret to a glossy sauce.",
      "Let it rest five minutes before you cut into it.",
      "A squeeze of lemon at the end wakes the whole thing up.",
      "Don't crowd the pan or it steams instead of browning.",
    ],
    myths: ["you need restaurant equipment for this", "it has to take hours to taste good", "healthy means bland", "you can't make this on a budget"],
    payoffs: ["a weeknight dinner that tastes like a weekend one", "a dish people will ask you to make again", "restaurant flavour in under thirty minutes"],
    extraSteps: ["Prep everything before the heat goes on", "Season and taste as you go", "Finish with something fresh and acidic"],
    broll: {
      hook: ["slow motion of the sizzle hitting the pan", "cheese-pull close-up"],
      setup: ["ingredients laid out on the counter, top-down", "grocery haul flat lay"],
      point: ["overhead shot of the chopping", "close-up of the pan as it browns", "slow-motion pour", "hands plating the dish"],
      payoff: ["the first bite, real reaction", "final plated shot with steam rising"],
      cta: ["fork pointed toward the camera", "face to camera holding the plate"],
    },
  },
  fitness: {
    label: "fitness",
    audience: ["beginners", "busy people", "anyone training at home"],
    kit: ["a pair of dumbbells", "a resistance band", "a kettlebell", "a timer", "a yoga mat"],
    session: "training day",
    next: "the no-equipment version",
    ctaWord: "PLAN",
    tips: [
      "Slow down the lowering part, that's where the work happens.",
      "Film one set from the side and check your form.",
      "Breathe out on the hard part.",
      "Stop two reps before failure, not at failure, every set.",
      "Three sessions a week you actually do beats six you skip.",
      "Don't skip the warm-up, it's what keeps you training next week.",
    ],
    myths: ["more sweat means a better workout", "you need a gym membership for results", "cardio is the only way to burn fat", "soreness means it worked"],
    payoffs: ["real progress without living in the gym", "stronger lifts within a few weeks", "a routine you'll actually stick to"],
    extraSteps: ["Warm up the exact muscles you're about to use", "Pick one movement and own the form", "Track it so next week you can beat it"],
    broll: {
      hook: ["mid-rep slow motion, freeze on the form", "countdown timer filling the screen"],
      setup: ["wide shot of the home setup", "clip of the trend in the feed"],
      point: ["side angle of the movement with form lines drawn", "close-up on grip and foot position", "split screen: wrong form vs right form", "timer overlay during the set"],
      payoff: ["progress log on a phone screen", "before/after lift comparison"],
      cta: ["towel over the shoulder, face to camera", "point at the follow button between sets"],
    },
  },
  education: {
    label: "learning",
    audience: ["students", "anyone cramming for exams", "lifelong learners"],
    kit: ["a blank page", "flashcards", "a timer", "the textbook index", "a highlighter"],
    session: "study session",
    next: "the advanced version",
    ctaWord: "NOTES",
    tips: [
      "Close the book and explain it out loud, that's the real test.",
      "Ten minutes a day beats three hours once a week.",
      "Write the question down before you read the answer.",
      "If you can't sketch it, you don't understand it yet.",
      "Teach it to a friend, or honestly, your cat.",
      "Grab {kit}, it does more than another re-read.",
    ],
    myths: ["re-reading your notes counts as studying", "some people just aren't math people", "highlighting everything helps you remember", "cramming the night before works"],
    payoffs: ["remembering it a month from now, not just tomorrow", "walking into the exam actually calm", "understanding it instead of memorising it"],
    extraSteps: ["Start with the one idea everything else hangs on", "Test yourself before you feel ready", "Connect it to something you already know"],
    broll: {
      hook: ["whiteboard scribble, snap cut to the answer", "close-up of a red-marked test"],
      setup: ["desk setup, top-down", "screen recording of the trend"],
      point: ["handwritten diagram building up on paper", "flashcards flipping", "whiteboard with the key term circled", "screen capture with highlights"],
      payoff: ["the solved problem on the board", "grade reveal on the laptop"],
      cta: ["face to camera, pen pointing at the follow button", "hold the notes up to the lens"],
    },
  },
  technology: {
    label: "tech",
    audience: ["tech nerds", "people who just want their phone to work", "builders"],
    kit: ["your settings menu", "a free tool", "one keyboard shortcut", "your phone's hidden menu", "an AI assistant"],
    session: "setup session",
    next: "the power-user version",
    ctaWord: "TOOL",
    tips: [
      "It's buried three menus deep, so pin it once you find it.",
      "Try it on one file first, never on your only copy.",
      "The free tier is enough for most people.",
      "Turn off auto-update for this or it quietly resets.",
      "Check the privacy settings before you connect anything.",
      "Start with {kit}; it's faster than it sounds.",
    ],
    myths: ["you need the newest device for this", "free tools are always worse", "this is only for programmers", "more specs always means faster"],
    payoffs: ["hours back every single week", "a setup that just works", "one click for what used to take ten"],
    extraSteps: ["Back up before you change anything", "Turn on the one setting that does the heavy lifting", "Automate it so you never think about it again"],
    broll: {
      hook: ["screen recording zoomed on the result", "device close-up with a fast push-in"],
      setup: ["wide shot of the desk setup", "screen recording of the trend"],
      point: ["screen recording with the cursor highlighted", "phone screen capture with taps shown", "side by side: old way vs new way", "close-up of the settings toggle"],
      payoff: ["timer comparing before and after", "the finished result on screen"],
      cta: ["face to camera beside the device", "point at the follow button"],
    },
  },
  generic: {
    label: "{niche}",
    audience: ["{niche} fans", "anyone getting into {niche}", "people new to {niche}"],
    kit: ["the basics", "your timing", "your setup", "the first step"],
    session: "{niche} session",
    next: "part two",
    ctaWord: "MORE",
    tips: [
      "Start with the smallest version of this and build from there.",
      "Most people rush this part, so slow down.",
      "Write it down so you can repeat it next time.",
      "Try it once this week and compare the result.",
      "Learn from people who are one step ahead of you.",
      "Get {kit} right and the rest gets easier.",
    ],
    myths: ["you need to be an expert to try this", "it takes expensive gear", "it's too late to get into {niche}", "there's only one right way to do it"],
    payoffs: ["results you can actually see", "a lot less guesswork", "a routine that keeps getting better"],
    extraSteps: ["Start with the part that gives the biggest win", "Avoid the most common beginner mistake: rushing", "Check the result and adjust once"],
    broll: {
      hook: ["close-up of the result, snap cut to the start", "face to camera with a fast push-in"],
      setup: ["screen recording of the trend in the feed", "wide establishing shot"],
      point: ["close-up of hands doing the step", "text-on-screen checklist", "side-by-side comparison", "over-the-shoulder shot"],
      payoff: ["reveal of the result", "before/after split screen"],
      cta: ["face to camera, point at the follow button", "wave to camera"],
    },
  },
};
