// Words run together, as hashtags write them ("#coldbrewcoffee"), split back into words. The most
// likely split is the one whose words are most common: under Zipf's law a word of rank r in a
// list of N is said with probability about 1 / (r log N), so each word costs log(r log N) and the
// cheapest split wins (the wordninja model). The ranks are the list the `wordsninja` package
// ships: 126,000 English words by their frequency in Wikipedia. Words the caller knows to be
// common where the text comes from (a niche's own vocabulary) cost as little as the commonest
// word; a run of digits is a word of its own ("floranano45" is "flora nano 45").
import RANKED from "wordsninja/words-en.json";

const LONGEST = 24;
let costs: Map<string, number> | null = null;

function costOf(word: string): number | undefined {
  if (!costs) {
    const logN = Math.log(RANKED.length);
    costs = new Map();
    RANKED.forEach((w, rank) => {
      // One letter is a word only as "a" or "i": "edges" is never "edge s".
      if (w.length > 1 || w === "a" || w === "i") costs!.set(w, Math.log((rank + 1) * logN));
    });
  }
  return costs.get(word);
}

const DIGITS = /^\d+$/;
// A number costs about what a word of rank 1,000 does: as likely as a fairly common word.
const NUMBER_COST = Math.log(1000 * Math.log(126_000));

/**
 * The cheapest split of `s` (lower-case letters and digits) into listed words, numbers and the
 * caller's `known` words, or null when no split into two or more such words exists or the whole
 * is cheaper as one word ("keyboards" stays whole).
 */
export function splitRunTogether(s: string, known: (w: string) => boolean = () => false): string[] | null {
  if (s.length < 4 || !/^[a-z0-9]+$/.test(s)) return null;
  const best: number[] = [0];
  const from: number[] = [0];
  for (let i = 1; i <= s.length; i++) {
    best[i] = Infinity;
    for (let j = Math.max(0, i - LONGEST); j < i; j++) {
      if (best[j] === Infinity) continue;
      const w = s.slice(j, i);
      const c = known(w) ? Math.log(Math.log(RANKED.length)) : DIGITS.test(w) ? NUMBER_COST : costOf(w);
      if (c !== undefined && best[j] + c < best[i]) [best[i], from[i]] = [best[j] + c, j];
    }
  }
  if (best[s.length] === Infinity) return null;
  const words: string[] = [];
  for (let i = s.length; i > 0; i = from[i]) words.unshift(s.slice(from[i], i));
  // A run of digits beside letters in one word ("x4") reads as written.
  return words.length > 1 ? words : null;
}
