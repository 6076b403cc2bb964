import { CURATED_DAYS, curatedSignalItems } from "./curated-seed";
import { CURATED_NICHES } from "./curated-topics";
import { nicheMatcher, PRESET_NICHES } from "./core/niche";
import { dayNumber, scoreTopics } from "./scoring";
import { DAY_MS } from "@/lib/time";
import type { ScoredTopic } from "@/lib/generation/types";
import type { SignalItem } from "./core/types";
import { resolveNiche } from "@/lib/niches";

const TODAY = new Date(Date.UTC(2026, 4, 20));

const clearlyEmerging = (t: ScoredTopic) =>
  (t.lifecycle === "emerging" || t.lifecycle === "accelerating") && (t.growthPct ?? 0) >= 100;

const byDay = new Map<number, SignalItem[]>();
function scoreNiche(today: Date, niche: string): ScoredTopic[] {
  const m = nicheMatcher(resolveNiche(niche));
  if (!byDay.has(today.getTime())) byDay.set(today.getTime(), curatedSignalItems(today));
  const items = byDay.get(today.getTime())!.filter((it) => m.matches(it));
  return scoreTopics(items, { asOf: today, sourceLabel: "Curated Examples", verified: false });
}

describe("curatedSignalItems", () => {
  it("covers every preset niche over 21 days ending today", () => {
    const items = curatedSignalItems(TODAY);
    expect(new Set(CURATED_NICHES.map((n) => n.niche))).toEqual(new Set(Object.keys(PRESET_NICHES)));
    const days = new Set(items.map((it) => dayNumber(it.observedAt)));
    expect(days.size).toBe(CURATED_DAYS);
    expect(Math.max(...days)).toBe(dayNumber(TODAY));
    for (const n of CURATED_NICHES) {
      expect(n.topics.length).toBeGreaterThanOrEqual(10);
      expect(n.topics.length).toBeLessThanOrEqual(14);
      expect(items.filter((it) => it.niche === n.niche).length).toBeGreaterThan(500);
    }
    for (const it of items.slice(0, 500)) {
      expect(it.source).toBe("curated");
      expect(it.observedAt.getTime() % DAY_MS).toBe(0);
      expect(it.tags.every((t) => t === t.toLowerCase().trim() && !t.startsWith("#"))).toBe(true);
      expect(it.likes).toBeLessThan(it.views);
      expect(nicheMatcher(resolveNiche(it.niche!)).matches(it)).toBe(true);
    }
  });

  it("is deterministic and never uses Math.random", () => {
    const spy = jest.spyOn(Math, "random").mockImplementation(() => {
      throw new Error("Math.random used");
    });
    try {
      const a = curatedSignalItems(TODAY);
      expect(JSON.stringify(curatedSignalItems(new Date(TODAY.getTime() + 5 * 3600_000)))).toBe(JSON.stringify(a));
    } finally {
      spy.mockRestore();
    }
  });

  it("gives a date the same items whichever day the seed runs (re-seeding only adds days)", () => {
    const key = (it: { externalId: string; observedAt: Date }) => `${it.externalId}@${it.observedAt.toISOString()}`;
    const first = curatedSignalItems(TODAY);
    const later = curatedSignalItems(new Date(TODAY.getTime() + 4 * DAY_MS));
    const laterByKey = new Map(later.map((it) => [key(it), it]));
    const overlap = first.filter((it) => it.observedAt.getTime() > TODAY.getTime() - (CURATED_DAYS - 4) * DAY_MS);
    expect(overlap.length).toBeGreaterThan(1000);
    expect(JSON.stringify(overlap.map((it) => laterByKey.get(key(it))))).toBe(JSON.stringify(overlap));
    expect(new Set(first.map(key)).size).toBe(first.length); // unique, as the database requires
  });

  it.each(Object.keys(PRESET_NICHES))("yields 3-5 clearly emerging trends for %s on any day", (niche) => {
    const outside: string[] = [];
    for (let k = 0; k < 30; k += 3) {
      const today = new Date(TODAY.getTime() + k * DAY_MS);
      const top = scoreNiche(today, niche);
      const n = top.filter(clearlyEmerging).length;
      if (n < 3 || n > 5) outside.push(`${today.toISOString().slice(0, 10)}: ${n}`);
      expect(top.every((t) => t.confidence < 60 && !t.verified && t.source === "Curated Examples")).toBe(true);
    }
    expect(outside).toEqual([]);
  });

  it("gives sensible statuses: explainers are educational, strong risers hot", () => {
    const education = scoreNiche(TODAY, "education");
    expect(education.filter(clearlyEmerging).some((t) => t.status === "educational")).toBe(true);
    const statuses = new Set(
      Object.keys(PRESET_NICHES).flatMap((n) =>
        scoreNiche(TODAY, n)
          .filter(clearlyEmerging)
          .map((t) => t.status),
      ),
    );
    expect(statuses).toEqual(new Set(["hot", "rising", "educational"]));
    const top = scoreNiche(TODAY, "gaming")[0];
    expect(top.hashtags.length).toBeGreaterThan(1);
    expect(top.topItems).toHaveLength(3);
    expect(top.factors.spread).toBeGreaterThanOrEqual(3);
  });
});
