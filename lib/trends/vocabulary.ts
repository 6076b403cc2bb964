// One topic however a niche's posts spell it. Across platforms the same thing is written three
// ways: as words ("sprayed edges"), as a hashtag run together ("#sprayededges"), and for a
// product as initials beside or instead of its name ("Flora Nano 45 (FN45)", "FN45"). Counted
// apart, none of them rises enough. The niche's own posts say which spellings go together:
//
// - A run-together word no post writes as a word is split: into a phrase the posts write
//   (exactly, or in the other number: "#sprayededge"), found with the niche's own words and a
//   word-frequency list (lib/language/segment.ts), and otherwise into the commonest words that
//   spell it when they are all ordinary words ("#racquetsports" is "racquet sports").
// - A short token of letters and digits is the initials of a phrase the posts write when the
//   phrase's words begin with its letters, a number kept whole ("flora nano 45" is "fn45"), and
//   at least one post writes both: then it is that phrase; a phrase holding such a spelling
//   ("mlp draft") is the phrase it spells ("major league pickleball draft"). Initials written in
//   capitals name the one long phrase they abbreviate even when no post writes both.
// - Spellings that differ only in spaces and hyphens ("multicolor", "multi-color", "multi color")
//   are one.
import { splitRunTogether } from "@/lib/language/segment";
import { isFunctionWord } from "@/lib/language/word-class";
import { titleRuns, topicKey } from "./core/text";
import type { ItemTopics, SignalItem } from "./core/types";

/** A spelling's key mapped to the key and written form of the phrase it spells. */
export type Aliases = ReadonlyMap<string, { key: string; topic: string }>;

const HASHTAG = /#[\p{L}\p{N}_]+/gu;
const ACRONYM = /^(?=.*[a-z])(?=.*\d)[a-z0-9]{2,6}$|^[a-z]{3,5}$/;
// A split into ordinary words only: each word of its own at least this long (no "iwa gum i").
const PLAIN_WORD = 3;

/** Initials of a phrase, a word holding a digit kept whole: "flora nano 45" -> "fn45", "velora x4" -> "vx4". */
export function initialsOf(key: string): string {
  return key
    .split(" ")
    .map((w) => (/\d/.test(w) ? w : w[0]))
    .join("");
}

const squash = (s: string) => s.replace(/[^\p{L}\p{N}]+/gu, "");

/**
 * The aliases of a niche's items: `topicsOf` gives each item's topics (scoring's cached reader).
 * Items are all of the niche's own posts across its sources: a spelling on one platform is
 * resolved by what the others write.
 */
export function aliasesOf(items: readonly SignalItem[], topicsOf: (item: SignalItem) => ItemTopics): Aliases {
  // Words posts write as words (hashtags set aside), and the phrases they write, by key.
  const words = new Set<string>();
  const phrases = new Map<string, Map<string, number>>();
  const tokens = new Map<string, string>(); // one-word keys, with a form as written
  for (const item of items) {
    for (const run of titleRuns(item.title.replace(HASHTAG, " "))) for (const w of run) words.add(w);
    const t = topicsOf(item);
    t.keys.forEach((key, k) => {
      if (!key.includes(" ")) return void tokens.set(key, t.topics[k]);
      let forms = phrases.get(key);
      if (!forms) phrases.set(key, (forms = new Map()));
      forms.set(t.topics[k], (forms.get(t.topics[k]) ?? 0) + 1);
    });
  }
  const formOf = (key: string) => {
    let best = key;
    let n = 0;
    for (const [form, c] of phrases.get(key) ?? []) if (c > n) [best, n] = [form, c];
    return best;
  };
  const bySquash = new Map<string, string>();
  for (const [key, forms] of phrases) {
    bySquash.set(squash(key), key);
    for (const form of forms.keys()) if (!bySquash.has(squash(form))) bySquash.set(squash(form), key);
  }
  const aliases = new Map<string, { key: string; topic: string }>();
  const known = (w: string) => words.has(w);
  for (const [token, written] of tokens) {
    if (words.has(token) || words.has(written) || !/^[a-z0-9]+$/.test(written)) continue;
    const exact = bySquash.get(token) ?? bySquash.get(written);
    if (exact) {
      aliases.set(token, { key: exact, topic: formOf(exact) });
      continue;
    }
    // The form as written: "racquetsports" is "racquet sports", where its key "racquetsport" would
    // read "racquets port".
    const split = splitRunTogether(written, known);
    if (!split) continue;
    const key = topicKey(split.join(" "));
    if (phrases.has(key)) aliases.set(token, { key, topic: formOf(key) });
    else if (split.every((w) => !isFunctionWord(w) && (known(w) || w.length >= PLAIN_WORD || /^\d+$/.test(w))))
      aliases.set(token, { key, topic: split.join(" ") });
  }
  // Initials: only where a post writes the phrase and the token together.
  const byInitials = new Map<string, string[]>();
  for (const key of phrases.keys()) {
    const words = key.split(" ");
    if (words.length < 2 || words.length > 4) continue;
    const i = initialsOf(key);
    byInitials.set(i, [...(byInitials.get(i) ?? []), key]);
  }
  const together = new Map<string, Map<string, number>>();
  for (const item of items) {
    const keys = topicsOf(item).keys;
    for (const token of keys) {
      if (token.includes(" ") || aliases.has(token) || !ACRONYM.test(token)) continue;
      const named = (byInitials.get(token) ?? []).filter((k) => keys.includes(k));
      if (named.length === 0) continue;
      let m = together.get(token);
      if (!m) together.set(token, (m = new Map()));
      for (const k of named) m.set(k, (m.get(k) ?? 0) + 1);
    }
  }
  for (const [token, named] of together) {
    // The phrase written with it most often (the fullest on a tie: "flora nano 45" over "nano 45").
    const [key] = [...named].sort((a, b) => b[1] - a[1] || b[0].length - a[0].length)[0];
    aliases.set(token, { key, topic: formOf(key) });
  }
  // Never written together, initials still name a phrase when they are plainly initials (written
  // in capitals, "MLP") of the only phrase of three words or more the posts write with them.
  const capitals = acronymsWritten(items);
  for (const token of tokens.keys()) {
    if (aliases.has(token) || !capitals.has(token)) continue;
    const named = (byInitials.get(token) ?? []).filter((k) => k.split(" ").length >= 3);
    if (named.length === 1) aliases.set(token, { key: named[0], topic: formOf(named[0]) });
  }
  // A phrase holding a spelling of another ("mlp draft", where "mlp" is "major league pickleball")
  // is the phrase it spells, when the posts write that too.
  for (const key of phrases.keys()) {
    if (aliases.has(key)) continue;
    const spelled = key
      .split(" ")
      .map((w) => aliases.get(w)?.key ?? w)
      .join(" ");
    if (spelled !== key && phrases.has(spelled)) aliases.set(key, { key: spelled, topic: formOf(spelled) });
  }
  mergeCompounds(aliases, [...phrases.keys(), ...tokens.keys()], (key) => phrases.get(key) ?? tokenForms(key));
  // A spelling of a spelling ("#mlpdraft" is "mlp draft", which is "major league pickleball
  // draft") is the last phrase of the chain.
  for (const [k, alias] of aliases) {
    let to = alias;
    for (let hops = 0; hops < 4 && aliases.has(to.key) && aliases.get(to.key)!.key !== to.key; hops++)
      to = aliases.get(to.key)!;
    if (to !== alias) aliases.set(k, to);
  }
  return aliases;

  function tokenForms(key: string): Map<string, number> {
    const written = tokens.get(key);
    return new Map(written ? [[written, 1]] : []);
  }
}

/**
 * Words of three to five letters written in capitals in most of the titles that write them: the
 * way initials are written ("MLP"), where a word in capitals now and then is shouting ("INSANE").
 */
function acronymsWritten(items: readonly SignalItem[]): Set<string> {
  const caps = new Map<string, number>();
  const all = new Map<string, number>();
  for (const item of items)
    for (const w of item.title.replace(HASHTAG, " ").match(/(?<![\p{L}\p{N}])\p{L}{3,5}(?![\p{L}\p{N}])/gu) ?? []) {
      const k = w.toLowerCase();
      all.set(k, (all.get(k) ?? 0) + 1);
      if (w === w.toUpperCase()) caps.set(k, (caps.get(k) ?? 0) + 1);
    }
  return new Set([...caps].filter(([k, n]) => n >= 2 && 2 * n > all.get(k)!).map(([k]) => k));
}

// A compound is written closed, hyphenated or open ("multicolor", "multi-color", "multi color"):
// shorter than this, letters that squash alike may be different words.
const COMPOUND_MIN = 5;

/**
 * Keys that differ only in their spaces and hyphens are one topic: each becomes the spelling with
 * the most words (so "multi color" and "multi color printing" still read as a name and its longer
 * form), written as the commonest form among them. Aliases already pointing into such a group are
 * pointed at the same key.
 */
function mergeCompounds(
  aliases: Map<string, { key: string; topic: string }>,
  keys: readonly string[],
  formsOf: (key: string) => ReadonlyMap<string, number>,
): void {
  const groups = new Map<string, string[]>();
  for (const key of new Set(keys)) {
    const s = squash(key);
    if (s.length < COMPOUND_MIN) continue;
    groups.set(s, [...(groups.get(s) ?? []), key]);
  }
  const to = new Map<string, { key: string; topic: string }>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const parts = (k: string) => k.split(/[ -]/).length;
    const key = [...group].sort((a, b) => parts(b) - parts(a) || (a < b ? -1 : 1))[0];
    const forms = new Map<string, number>();
    for (const k of group) for (const [f, n] of formsOf(k)) forms.set(f, (forms.get(f) ?? 0) + n);
    const topic = [...forms].sort((a, b) => b[1] - a[1] || a[0].length - b[0].length)[0]?.[0] ?? key;
    for (const k of group) to.set(k, { key, topic });
  }
  for (const [k, target] of to) if (!aliases.has(k)) aliases.set(k, target);
  for (const [k, alias] of aliases) {
    const moved = to.get(alias.key);
    if (moved && moved.key !== alias.key) aliases.set(k, moved);
  }
}
