// A report's raw counts: for every topic the recent items name, its mentions per window day, the
// recent items behind it and the forms it was written in. Two passes: recent items create the
// topics (only they can be candidates); baseline items then only count for topics that exist, so
// baseline-only tags cost nothing. Scoring (scoring.ts) reads these counts.
import type { Aliases } from "./vocabulary";
import { extractedOf } from "./extracted";
import { type ItemTopics, mentionWeight, type SignalItem } from "./core/types";

export type Tally = {
  key: string;
  counts: number[]; // weighted mentions per window day, oldest first: what the rise test reads
  seen: number[]; // items per window day, unweighted: what a card's figures say
  recent: number;
  items: number[]; // indices into the recent items, ascending
  forms: Map<string, number>;
  tagHits: number;
  said: number; // recent items that say it in their words, not only in a tag (labels.ts)
};

/** Candidate topics of an item with their grouping keys: as stored with it, or extracted once per item object. */
export const topicsOf = (item: SignalItem): ItemTopics => extractedOf(item).own;

/** An item's topics with every alias read as the phrase it spells, each key once. */
function spelledTopics(t: ItemTopics, aliases: Aliases | undefined): ItemTopics {
  if (!aliases || aliases.size === 0 || !t.keys.some((k) => aliases.has(k))) return t;
  const out: ItemTopics = { keys: [], topics: [], fromTags: 0, said: [] };
  t.keys.forEach((key, k) => {
    const alias = aliases.get(key);
    const [to, form] = alias ? [alias.key, alias.topic] : [key, t.topics[k]];
    const at = out.keys.indexOf(to);
    if (at >= 0) {
      out.said[at] ||= t.said[k];
      return;
    }
    out.keys.push(to);
    out.topics.push(form);
    out.said.push(t.said[k]);
    if (k < t.fromTags) out.fromTags++;
  });
  return out;
}

type Window = {
  days: number; // window days, baseline and recent
  startDay: number; // the day number of the window's first day
  slot: (item: SignalItem) => number; // an item's day number
  aliases?: Aliases; // spellings counted as the phrase they spell (vocabulary.ts)
};

/** Every topic of the recent items with its counts over the window. */
export function tallyTopics(
  recentItems: readonly SignalItem[],
  baselineItems: readonly { item: SignalItem; idx: number }[],
  w: Window,
): Map<string, Tally> {
  // Re-observations of one video share their topic list: spelled once per list.
  const spelled = new Map<ItemTopics, ItemTopics>();
  const topicsHere = (item: SignalItem, anyLanguage = false) => {
    const t = anyLanguage ? extractedOf(item).any : topicsOf(item);
    let s = spelled.get(t);
    if (!s) spelled.set(t, (s = spelledTopics(t, w.aliases)));
    return s;
  };
  const accs = new Map<string, Tally>();
  const count = (a: Tally, idx: number, weight: number, ri: number, form: string, said: boolean) => {
    if (said) a.said++;
    a.counts[idx] += weight;
    a.seen[idx]++;
    a.recent += weight;
    a.items.push(ri);
    a.forms.set(form, (a.forms.get(form) ?? 0) + 1);
  };
  const foreign: number[] = [];
  recentItems.forEach((item, ri) => {
    if (extractedOf(item).foreign) foreign.push(ri);
    const idx = w.slot(item) - w.startDay;
    const t = topicsHere(item);
    const weight = mentionWeight(item);
    for (let k = 0; k < t.keys.length; k++) {
      const key = t.keys[k];
      let a = accs.get(key);
      if (!a) {
        const zeros = () => new Array<number>(w.days).fill(0);
        a = { key, counts: zeros(), seen: zeros(), recent: 0, items: [], forms: new Map(), tagHits: 0, said: 0 };
        accs.set(key, a);
      }
      count(a, idx, weight, ri, t.topics[k], t.said[k]);
      if (k < t.fromTags) a.tagHits++;
    }
  });
  // A post in another language counts for the names English posts carry ("Mi bag setup para el
  // invierno" mentions "bag setup"); its other words start no topic.
  const touched = new Set<Tally>();
  for (const ri of foreign) {
    const item = recentItems[ri];
    const own = new Set(topicsHere(item).keys);
    const t = topicsHere(item, true);
    t.keys.forEach((key, k) => {
      const a = accs.get(key);
      if (!a || own.has(key)) return;
      count(a, w.slot(item) - w.startDay, mentionWeight(item), ri, t.topics[k], t.said[k]);
      touched.add(a);
    });
  }
  for (const a of touched) a.items.sort((x, y) => x - y);
  // Re-observations of one video share their topic list: look its keys up once. Only topics the
  // recent posts carry are counted, so a baseline post is read whatever its language.
  const baselineDays = new Map<ItemTopics, [number, number][]>();
  for (const { item, idx } of baselineItems) {
    const t = topicsHere(item, true);
    const days = baselineDays.get(t);
    if (days) days.push([idx, mentionWeight(item)]);
    else baselineDays.set(t, [[idx, mentionWeight(item)]]);
  }
  for (const [t, days] of baselineDays) {
    for (const key of t.keys) {
      const a = accs.get(key);
      if (!a) continue;
      for (const [idx, weight] of days) {
        a.counts[idx] += weight;
        a.seen[idx]++;
      }
    }
  }
  return accs;
}
