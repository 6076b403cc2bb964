// The `jstat` package ships no types; these are the calls the rise test (rise-test.ts) and
// a trend's story (story.ts) make.
declare module "jstat" {
  const jStat: {
    /** The regularized incomplete beta function I_x(a, b). */
    ibeta(x: number, a: number, b: number): number;
    /** The regularized lower incomplete gamma function P(a, x). */
    lowRegGamma(a: number, x: number): number;
    normal: { cdf(x: number, mean: number, sd: number): number; inv(p: number, mean: number, sd: number): number };
    /** P(X <= k) for X ~ Binomial(n, p). */
    binomial: { cdf(k: number, n: number, p: number): number };
  };
  export default jStat;
}
