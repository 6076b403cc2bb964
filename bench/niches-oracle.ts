// What a report's data could show: for each planted rising topic, its mentions among the items the
// stand-in actually answered with (test/noisy-sources.ts remembers them), so a configuration that
// reads few sources is judged by what its sources carried, not by what the corpus holds.
//
// The stated bar: a topic shows rising when its mentions in the last 7 days before "now" number at
// least 5 and are more than the 7 days before could give by chance, split evenly: the one-sided
// binomial test of the recent count against half of both weeks' mentions, p <= 0.05 (with equal
// rates each mention falls in either week with probability 1/2).
import type { NicheCorpus } from "@/test/fixtures/noisy-niches/generate";
import { DAY_MS } from "@/lib/time";

export const SHOWS_RISING = { windowDays: 7, minRecent: 5, p: 0.05 };

/** P(X >= k) for X ~ Binomial(n, 1/2), summed in log space so large n stays exact enough. */
export function binomialTail(k: number, n: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  let logC = 0; // log C(n, 0)
  let p = 0;
  for (let i = 0; i <= n; i++) {
    if (i > 0) logC += Math.log(n - i + 1) - Math.log(i);
    if (i >= k) p += Math.exp(logC - n * Math.LN2);
  }
  return Math.min(1, p);
}

export type Shown = { topic: string; recent: number; before: number; rising: boolean };

/** Each planted rising topic's mentions in the served items, and whether they clear the bar. */
export function shownRising(corpus: NicheCorpus, served: Set<string>, now: number): Shown[] {
  const window = SHOWS_RISING.windowDays * DAY_MS;
  return corpus.niche.rising.map(({ name }) => {
    let recent = 0;
    let before = 0;
    for (const it of corpus.items) {
      if (it.kind !== "rising" || it.topic !== name || !served.has(it.id) || it.at > now) continue;
      if (it.at > now - window) recent++;
      else if (it.at > now - 2 * window) before++;
    }
    const rising = recent >= SHOWS_RISING.minRecent && binomialTail(recent, recent + before) <= SHOWS_RISING.p;
    return { topic: name, recent, before, rising };
  });
}
