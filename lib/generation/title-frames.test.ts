// Card titles a creator can scan: each card of a report in a frame of its own, a stage word only
// where the counts bear it out, the topic as people write it rather than as one poster shouted it,
// and the topic always recoverable from the title (scripts speak it).
import { offlineTrends } from "./offline";
import { FRAMES, frameKindOf, peakedSeries } from "./title-frames";
import { speakableTitle } from "./topic";
import { describe as describeTrend, topicPhrase, trendTitle } from "./trend-text";
import { makeRng } from "@/lib/language/prng";
import type { ScoredTopic } from "./types";
import { resolveNiche } from "@/lib/niches";

function topic(name: string, over: Partial<ScoredTopic> = {}): ScoredTopic {
  return {
    topic: name,
    score: 3.1,
    factors: { velocity: 3, significance: 4, lift: 2, spread: 6, engagementRate: 0.05, saturation: 0.1 },
    confidence: 80,
    status: "rising",
    lifecycle: "emerging",
    growthPct: 250,
    baselineDays: 14,
    baselineMentions: 4,
    series: [0, 1, 0, 0, 1, 0, 1, 0, 0, 1, 0, 0, 1, 0, 3, 5, 8],
    recentViews: 0,
    recentUpvotes: 120,
    recentComments: 40,
    channels: ["u/a", "u/b", "u/c", "u/d", "u/e", "u/f"],
    hashtags: [],
    topItems: [{ title: `Anyone else trying ${name}?`, channel: "u/a", views: 0 }],
    source: "API",
    verified: true,
    sources: ["Reddit r/Pottery"],
    ...over,
  };
}

/** The frame a title was written in: the title with its topic taken out. */
const frameOf = (title: string, t: ScoredTopic) =>
  title.replace(new RegExp(topicPhrase(t.topic).replace(/\s+/g, "\\s+"), "i"), "{T}");

const PEAK_WORDS = /\b(?:Peak|Mania|Craze|Height|High Point)\b/;

describe("a report's titles", () => {
  it("gives every card of a report its own frame, even when all five are at one stage", () => {
    const names = ["glaze drips", "carved mugs", "raku firing", "slab vases", "nerikomi bowls"];
    for (const lifecycle of ["emerging", "accelerating", "saturated", "declining"] as const) {
      const topics = names.map((n) => topic(n, { lifecycle }));
      const trends = offlineTrends(resolveNiche("pottery"), topics);
      const frames = trends.map((tr, i) => frameOf(tr.title, topics[i]));
      expect(frames.every((f) => f.includes("{T}"))).toBe(true);
      expect(new Set(frames).size).toBe(trends.length);
    }
  });

  it("is deterministic: the same report gets the same titles", () => {
    const topics = ["glaze drips", "carved mugs", "raku firing"].map((n) => topic(n));
    expect(offlineTrends(resolveNiche("pottery"), topics).map((t) => t.title)).toEqual(
      offlineTrends(resolveNiche("pottery"), topics).map((t) => t.title),
    );
  });

  it("keeps a wide set of frames for each stage", () => {
    for (const frames of Object.values(FRAMES)) expect(frames.length).toBeGreaterThanOrEqual(5);
  });
});

describe("a title claims only the stage its counts show", () => {
  // New in the last days: two videos, none in the fourteen days before, and the newest day empty.
  const fresh = topic("multi color printing", {
    lifecycle: "peaking",
    growthPct: 2400,
    baselineMentions: 0,
    series: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0],
    recentViews: 3_100,
    topItems: [{ title: "Multi color printing first try", channel: "Print Lab", views: 3_100 }],
    sources: ["YouTube"],
  });

  it("never titles a new topic of two videos 'Peak' (or Mania, Craze)", () => {
    for (let seed = 0; seed < 40; seed++) {
      const title = trendTitle(fresh, makeRng("title", seed), "multi color printing");
      expect(title).toMatch(/Multi Color Printing/);
      expect(title).not.toMatch(PEAK_WORDS);
    }
    expect(describeTrend(fresh, "3d printing", 3)).not.toMatch(/at its peak/);
  });

  it("calls a topic new when it had no earlier mentions and more than a handful now", () => {
    const lots = { ...fresh, series: [...fresh.series.slice(0, -3), 4, 6, 3] };
    expect(frameKindOf(lots)).toBe("new");
    expect(describeTrend(lots, "3d printing", 3)).toMatch(/It's new, so/);
  });

  it("keeps the peak words for a series that really peaked, and only for one", () => {
    const peaked = topic("forehand drives", { lifecycle: "peaking", series: [1, 0, 1, 1, 0, 1, 0, 1, 3, 9, 5] });
    expect(peakedSeries(peaked.series)).toBe(true);
    expect(frameKindOf(peaked)).toBe("peaking");
    // Called peaking, but its newest day is its highest: still rising.
    const climbing = { ...peaked, series: [1, 0, 1, 1, 0, 1, 0, 1, 3, 5, 9] };
    expect(peakedSeries(climbing.series)).toBe(false);
    expect(frameKindOf(climbing)).toBe("accelerating");
    for (let seed = 0; seed < 40; seed++)
      expect(trendTitle(climbing, makeRng("title", seed), "forehand drives")).not.toMatch(PEAK_WORDS);
  });

  it("claims no stage on a handful of mentions or without an observed baseline", () => {
    expect(frameKindOf(topic("kiln wash", { series: [0, 1, 0, 0, 1, 2] }))).toBe("neutral");
    expect(frameKindOf(topic("kiln wash", { growthPct: null }))).toBe("neutral");
    // An explainer topic keeps its own frames.
    expect(frameKindOf(topic("kiln wash", { status: "educational", growthPct: null }))).toBe("educational");
  });
});

describe("capitals in titles", () => {
  it("never copies a word a poster shouted into the topic or its title", () => {
    const titles = ["This glaze combo is INSANE", "INSANE glaze combo on my mugs #pottery"];
    expect(topicPhrase("insane glaze", titles)).toBe("insane glaze");
    const t = topic("insane glaze", { topItems: titles.map((title) => ({ title, channel: "u/a", views: 0 })) });
    const [card] = offlineTrends(resolveNiche("pottery"), [t]);
    expect(card.title).toMatch(/Insane Glaze/);
    expect(card.title).not.toMatch(/INSANE/);
    expect(topicPhrase("new glaze", ["The NEW glaze everyone uses"])).toBe("new glaze");
  });

  it("keeps acronyms and names written in capitals", () => {
    expect(topicPhrase("spf", ["Best SPF for oily skin"])).toBe("SPF");
    expect(topicPhrase("led strip", ["My LED strip setup", "cheap LED strip wall"])).toBe("LED strip");
    expect(topicPhrase("nasa", ["NASA just launched it"])).toBe("NASA");
  });
});

describe("the topic read back from a title", () => {
  it.each(Object.values(FRAMES).flat())("%s", (frame) => {
    expect(speakableTitle(frame.replace("{T}", "Glass Skin"))).toBe("Glass Skin");
  });
});
