// What kind of thing a topic is, so it only gets formats that make sense for it: you taste food
// and drink, not grinders; a challenge "with five ingredients" is for a recipe; a kit, a step
// by step and "the finished result" are for things you make, not for cash stuffing or a loan.
import type { FormatId } from "./formats/types";
import type { VocabKey } from "./niches";

export type TopicKind = "food" | "gear" | "abstract" | "made" | "thing";

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
const FOOD_VOCABS = new Set<VocabKey>(["food", "generic"]);

export function topicKind(topic: string, niche: string, vocab: VocabKey): TopicKind {
  const head = last(topic);
  if (GEAR.test(head)) return "gear";
  // "lip oil" in beauty and "trick shots" in gaming are not eaten.
  if (EDIBLE.test(head) && FOOD_VOCABS.has(vocab)) return "food";
  if (ABSTRACT_ENDING.test(head) || MONEY_HEAD.test(head) || ABSTRACT_NICHE.test(niche)) return "abstract";
  if (MADE.test(head)) return "made";
  // In a food niche a dish is the default; a technique ("milk steaming") is not tasted.
  return vocab === "food" && !/ing$/.test(head) ? "food" : "thing";
}

// Formats that need a particular kind of topic: tasting needs food, a challenge with constraints
// and a kit-to-result tutorial need something you make or do with your hands, and a before and
// after needs something that changes what it is used on.
const FITS: Partial<Record<FormatId, (k: TopicKind) => boolean>> = {
  "taste-test": (k) => k === "food",
  challenge: (k) => k === "food" || k === "thing" || k === "made",
  tutorial: (k) => k !== "abstract",
  "before-after": (k) => k !== "abstract" && k !== "made",
};

export const formatFits = (format: FormatId, kind: TopicKind | string | undefined) =>
  FITS[format]?.(kind as TopicKind) ?? true;

/** Recipe constraints ("five ingredients", "one pan") are only for dishes. */
export const constraintFits = (constraint: string, kind: TopicKind) =>
  kind === "food" || !/ingredient|\bpan\b/.test(constraint);
