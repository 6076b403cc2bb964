// The shape of a niche table row (lib/niches/index.ts holds the table, one file of presets/ holds
// a row). The keys are the rows' own (index.ts derives NicheKey from them), so the shape takes its
// key as a parameter. It sits below presets/, which builds on it, as index.ts builds on presets/.
import type { TopicKind } from "@/lib/language/kind";

/** The writers' video formats (lib/generation/formats: one file each), named here so a row can list its own. */
export type FormatId =
  | "explainer"
  | "myth"
  | "hot-take"
  | "early-call"
  | "borrowed"
  | "breakdown"
  | "ranked"
  | "tutorial"
  | "taste-test"
  | "diary"
  | "head-to-head"
  | "mistake"
  | "challenge"
  | "before-after"
  | "answer"
  | "versus"
  | "fix"
  | "debate"
  | "first-look"
  | "worth-it"
  | "about"
  | "tested"
  | "take";

/** What a niche looks like on camera (shots for the hook, setup, payoff and call to action). */
export type Shots = { hook: string[]; setup: string[]; payoff: string[]; cta: string[] };
/** The constraints its challenges use and its shots. Nothing here is spoken as advice. */
export type Vocab = { constraints: string[]; shots: Shots };

/** A curated example topic, written for this project (titles, tags and channel names are invented). */
export type CuratedTopic = {
  topic: string; // lower-case tag, also the phrase the titles use
  tags: string[];
  titles: string[];
  /** `wave` topics rise and fall in turn; `steady` ones are the niche's evergreen staples. */
  kind: "wave" | "steady";
};

/** The embedded default's curated signals for a preset, shown while no live source answers. */
export type Curated = { nicheTags: string[]; channels: string[]; topics: CuratedTopic[] };

/** How the writers write for a preset: its camera vocabulary, the formats its creators make (best fit first, the first its signature) and its curated examples. */
export type WriterProfile = { vocab: Vocab; formats: readonly FormatId[]; curated: Curated };

export type NicheRow<Key extends string = string> = {
  key: Key;
  /**
   * Where the row stands in the table: patterns are tried in this order ("fitness food" is
   * fitness, and "bodybuilding" must reach fitness before DIY's "build") and the picker shows its
   * buttons in it. Tens leave room for a row between two others.
   */
  order: number;
  /** What the niche's topics usually are, when their evidence does not tell. */
  subjects: TopicKind;
  /**
   * Whether its topics are mostly said without an article: dishes, beauty products, games,
   * subjects ("pistachio", "peptide lip oil", "Minecraft"), where "the" would read as one item.
   */
  bareTopics: boolean;
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
  /** Where the niche's people talk: the subreddits a preset reads. */
  communities: { subreddits: string[] };
  /** Free text that speaks this niche's language ("home espresso" -> food, "pottery" -> diy). */
  pattern: RegExp;
  writer: WriterProfile;
};
