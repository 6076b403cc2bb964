import { bhCutoff, dispersionOf, dispersionSums, pOfZ, upperTail, zOfP } from "./rise-test";

describe("the rise test's statistics", () => {
  it("reads the Poisson upper tail when the counts scatter no more than their mean", () => {
    // P(X >= 3 | Poisson(2)) = 1 - e^-2 (1 + 2 + 2)
    expect(upperTail(3, 2, 2)).toBeCloseTo(1 - 5 * Math.exp(-2), 10);
    expect(upperTail(0, 2, 2)).toBe(1);
  });

  it("reads the negative binomial upper tail from a mean and a larger variance", () => {
    // Mean 2, variance 4: r = 2, p = 1/2, pmf(k) = (k + 1) / 2^(k + 2): P(X >= 3) = 1 - 11/16.
    expect(upperTail(3, 2, 4)).toBeCloseTo(5 / 16, 10);
    // Mean 1, variance 2: r = 1, the geometric with p = 1/2: P(X >= 4) = 1/16.
    expect(upperTail(4, 1, 2)).toBeCloseTo(1 / 16, 10);
    // The wider the wobble, the less a high count says.
    expect(upperTail(10, 3, 3)).toBeLessThan(upperTail(10, 3, 6));
  });

  it("estimates the overdispersion by the method of moments", () => {
    // Counts 0, 4, 0, 4 around a mean of 2: sum((c - mu)^2 - c) = 8, sum(mu^2) = 16.
    const d = dispersionSums([0, 4, 0, 4], [2, 2, 2, 2]);
    expect(d).toEqual({ excess: 8, scale: 16 });
    expect(dispersionOf(d)).toBe(0.5);
    // Steadier than a Poisson count: no overdispersion.
    expect(dispersionOf(dispersionSums([2, 2, 2, 2], [2, 2, 2, 2]))).toBe(0);
    // Days without data count for nothing.
    expect(dispersionSums([0, 4, 0], [0, 2, 0])).toEqual({ excess: 0, scale: 4 });
  });

  it("turns z values into p-values and back", () => {
    expect(pOfZ(1.959964)).toBeCloseTo(0.025, 6);
    expect(zOfP(0.025)).toBeCloseTo(1.959964, 5);
    expect(zOfP(1e-10)).toBeCloseTo(6.361341, 4);
  });

  it("finds Benjamini and Hochberg's own example: four discoveries of fifteen at q = 0.05", () => {
    // Benjamini & Hochberg (1995), section 4: Bonferroni rejects three, the step-up rule four.
    const ps = [
      0.0001, 0.0004, 0.0019, 0.0095, 0.0201, 0.0278, 0.0298, 0.0344, 0.0459, 0.324, 0.4262, 0.5719, 0.6528, 0.759, 1,
    ];
    expect(bhCutoff(ps, 0.05)).toBeCloseTo((4 * 0.05) / 15, 12);
    expect(ps.filter((p) => p <= bhCutoff(ps, 0.05))).toHaveLength(4);
    expect(bhCutoff([0.2, 0.5], 0.05)).toBe(-1);
    // A step-up rule: a p-value over its own bar passes when a larger one passes its bar.
    expect(bhCutoff([0.03, 0.04], 0.05)).toBe(0.05);
  });
});
