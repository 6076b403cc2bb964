// One verdict per topic from all of a niche's live listings together. A single listing of a niche
// holds a few dozen posts (the newest hundred of a search, the top of a week, forty toots), so a
// real rise reads as 4 -> 8 in one and 2 -> 5 in another: too little in any one to tell from the
// everyday wobble of a word like "advice", and enough to pass a test that reads them one by one.
// Each listing keeps its own windows and baseline (their spans differ); only the test is pooled:
// the mentions observed in every listing's recent window against the mentions each one's baseline
// predicts, one test over the sum with the topic's own day-to-day wobble as its variance (a
// negative binomial, rise-test.ts); or, for a topic climbing slowly over the whole window (1 -> 4
// posts a day over two weeks, which no three days show as a jump), a trend test on its daily
// share with each listing as its own stratum. A report tests every candidate at once, so which
// rises to believe is decided together: Benjamini-Hochberg at FDR_Q over the distinct candidates.
//
// A rise must show on more than one platform when more than one was read: with a few dozen posts
// a listing, one community's wobble passes any single test (a chatter word up 0 -> 5 on Reddit).
//
// Then two readings of "the same thing" decide what is shown: a topic whose posts are another
// shown topic's posts is a duplicate of it (dedupe.ts), and a topic that has no rise left once the
// posts of the shown topics are set aside only rose with them ("hype" and "advice" in the posts
// about a rising product, "paddles" in the posts about a new kind of paddle).
import { type Pickable, duplicates, sameName, supersedes } from "./dedupe";
import { baselineObserved, toScoredTopic } from "./evidence";
import { isLabel } from "./labels";
import { lifecycleOf } from "./lifecycle";
import { normalisedTitle } from "./core/noise";
import { bhCutoff, dispersionOf, pOfZ, upperTail, zOfP } from "./rise-test";
import { type Candidate, type Scored } from "./scoring";
import type { ScoredTopic } from "@/lib/generation/types";
import { engagementOf, reachOf } from "./reach";
import { platformName } from "./source-labels";
import { nameWords, topicKey } from "./core/text";
import { canOpen, type SignalItem } from "./core/types";

/** Distinct people, in distinct words, a rise needs. */
export const MIN_VOICES = 3;
const HASHTAGS = /#[\p{L}\p{N}_]+/gu;
/** A post's words without the hashtags that follow them: what tells a stock phrase repeated. */
const wordingOf = (title: string) => normalisedTitle(title.replace(HASHTAGS, " "));

export type Listing = Scored & { key: string; source: string; label: string; verified: boolean };

type Part = { listing: Listing; offset: number; c: Candidate };

/** The recent mentions a listing's baseline predicts for a topic (its own expectation without one). */
const predicted = ({ listing, c }: Pick<Part, "listing" | "c">) =>
  listing.ratio > 0 ? c.baseline * listing.ratio : c.expected;

type Pooled = Pickable & {
  parts: Part[];
  observed: number;
  expected: number;
  variance: number; // of the recent count under no rise: the topic's own wobble and the baseline's error
  pJump: number; // the recent window against the baselines
  pClimb: number; // a steady climb over the whole window
  p: number; // the rise test's p-value: the clearer of the two, doubled for having looked twice
  significance: number; // the same as a z value, for the score and the confidence
  spread: number;
  said: number; // recent posts that say it in words (labels.ts)
};

/** Every listing's part of a topic, pooled: observed and expected mentions and the null variance. */
function pooledCounts(parts: Part[]): { observed: number; expected: number; variance: number; alpha: number } {
  const alpha = dispersionOf(
    parts.reduce((d, { c }) => ({ excess: d.excess + c.dispersion.excess, scale: d.scale + c.dispersion.scale }), {
      excess: 0,
      scale: 0,
    }),
  );
  let observed = 0;
  let expected = 0;
  let variance = 0;
  // One pseudo-mention for the whole pool (not one per listing: four listings would otherwise
  // expect four mentions of a word none of them had seen), in the recent window's scale.
  let pseudo = 0;
  for (const { listing, c } of parts) {
    observed += c.recent;
    const own = predicted({ listing, c });
    expected += own;
    // The recent days' own wobble around what the baseline predicts. (The prediction's own error,
    // ratio^2 x the baseline's variance, is left out: on the first round's short listings it
    // doubled the variance of every topic and hid rises of 1 -> 9 posts; the noisy-niche bench
    // measured no precision gained by it.)
    variance += own + alpha * c.recentMu2;
    pseudo += listing.ratio / parts.length;
  }
  return { observed, expected: expected + pseudo, variance: variance + pseudo, alpha };
}

/**
 * Candidates of every listing by topic key, each with its rise test; only those the report's
 * false discovery rate accepts (Benjamini-Hochberg over every topic tested), with the p-value
 * cutoff that decided. Item ids run across listings.
 */
function poolByKey(listings: Listing[], minMentions: number): { pooled: Pooled[]; cutoff: number } {
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
  const tested: Pooled[] = [];
  const platforms = new Set(listings.map((l) => l.source)).size;
  for (const [key, parts] of byKey) {
    const { observed, expected, variance, alpha } = pooledCounts(parts);
    if (observed < minMentions) continue;
    let tagHits = 0;
    let said = 0;
    const channels = new Set<string>();
    const wordings = new Set<string>();
    const items: number[] = [];
    const rising = new Set<string>();
    let openable = false;
    for (const { listing, offset: at, c } of parts) {
      const own = predicted({ listing, c });
      if (c.recent > own + listing.ratio / parts.length) rising.add(listing.source); // above its share here
      tagHits += c.tagShare * c.recent;
      said += c.said;
      for (const i of c.items) {
        items.push(at + i);
        channels.add(listing.recentItems[i].channel);
        wordings.add(wordingOf(listing.recentItems[i].title));
        openable ||= canOpen(listing.recentItems[i]);
      }
    }
    // A card shows at least one post a creator can open and read for themselves.
    if (!openable) continue;
    // Three voices at least: three people, in three wordings. The same sentence from several
    // accounts ("Renewed my USA Pickleball membership today", "Is film photography worth it as a
    // hobby?") is a stock phrase, or one post shared, not people taking up a topic.
    if (Math.min(channels.size, wordings.size) < MIN_VOICES) continue;
    // A rise one platform alone shows, where others were read too, is that platform's wobble:
    // a real one is talked about in more than one place.
    if (platforms > 1 && rising.size < 2) continue;
    // A rise is either a jump against the baseline or a steady climb over the whole window; the
    // clearer of the two looks, doubled for having looked twice.
    const pJump = upperTail(observed, expected, variance);
    const pClimb = pOfZ(trendSignificance(parts, alpha));
    const p = Math.min(1, 2 * Math.min(pJump, pClimb));
    const significance = zOfP(p);
    const velocity = (observed + 1) / (expected + 1);
    const spread = channels.size;
    // One voice in a few is no trend; a topic already common everywhere leaves less room.
    const saturation = Math.max(...parts.map((part) => part.c.factors.saturation));
    const score =
      Math.max(0, significance) * Math.log2(1 + velocity) * Math.min(1, (spread + 1) / 4) * (1 - 0.5 * saturation);
    tested.push({
      key,
      items: items.sort((a, b) => a - b),
      score,
      velocity,
      tagShare: tagHits / observed,
      parts,
      observed,
      expected,
      variance,
      pJump,
      pClimb,
      p,
      significance,
      spread,
      said,
    });
  }
  // The family is the distinct candidates: topics whose posts are mostly one another's ("keychron",
  // "keychron q0", "q0 max", all from the same posts) are one hypothesis, tested by its clearest.
  const distinct: Pooled[] = [];
  for (const t of [...tested].sort((a, b) => a.p - b.p)) if (!distinct.some((d) => duplicates(d, t))) distinct.push(t);
  const cutoff = bhCutoff(distinct.map((t) => t.p));
  const pooled = tested.filter((t) => t.p <= cutoff);
  pooled.sort((x, y) => y.score - x.score || y.tagShare - x.tagShare || x.key.length - y.key.length);
  return { pooled, cutoff };
}

/**
 * A steady climb over the whole window: the Cochran-Armitage test for a linear trend in the
 * topic's daily share, stratified by listing (each listing's own days and totals), as a z value.
 * The binomial variance is widened by the topic's own wobble (1 + alpha x its mean daily count).
 */
function trendSignificance(parts: Part[], alpha: number): number {
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
    let withData = 0;
    for (let i = 0; i < days; i++) {
      num += i * (x[i] - n[i] * p);
      nt += n[i] * i;
      ntt += n[i] * i * i;
      if (n[i] > 0) withData++;
    }
    variance += p * (1 - p) * (ntt - (nt * nt) / N) * (1 + (alpha * X) / Math.max(1, withData));
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
  return new Set(exclude.flatMap((w) => nameWords(topicKey(w.toLowerCase()))));
}

/** Up to `limit` distinct topics that rose across the listings, best first. */
export function pickPooled(
  listings: Listing[],
  opts: { limit: number; minMentions: number; nicheWords?: ReadonlySet<string> },
): { topic: ScoredTopic; recentDays: number }[] {
  const niche = opts.nicheWords ?? new Set<string>();
  let picked: Pooled[] = [];
  const { pooled, cutoff } = poolByKey(listings, opts.minMentions);
  for (const c of pooled) {
    if (picked.length >= opts.limit) break;
    // A label is a card, or takes a card's place, only if the posts that say it in words rose on
    // their own (labels.ts).
    if (isLabel(c) && 2 * upperTail(c.said, c.expected, c.variance) > cutoff) continue;
    const dups = picked.filter((p) => duplicates(p, c));
    if (dups.length > 0) {
      // A broader topic (more posts) takes a picked one's place only if it also rose beyond their
      // posts: a word every post carries ("bird" on the posts about one bird app, even inside its
      // name) rises with whatever rises inside it and names nothing of its own.
      const broader = dups.some((p) => c.items.length > p.items.length);
      const beyond = residual(c, new Set(dups.flatMap((p) => p.items)));
      const rose = !broader || 2 * upperTail(beyond, c.expected, c.variance) <= cutoff;
      if (rose && dups.every((p) => supersedes(c, p))) picked = [...picked.filter((p) => !dups.includes(p)), c];
      continue;
    }
    // One thing by two names in different posts: "jun tea" and "jun kombucha" in a kombucha niche.
    if (picked.some((p) => sameName(p.key, c.key, niche))) continue;
    const shown = new Set(picked.flatMap((p) => p.items));
    // A word whose rise is the rise of the longer names it is part of ("ink" in a niche where
    // "shimmer ink" and "advent ink calendar" rose): without their posts it must still rise.
    const longer = pooled.filter((o) => o.key.split(" ").length > c.key.split(" ").length && sameName(c.key, o.key));
    if (longer.length > 0) {
      const left = residual(c, new Set(longer.flatMap((o) => o.items)));
      if (2 * upperTail(left, c.expected, c.variance) > cutoff) continue;
    }
    // Mostly the posts of topics already shown: it rose with them. Its jump tested again without
    // those posts must still clear the report's bar (a steady climb stands on its own days).
    const own = residual(c, shown);
    if (own < c.items.length / 2) continue;
    if (c.pJump <= c.pClimb && 2 * upperTail(own, c.expected, c.variance) > cutoff) continue;
    picked.push(c);
  }
  const all = listings.flatMap((l) => l.recentItems);
  return picked.sort((x, y) => y.score - x.score).map((p) => toPooledTopic(p, all, cutoff));
}

/**
 * The card's topic: figures (series, growth, windows, voices) from the listing that holds most of
 * its mentions among those that saw a baseline (any, when none did), so every number names one
 * window and one set of posts, and the card names that listing's platform with them; examples and
 * sources from all of them; the significance and stage from the pooled test.
 */
function toPooledTopic(p: Pooled, all: SignalItem[], cutoff: number): { topic: ScoredTopic; recentDays: number } {
  // A listing too new for a baseline states no growth, and a card without one is dropped (pick.ts):
  // channels a creator just connected, their recent uploads all on the topic, must not hide a rise
  // the listings with a baseline show.
  const withBaseline = p.parts.filter(({ listing, c }) =>
    baselineObserved(listing.coverage, listing.recentDays, c.seen.length),
  );
  const main = (withBaseline.length > 0 ? withBaseline : p.parts).reduce((a, b) => (b.c.recent > a.c.recent ? b : a));
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
    {
      recentDays: listing.recentDays,
      sourceLabel: listing.label,
      verified: listing.verified,
      figuresFrom: platformName(listing.source) ?? undefined,
    },
  );
  // "N posts from M people" counts one listing's window: its people, not every listing's.
  const voices = new Map<string, number>();
  for (const i of c.items)
    voices.set(listing.recentItems[i].channel, (voices.get(listing.recentItems[i].channel) ?? 0) + 1);
  topic.channels = [...voices].sort((x, y) => y[1] - x[1]).map(([ch]) => ch);
  topic.reach = reachOf(p.parts, p.items.length, (parts) => {
    const one = pooledCounts(parts);
    return 2 * upperTail(one.observed, one.expected, one.variance) <= cutoff;
  });
  // So does its engagement: one platform's (reach.ts).
  Object.assign(topic, engagementOf(c.items.map((i) => listing.recentItems[i])));
  return { topic, recentDays: listing.recentDays };
}
