// An item's topics, extracted once when it is stored and kept with it, so a report over a niche's
// stored posts reads their topics rather than running the tagger over every title again (a cold
// server instance would otherwise pay the tagger for every stored item of the niche).
//
// What is stored is the part of the extraction that depends on the item alone: its tags, title,
// channel and declared language. What depends on the niche is applied when a report reads them:
// the niche's own spellings (vocabulary.ts aliases, built from all its posts together), its
// excluded words and its name words (pick.ts, pool.ts). Storing those would tie a row to one
// reading of its niche, and a row would go stale whenever any other post of the niche arrived.
import { isForeignPost, itemTopics, wordsOfAnyPost } from "./text";
import type { ExtractedTopics, SignalItem } from "./types";

/**
 * The extractor's version, stored with every row's topics. Raise it whenever itemTopics (text.ts)
 * or the language kernel it reads returns something else for the same item: rows stored under
 * another version are extracted again when next read (live-store.ts). The fingerprint test in
 * extracted.test.ts fails when the output changes and the version has not.
 */
export const TOPICS_VERSION = 1;

/** The item-only part of topic extraction (see the top of this file). */
export function extractTopics(item: Pick<SignalItem, "tags" | "title" | "channel" | "lang">): ExtractedTopics {
  const foreign = isForeignPost(item);
  const own = itemTopics(item);
  // An English post's words are its topics whatever language is asked for: one list, not two.
  return { own, any: foreign ? wordsOfAnyPost(item) : own, foreign };
}

// Items no store extracted (imports, curated examples, items built in memory) are extracted on
// first read, once per item object.
const cache = new WeakMap<SignalItem, ExtractedTopics>();

/** The item's topics: as stored with it, or extracted now. */
export function extractedOf(item: SignalItem): ExtractedTopics {
  if (item.topics) return item.topics;
  let t = cache.get(item);
  if (!t) cache.set(item, (t = extractTopics(item)));
  return t;
}

// Stored form: short field names, and `any` only for a post in another language (for the others
// it is `own`), since every stored row carries one.
export type StoredTopics = { t: string[]; k: string[]; f: number; x?: { t: string[]; k: string[]; f: number } };

export function toStored(e: ExtractedTopics): StoredTopics {
  const own = { t: e.own.topics, k: e.own.keys, f: e.own.fromTags };
  return e.foreign ? { ...own, x: { t: e.any.topics, k: e.any.keys, f: e.any.fromTags } } : own;
}

export function fromStored(s: StoredTopics): ExtractedTopics {
  const own = { topics: s.t, keys: s.k, fromTags: s.f };
  return s.x
    ? { own, any: { topics: s.x.t, keys: s.x.k, fromTags: s.x.f }, foreign: true }
    : { own, any: own, foreign: false };
}
