// What kind of thing a topic is, so it only gets formats that make sense for it: you taste a dish,
// not a grinder; you try a technique or an app for a week, not a bird or a city; a challenge "with
// five ingredients" is for a recipe; a kit and "the finished result" are for things you make. The
// kind comes from the tagger (a person, a place, a named day, an activity), the topic's head noun,
// the words its evidence uses around it, and what the niche's subjects usually are. Each format
// names the kinds it fits (lib/generation/formats); a topic of unknown kind gets only the formats
// that fit anything.
import { entityOf } from "@/lib/language/entity";
import type { FormatOf } from "./formats/types";
import type { NicheKey, VocabKey } from "@/lib/niches";

export const TOPIC_KINDS = [
  "dish",
  "product",
  "app",
  "place",
  "species",
  "technique",
  "event",
  "person",
  "sale",
  "made",
  "idea",
  "unknown",
] as const;
export type TopicKind = (typeof TOPIC_KINDS)[number];

const last = (topic: string) => topic.toLowerCase().trim().split(/\s+/).pop() ?? "";

// Heads of things you eat or drink ("protein ice cream", "turbo shots", "dubai chocolate").
const EDIBLE =
  /^(?:cream|cheese|chocolate|coffee|espresso|latte|cappuccino|shots?|tea|matcha|chai|honey|bread|loaf|loaves|cake|cookies?|crackers?|sauce|pasta|ramen|noodles?|rice|soup|salad|flatbread|pizza|burgers?|tacos?|dumplings?|pistachio|beans|roasts?|drinks?|smoothies?|juice|wine|beer|cocktails?|mocktails?|snacks?|dessert|pie|pastry|croissants?|butter|oil|eggs?|chicken|steak|tofu|sourdough|focaccia|bagels?|donuts?|oats|granola|yogurt|kimchi|candy|gummies|ice|brew|milk)$/;

// Heads of tools and equipment ("flat burr grinders", "blind shaker", "mini PC").
const GEAR =
  /^(?:grinders?|burrs?|shakers?|tools?|machines?|kits?|portafilters?|scales?|kettles?|pans?|knives|knife|ovens?|fryers?|blenders?|creami|phones?|laptops?|cameras?|glasses|headphones|earbuds|rings?|watch(?:es)?|pcs?|consoles?|controllers?|tripods?|kilns?|wheels?|brushes|lights?|lamps?|tanks?|filters?|heaters?|pumps?|dumbbells?|kettlebells?|bands?|mats?|shoes|trucks|boards?|decks?|printers?|drills?|saws?|sanders?|routers?|monitors?|keyboards?|mice|tablets?|gadgets?|devices?|apps?|baskets?|tampers?|distributors?|pitchers?|jugs?)$/;

// Heads of things a video makes ("carved mugs", "canvas bag", "floating shelves"): a maker films
// their making, but they change nothing themselves, so no "watch what carved mugs change".
const MADE =
  /^(?:mugs?|bowls?|vases?|plates?|cups?|teapots?|planters?|jars?|tiles?|quilts?|bags?|totes?|pouches|pouch|sweaters?|cardigans?|scarf|scarves|blankets?|socks?|beanies?|hats?|tables?|chairs?|stools?|shelf|shelves|benches?|cabinets?|candles?|soaps?|earrings?|necklaces?|bracelets?|figurines?|dolls?|plushies|amigurumi|coasters?|wallets?|purses?|backpacks?|belts?|keychains?|aprons?|pillows?|cushions?|rugs?|journals?|notebooks?)$/;

// Niches whose subjects are ideas, money and rules rather than objects you make or taste.
const ABSTRACT_NICHE =
  /\b(?:financ|money|invest|budget|saving|debt|credit|tax|crypto|stocks?|career|jobs?|productivity|business|law|legal|politic|real estate|mortgage|insurance|retire|economics?)/i;
/** Abstract nouns by their endings ("student loan forgiveness", "co2 injection", "kiln maintenance"). */
export const ABSTRACT_ENDING = /(?:ness|tion|sion|ment|ism|ity|ship|ance|ence)$/i;
const MONEY_HEAD =
  /^(?:loans?|debt|savings|ira|401k|budget(?:ing)?|credit|stocks?|bonds?|funds?|taxe?s?|rates?|forgiveness|interest)$/;
const SALE_HEAD = /^(?:sales?|deals?|discounts?|clearance|markdowns?|coupons?|promo(?:tion)?s?)$/;
const FOOD_VOCABS = new Set<VocabKey>(["food", "generic"]);

// What the evidence says around a topic: its videos' titles and hashtags name an app ("download",
// "iOS"), a living thing ("spotted", "species", "feeder") or a sale ("% off").
const CUES: [TopicKind, RegExp][] = [
  ["sale", /\b(?:\d+ ?% off|on sale|discount|deals?|promo code)\b/i],
  ["app", /\b(?:app|apps|ios|android|download|plugin|extension|chrome|update|prompts?)\b/i],
  [
    "species",
    /\b(?:species|birds?|birding|birdwatching|wildlife|sighting|spotted|feeder|nest(?:ing)?|habitat|native|aquarium|fish ?tank|breed|plant care|houseplants?|in the wild)\b/i,
  ],
];
/** A cue counts when at least this share of the evidence's texts carries it (and two at least). */
const CUE_SHARE = 1 / 3;

/** What the niche's subjects usually are, when nothing else tells. */
const NICHE_DEFAULT: Record<NicheKey, TopicKind> = {
  food: "dish",
  diy: "technique",
  fitness: "technique",
  gaming: "technique",
  beauty: "product",
  technology: "product",
  education: "idea",
};

/** The texts a topic's evidence speaks with: its top videos' titles and its hashtags. */
export type KindEvidence = { titles?: string[]; hashtags?: string[] };

function cueOf(ev: KindEvidence | undefined): TopicKind | null {
  const texts = [...(ev?.titles ?? []), ...(ev?.hashtags ?? []).map((h) => h.replace(/^#/, ""))].filter(Boolean);
  if (texts.length < 2) return null;
  for (const [kind, re] of CUES) {
    const hits = texts.filter((t) => re.test(t)).length;
    if (hits >= 2 && hits >= texts.length * CUE_SHARE) return kind;
  }
  return null;
}

export function topicKind(topic: string, niche: string, vocab: VocabKey, evidence?: KindEvidence): TopicKind {
  const head = last(topic);
  if (SALE_HEAD.test(head)) return "sale";
  if (GEAR.test(head)) return "product";
  // "lip oil" in beauty and "trick shots" in gaming are not eaten.
  if (EDIBLE.test(head) && FOOD_VOCABS.has(vocab)) return "dish";
  // A name's ending says nothing: "Notion" is an app, not an abstract noun.
  const named = /^\p{Lu}/u.test(topic.trim().split(/\s+/).pop() ?? "");
  if ((!named && ABSTRACT_ENDING.test(head)) || MONEY_HEAD.test(head)) return "idea";
  if (MADE.test(head)) return "made";
  const entity = entityOf(topic);
  if (entity === "person") return "person";
  if (entity === "place") return "place";
  if (entity === "date") return "event";
  // The topic's own evidence outweighs its niche: an app in a productivity niche is an app.
  const cue = cueOf(evidence);
  if (cue) return cue;
  if (ABSTRACT_NICHE.test(niche)) return "idea";
  if (entity === "activity") return "technique";
  // In a food niche a dish is the default; elsewhere what the niche's subjects usually are.
  return vocab === "generic" ? "unknown" : NICHE_DEFAULT[vocab];
}

/** Whether a format may be offered for a topic of this kind: its own list, or any kind at all. */
export const formatFits = (format: Pick<FormatOf, "kinds">, kind: TopicKind | string | undefined) =>
  format.kinds === "any" || format.kinds.includes(kind as TopicKind);

/** Recipe constraints ("five ingredients", "one pan") are only for dishes. */
export const constraintFits = (constraint: string, kind: TopicKind) =>
  kind === "dish" || !/ingredient|\bpan\b/.test(constraint);
