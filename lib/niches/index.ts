// The one niche table: one file of presets/ per preset (key, label, aliases, terms, YouTube
// category ids, communities, vocabulary pattern, and how the writers write for it: its camera
// vocabulary, formats and curated examples). The dashboard's picker, the trend matcher, the live
// sources (which subreddits a preset reads), the curated examples (their category) and the writers
// (which vocabulary a niche speaks) all read it; nothing else defines a niche. Client-safe: no
// server imports, and nothing from the rest of lib/ but the language kernel.
import { cleanTypedText } from "@/lib/language/clean";
import { ROWS } from "./rows";
import type { NicheRow } from "./row/types";

export type { Curated, CuratedTopic, FormatId, NicheRow, Shots, Vocab, WriterProfile } from "./row/types";

/** A preset's key: the key of one of the rows (rows.ts lists presets/, `npm run niches:rows`). */
export type NicheKey = (typeof ROWS)[keyof typeof ROWS]["key"];
/** A vocabulary: one of the preset niches, or "generic" for a niche the table doesn't know. */
export type VocabKey = NicheKey | "generic";
/** A row of the table, under one of its keys. */
export type NicheDef = NicheRow<NicheKey>;

/** The server keeps at most this many characters of a niche; the picker's input stops there too. */
export const NICHE_MAX_CHARS = 60;

/** A niche as a user typed it, made safe to match, store and place in a prompt as data. */
export const sanitizeNiche = (input: unknown): string => cleanTypedText(input, NICHE_MAX_CHARS);
export const DEFAULT_NICHE: NicheKey = "technology";

// Patterns are checked in table order, each row's `order`: "fitness food" is fitness, and
// "bodybuilding" must reach fitness before DIY's "build".
export const NICHES: readonly NicheDef[] = Object.values(ROWS).sort((a, b) => a.order - b.order);

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

// The preset a niche names exactly ("Food", "cooking", "tech"), if any.
function presetNamed(niche: string): NicheDef | undefined {
  return BY_NAME.get(niche.trim().replace(/\s+/g, " ").toLowerCase());
}

/**
 * A niche as the product reads it. Resolved once where a request or a job names it and passed
 * down: the trend engine, the sources and the writers read its fields, never the text again.
 */
export type Niche = {
  /** As the creator typed it, made safe: what a custom niche's cards and prompts say. */
  readonly name: string;
  /** Where its signals and state are stored: the preset's key, or a slug of the name. */
  readonly key: string;
  /** How the cards name it: the preset's label, or the name. */
  readonly label: string;
  /** The preset it names exactly, if any. */
  readonly preset: NicheDef | undefined;
  /** Which vocabulary the writers use: its preset, the first preset whose pattern it speaks, else generic. */
  readonly vocab: VocabKey;
};

const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "custom";

/** The niche a creator, a request or a job names (any text: it is cleaned first). */
export function resolveNiche(typed: unknown): Niche {
  const name = sanitizeNiche(typed);
  const preset = presetNamed(name);
  if (preset) return { name, key: preset.key, label: preset.label, preset, vocab: preset.key };
  const lower = name.toLowerCase();
  const vocab = NICHES.find((d) => d.pattern.test(lower))?.key ?? "generic";
  return { name, key: slug(name), label: name, preset: undefined, vocab };
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
