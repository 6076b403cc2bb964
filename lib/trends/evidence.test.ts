// Badges and figures true to the data: a topic at or past its peak is never Hot; verified (live)
// evidence never reads as "Sampled content"; growth names the span it was computed over, and a
// topic with no earlier mentions is new, never a multiple.
import { dataQualityBadge } from "@/components/dashboard/trend-labels";
import { describe as describeTrend } from "@/lib/generation/trend-text";
import { confidenceOf, statusOf } from "./evidence";
import { scoreTopics } from "./scoring";
import { DAY_MS } from "@/lib/time";
import type { Lifecycle } from "@/lib/generation/types";
import type { SignalItem } from "./core/types";

const AS_OF = new Date(Date.UTC(2026, 10, 20));
let serial = 0;
function post(title: string, daysAgo: number, channel = `u/person${serial % 9}`): SignalItem {
  serial++;
  return {
    source: "reddit",
    externalId: `p${serial}`,
    title,
    tags: [],
    channel,
    categoryId: null,
    views: 0,
    likes: 12,
    comments: 3,
    observedAt: new Date(AS_OF.getTime() - daysAgo * DAY_MS),
    via: "r/Bookbinding",
  };
}
/** Everyday posts on every day of the window, so the baseline is observed. */
const background = () =>
  Array.from({ length: 17 }, (_, d) =>
    Array.from({ length: 6 }, (_, k) => post(`Kettle stitch question ${k}`, d)),
  ).flat();

describe("statusOf", () => {
  it("never calls a peaking, saturated or declining topic hot, however strong its rise was", () => {
    for (const lifecycle of ["peaking", "saturated", "declining"] as Lifecycle[])
      expect(statusOf(lifecycle, 50, false)).toBe("other");
    expect(statusOf("emerging", 8, false)).toBe("hot");
    expect(statusOf("accelerating", 2, false)).toBe("rising");
    expect(statusOf("saturated", 50, true)).toBe("educational");
  });
});

describe("confidence read through the badges", () => {
  const thin = { totalItems: 40, daysWithData: 3, windowDays: 17 };
  const rich = { totalItems: 2000, daysWithData: 17, windowDays: 17 };
  it("labels verified evidence as real data however thin, and sample content never as live", () => {
    const badge = (confidence: number, verified: boolean) => dataQualityBadge({ confidence, verified }).label;
    expect(badge(confidenceOf({ recent: 3, spread: 2 }, thin, true), true)).toBe("Real-time trend data");
    expect(badge(confidenceOf({ recent: 30, spread: 8 }, rich, true), true)).toBe("Real Data");
    expect(badge(confidenceOf({ recent: 30, spread: 8 }, rich, false), false)).toBe("Sampled content");
    // More evidence still means more confidence.
    expect(confidenceOf({ recent: 30, spread: 8 }, rich, true)).toBeGreaterThan(
      confidenceOf({ recent: 3, spread: 2 }, thin, true),
    );
  });
});

describe("growth as the data holds it", () => {
  const opts = { asOf: AS_OF, sourceLabel: "API", verified: true, recentDays: 3, baselineDays: 14 };

  it("says a topic with no earlier mentions is new, with its count and the span, not a multiple", () => {
    const items = [
      ...background(),
      ...[2, 1, 1, 0, 0, 0, 0, 0, 0].map((d, k) => post(`Tomoe River paper haul ${k}`, d, `u/maker${k}`)),
    ];
    // Whichever part of the new name the engine reports, it is new.
    const t = scoreTopics(items, opts).find((x) => /tomoe|paper/.test(x.topic))!;
    expect(t).toMatchObject({ baselineMentions: 0, baselineDays: 14 });
    const text = describeTrend(t, "bookbinding", 3);
    expect(text).toContain("New in the last 3 days: 9 posts, none in the 14 days before");
    expect(text).not.toMatch(/\dx as many/);
  });

  it("names the baseline span the growth was computed over", () => {
    const items = [
      ...background(),
      ...[2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 5, 9, 12].map((d, k) => post(`My coptic binding ${k}`, d, `u/fan${k}`)),
    ];
    const t = scoreTopics(items, opts).find((x) => x.topic === "coptic binding")!;
    expect(t.baselineMentions).toBe(3);
    expect(describeTrend(t, "bookbinding", 3)).toMatch(
      /^Last 3 days: [\d.]+x as many posts a day as the 14 days before/,
    );
    expect(describeTrend({ ...t, baselineDays: 4 }, "bookbinding", 3)).toContain("as the 4 days before");
  });
});

describe("a card's examples", () => {
  it("shows the most watched, and the best-liked post last where people also posted about it", () => {
    const opts = { asOf: AS_OF, sourceLabel: "API", verified: true, recentDays: 3, baselineDays: 14 };
    const video = (title: string, views: number): SignalItem => ({
      ...post(title, 0, `Channel ${views}`),
      source: "youtube",
      views,
    });
    const items = [
      ...background(),
      ...[1, 0, 0, 0, 0, 0].map((d, k) => post(`Sprayed edges, try ${k}`, d + (k % 2), `u/edger${k}`)),
      ...[9_000, 8_000, 7_000, 6_000].map((v, k) => video(`Sprayed Edges Tutorial ${k}`, v)),
    ];
    const t = scoreTopics(items, opts).find((x) => x.topic === "sprayed edges")!;
    expect(t.topItems.map((i) => i.views)).toEqual([9_000, 8_000, 0]);
    expect(t.topItems[2].title).toMatch(/^Sprayed edges, try/);
  });
});
