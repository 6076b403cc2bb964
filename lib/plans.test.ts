import {
  PLANS,
  TIERS,
  apiLimit,
  channelLimit,
  competitorLimit,
  followLimit,
  isUnlimited,
  planLimits,
  yearlyPrice,
  yearlySavings,
  UNLIMITED,
} from "./plans";

// Every number of the plan table (names, prices, limits, yearly discount), pinned.
describe("plan table", () => {
  it("has the four tiers with their names and monthly prices", () => {
    expect(TIERS).toEqual(["free", "pro", "studio", "enterprise"]);
    expect(TIERS.map((t) => [PLANS[t].name, PLANS[t].monthlyPrice])).toEqual([
      ["Creator", 0],
      ["Creator Pro", 19],
      ["Creator Studio", 49],
      ["Enterprise", 149],
    ]);
  });

  it("has the trend and script limits, 999999 meaning unlimited", () => {
    expect(TIERS.map((t) => planLimits(t))).toEqual([
      { trends: 3, scripts: 9 },
      { trends: 25, scripts: 100 },
      { trends: 100, scripts: 999999 },
      { trends: 999999, scripts: 999999 },
    ]);
  });

  it("has the daily brief's followed-niche limits, shown in each plan's features", () => {
    expect(TIERS.map((t) => apiLimit(followLimit(t)))).toEqual([1, 3, 10, UNLIMITED]);
    expect(TIERS.map((t) => PLANS[t].features.find((f) => f.startsWith("Daily brief")))).toEqual([
      "Daily brief for 1 followed niche",
      "Daily brief for 3 followed niches",
      "Daily brief for 10 followed niches",
      "Daily brief for unlimited followed niches",
    ]);
  });

  it("has the connected-channel limits, shown in each plan's features", () => {
    expect(TIERS.map(channelLimit)).toEqual([1, 2, 5, 20]);
    expect(TIERS.map((t) => PLANS[t].features.find((f) => f.startsWith("Connect")))).toEqual([
      "Connect 1 YouTube channel",
      "Connect up to 2 YouTube channels",
      "Connect up to 5 YouTube channels",
      "Connect up to 20 YouTube channels",
    ]);
  });

  it("has the watched-competitor limits, shown in each plan's features", () => {
    expect(TIERS.map(competitorLimit)).toEqual([5, 10, 20, 20]);
    expect(TIERS.map((t) => PLANS[t].features.find((f) => f.startsWith("Watch")))).toEqual([
      "Watch up to 5 competitor channels",
      "Watch up to 10 competitor channels",
      "Watch up to 20 competitor channels",
      "Watch up to 20 competitor channels",
    ]);
  });

  it("has the AI quality per tier", () => {
    expect(TIERS.map((t) => PLANS[t].aiQuality)).toEqual(["Standard", "Enhanced", "Advanced", "Premium"]);
  });

  it("prices a year at round(12 x monthly x 0.67)", () => {
    expect(TIERS.map(yearlyPrice)).toEqual([0, 153, 394, 1198]);
    expect(TIERS.map(yearlySavings)).toEqual([0, 75, 194, 590]);
  });

  it("reports unlimited limits as -1", () => {
    expect(apiLimit(999999)).toBe(UNLIMITED);
    expect(apiLimit(3)).toBe(3);
    expect(isUnlimited(-1)).toBe(true);
    expect(isUnlimited(999999)).toBe(true);
    expect(isUnlimited(100)).toBe(false);
  });
});
