// The shape of a niche table row (index.ts holds the table, one file per preset holds a row).
import type { TopicKind } from "@/lib/language/kind";
export type NicheKey = "beauty" | "gaming" | "diy" | "food" | "fitness" | "education" | "technology";
/** A vocabulary: one of the preset niches, or "generic" for a niche the table doesn't know. */
export type VocabKey = NicheKey | "generic";

export type NicheDef = {
  key: NicheKey;
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
};
