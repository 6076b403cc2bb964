// Whether a topic's recent mentions are more than its own everyday wobble allows, and which of a
// report's many candidates to believe.
//
// A Poisson count assumes a topic's mentions scatter by about the square root of their mean from
// one day to the next. A niche's everyday subjects do not: a question thread one day, a video
// everybody answers the next, so "glue" or "advice" swings by far more. Tested as Poisson counts,
// such a subject clears any fixed bar now and then, and the more data a report reads the more
// often. So each topic's own history says how lumpy it is (the overdispersion alpha of a negative
// binomial, Var = mu + alpha * mu^2, estimated from its baseline days by the method of moments),
// and the recent count is judged against that.
//
// A report then tests hundreds of candidate topics at once; a few pass any single-test bar by
// chance. The Benjamini-Hochberg step-up rule keeps the expected share of false discoveries among
// the topics it accepts at or under FDR_Q: the more candidates, the stronger each must be.
import jStat from "jstat";

/** The false discovery rate a report's accepted topics are held to (Benjamini-Hochberg). */
export const FDR_Q = 0.05;

/** The two sums of the moment estimator, so several listings of one topic can pool them. */
export type Dispersion = { excess: number; scale: number };

/**
 * Sums for the overdispersion of daily counts against the means a steady share predicts: the
 * variance beyond the Poisson, sum((c - mu)^2 - c), over sum(mu^2). Days without data are skipped
 * by giving them a mean of 0 and a count of 0.
 */
export function dispersionSums(counts: readonly number[], means: readonly number[]): Dispersion {
  let excess = 0;
  let scale = 0;
  counts.forEach((c, i) => {
    const mu = means[i];
    if (mu <= 0 && c === 0) return;
    excess += (c - mu) ** 2 - c;
    scale += mu * mu;
  });
  return { excess, scale };
}

/** alpha of Var = mu + alpha mu^2 from pooled sums; 0 (Poisson) when the counts scatter no more than that. */
export function dispersionOf(d: Dispersion): number {
  return d.scale > 0 ? Math.max(0, d.excess / d.scale) : 0;
}

/**
 * P(X >= k) for a count with this mean and variance under the no-rise hypothesis: the negative
 * binomial with those two moments (r = mean^2 / (variance - mean), success chance r / (r + mean),
 * whose upper tail is I_{mean/(r+mean)}(k, r)), or the Poisson (P(k, mean)) when the variance is
 * no more than the mean.
 */
export function upperTail(k: number, mean: number, variance: number): number {
  if (k <= 0) return 1;
  if (mean <= 0) return 0;
  if (variance <= mean * (1 + 1e-9)) return jStat.lowRegGamma(k, mean);
  const r = (mean * mean) / (variance - mean);
  return jStat.ibeta(mean / (r + mean), k, r);
}

/** The one-sided p-value of a z value, and back: z-like numbers are what scores and badges read. */
export const pOfZ = (z: number): number => 1 - jStat.normal.cdf(z, 0, 1);
export function zOfP(p: number): number {
  if (p >= 1) return -8;
  if (p <= 0) return 8;
  // The lower tail is the precise side of the normal quantile.
  return Math.min(8, -jStat.normal.inv(p, 0, 1));
}

/**
 * The Benjamini-Hochberg cutoff k q / m for the largest k whose p_(k) <= k q / m among `ps`
 * (m = ps.length): every p at or under it is a discovery. -1 when there is none. Stated as the
 * line rather than p_(k), so a caller may hold a variant of a tested hypothesis (another name for
 * the same posts) to the same bar.
 */
export function bhCutoff(ps: readonly number[], q = FDR_Q): number {
  const sorted = [...ps].sort((a, b) => a - b);
  const m = sorted.length;
  for (let k = m; k >= 1; k--) if (sorted[k - 1] <= (k * q) / m) return (k * q) / m;
  return -1;
}
