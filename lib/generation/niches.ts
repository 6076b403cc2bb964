// The one niche table. The dashboard's picker, the trend matcher (YouTube category ids and terms)
// and the writers (which vocabulary a niche speaks) all read it; nothing else defines a niche.
// Client-safe: no server imports.

export type NicheKey = "beauty" | "gaming" | "diy" | "food" | "fitness" | "education" | "technology";
/** A vocabulary: one of the preset niches, or "generic" for a niche the table doesn't know. */
export type VocabKey = NicheKey | "generic";

export type NicheDef = {
  key: NicheKey;
  label: string; // display form: "DIY", "Food"
  /** How the niche reads mid-sentence ("a new food trend"). */
  spoken: string;
  /** Shown as a button in the niche picker (technology is the default, not a button). */
  picker: boolean;
  /** YouTube category ids (US category list). */
  categoryIds: number[];
  /** The niche owns its category; Howto & Style (26) is shared, so there a term must match too. */
  categoryAlone: boolean;
  /** Whole-word terms that place a video title or tag in the niche. */
  terms: string[];
  /** Other words a creator types for exactly this niche. */
  aliases: string[];
  /** Free text that speaks this niche's language ("home espresso" -> food, "pottery" -> diy). */
  pattern: RegExp;
};

/** The server keeps at most this many characters of a niche; the picker's input stops there too. */
export const NICHE_MAX_CHARS = 60;
export const DEFAULT_NICHE: NicheKey = "technology";

// Patterns are checked in table order: "fitness food" is fitness, and "bodybuilding" must reach
// fitness before DIY's "build".
export const NICHES: readonly NicheDef[] = [
  {
    key: "beauty",
    label: "Beauty",
    spoken: "beauty",
    picker: true,
    categoryIds: [26],
    categoryAlone: false,
    terms: [
      "beauty",
      "makeup",
      "make up",
      "skincare",
      "skin care",
      "lipstick",
      "lip gloss",
      "lip liner",
      "foundation",
      "concealer",
      "eyeshadow",
      "eyeliner",
      "mascara",
      "contour",
      "highlighter",
      "blush",
      "bronzer",
      "nail",
      "nail art",
      "manicure",
      "hairstyle",
      "hair care",
      "haircare",
      "hair tutorial",
      "grwm",
      "get ready with me",
      "serum",
      "sunscreen",
      "spf",
      "retinol",
      "moisturizer",
      "brows",
      "lashes",
      "perfume",
      "fragrance",
      "cosmetics",
      "sephora",
      "ulta",
    ],
    aliases: ["makeup"],
    pattern: /\b(beauty|make-?up|skin ?care|cosmetic|nails?|hair|lipstick|grwm|fragrance|perfume)/,
  },
  {
    key: "gaming",
    label: "Gaming",
    spoken: "gaming",
    picker: true,
    categoryIds: [20],
    categoryAlone: true,
    terms: [
      "gaming",
      "gameplay",
      "gamer",
      "video game",
      "video games",
      "minecraft",
      "fortnite",
      "roblox",
      "playthrough",
      "walkthrough",
      "speedrun",
      "esports",
      "nintendo",
      "playstation",
      "ps5",
      "xbox",
      "nintendo switch",
      "switch 2",
      "gta",
      "gta 6",
      "call of duty",
      "let's play",
      "lets play",
      "steam deck",
      "twitch",
      "indie game",
      "boss fight",
      "valorant",
      "league of legends",
      "pokemon",
      "zelda",
    ],
    aliases: ["games"],
    pattern:
      /\b(gam(e|es|er|ers|ing)|e-?sports?|fortnite|minecraft|valorant|roblox|twitch|console|playstation|xbox|nintendo|speedrun)/,
  },
  {
    key: "fitness",
    label: "Fitness",
    spoken: "fitness",
    picker: true,
    categoryIds: [17, 26],
    categoryAlone: false,
    terms: [
      "fitness",
      "workout",
      "gym",
      "exercise",
      "training",
      "cardio",
      "hiit",
      "yoga",
      "pilates",
      "abs",
      "bodybuilding",
      "weight loss",
      "fat loss",
      "strength",
      "running",
      "marathon",
      "squat",
      "deadlift",
      "protein",
      "stretching",
      "mobility",
      "calisthenics",
      "home workout",
      "muscle",
      "lifting",
      "personal trainer",
      "crossfit",
    ],
    aliases: ["gym"],
    pattern:
      /\b(fitness|gym|work ?outs?|exercis|yoga|running|runner|lifting|weightlifting|bodybuilding|pilates|calisthenics|strength|cardio|health)/,
  },
  {
    key: "food",
    label: "Food",
    spoken: "food",
    picker: true,
    categoryIds: [26],
    categoryAlone: false,
    terms: [
      "food",
      "recipe",
      "cooking",
      "cook",
      "baking",
      "bake",
      "chef",
      "kitchen",
      "meal prep",
      "dinner",
      "breakfast",
      "lunch",
      "dessert",
      "cake",
      "pasta",
      "pizza",
      "vegan",
      "mukbang",
      "taste test",
      "snack",
      "air fryer",
      "grill",
      "bbq",
      "cookies",
      "bread",
      "sourdough",
      "street food",
      "foodie",
      "restaurant",
      "eating",
    ],
    aliases: ["cooking"],
    pattern:
      /\b(food|cook|recipes?|bak(e|ing)|kitchen|meals?|chef|cuisine|vegan|snacks?|drinks?|coffee|espresso|latte|barista|grill|bbq|cocktails?)/,
  },
  {
    key: "diy",
    label: "DIY",
    spoken: "DIY",
    picker: true,
    categoryIds: [26],
    categoryAlone: false,
    terms: [
      "diy",
      "do it yourself",
      "craft",
      "crafts",
      "woodworking",
      "home decor",
      "room makeover",
      "makeover",
      "upcycle",
      "upcycling",
      "home improvement",
      "renovation",
      "restoration",
      "restore",
      "organization",
      "organizing",
      "sewing",
      "knitting",
      "crochet",
      "slime",
      "3d print",
      "3d printing",
      "furniture",
      "handmade",
      "epoxy",
      "resin",
      "power tools",
      "home hack",
    ],
    aliases: ["do it yourself"],
    pattern:
      /\b(diy|crafts?|woodwork|home improvement|renovat|maker|upcycl|decor|furniture|sewing|knit|crochet|pottery|ceramics?|clay\b|resin)/,
  },
  {
    key: "education",
    label: "Education",
    spoken: "learning",
    picker: true,
    categoryIds: [27],
    categoryAlone: true,
    terms: [
      "education",
      "educational",
      "explained",
      "learn",
      "learning",
      "lesson",
      "tutorial",
      "science",
      "history",
      "math",
      "maths",
      "physics",
      "chemistry",
      "biology",
      "study",
      "study tips",
      "studying",
      "facts",
      "documentary",
      "lecture",
      "course",
      "language learning",
      "exam",
      "school",
      "college",
      "university",
      "teacher",
    ],
    aliases: [],
    pattern:
      /\b(educat|learn|stud(y|ying)|school|college|university|science|history|math|languages?|tutor|exams?|teach)/,
  },
  {
    key: "technology",
    label: "Technology",
    spoken: "tech",
    picker: false,
    categoryIds: [28],
    categoryAlone: true,
    terms: [
      "tech",
      "technology",
      "iphone",
      "android",
      "smartphone",
      "laptop",
      "unboxing",
      "gadget",
      "gadgets",
      "apple",
      "samsung",
      "google",
      "pixel",
      "ai",
      "artificial intelligence",
      "chatgpt",
      "software",
      "coding",
      "programming",
      "pc build",
      "gaming pc",
      "computer",
      "headphones",
      "earbuds",
      "smartwatch",
      "tablet",
      "ipad",
      "tesla",
      "robot",
      "vr",
      "tech review",
    ],
    aliases: ["tech"],
    pattern:
      /\b(tech|ai|a\.i\.|gadgets?|cod(e|ing)|programming|software|computers?|phones?|apple|android|apps?|developers?|pc)\b/,
  },
];

const BY_KEY = new Map<string, NicheDef>(NICHES.map((n) => [n.key, n]));
const BY_NAME = new Map<string, NicheDef>(
  NICHES.flatMap((n) => [
    [n.key, n],
    [n.label.toLowerCase(), n],
    ...n.aliases.map((a) => [a, n] as [string, NicheDef]),
  ]),
);

/** The presets shown as buttons, in picker order. */
export const PICKER_NICHES = NICHES.filter((n) => n.picker);

export const nicheByKey = (key: string): NicheDef | undefined => BY_KEY.get(key);

/** The preset a niche names exactly ("Food", "cooking", "tech"), if any. */
export function presetNamed(niche: string): NicheDef | undefined {
  return BY_NAME.get(niche.trim().replace(/\s+/g, " ").toLowerCase());
}

/** Which vocabulary a niche speaks: its preset, the first preset whose pattern it matches, else generic. */
export function vocabKeyOf(niche: string): VocabKey {
  const exact = presetNamed(niche);
  if (exact) return exact.key;
  const n = niche.toLowerCase();
  return NICHES.find((d) => d.pattern.test(n))?.key ?? "generic";
}

const wordsOf = (s: string) =>
  ` ${s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;

/** The preset whose terms the texts mention most (whole words), if any: where an adjacent topic comes from. */
export function nicheOfTexts(texts: string[], except?: string): NicheDef | undefined {
  const text = wordsOf(texts.join(" "));
  let best: NicheDef | undefined;
  let bestHits = 0;
  for (const n of NICHES) {
    if (n.key === except) continue;
    const hits = n.terms.filter((t) => text.includes(wordsOf(t))).length;
    if (hits > bestHits) [best, bestHits] = [n, hits];
  }
  return best;
}
