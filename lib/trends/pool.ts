// One verdict per topic from all of a niche's live listings together. A single listing of a niche
// holds a few dozen posts (the newest hundred of a search, the top of a week, forty toots), so a
// real rise reads as 4 -> 8 in one and 2 -> 5 in another: too little in any one to tell from the
// everyday wobble of a word like "advice", and enough to pass a test that reads them one by one.
// Each listing keeps its own windows and baseline (their spans differ); only the test is pooled:
// the mentions observed in every listing's recent window against the mentions each one's baseline
// predicts, one Poisson test over the sum; or, for a topic climbing slowly over the whole window
// (1 -> 4 posts a day over two weeks, which no three days show as a jump), a trend test on its
// daily share with each listing as its own stratum.
//
// A rise must show on more than one platform when more than one was read: with a few dozen posts
// a listing, one community's wobble passes any single test (a chatter word up 0 -> 5 on Reddit).
//
// Then two readings of "the same thing" decide what is shown: a topic whose posts are another
// shown topic's posts is a duplicate of it (dedupe.ts), and a topic that has no rise left once the
// posts of the shown topics are set aside only rose with them ("hype" and "advice" in the posts
// about a rising product, "paddles" in the posts about a new kind of paddle).
import { type Pickable, duplicates, sameName, supersedes } from "./dedupe";
import { toScoredTopic } from "./evidence";
import { lifecycleOf, poissonSignificance } from "./lifecycle";
import { type Candidate, type Scored } from "./scoring";
import type { ScoredTopic } from "@/lib/generation/types";
import { topicKey } from "./text";
import type { SignalItem } from "./types";

/** The pooled rise a live topic needs: a z-like value from all listings' mentions together. */
export const POOLED_MIN_SIGNIFICANCE = 2.5;

export type Listing = Scored & { key: string; source: string; label: string; verified: boolean };

type Part = { listing: Listing; offset: number; c: Candidate };

type Pooled = Pickable & {
  parts: Part[];
  observed: number;
  expected: number;
  jump: number; // the recent window against the baselines
  significance: number; // the stronger of the jump and the climb
  spread: number;
};

/** Candidates of every listing by topic key, each with its pooled test; item ids across listings. */
function poolByKey(listings: Listing[], minMentions: number): Pooled[] {
  const byKey = new Map<string, Part[]>();
  let offset = 0;
  for (const listing of listings) {
    for (const c of listing.candidates) {
      const parts = byKey.get(c.key);
      if (parts) parts.push({ listing, offset, c });
      else byKey.set(c.key, [{ listing, offset, c }]);
    }
    offset += listing.recentItems.length;
  }
  const out: Pooled[] = [];
  const platforms = new Set(listings.map((l) => l.source)).size;
  for (const [key, parts] of byKey) {
    let observed = 0;
    // What the baselines predict, with one pseudo-mention for the whole pool (not one per listing:
    // four listings would otherwise expect four mentions of a word none of them had seen).
    let expected = 0;
    let pseudo = 0;
    let tagHits = 0;
    const channels = new Set<string>();
    const items: number[] = [];
    const rising = new Set<string>();
    for (const { listing, offset: at, c } of parts) {
      observed += c.recent;
      const own = listing.ratio > 0 ? c.baseline * listing.ratio : c.expected;
      expected += own;
      pseudo += listing.ratio / parts.length;
      if (c.recent > own + listing.ratio / parts.length) rising.add(listing.source); // above its share here
      tagHits += c.tagShare * c.recent;
      for (const i of c.items) {
        items.push(at + i);
        channels.add(listing.recentItems[i].channel);
      }
    }
    expected += pseudo;
    if (observed < minMentions || channels.size < 2) continue;
    // A rise one platform alone shows, where others were read too, is that platform's wobble:
    // a real one is talked about in more than one place.
    if (platforms > 1 && rising.size < 2) continue;
    const jump = poissonSignificance(observed, expected);
    // A rise is either a jump against the baseline or a steady climb over the whole window.
    const significance = Math.max(jump, trendSignificance(parts));
    if (significance < POOLED_MIN_SIGNIFICANCE) continue;
    const velocity = (observed + 1) / (expected + 1);
    const spread = channels.size;
    // One voice in a few is no trend; a topic already common everywhere leaves less room.
    const saturation = Math.max(...parts.map((p) => p.c.factors.saturation));
    const score = significance * Math.log2(1 + velocity) * Math.min(1, (spread + 1) / 4) * (1 - 0.5 * saturation);
    out.push({
      key,
      items: items.sort((a, b) => a - b),
      score,
      velocity,
      tagShare: tagHits / observed,
      parts,
      observed,
      expected,
      jump,
      significance,
      spread,
    });
  }
  return out.sort((x, y) => y.score - x.score || y.tagShare - x.tagShare || x.key.length - y.key.length);
}

/**
 * A steady climb over the whole window: the Cochran-Armitage test for a linear trend in the
 * topic's daily share, stratified by listing (each listing's own days and totals), as a z value.
 */
function trendSignificance(parts: Part[]): number {
  let num = 0;
  let variance = 0;
  for (const { listing, c } of parts) {
    const days = listing.newest + 1;
    const n = listing.dayTotals.slice(0, days);
    const x = c.counts.slice(0, days);
    const N = n.reduce((a, v) => a + v, 0);
    const X = x.reduce((a, v) => a + v, 0);
    if (N === 0 || X === 0 || X === N) continue;
    const p = X / N;
    let nt = 0;
    let ntt = 0;
    for (let i = 0; i < days; i++) {
      num += i * (x[i] - n[i] * p);
      nt += n[i] * i;
      ntt += n[i] * i * i;
    }
    variance += p * (1 - p) * (ntt - (nt * nt) / N);
  }
  return variance > 0 ? num / Math.sqrt(variance) : 0;
}

/** Mentions of `c` outside the posts of the topics already shown. */
function residual(c: Pooled, shown: Set<number>): number {
  let n = 0;
  for (const i of c.items) if (!shown.has(i)) n++;
  return n;
}

/** The words of a niche's own names (`exclude`), as topic keys spell them: they name nothing inside it. */
export function nicheKeyWords(exclude: readonly string[]): Set<string> {
  return new Set(exclude.flatMap((w) => topicKey(w.toLowerCase()).split(" ")));
}

/** Up to `limit` distinct topics that rose across the listings, best first. */
export function pickPooled(
  listings: Listing[],
  opts: { limit: number; minMentions: number; nicheWords?: ReadonlySet<string> },
): { topic: ScoredTopic; recentDays: number }[] {
  const niche = opts.nicheWords ?? new Set<string>();
  let picked: Pooled[] = [];
  for (const c of poolByKey(listings, opts.minMentions)) {
    if (picked.length >= opts.limit) break;
    const dups = picked.filter((p) => duplicates(p, c));
    if (dups.length > 0) {
      if (dups.every((p) => supersedes(c, p))) picked = [...picked.filter((p) => !dups.includes(p)), c];
      continue;
    }
    // One thing by two names in different posts: "jun tea" and "jun kombucha" in a kombucha niche.
    if (picked.some((p) => sameName(p.key, c.key, niche))) continue;
    const shown = new Set(picked.flatMap((p) => p.items));
    // Mostly the posts of topics already shown: it rose with them. Its jump tested again without
    // those posts must still hold.
    const own = residual(c, shown);
    if (own < c.items.length / 2) continue;
    if (c.jump >= POOLED_MIN_SIGNIFICANCE && poissonSignificance(own, c.expected) < POOLED_MIN_SIGNIFICANCE) continue;
    picked.push(c);
  }
  const all = listings.flatMap((l) => l.recentItems);
  return picked.sort((x, y) => y.score - x.score).map((p) => toPooledTopic(p, all));
}

/**
 * The card's topic: figures (series, growth, windows, voices) from the listing that holds most of
 * its mentions, so every number names one window and one set of posts; examples and sources from
 * all of them; the significance and stage from the pooled test.
 */
function toPooledTopic(p: Pooled, all: SignalItem[]): { topic: ScoredTopic; recentDays: number } {
  const main = p.parts.reduce((a, b) => (b.c.recent > a.c.recent ? b : a));
  const forms = new Map<string, number>();
  for (const { c } of p.parts) for (const [f, n] of c.forms) forms.set(f, (forms.get(f) ?? 0) + n);
  const { c, listing } = main;
  const counts = c.counts;
  const B = counts.length - listing.recentDays;
  const lifecycle = lifecycleOf(counts.slice(B, listing.newest + 1), p.velocity, p.significance, c.presence);
  const topic = toScoredTopic(
    {
      ...c,
      forms,
      items: p.items,
      score: p.score,
      lifecycle,
      factors: { ...c.factors, significance: p.significance },
    },
    all,
    listing.coverage,
    { recentDays: listing.recentDays, sourceLabel: listing.label, verified: listing.verified },
  );
  // "N posts from M people" counts one listing's window: its people, not every listing's.
  const voices = new Map<string, number>();
  for (const i of c.items)
    voices.set(listing.recentItems[i].channel, (voices.get(listing.recentItems[i].channel) ?? 0) + 1);
  topic.channels = [...voices].sort((x, y) => y[1] - x[1]).map(([ch]) => ch);
  return { topic, recentDays: listing.recentDays };
}
