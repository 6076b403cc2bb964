import { confidenceOf, UNVERIFIED_CONFIDENCE_CAP, VERIFIED_CONFIDENCE_MIN } from "./evidence";
import { lifecycleOf, poissonSignificance } from "./lifecycle";
import { rawFrequencyTop, scoreTopics, type ScoreOptions } from "./scoring";
import { DAY_MS } from "@/lib/time";
import type { ScoredTopic } from "@/lib/generation/types";
import type { SignalItem } from "./core/types";

const AS_OF = new Date(Date.UTC(2026, 2, 17));
const WINDOW = 17; // 14 baseline days + 3 recent days

// Day i of the window, oldest first: i = WINDOW - 1 is AS_OF.
const dayAt = (i: number) => new Date(AS_OF.getTime() - (WINDOW - 1 - i) * DAY_MS);

let serial = 0;
function item(tags: string[], day: Date, o: Partial<SignalItem> = {}): SignalItem {
  serial++;
  return {
    source: "test",
    externalId: `v${serial}`,
    title: tags[0] ?? "",
    tags,
    channel: `channel ${serial % 7}`,
    categoryId: null,
    views: 10_000,
    likes: 500,
    comments: 50,
    observedAt: day,
    ...o,
  };
}

/** Items for one topic: counts[i] mentions on window day i, spread over `channels` channels. */
function topicSeries(tags: string[], counts: number[], o: { channels?: number; title?: string } = {}): SignalItem[] {
  const out: SignalItem[] = [];
  counts.forEach((n, i) => {
    for (let k = 0; k < n; k++) {
      out.push(
        item(tags, dayAt(i), { channel: `${tags[0]} creator ${k % (o.channels ?? 6)}`, title: o.title ?? tags[0] }),
      );
    }
  });
  return out;
}

/** Unrelated items so that every day has volume and shares mean something. */
function background(perDay = 60): SignalItem[] {
  const out: SignalItem[] = [];
  for (let i = 0; i < WINDOW; i++) for (let k = 0; k < perDay; k++) out.push(item([`misc${i}x${k}`], dayAt(i)));
  return out;
}

const flat = (n: number, len = WINDOW) => new Array(len).fill(n);
const opts: ScoreOptions = { asOf: AS_OF, sourceLabel: "test", verified: true };
const find = (top: ScoredTopic[], topic: string) => top.find((t) => t.topic === topic);
const rank = (top: ScoredTopic[], topic: string) => {
  const i = top.findIndex((t) => t.topic === topic);
  return i < 0 ? Infinity : i;
};

describe("scoreTopics", () => {
  it("ranks a topic growing from 1 to 20 mentions a day above a flat frequent one", () => {
    const items = [
      ...background(),
      ...topicSeries(["glass skin"], [...flat(1, 14), 5, 10, 20]),
      ...topicSeries(["skincare routine"], flat(15)),
    ];
    const top = scoreTopics(items, opts);
    expect(top[0].topic).toBe("glass skin");
    expect(rank(top, "glass skin")).toBeLessThan(rank(top, "skincare routine"));
    const g = find(top, "glass skin")!;
    expect(g.factors.velocity).toBeGreaterThan(5);
    expect(g.growthPct).toBeGreaterThan(500);
    expect(g.series).toHaveLength(WINDOW);
    expect(g.series.slice(-3)).toEqual([5, 10, 20]);
  });

  it("weights outlier videos in the test, never in the figures a card shows", () => {
    const series = [...flat(1, 14), 3, 4, 6];
    const plain = find(scoreTopics([...background(), ...topicSeries(["glass skin"], series)], opts), "glass skin")!;
    // The same items, the recent ones outlier videos (weight 2.5): the rise is surer, but there
    // are still 13 videos in the last 3 days, not 32.5.
    const weighted = topicSeries(["glass skin"], series).map((it) =>
      it.observedAt.getTime() > dayAt(13).getTime() ? { ...it, weight: 2.5 } : it,
    );
    const heavy = find(scoreTopics([...background(), ...weighted], opts), "glass skin")!;
    expect(heavy.factors.significance).toBeGreaterThan(plain.factors.significance);
    expect(heavy.series).toEqual(plain.series);
    expect(heavy.series.slice(-3)).toEqual([3, 4, 6]);
    expect(heavy.baselineMentions).toBe(plain.baselineMentions);
    expect(heavy.growthPct).toBe(plain.growthPct);
  });

  it("does not let a 1 -> 3 mention blip outrank a significant rise", () => {
    const blip = [...flat(0, 14), 0, 1, 3];
    blip[5] = 1;
    const items = [
      ...background(),
      ...topicSeries(["tiny blip"], blip),
      ...topicSeries(["big rise"], [...flat(2, 14), 6, 10, 16]),
    ];
    const top = scoreTopics(items, opts);
    expect(top[0].topic).toBe("big rise");
    expect(rank(top, "big rise")).toBeLessThan(rank(top, "tiny blip"));
    const small = find(top, "tiny blip");
    if (small) expect(small.factors.significance).toBeLessThan(find(top, "big rise")!.factors.significance);
    // The Poisson test needs volume: 3 against 1 expected is far less surprising than 32 against 6.
    expect(poissonSignificance(3, 1)).toBeLessThan(2);
    expect(poissonSignificance(32, 6)).toBeGreaterThan(7);
  });

  it("penalises a topic that was already common in the baseline", () => {
    const items = [
      ...background(),
      ...topicSeries(["fresh topic"], [...flat(0, 14), 6, 12, 24]),
      ...topicSeries(["old staple"], [...flat(8, 14), 14, 20, 32]),
    ];
    const top = scoreTopics(items, opts);
    const fresh = find(top, "fresh topic")!;
    const old = find(top, "old staple")!;
    expect(fresh.factors.saturation).toBe(0);
    expect(old.factors.saturation).toBeGreaterThan(0.5);
    expect(old.score).toBeLessThan(fresh.score);
  });

  it("assigns lifecycle and status from the evidence", () => {
    const items = [
      ...background(),
      ...topicSeries(["brand new"], [...flat(0, 14), 3, 8, 16]),
      ...topicSeries(["picking up"], [...flat(2, 14), 5, 9, 15]),
      ...topicSeries(["contour tutorial"], [...flat(0, 14), 2, 5, 9], {
        title: "How to contour: tutorial for beginners",
      }),
    ];
    const top = scoreTopics(items, opts);
    expect(find(top, "brand new")).toMatchObject({ lifecycle: "emerging", status: "hot" });
    expect(find(top, "picking up")).toMatchObject({ lifecycle: "accelerating", status: "hot" });
    expect(find(top, "contour tutorial")?.status).toBe("educational");
    expect(top.every((t) => ["hot", "rising", "educational"].includes(t.status))).toBe(true);
  });

  it("marks a modest early rise as rising", () => {
    const items = [...background(), ...topicSeries(["quiet rise"], [...flat(0, 14), 1, 2, 4])];
    expect(find(scoreTopics(items, opts), "quiet rise")).toMatchObject({ lifecycle: "emerging", status: "rising" });
  });

  it("keeps confidence within bounds, below the live-data badge for unverified data", () => {
    const items = [...background(), ...topicSeries(["glass skin"], [...flat(1, 14), 5, 10, 20])];
    const verified = find(scoreTopics(items, opts), "glass skin")!;
    const curated = find(scoreTopics(items, { ...opts, verified: false }), "glass skin")!;
    expect(verified.confidence).toBeGreaterThanOrEqual(80);
    expect(verified.confidence).toBeLessThanOrEqual(100);
    expect(curated.confidence).toBeLessThanOrEqual(UNVERIFIED_CONFIDENCE_CAP);
    expect(curated.confidence).toBeLessThan(60);
    expect(curated).toMatchObject({ verified: false, source: "test" });

    // Three days of thin data stand behind much less than seventeen full ones.
    const sparse = [
      ...background(10).filter((it) => it.observedAt.getTime() > AS_OF.getTime() - 3 * DAY_MS),
      ...topicSeries(["glass skin"], [...flat(0, 14), 2, 3, 5], { channels: 2 }),
    ];
    const thin = find(scoreTopics(sparse, opts), "glass skin")!;
    expect(thin.confidence).toBeLessThan(verified.confidence - 20);
    expect(thin.confidence).toBeGreaterThanOrEqual(0);
    // Verified data is never read as sampled content: it starts at the 60 of "Real-time trend data".
    expect(confidenceOf({ recent: 0, spread: 0 }, { totalItems: 0, daysWithData: 0, windowDays: 17 }, true)).toBe(
      VERIFIED_CONFIDENCE_MIN,
    );
    expect(confidenceOf({ recent: 0, spread: 0 }, { totalItems: 0, daysWithData: 0, windowDays: 17 }, false)).toBe(0);
    expect(
      confidenceOf({ recent: 1e6, spread: 1e3 }, { totalItems: 1e6, daysWithData: 17, windowDays: 17 }, true),
    ).toBe(100);
  });

  it("never reads items after asOf", () => {
    const past = [...background(), ...topicSeries(["glass skin"], [...flat(1, 14), 5, 10, 20])];
    const future = topicSeries(["tomorrow topic"], flat(40, 3)).map((it, i) => ({
      ...it,
      observedAt: new Date(AS_OF.getTime() + (1 + (i % 3)) * DAY_MS),
    }));
    expect(scoreTopics([...past, ...future], opts)).toEqual(scoreTopics(past, opts));
  });

  it("uses the newest day with data when today's items are not in yet", () => {
    const items = [...background(), ...topicSeries(["glass skin"], [...flat(1, 14), 5, 10, 20])];
    const top = scoreTopics(items, { ...opts, asOf: new Date(AS_OF.getTime() + DAY_MS) });
    expect(top[0].topic).toBe("glass skin");
  });

  it("reports one trend once: year and plural variants, and tags sharing the same videos", () => {
    const rise = [...flat(0, 14), 4, 8, 14];
    const items = [
      ...background(),
      ...topicSeries(["halloween"], rise),
      ...topicSeries(["halloween 2017"], rise),
      ...topicSeries(["costume ideas", "costume"], rise),
      ...topicSeries(["costumes ideas", "costumes"], rise),
      ...topicSeries(["fenty beauty", "fenty", "rihanna"], [...flat(0, 14), 5, 9, 15]),
    ];
    const topics = scoreTopics(items, opts).map((t) => t.topic);
    expect(topics.filter((t) => t.startsWith("halloween"))).toEqual(["halloween"]);
    expect(topics.filter((t) => t.startsWith("costume"))).toHaveLength(1);
    expect(topics.filter((t) => ["fenty beauty", "fenty", "rihanna"].includes(t))).toHaveLength(1);
    const fenty = scoreTopics(items, opts).find((t) => t.topic.includes("fenty") || t.topic === "rihanna")!;
    expect(fenty.hashtags).toEqual(expect.arrayContaining(["fentybeauty", "rihanna"]));
    expect(fenty.topItems.length).toBeGreaterThan(0);
    expect(fenty.channels.length).toBe(fenty.factors.spread);
  });

  it("leaves out excluded topics and respects the limit", () => {
    const items = [...background(), ...topicSeries(["gaming"], [...flat(1, 14), 5, 10, 20])];
    for (const [i, name] of ["alpha", "bravo", "charlie", "delta", "echo"].entries()) {
      items.push(...topicSeries([name], [...flat(0, 14), 2, 4, 8 + i]));
    }
    expect(find(scoreTopics(items, { ...opts, exclude: ["Gaming"] }), "gaming")).toBeUndefined();
    expect(scoreTopics(items, { ...opts, limit: 3 })).toHaveLength(3);
    expect(scoreTopics([], opts)).toEqual([]);
  });

  it("leaves out a lone word that is the niche's own word in another form, not a name built on it", () => {
    const items = [
      ...background(),
      ...topicSeries(["print"], [...flat(2, 14), 8, 12, 16]),
      ...topicSeries(["print farm"], [...flat(0, 14), 3, 6, 9]),
    ];
    const scored = scoreTopics(items, { ...opts, exclude: ["3d printing", "3d", "printing"] });
    expect(find(scored, "print")).toBeUndefined();
    expect(find(scored, "print farm")).toBeDefined();
    expect(find(scoreTopics(items, opts), "print")).toBeDefined();
  });
});

// Live posts arrive over the day, most in the afternoon and evening (UTC): the hours of the
// first, second, ... post of a day.
const POSTING_HOURS = [9, 12, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23];

/** Timed items: counts[i] posts on calendar day i (day WINDOW - 1 is AS_OF), at POSTING_HOURS. */
function timedSeries(title: string, counts: number[], before?: Date): SignalItem[] {
  const out: SignalItem[] = [];
  counts.forEach((n, i) => {
    for (let k = 0; k < n; k++) {
      const at = new Date(dayAt(i).getTime() + POSTING_HOURS[k % POSTING_HOURS.length] * 3_600_000 + k * 60_000);
      if (before && at > before) continue;
      out.push(item([], dayAt(i), { title, publishedAt: at, channel: `${title} poster ${k}` }));
    }
  });
  return out;
}

describe("scoreTopics on a day still under way", () => {
  // 11:30 on AS_OF: the calendar day holds one of the topic's posts so far.
  const now = new Date(AS_OF.getTime() + 11.5 * 3_600_000);
  const chatter = (perDay: number) =>
    Array.from({ length: 30 }, (_, k) =>
      timedSeries(`steady subject${k}`, flat(perDay / 30 < 1 ? 1 : perDay / 30), now),
    ).flat();
  const rising = (counts: number[]) => timedSeries("Resin coasters", counts, now);

  it("finds a 3 -> 9 a day rise with one post so far today, and does not call it a peak", () => {
    const items = [...chatter(30), ...rising([...flat(0, 13), 1, 3, 9, 9])];
    const today = items.filter((it) => it.publishedAt! >= AS_OF && it.title.startsWith("Resin"));
    expect(today).toHaveLength(1);
    const found = find(scoreTopics(items, { ...opts, now }), "resin coasters");
    expect(found?.score).toBeGreaterThan(0);
    expect(found?.lifecycle).not.toMatch(/peaking|declining|saturated/);
  });

  it("counts whole 24-hour windows ending now, so the newest holds a full day like the others", () => {
    const items = rising([...flat(0, 13), 1, 3, 9, 9]);
    const found = find(scoreTopics([...chatter(30), ...items], { ...opts, now }), "resin coasters")!;
    // The series ends with the 24 hours before 11:30: yesterday after 11:30 and today's one post.
    expect(found.series.slice(-2)).toEqual([3, 9]);
  });

  it("still calls a topic that fell over the last 24 hours falling", () => {
    const items = [...chatter(30), ...rising([...flat(0, 13), 6, 12, 2, 0])];
    const found = find(scoreTopics(items, { ...opts, now }), "resin coasters");
    expect(found === undefined || ["peaking", "declining"].includes(found.lifecycle)).toBe(true);
  });

  it("read by calendar day, the same rise looks like a fall (why timed items use windows)", () => {
    const items = [...chatter(30), ...rising([...flat(0, 13), 1, 3, 9, 9])];
    const byDay = find(scoreTopics(items, opts), "resin coasters");
    expect(byDay === undefined || byDay.score === 0 || byDay.lifecycle !== "emerging").toBe(true);
  });
});

describe("lifecycleOf", () => {
  it.each([
    [[2, 5, 9], 5, 4, 0.1, "emerging"],
    [[4, 6, 9], 3, 4, 0.9, "accelerating"],
    [[3, 14, 7], 4, 4, 0.2, "peaking"],
    [[5, 5, 6], 1.1, 0.5, 1, "saturated"],
    [[6, 4, 2], 0.5, -3, 1, "declining"],
  ] as const)(
    "%j (velocity %d, significance %d, presence %d) -> %s",
    (recent, velocity, significance, presence, expected) => {
      expect(lifecycleOf([...recent], velocity, significance, presence)).toBe(expected);
    },
  );
});

describe("rawFrequencyTop", () => {
  it("counts every mention up to asOf and nothing after", () => {
    const items = [...topicSeries(["evergreen"], flat(5)), ...topicSeries(["sideline"], flat(1))];
    items.push(
      ...topicSeries(["late"], flat(50, 3)).map((it) => ({ ...it, observedAt: new Date(AS_OF.getTime() + DAY_MS) })),
    );
    const top = rawFrequencyTop(items, AS_OF, 2);
    expect(top.map((t) => t.topic)).toEqual(["evergreen", "sideline"]);
    expect(top[0].count).toBe(5 * WINDOW);
  });
});
