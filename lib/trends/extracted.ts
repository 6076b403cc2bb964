// An item's topics, extracted once when it is stored and kept with it, so a report over a niche's
// stored posts reads their topics rather than running the tagger over every title again (a cold
// server instance would otherwise pay the tagger for every stored item of the niche).
//
// What is stored is the part of the extraction that depends on the item alone: its tags, title,
// channel and declared language. What depends on the niche is applied when a report reads them:
// the niche's own spellings (vocabulary.ts aliases, built from all its posts together), its
// excluded words and its name words (pick.ts, pool.ts). Storing those would tie a row to one
// reading of its niche, and a row would go stale whenever any other post of the niche arrived.
import { cleanText } from "@/lib/language/clean";
import { isForeignPost, itemTopics, wordsOfAnyPost } from "./core/text";
import type { ExtractedTopics, ItemTopics, SignalItem } from "./core/types";

const HASHTAGS = /#[\p{L}\p{N}_]+/gu;
const LINKS = /\bhttps?:\/\/\S+|\bwww\.\S+/giu;
const HANDLES = /(^|\s)[@u]\/?[\w.-]+\b/gu;

/** A title as a reader sees it quoted (a trend's story, story.ts): no hashtags, links or handles, one line, clipped. */
export function quotable(title: string): string {
  return cleanText(title.replace(LINKS, " ").replace(HASHTAGS, " ").replace(HANDLES, "$1"), 200)
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The extractor's version, stored with every row's topics. Raise it whenever itemTopics (text.ts)
 * or the language kernel it reads returns something else for the same item: rows stored under
 * another version are extracted again when next read (live-store.ts). The fingerprint test in
 * live-store-topics.test.ts fails when the output changes and the version has not.
 */
export const TOPICS_VERSION = 2;

type Extractable = Pick<SignalItem, "tags" | "title" | "channel" | "lang">;

/** The topics of the title as a story quotes it: the item's own when quoting changes nothing. */
function quotedTopics(item: Extractable, own: ItemTopics): ItemTopics {
  const title = quotable(item.title);
  return title === item.title ? own : itemTopics({ ...item, title });
}

/** The item-only part of topic extraction (see the top of this file), all of it: what a store keeps. */
export function extractTopics(item: Extractable): ExtractedTopics {
  const foreign = isForeignPost(item);
  const own = itemTopics(item);
  // An English post's words are its topics whatever language is asked for: one list, not two.
  return { own, any: foreign ? wordsOfAnyPost(item) : own, foreign, quoted: quotedTopics(item, own) };
}

// Items no store extracted (imports, curated examples, items built in memory) are extracted on
// first read, once per item object; their quoted topics only if a story asks (the recent posts
// of a verified source), as the tagger is the cost of a first read.
const cache = new WeakMap<SignalItem, ExtractedTopics>();

/** The item's topics: as stored with it, or extracted now. */
export function extractedOf(item: SignalItem): ExtractedTopics {
  if (item.topics) return item.topics;
  let t = cache.get(item);
  if (!t) {
    const foreign = isForeignPost(item);
    const own = itemTopics(item);
    let quoted: ItemTopics | undefined;
    t = {
      own,
      any: foreign ? wordsOfAnyPost(item) : own,
      foreign,
      get quoted() {
        return (quoted ??= quotedTopics(item, own));
      },
    };
    cache.set(item, t);
  }
  return t;
}

// Stored form, as every stored row carries one: short field names; `x` (any language) only for a
// post in another language and `q` (quoted) only where it differs from `own`: otherwise they are `own`.
// `s`: the indices of the topics the post says in words (ItemTopics.said).
type Stored = { t: string[]; k: string[]; f: number; s: number[] };
export type StoredTopics = Stored & { x?: Stored; q?: Stored };

const stored = (t: ItemTopics): Stored => ({
  t: t.topics,
  k: t.keys,
  f: t.fromTags,
  s: t.said.flatMap((said, k) => (said ? [k] : [])),
});
const read = (s: Stored): ItemTopics => {
  const said = new Set(s.s ?? []);
  return { topics: s.t, keys: s.k, fromTags: s.f, said: s.k.map((_, k) => said.has(k)) };
};
const same = (a: ItemTopics, b: ItemTopics) =>
  a === b ||
  (a.fromTags === b.fromTags &&
    a.keys.join("\n") === b.keys.join("\n") &&
    a.topics.join("\n") === b.topics.join("\n") &&
    a.said.join() === b.said.join());

export function toStored(e: ExtractedTopics): StoredTopics {
  return {
    ...stored(e.own),
    ...(e.foreign ? { x: stored(e.any) } : {}),
    ...(same(e.quoted, e.own) ? {} : { q: stored(e.quoted) }),
  };
}

export function fromStored(s: StoredTopics): ExtractedTopics {
  const own = read(s);
  return { own, any: s.x ? read(s.x) : own, foreign: Boolean(s.x), quoted: s.q ? read(s.q) : own };
}
