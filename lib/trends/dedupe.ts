// Picking distinct trends from ranked candidate topics: one trend often surfaces as several
// topics (its tags, title words, plural or dated variants), and the list should show it once.
import { stemOf } from "@/lib/language/stem";

export type Pickable = {
  key: string; // topicKey form: singular words, years dropped
  items: number[]; // indices of the recent items that mention the topic, ascending
  score: number;
  velocity: number;
  tagShare: number; // share of mentions where creators tagged it (rather than a title word)
};

function overlap(a: number[], b: number[]): { inter: number; union: number } {
  let i = 0;
  let j = 0;
  let inter = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) [inter, i, j] = [inter + 1, i + 1, j + 1];
    else if (a[i] < b[j]) i++;
    else j++;
  }
  return { inter, union: a.length + b.length - inter };
}

function nested(a: string, b: string): boolean {
  const aw = a.split(" ");
  const bw = b.split(" ");
  return aw.every((w) => bw.includes(w)) || bw.every((w) => aw.includes(w));
}

/**
 * Two names of one trend, whatever their posts: one name's words all inside the other's ("snowy
 * owl" and "snowy owl irruption"), once the niche's own words are set aside, since they say nothing
 * inside it ("jun tea" and "jun kombucha" in a kombucha niche); or one name with a word clipped
 * ("fan rebinds" and "fanfic rebinds"); or one name spaced differently ("multicolor printing").
 */
export function sameName(a: string, b: string, niche: ReadonlySet<string> = new Set()): boolean {
  // Spellings that differ only in spaces and hyphens are one ("multicolor" / "multi-color printing").
  if (a.replace(/[\s-]+/g, "") === b.replace(/[\s-]+/g, "")) return true;
  // Compared by stem, hyphens as spaces: "shimmering ink" and "shimmer inks" are one name.
  const aw = nameStems(a, niche);
  const bw = nameStems(b, niche);
  if (aw.length === 0 || bw.length === 0) return false;
  return aw.every((w) => bw.includes(w)) || bw.every((w) => aw.includes(w)) || clipped(aw, bw);
}

const nameStems = (name: string, niche: ReadonlySet<string>) =>
  name
    .split(/[ -]/)
    .filter((w) => w && !niche.has(w))
    .map(stemOf);

// A clipped word keeps this many letters at least ("fan" of "fanfic"; "pi" of "pickleball" is none).
const CLIP_MIN = 3;

/**
 * The same name with a modifier clipped: the same head word (the last), and each other word equal
 * or the start of its counterpart ("fan rebind" / "fanfic rebind", "info session" / "information
 * session"). The head is never clipped: "pro" and "procreate" name different things.
 */
function clipped(aw: string[], bw: string[]): boolean {
  if (aw.length < 2 || aw.length !== bw.length || aw[aw.length - 1] !== bw[bw.length - 1]) return false;
  return aw.every((w, i) => {
    const [short, long] = w.length <= bw[i].length ? [w, bw[i]] : [bw[i], w];
    return short.length >= CLIP_MIN && long.startsWith(short);
  });
}

// Same evidence twice: one topic's items lie mostly inside the other's ("lip combo" within
// "spicy lip liner", the many tags of one video), or one topic's words are inside the other's
// with most items shared ("iphone" / "iphone x").
export function duplicates(a: Pickable, b: Pickable): boolean {
  const { inter, union } = overlap(a.items, b.items);
  return inter / Math.min(a.items.length, b.items.length) >= 0.8 || (nested(a.key, b.key) && inter / union >= 0.5);
}

// Which of two duplicates is shown. A facet can outscore its own trend on noise (a handful of
// mentions jumps more), so a broader topic replaces it when it has itself risen clearly and
// creators tag it ("halloween" over "scary"); a flat umbrella or a bare title word ("skin")
// does not. "las vegas" says more than "las", "harvey weinstein" more than "harvey": a longer
// phrase over nearly the same items, scoring nearly as well, replaces the shorter one.
export function supersedes(c: Pickable, picked: Pickable): boolean {
  const { inter, union } = overlap(picked.items, c.items);
  const tagged = c.tagShare >= 0.5;
  if (c.items.length > picked.items.length && inter / picked.items.length >= 0.8) {
    // The picked topic is a fragment of c. A clearly risen c takes its place when creators tag
    // it, or when c is itself a name of several words that the fragment's name holds
    // ("gingerbread latte recipe" inside "gingerbread latte"): a fragment never outranks the
    // bigger trend it belongs to. A bare word ("game" around "peak game") rises with whatever
    // rises inside it and replaces nothing untagged.
    if (c.velocity < 2) return false;
    const named = c.key.includes(" ") && nested(picked.key, c.key);
    return tagged || (named && c.items.length >= 1.5 * picked.items.length);
  }
  // A tagged topic inside a bare title word ("limewash walls" inside "walls") names it better.
  if (inter / c.items.length >= 0.8 && picked.tagShare < 0.5 && tagged) return c.score >= 0.5 * picked.score;
  if (c.key.split(" ").length <= picked.key.split(" ").length || !nested(picked.key, c.key)) return false;
  return inter / union >= 0.6 && c.score >= 0.6 * picked.score;
}

/** Up to `limit` distinct topics with a positive score, from candidates sorted best first. */
export function pickDistinct<T extends Pickable>(candidates: T[], limit: number): T[] {
  let picked: T[] = [];
  for (const c of candidates) {
    if (picked.length >= limit || c.score <= 0) break;
    const dups = picked.filter((p) => duplicates(p, c));
    if (dups.length === 0) picked.push(c);
    else if (dups.every((p) => supersedes(c, p))) picked = [...picked.filter((p) => !dups.includes(p)), c];
  }
  return picked.sort((x, y) => y.score - x.score);
}
