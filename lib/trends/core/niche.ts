// Which signal items belong to a niche: the preset niches by the niche table's YouTube categories
// and terms (lib/niches); any other text by its own words in titles and tags.
import { NICHES, type Niche, type NicheDef } from "@/lib/niches";
import { NAMES_EXACTLY, nicheNamer, nicheWords } from "./niche-forms";
import { normalizeTag } from "./text";
import type { SignalItem } from "./types";

type Preset = Pick<NicheDef, "label" | "categoryIds" | "categoryAlone" | "terms">;

/** The presets' matching data, by key, from the niche table. */
export const PRESET_NICHES: Record<string, Preset> = Object.fromEntries(
  NICHES.map((n) => [
    n.key,
    { label: n.label, categoryIds: n.categoryIds, categoryAlone: n.categoryAlone, terms: n.terms },
  ]),
);

export type NicheMatcher = {
  niche: Niche;
  key: string;
  label: string;
  preset: boolean;
  matches(item: SignalItem): boolean;
  categoryIds: number[];
  terms: string[];
};

// Items are matched on whole words: " " + words + " ", so "ai" never matches "said".
function wordText(s: string): string {
  return " " + normalizeTag(s).replace(/[^\p{L}\p{N}]+/gu, " ") + " ";
}

const textCache = new WeakMap<SignalItem, string>();
function itemText(item: SignalItem): string {
  let t = textCache.get(item);
  if (t === undefined) {
    t = wordText(item.title + " " + item.tags.join(" "));
    textCache.set(item, t);
  }
  return t;
}

// A term also matches its plain plural ("recipe" -> "recipes").
function termMatcher(terms: string[]): (text: string) => boolean {
  const patterns = terms.map((t) => wordText(t).trimEnd()).filter((p) => p.trim());
  return (text) => patterns.some((p) => text.includes(p + " ") || text.includes(p + "s "));
}

// A niche is resolved once and passed down; its matcher is built once per resolved niche.
const matchers = new WeakMap<Niche, NicheMatcher>();

/** Which items belong to a resolved niche. */
export function nicheMatcher(niche: Niche): NicheMatcher {
  let m = matchers.get(niche);
  if (!m) matchers.set(niche, (m = buildMatcher(niche)));
  return m;
}

function buildMatcher(niche: Niche): NicheMatcher {
  const { key, label } = niche;
  const preset = niche.preset;
  if (preset) {
    const anyTerm = termMatcher(preset.terms);
    return {
      niche,
      key,
      label,
      preset: true,
      categoryIds: preset.categoryIds,
      terms: preset.terms,
      // A curated item was written for exactly one niche; it never leaks into another.
      matches(item) {
        if (item.niche) return item.niche === key;
        if (preset.categoryAlone && item.categoryId !== null && preset.categoryIds.includes(item.categoryId))
          return true;
        return anyTerm(itemText(item));
      },
    };
  }
  // A custom niche matches as a phrase, when every content word of it appears, or when its words
  // are written together or in the other number ("homebrewing", "fountain pen": niche-forms.ts).
  const words = nicheWords(normalizeTag(niche.name));
  const phrase = words.join(" ");
  const terms = phrase ? [phrase, ...(words.length > 1 ? words : [])] : [];
  const hasPhrase = termMatcher(phrase ? [phrase] : []);
  const eachWord = words.map((w) => termMatcher([w]));
  const names = nicheNamer(phrase);
  return {
    niche,
    key,
    label,
    preset: false,
    categoryIds: [],
    terms,
    matches(item) {
      if (!phrase) return false;
      const text = itemText(item);
      return (
        hasPhrase(text) || (words.length > 1 && eachWord.every((has) => has(text))) || names(text) === NAMES_EXACTLY
      );
    },
  };
}

/**
 * Preset niches a custom niche belongs to by its words ("sourdough" is a Food term): the niches
 * it may borrow adjacent trends from. None for a preset.
 */
export function adjacentPresets(matcher: NicheMatcher): string[] {
  if (matcher.preset || matcher.terms.length === 0) return [];
  const text = wordText(matcher.terms.join(" "));
  return Object.entries(PRESET_NICHES)
    .filter(([, p]) => termMatcher(p.terms)(text))
    .map(([key]) => key);
}

/** Does free text (a subreddit's description, a headline) speak of the niche? */
export function matchesText(matcher: NicheMatcher, text: string): boolean {
  return matcher.matches({
    source: "text",
    externalId: "",
    title: text,
    tags: [],
    channel: "",
    categoryId: null,
    views: 0,
    likes: 0,
    comments: 0,
    observedAt: new Date(0),
  });
}

export type NicheSelection = {
  matcher: NicheMatcher;
  items: SignalItem[];
  matched: number;
  // Fewer than `minItems` matched: the caller should say coverage is low. A custom niche then
  // falls back to every item; a preset keeps its few.
  lowCoverage: boolean;
};

/** Items of a niche; a custom niche matching fewer than `minItems` falls back to every item. */
export function selectNicheItems(items: SignalItem[], niche: Niche, minItems = 5): NicheSelection {
  const matcher = nicheMatcher(niche);
  const picked = items.filter((it) => matcher.matches(it));
  if (picked.length >= minItems || matcher.preset) {
    return { matcher, items: picked, matched: picked.length, lowCoverage: picked.length < minItems };
  }
  return { matcher, items, matched: picked.length, lowCoverage: true };
}
