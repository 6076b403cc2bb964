// Topic data for the embedded default's curated signals: short-form topics per preset niche,
// written for this project (titles, tags and channel names are invented, not scraped).
// `wave` topics rise and fall in turn; `steady` ones are the niche's evergreen staples.

export type CuratedTopic = {
  topic: string; // lower-case tag, also the phrase the titles use
  tags: string[];
  titles: string[];
  kind: "wave" | "steady";
};

export type CuratedNiche = {
  niche: string; // preset key (lib/niches: its category ids live there)
  nicheTags: string[];
  channels: string[];
  topics: CuratedTopic[];
};

const w = (topic: string, tags: string[], titles: string[]): CuratedTopic => ({ topic, tags, titles, kind: "wave" });
const s = (topic: string, tags: string[], titles: string[]): CuratedTopic => ({ topic, tags, titles, kind: "steady" });

export const CURATED_NICHES: CuratedNiche[] = [
  {
    niche: "beauty",
    nicheTags: ["beauty", "makeup"],
    channels: [
      "Glow Theory",
      "Dewy Diaries",
      "Brush & Blend",
      "The Lip Lab",
      "Skin With Sana",
      "Contour Club",
      "Blush Hour",
      "Nadia Does Makeup",
      "Serum Society",
      "Pore Honest",
      "Maya Mua",
      "The Vanity Edit",
    ],
    topics: [
      w(
        "peptide lip oil",
        ["lip oil", "lip care"],
        [
          "I tried every peptide lip oil so you don't have to",
          "Peptide lip oil vs lip gloss: one week test",
          "The peptide lip oil everyone is buying",
        ],
      ),
      w(
        "pdrn serum",
        ["salmon dna", "skincare"],
        [
          "PDRN serum: is salmon DNA skincare worth it?",
          "How to layer a PDRN serum (derm explains)",
          "My skin after 14 days of PDRN serum",
        ],
      ),
      w(
        "jelly blush",
        ["cream blush", "blush"],
        [
          "Jelly blush is the new cream blush",
          "How to apply jelly blush without streaks",
          "Drugstore jelly blush swatches",
        ],
      ),
      w(
        "underpainting",
        ["contour", "makeup hack"],
        [
          "Underpainting explained: contour BEFORE foundation",
          "How to underpaint for beginners",
          "I tried the underpainting technique on mature skin",
        ],
      ),
      w(
        "glazed skin",
        ["glass skin", "dewy skin"],
        ["Glazed skin in 3 steps", "How to get glazed skin with 5 products", "Glazed skin routine for oily skin"],
      ),
      w(
        "spicy lip liner",
        ["lip liner", "lip combo"],
        [
          "The spicy lip liner combo for every skin tone",
          "Spicy lip liner with a clear gloss",
          "Trying the viral spicy lip liner trick",
        ],
      ),
      w(
        "barrier repair",
        ["skin barrier", "ceramides"],
        [
          "Barrier repair guide for winter skin",
          "How to fix a damaged skin barrier, explained",
          "3 barrier repair products under $20",
        ],
      ),
      w(
        "chrome nails",
        ["nail art", "nails"],
        [
          "Chrome nails at home with a gel kit",
          "Chrome nails tutorial for beginners",
          "Silver chrome nails in 10 minutes",
        ],
      ),
      w(
        "copper hair",
        ["hair color", "hair"],
        ["Going copper hair at home", "Copper hair toner: before and after", "Copper hair shades for fall"],
      ),
      w(
        "beef tallow skincare",
        ["tallow balm", "skincare"],
        [
          "I used beef tallow skincare for a month",
          "Beef tallow skincare: a dermatologist reacts",
          "Is beef tallow skincare safe? Explained",
        ],
      ),
      w(
        "sunset blush",
        ["blush placement", "blush"],
        [
          "Sunset blush placement for round faces",
          "The sunset blush look in 60 seconds",
          "Sunset blush with two drugstore blushes",
        ],
      ),
      w(
        "lash lift",
        ["lashes", "lash serum"],
        ["At-home lash lift: what happened", "Lash lift vs lash serum", "My lash lift after 6 weeks"],
      ),
      s(
        "drugstore makeup",
        ["affordable makeup", "makeup haul"],
        [
          "Full face of drugstore makeup",
          "Drugstore makeup haul and first impressions",
          "Drugstore makeup dupes that actually work",
        ],
      ),
      s(
        "skincare routine",
        ["morning routine", "skincare"],
        ["My morning skincare routine", "Skincare routine for combination skin", "Night skincare routine, simplified"],
      ),
    ],
  },
  {
    niche: "gaming",
    nicheTags: ["gaming", "gameplay"],
    channels: [
      "Pixel Forge",
      "Respawn Rachel",
      "Noob to Pro",
      "The Save Point",
      "Critical Hit Clips",
      "LagFree Leo",
      "Boss Rush Daily",
      "Indie Radar",
      "Controller Club",
      "Frame Perfect",
      "Loot Goblin TV",
      "Couch Co-op",
    ],
    topics: [
      w(
        "gta 6",
        ["grand theft auto", "rockstar games"],
        ["GTA 6: every detail you missed", "GTA 6 map size compared", "GTA 6 first hour reaction"],
      ),
      w(
        "switch 2",
        ["nintendo switch 2", "nintendo"],
        ["Switch 2 games you should not skip", "Switch 2 hidden settings", "Is the Switch 2 worth it a year later?"],
      ),
      w(
        "silksong",
        ["hollow knight", "metroidvania"],
        [
          "Silksong boss guide: Lace",
          "Silksong is brutal, here's how to survive",
          "Silksong secrets in the first area",
        ],
      ),
      w(
        "marvel rivals",
        ["hero shooter", "marvel"],
        [
          "Marvel Rivals new season tier list",
          "Marvel Rivals tips to rank up fast",
          "This Marvel Rivals team comp is broken",
        ],
      ),
      w(
        "ghost of yotei",
        ["playstation", "open world"],
        ["Ghost of Yotei photo mode is unreal", "Ghost of Yotei combat tips", "Ghost of Yotei side quests worth doing"],
      ),
      w(
        "hades 2",
        ["roguelike", "supergiant games"],
        ["Hades 2 best build right now", "Hades 2 aspects explained", "Hades 2 final boss on max heat"],
      ),
      w(
        "nightreign",
        ["elden ring", "souls like"],
        ["Nightreign solo guide", "Nightreign: best class for beginners", "Nightreign speed clear in under 2 minutes"],
      ),
      w(
        "cozy games",
        ["cozy gaming", "relaxing games"],
        ["Cozy games for the winter", "5 cozy games under $20", "My cozy games setup tour"],
      ),
      w(
        "retro handheld",
        ["emulation", "handheld"],
        ["This $70 retro handheld surprised me", "Retro handheld setup guide", "Best retro handheld of the year"],
      ),
      w(
        "peak game",
        ["co-op", "climbing game"],
        ["PEAK game funniest moments", "PEAK game: how to reach the summit", "We tried PEAK game with 4 friends"],
      ),
      w(
        "monster hunter wilds",
        ["monster hunter", "capcom"],
        [
          "Monster Hunter Wilds new monster reaction",
          "Monster Hunter Wilds weapon tier list",
          "Monster Hunter Wilds beginner guide",
        ],
      ),
      w(
        "speedrun",
        ["world record", "any%"],
        [
          "This speedrun trick saves 40 seconds",
          "Speedrun world record explained",
          "I tried to speedrun my childhood game",
        ],
      ),
      s(
        "minecraft",
        ["minecraft build", "survival"],
        ["Minecraft survival house build", "Minecraft redstone for beginners", "Minecraft but every block is random"],
      ),
      s(
        "fortnite",
        ["battle royale", "victory royale"],
        ["Fortnite win with only pistols", "Fortnite new season first look", "Fortnite settings pros use"],
      ),
    ],
  },
  {
    niche: "diy",
    nicheTags: ["diy", "home decor"],
    channels: [
      "Sawdust Sisters",
      "Fix It Felix Home",
      "The Renter Edit",
      "Weekend Workshop",
      "Mod Podge & Co",
      "Studio Rehab",
      "Thrift Flip Theo",
      "Built by Bea",
      "Tiny Apartment Tom",
      "Handmade Haven",
      "The Paint Drop",
      "Garage Makers",
    ],
    topics: [
      w(
        "limewash",
        ["limewash paint", "wall texture"],
        ["Limewash guide for a rental bedroom", "How to limewash step by step", "Limewash: 6 months later"],
      ),
      w(
        "fluted panels",
        ["wall panels", "accent wall"],
        ["Fluted panels accent wall for $90", "How to install fluted panels", "Fluted panels on an IKEA dresser"],
      ),
      w(
        "peel and stick tile",
        ["backsplash", "renter friendly"],
        [
          "Peel and stick tile backsplash in one day",
          "Peel and stick tile: does it last?",
          "Peel and stick tile bathroom refresh",
        ],
      ),
      w(
        "3d printed organizer",
        ["3d printing", "drawer inserts"],
        [
          "3D printed organizer for every drawer",
          "I 3D printed organizers for my whole desk",
          "3D printed organizer files you need",
        ],
      ),
      w(
        "ikea hack",
        ["ikea", "furniture flip"],
        ["IKEA hack: Kallax to sideboard", "5 IKEA hack ideas under $50", "This IKEA hack looks high end"],
      ),
      w(
        "wavy mirror",
        ["mirror", "squiggle mirror"],
        ["DIY wavy mirror from scrap plywood", "Wavy mirror with a jigsaw", "How to cut a wavy mirror frame"],
      ),
      w(
        "candle making",
        ["candles", "soy wax"],
        ["Candle making for beginners", "Candle making with dough bowls", "I tried candle making with coffee scent"],
      ),
      w(
        "epoxy table",
        ["epoxy resin", "river table"],
        ["Epoxy table with a glow pour", "How to make an epoxy table without bubbles", "Epoxy table fail and fix"],
      ),
      w(
        "boucle chair flip",
        ["upholstery", "thrift flip"],
        [
          "Boucle chair flip from a $10 thrift chair",
          "How to reupholster: boucle chair flip",
          "Boucle chair flip for small spaces",
        ],
      ),
      w(
        "arched shelf",
        ["shelving", "arch"],
        ["Arched shelf from one board", "DIY arched shelf with hidden hooks", "Arched shelf nook for a bathroom"],
      ),
      w(
        "concrete planter",
        ["concrete", "planters"],
        ["Concrete planter with a milk carton mold", "How to make a concrete planter", "Big concrete planter for $12"],
      ),
      w(
        "shaker cabinet",
        ["kitchen makeover", "cabinets"],
        ["Shaker cabinet doors from flat doors", "How to add shaker cabinet trim", "Shaker cabinet kitchen makeover"],
      ),
      s(
        "woodworking",
        ["woodworking projects", "power tools"],
        ["Woodworking projects that sell", "Woodworking joints for beginners", "Small woodworking gifts"],
      ),
      s(
        "home organization",
        ["declutter", "storage"],
        ["Home organization reset", "Home organization for small closets", "Home organization on a budget"],
      ),
    ],
  },
  {
    niche: "food",
    nicheTags: ["food", "recipe"],
    channels: [
      "Fork Fiction",
      "Salt & Simmer",
      "Five Ingredient Fay",
      "The Crispy Bit",
      "Meal Prep Mo",
      "Butter Bros",
      "Weeknight Kitchen",
      "Bake Club",
      "Spice Drawer",
      "Tiny Oven Tales",
      "Dumpling Diaries",
      "Home Cook Hana",
    ],
    topics: [
      w(
        "dubai chocolate",
        ["pistachio", "kataifi"],
        ["Dubai chocolate bar at home", "Dubai chocolate strawberries", "How to make Dubai chocolate filling"],
      ),
      w(
        "cottage cheese flatbread",
        ["high protein", "cottage cheese"],
        [
          "Cottage cheese flatbread: 2 ingredients",
          "Cottage cheese flatbread wrap",
          "Why my cottage cheese flatbread stuck",
        ],
      ),
      w(
        "protein ice cream",
        ["ninja creami", "high protein"],
        ["Protein ice cream in a Ninja Creami", "Protein ice cream 3 ways", "Protein ice cream that isn't icy"],
      ),
      w(
        "cucumber salad",
        ["viral salad", "sesame"],
        ["Spicy cucumber salad in a jar", "Cucumber salad every day for a week", "Cucumber salad, restaurant style"],
      ),
      w(
        "hot honey",
        ["hot honey recipe", "chili"],
        ["Hot honey chicken sandwiches", "Homemade hot honey in 5 minutes", "Hot honey on everything"],
      ),
      w(
        "tinned fish",
        ["seafood", "date night"],
        ["Tinned fish date night board", "Tinned fish pasta", "Tinned fish taste test"],
      ),
      w(
        "crispy rice salad",
        ["rice", "leftovers"],
        ["Crispy rice salad with leftover rice", "Crispy rice salad meal prep", "How to get crispy rice salad right"],
      ),
      w(
        "smash burger tacos",
        ["smash burger", "tacos"],
        ["Smash burger tacos on a griddle", "Smash burger tacos for a crowd", "Smash burger tacos, but healthier"],
      ),
      w(
        "matcha latte",
        ["matcha", "iced matcha"],
        ["Strawberry matcha latte at home", "Matcha latte without a whisk", "Matcha latte guide for beginners"],
      ),
      w(
        "sourdough discard",
        ["sourdough", "baking"],
        ["Sourdough discard crackers", "5 sourdough discard recipes", "Sourdough discard pancakes"],
      ),
      w(
        "birria ramen",
        ["birria", "ramen"],
        ["Birria ramen from scratch", "Quick birria ramen", "Birria ramen for two"],
      ),
      w(
        "pistachio cream",
        ["pistachio", "dessert"],
        ["Pistachio cream croissants", "Homemade pistachio cream", "Pistachio cream latte"],
      ),
      s(
        "meal prep",
        ["meal prep ideas", "lunch"],
        ["Meal prep for the week in one hour", "Cheap meal prep for two", "Meal prep lunches that don't get soggy"],
      ),
      s(
        "air fryer recipes",
        ["air fryer", "easy dinner"],
        [
          "Air fryer recipes for busy nights",
          "Air fryer recipes you haven't tried",
          "Air fryer recipes: crispy potatoes",
        ],
      ),
    ],
  },
  {
    niche: "fitness",
    nicheTags: ["fitness", "workout"],
    channels: [
      "Rep Ready",
      "Coach Kira",
      "Lift Lab",
      "Stride Society",
      "The Mobility Desk",
      "Gym Notes",
      "Sweat Simple",
      "Form Check Fred",
      "Hybrid Hannah",
      "Core Club",
      "Pace Makers",
      "Strong at Home",
    ],
    topics: [
      w(
        "zone 2 cardio",
        ["cardio", "endurance"],
        [
          "Zone 2 cardio explained in 60 seconds",
          "Zone 2 cardio: how to find your heart rate",
          "I did zone 2 cardio for 30 days",
        ],
      ),
      w(
        "hyrox",
        ["hybrid training", "fitness race"],
        ["Hyrox training week", "Hyrox for beginners: what to expect", "My first Hyrox race"],
      ),
      w(
        "wall pilates",
        ["pilates", "low impact"],
        ["Wall pilates for beginners", "10 minute wall pilates core", "Wall pilates every day for 2 weeks"],
      ),
      w(
        "weighted vest walk",
        ["weighted vest", "walking"],
        [
          "Weighted vest walk: is it worth it?",
          "Weighted vest walk for fat loss",
          "How heavy should your weighted vest walk be?",
        ],
      ),
      w(
        "japanese walking",
        ["interval walking", "walking"],
        [
          "Japanese walking: the 3 minute interval",
          "I tried Japanese walking for a week",
          "Japanese walking explained",
        ],
      ),
      w(
        "creatine",
        ["supplements", "strength"],
        ["Creatine for women: the facts", "Creatine myths explained", "What creatine did in 8 weeks"],
      ),
      w(
        "rucking",
        ["ruck", "backpack workout"],
        ["Rucking for beginners", "Rucking vs running", "Rucking 5 miles a day"],
      ),
      w(
        "reverse nordic",
        ["knee health", "quads"],
        ["Reverse nordic progression", "Reverse nordic for bad knees", "How to do a reverse nordic safely"],
      ),
      w(
        "lazy girl workout",
        ["home workout", "low effort"],
        ["Lazy girl workout in bed", "Lazy girl workout: 12 minutes", "The lazy girl workout that works"],
      ),
      w(
        "mobility flow",
        ["mobility", "stretching"],
        ["Morning mobility flow", "Mobility flow for desk workers", "10 minute mobility flow"],
      ),
      w(
        "incline walk",
        ["treadmill", "12-3-30"],
        ["12-3-30 incline walk explained", "Incline walk every day for a month", "Incline walk vs running"],
      ),
      w(
        "deload week",
        ["recovery", "programming"],
        ["What a deload week actually does", "How to plan a deload week", "Deload week: lifters explain"],
      ),
      s(
        "home workout",
        ["no equipment", "full body"],
        ["Full body home workout", "Home workout with no equipment", "20 minute home workout"],
      ),
      s("leg day", ["legs", "squats"], ["Leg day for beginners", "Leg day at the gym", "Leg day with dumbbells only"]),
    ],
  },
  {
    niche: "education",
    nicheTags: ["education", "learning"],
    channels: [
      "Curious Cat Lab",
      "Five Minute Physics Club",
      "History Hook",
      "The Study Desk",
      "Map Nerd",
      "Brainy Bites",
      "Explainer Eli",
      "Word Origins",
      "Numbers Daily",
      "Space Sketch",
      "Ask a Teacher",
      "Science Snack",
    ],
    topics: [
      w(
        "ai agents explained",
        ["artificial intelligence", "ai"],
        ["AI agents explained simply", "How AI agents actually work", "What AI agents can and can't do"],
      ),
      w(
        "active recall",
        ["study tips", "memory"],
        [
          "Active recall: the study method that works",
          "How to use active recall for exams",
          "Active recall vs rereading, explained",
        ],
      ),
      w(
        "microplastics",
        ["environment", "science"],
        [
          "Microplastics in your body, explained",
          "How microplastics get into food",
          "Microplastics 101: can we remove them?",
        ],
      ),
      w(
        "roman empire",
        ["history", "ancient rome"],
        [
          "Why do we all think about the Roman Empire?",
          "Roman Empire explained in 60 seconds",
          "How the Roman Empire fed a city",
        ],
      ),
      w(
        "fermi paradox",
        ["aliens", "space"],
        ["Fermi paradox explained in 3 answers", "What is the Fermi paradox?", "Fermi paradox and the great silence"],
      ),
      w(
        "etymology",
        ["words", "language"],
        ["Etymology lesson: everyday words", "Etymology explained: why we say OK", "Etymology of the days of the week"],
      ),
      w(
        "quantum computing",
        ["quantum", "physics"],
        [
          "Quantum computing explained with coins",
          "How quantum computing could break passwords",
          "Quantum computing in 2026",
        ],
      ),
      w(
        "feynman technique",
        ["learning", "study tips"],
        [
          "Feynman technique in 4 steps",
          "Learn anything with the Feynman technique",
          "How to use the Feynman technique for math",
        ],
      ),
      w(
        "solar maximum",
        ["space weather", "aurora"],
        [
          "How solar maximum powers the northern lights",
          "What solar maximum means for Earth",
          "Solar maximum explained",
        ],
      ),
      w(
        "map projections",
        ["geography", "maps"],
        [
          "Map projections explained: why Greenland looks huge",
          "How map projections lie to you",
          "Map projections compared",
        ],
      ),
      w(
        "mental math",
        ["math tricks", "math"],
        ["How to do mental math for percentages", "Mental math lesson: multiply by 11", "Mental math like a cashier"],
      ),
      w(
        "brain rot",
        ["psychology", "attention"],
        ["What brain rot does to attention", "Brain rot, explained by a scientist", "How to undo brain rot"],
      ),
      s(
        "study with me",
        ["pomodoro", "study"],
        ["Study with me: 2 hour pomodoro", "Study with me at the library", "Study with me before exams"],
      ),
      s(
        "history facts",
        ["history", "facts"],
        ["History facts they didn't teach you", "History facts in 60 seconds", "Weird history facts"],
      ),
    ],
  },
  {
    niche: "technology",
    nicheTags: ["tech", "technology"],
    channels: [
      "Byte Size Tech",
      "Circuit Breakdown",
      "The Gadget Shelf",
      "Pixel Pushers",
      "Unbox Therapy Club",
      "Silicon Sam",
      "Dock & Dongle",
      "Future Proof",
      "The Spec Sheet",
      "Setup Stories",
      "Chip Check",
      "Tech With Tara",
    ],
    topics: [
      w(
        "iphone 17",
        ["apple", "iphone"],
        ["iPhone 17 after one month", "iPhone 17 camera test", "iPhone 17 settings to change first"],
      ),
      w(
        "galaxy s26",
        ["samsung", "android"],
        ["Galaxy S26 first impressions", "Galaxy S26 vs iPhone 17", "Galaxy S26 hidden features"],
      ),
      w(
        "local llm",
        ["ai", "self hosted"],
        ["Run a local LLM on your laptop", "Local LLM on an old laptop", "Local LLM vs ChatGPT"],
      ),
      w(
        "smart ring",
        ["wearables", "health tracking"],
        ["Smart ring vs smartwatch", "I wore a smart ring for 30 days", "Smart ring sleep tracking tested"],
      ),
      w(
        "e-ink phone",
        ["minimal phone", "digital detox"],
        ["I switched to an e-ink phone", "E-ink phone for a week", "E-ink phone: the honest truth"],
      ),
      w(
        "mini pc",
        ["home server", "desk setup"],
        ["This mini PC replaced my desktop", "Mini PC home server build", "Mini PC under $300"],
      ),
      w(
        "ai glasses",
        ["smart glasses", "wearables"],
        ["AI glasses that actually help", "AI glasses privacy test", "AI glasses vs phone camera"],
      ),
      w(
        "foldable phone",
        ["foldables", "android"],
        ["Foldable phone one year later", "Foldable phone crease test", "Is a foldable phone worth it?"],
      ),
      w(
        "mechanical keyboard",
        ["keyboards", "desk setup"],
        ["Mechanical keyboard sound test", "Build a mechanical keyboard", "Mechanical keyboard under $50"],
      ),
      w(
        "rtx 5090",
        ["nvidia", "gpu"],
        ["RTX 5090 in a small case", "RTX 5090 power test", "RTX 5090 worth it for creators?"],
      ),
      w(
        "magsafe",
        ["accessories", "iphone"],
        ["MagSafe accessories I use daily", "MagSafe power bank test", "MagSafe wallet showdown"],
      ),
      w(
        "password manager",
        ["security", "passkeys"],
        [
          "Switching password manager in 10 minutes",
          "Password manager vs passkeys explained",
          "Best password manager free tier",
        ],
      ),
      s(
        "unboxing",
        ["first look", "new tech"],
        ["Unboxing the weirdest gadgets", "Unboxing and setup", "Unboxing a mystery tech box"],
      ),
      s(
        "budget phone",
        ["cheap phone", "android"],
        ["Budget phone that beats flagships", "Budget phone camera test", "Budget phone for students"],
      ),
    ],
  },
];
