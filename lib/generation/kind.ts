// What kind of thing a topic is, so it only gets formats that make sense for it: you taste a dish,
// not a grinder; you try a technique or an app for a week, not a bird or a city. The language
// kernel reads the kind from the topic's evidence (lib/language/kind.ts); the niche table says what
// its topics usually are when the evidence doesn't. Each format names the kinds it fits
// (lib/generation/formats); a topic of unknown kind gets only the formats that fit anything.
import { kindOf, type KindEvidence, type TopicKind } from "@/lib/language/kind";
import { nicheByKey, type Niche } from "@/lib/niches";

/** The topic's kind from its evidence, or else what the niche's topics usually are ("unknown" for a niche the table doesn't know). */
export function topicKind(topic: string, niche: Niche, evidence?: KindEvidence): TopicKind {
  const preset = niche.preset ?? nicheByKey(niche.vocab);
  return kindOf(topic, evidence, preset?.subjects ?? "unknown");
}

/** The kinds of topic a format is written for, or "any": each format names its own. */
export type FormatKinds = readonly TopicKind[] | "any";

/** Whether a format may be offered for a topic of this kind: its own list, or any kind at all. */
export const formatFits = (format: { kinds: FormatKinds }, kind: TopicKind | string | undefined) =>
  format.kinds === "any" || format.kinds.includes(kind as TopicKind);

/** Recipe constraints ("five ingredients", "one pan") are only for dishes. */
export const constraintFits = (constraint: string, kind: TopicKind) =>
  kind === "dish" || !/ingredient|\bpan\b/.test(constraint);
