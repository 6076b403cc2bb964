// How a topic's daily mentions are judged, by the per-source score (scoring.ts) and the pooled
// score across sources (pool.ts) alike: whether a count is more than its expectation by chance
// (the Poisson significance), and which stage of its life the topic is in. Both read only counts
// and rates, never items, so they stand apart from the counting.
import type { Lifecycle } from "@/lib/generation/types";

/**
 * Stage from the recent days' shape (`presence`: share of baseline days the topic appeared on):
 * below its baseline rate it is declining; without a real rise it is on a plateau (saturated);
 * a rise whose newest day fell back is peaking; a rise from almost nothing is emerging,
 * otherwise accelerating.
 */
export function lifecycleOf(recent: number[], velocity: number, significance: number, presence: number): Lifecycle {
  const latest = recent[recent.length - 1];
  const before = Math.max(0, ...recent.slice(0, -1));
  if (velocity < 0.75 || (velocity < 1.2 && latest < before * 0.6)) return "declining";
  if (velocity < 1.4 || significance < 1.5) return "saturated";
  if (latest < before * 0.75) return "peaking";
  return presence < 0.3 ? "emerging" : "accelerating";
}

/** Signed root of the Poisson log-likelihood ratio: a z-like value that needs real volume. */
export function poissonSignificance(observed: number, expected: number): number {
  if (expected <= 0) return 0;
  const g = observed > 0 ? 2 * (observed * Math.log(observed / expected) - (observed - expected)) : 2 * expected;
  return Math.sign(observed - expected) * Math.sqrt(Math.max(0, g));
}
