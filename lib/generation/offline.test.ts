import { FORMATS, NICHE_FORMATS, recogniseFormat } from "./formats";
import { offlineScript, offlineTrends, planTrends } from "./offline";
import { splitOutline } from "./text";
import { cleanText } from "@/lib/language/clean";
import { formatCount, topicPhrase, viewsRange } from "./trend-text";
import { titleCase } from "@/lib/language/case";
import type { GeneratedTrend, ScoredTopic } from "./types";
import { resolveNiche } from "@/lib/niches";

function topic(name: string, over: Partial<ScoredTopic> = {}): ScoredTopic {
  return {
    topic: name,
    score: 4.2,
    factors: { velocity: 3.1, significance: 4.5, lift: 2.2, spread: 9, engagementRate: 0.06, saturation: 0.1 },
    confidence: 72,
    status: "hot",
    lifecycle: "emerging",
    growthPct: 240,
    series: [1, 1, 2, 3, 5, 9, 14],
    recentViews: 2_345_678,
    channels: ["c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8", "c9"],
    hashtags: ["spooky", "makeuptutorial"],
    topItems: [
      { title: "Spooky glam in 5 min", channel: "GlamByJo", views: 412_000 },
      { title: "Pumpkin eyeliner", channel: "Lia", views: 150_000 },
      { title: "Bat wing liner", channel: "Noor", views: 90_000 },
    ],
    source: "Curated Examples",
    verified: false,
    ...over,
  };
}

const TOPICS: ScoredTopic[] = [
  topic("halloween makeup", { baselineDays: 14, baselineMentions: 12 }),
  topic("glass skin", {
    lifecycle: "peaking",
    status: "rising",
    growthPct: 80,
    confidence: 64,
    source: "API",
    verified: true,
  }),
  topic("diy lip oil", {
    lifecycle: "saturated",
    status: "educational",
    growthPct: -12,
    recentViews: 950_000,
    hashtags: [],
  }),
  topic("ai skincare", {
    lifecycle: "accelerating",
    growthPct: 1200,
    confidence: 88.6,
    topItems: [
      { title: "I let AI build my skincare routine", channel: "GlamByJo", views: 212_000 },
      { title: "AI skincare apps, honestly rated", channel: "Lia", views: 98_000 },
    ],
  }),
  topic("grwm", {
    lifecycle: "declining",
    growthPct: 4,
    channels: ["solo"],
    recentViews: 12_300,
    topItems: [],
    factors: { velocity: 1, significance: 0.5, lift: 1, spread: 1, engagementRate: 0.01, saturation: 0.8 },
  }),
  topic("extra sixth topic"),
];

const PRESETS = ["Beauty", "Gaming", "DIY", "Food", "Fitness", "Education", "technology", "underwater basket weaving"];
// The evidence is the caller's own input; only generated text is checked.
const allText = (trends: GeneratedTrend[]) =>
  JSON.stringify(trends, (key, value) => (key === "evidence" ? undefined : value));

describe("offlineTrends", () => {
  it.each(PRESETS)("%s: 3-5 trends with exactly 3 complete ideas each", (niche) => {
    for (const n of [3, 4, 5]) {
      const trends = offlineTrends(resolveNiche(niche), TOPICS.slice(0, n));
      expect(trends).toHaveLength(n);
      for (const t of trends) {
        expect(t.ideas).toHaveLength(3);
        expect(t.title.length).toBeGreaterThan(0);
        expect(t.hashtags.length).toBeGreaterThan(0);
        for (const h of t.hashtags) expect(h).toMatch(/^#[\p{L}\p{N}_]+$/u);
        for (const idea of t.ideas) {
          expect(idea.hook.length).toBeGreaterThan(10);
          const steps = idea.outline.split(" -> ");
          expect(steps.length).toBeGreaterThanOrEqual(3);
          expect(steps.length).toBeLessThanOrEqual(5);
          expect(["High", "Medium", "Low"]).toContain(idea.engagementPotential);
          expect(idea.estimatedViews).toMatch(/^\d+(\.\d)?[KMB]?-\d+(\.\d)?[KMB]?$/);
        }
        expect(new Set(t.ideas.map((i) => i.hook)).size).toBe(3);
      }
      expect(allText(trends)).not.toMatch(/undefined|NaN|null|\{\w+\}|\[object/);
    }
  });

  it("caps at 5 trends and honours a smaller count", () => {
    expect(offlineTrends(resolveNiche("Beauty"), TOPICS)).toHaveLength(5);
    expect(offlineTrends(resolveNiche("Beauty"), TOPICS, 3)).toHaveLength(3);
    expect(offlineTrends(resolveNiche("Beauty"), TOPICS, 99)).toHaveLength(5);
    expect(offlineTrends(resolveNiche("Beauty"), [])).toEqual([]);
  });

  it("grounds the text in the evidence and carries status, source, verified and confidence", () => {
    const [a, b, c, d, e] = offlineTrends(resolveNiche("Beauty"), TOPICS);
    expect(a.description).toContain(
      "Last 7 days: 3.4x as many videos a day as the 14 days before, across 9 beauty channels.",
    );
    expect(a.description).toContain('Top example: "Spooky glam in 5 min" by GlamByJo (412K views)');
    expect(a.engagement).toBe("2.3M views this week");
    expect(a.hashtags).toEqual(["#halloweenmakeup", "#spooky", "#makeuptutorial", "#beauty"]);
    expect(a.title).toMatch(/Halloween Makeup/);
    expect(a.title).not.toBe("halloween makeup");
    expect([a.status, a.source, a.verified, a.confidence]).toEqual(["hot", "Curated Examples", false, 72]);
    expect([b.status, b.source, b.verified, b.confidence]).toEqual(["rising", "API", true, 64]);
    // Its baseline span is not known (a series of the recent days only): it is not named.
    expect(c.description).toContain("fewer videos a day than the days before");
    expect(c.engagement).toBe("950K views this week");
    expect(d.description).toContain("13x as many videos a day");
    expect(d.confidence).toBe(89);
    expect(d.title).toMatch(/AI Skincare/);
    expect(e.description).toContain("across 1 beauty channel.");
    expect(e.evidence).toBe(TOPICS[4]);
    expect(offlineTrends(resolveNiche("Beauty"), TOPICS, 5, { recentDays: 3 })[0].engagement).toBe("2.3M recent views");
  });

  it("marks a topic from outside the niche as adjacent, naming where it came from", () => {
    const [given] = offlineTrends(resolveNiche("pottery"), [TOPICS[0]], 1, {
      inNiche: () => false,
      adjacentFrom: () => "Beauty",
    });
    expect(given.description).toMatch(/^An angle to borrow from Beauty\. /);
    expect(recogniseFormat(splitOutline(given.ideas[0].outline))?.format.id).toBe("borrowed");
    // Not given: the preset whose words the evidence uses ("makeup" in the tags).
    const [guessed] = offlineTrends(resolveNiche("pottery"), [TOPICS[0]], 1, { inNiche: () => false });
    expect(guessed.description).toMatch(/^An angle to borrow from Beauty\. /);
    expect(offlineTrends(resolveNiche("Beauty"), [TOPICS[0]])[0].description).not.toMatch(/Adjacent/);
  });

  it("derives engagement potential from the evidence", () => {
    const [hot] = offlineTrends(resolveNiche("Beauty"), [TOPICS[0]]);
    const [cold] = offlineTrends(resolveNiche("Beauty"), [TOPICS[4]]);
    expect(hot.ideas.every((i) => i.engagementPotential === "High")).toBe(true);
    expect(cold.ideas.every((i) => i.engagementPotential === "Low")).toBe(true);
  });

  it("uses three different formats per trend, varies them across trends, and never repeats a hook frame", () => {
    expect(FORMATS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(FORMATS.map((f) => f.angle)).size).toBe(FORMATS.length);
    for (const f of FORMATS) expect(f.hooks.length).toBeGreaterThanOrEqual(3);
    for (const niche of PRESETS) {
      const report = planTrends(resolveNiche(niche), TOPICS.slice(0, 5));
      const formats = report.flatMap((p) => p.ideas.map((i) => i.format));
      for (const p of report) expect(new Set(p.ideas.map((i) => i.format)).size).toBe(3);
      // In a niche the writer doesn't know, these topics' titles don't say what they are: only
      // formats that fit anything, the breakdown among them where two top videos name the topic
      // ("AI skincare").
      const generic = resolveNiche(niche).vocab === "generic";
      expect(new Set(formats).size).toBeGreaterThanOrEqual(6);
      if (generic) expect(formats).toContain("breakdown");
      if (generic) for (const id of formats) expect(FORMATS.find((f) => f.id === id)!.kinds).toBe("any");
      const frames = report.flatMap((p) => p.ideas.map((i) => i.hookFrame));
      expect(new Set(frames).size).toBe(frames.length);
    }
  });

  it("is deterministic", () => {
    for (const niche of PRESETS)
      expect(offlineTrends(resolveNiche(niche), TOPICS)).toEqual(
        offlineTrends(
          resolveNiche(niche),
          TOPICS.map((t) => ({ ...t })),
        ),
      );
  });

  it("picks formats that fit the niche: its signature format leads the report", () => {
    const first = (n: string) =>
      recogniseFormat(splitOutline(offlineTrends(resolveNiche(n), TOPICS)[0].ideas[0].outline))?.format.id;
    expect(first("Food")).toBe("taste-test");
    expect(first("DIY")).toBe("tutorial");
    expect(first("Fitness")).toBe("myth");
    expect(first("Gaming")).toBe("challenge");
    expect(first("home espresso")).toBe("taste-test"); // espresso speaks Food's language
    expect(first("pottery")).toBe("tutorial"); // pottery speaks DIY's
    for (const n of PRESETS) {
      const allowed = new Set(
        NICHE_FORMATS[
          n === "underwater basket weaving"
            ? "generic"
            : n === "technology"
              ? "technology"
              : (n.toLowerCase() as keyof typeof NICHE_FORMATS)
        ] ?? [],
      );
      for (const t of offlineTrends(resolveNiche(n), TOPICS))
        for (const i of t.ideas) expect(allowed.has(recogniseFormat(splitOutline(i.outline))!.format.id)).toBe(true);
    }
    expect(allText(offlineTrends(resolveNiche("underwater basket weaving"), TOPICS))).toContain(
      "underwater basket weaving",
    );
  });

  it("survives hostile niches and evidence", () => {
    const nasty = [
      '<script>alert("x")</script>',
      "\u202Eevil\u202C niche",
      "🔥💄✨ 👩‍👩‍👧‍👦",
      "{topic} $& {niche}",
      "z".repeat(10_000),
      "x ".repeat(5_000),
    ];
    for (const niche of nasty) {
      const trends = offlineTrends(resolveNiche(niche), TOPICS);
      expect(trends).toHaveLength(5);
      const text = trends
        .map((t) =>
          [t.title, t.description, t.engagement, ...t.hashtags, ...t.ideas.flatMap((i) => [i.hook, i.outline])].join(
            "\n",
          ),
        )
        .join("\n");
      expect(text).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u0000-\u0008]/);
      expect(text).not.toMatch(/undefined|NaN/);
      expect(text.length).toBeLessThan(20_000);
    }
    const broken = topic("  ", {
      growthPct: NaN,
      recentViews: Number.POSITIVE_INFINITY,
      confidence: NaN,
      channels: [],
      hashtags: ["", "#"],
      topItems: [{ title: "<b>x</b>\u202E", channel: "", views: NaN }],
    });
    const [t] = offlineTrends(resolveNiche("Food"), [broken]);
    // No views in the evidence: no estimate is made up (null, shown as nothing).
    expect(t.ideas.map((i) => i.estimatedViews)).toEqual([null, null, null]);
    expect(allText([t]).replace(/"estimatedViews":null/g, "")).not.toMatch(/undefined|NaN|Infinity|null/);
    expect(t.confidence).toBe(50);
    expect(cleanText("\u202Eevil\u202C", 60)).toBe("evil");
  });
});

describe("offlineScript", () => {
  it("develops an offline idea into a valid script", () => {
    const [trend] = offlineTrends(resolveNiche("Fitness"), TOPICS);
    for (const idea of trend.ideas) {
      const s = offlineScript({
        hook: idea.hook,
        outline: idea.outline,
        trendTitle: trend.title,
        topic: trend.topic,
        kind: trend.kind,
        niche: "Fitness",
      });
      expect(s.durationS).toBeGreaterThanOrEqual(60);
      expect(s.durationS).toBeLessThanOrEqual(90);
      expect(s.text.startsWith("[0:00-0:03] HOOK")).toBe(true);
      expect(s.hook).toBe(idea.hook);
    }
  });
});

describe("formatting helpers", () => {
  it.each([
    [950, "950"],
    [1000, "1K"],
    [12_345, "12K"],
    [2_345_678, "2.3M"],
    [999_999, "1M"],
    [120_400, "120K"],
    [3.2e9, "3.2B"],
    [NaN, "0"],
  ])("formatCount(%p) = %s", (n, s) => expect(formatCount(n)).toBe(s));
  it("makes ranges that read like estimates", () => {
    expect(viewsRange(50_000, 120_000)).toBe("50K-120K");
    expect(viewsRange(0, 0)).toBe("100-150");
    expect(viewsRange(NaN, NaN)).toBe("100-150");
  });
  it("title-cases topics and keeps acronyms as the evidence writes them", () => {
    const diy = ["DIY lip oil that actually lasts", "My DIY lip oil after a month"];
    expect(titleCase(topicPhrase("diy lip oil", diy))).toBe("DIY Lip Oil");
    const tricks = ["iPhone tricks for GTA6 nobody tells you", "GTA6 on iPhone? tricks that work"];
    expect(titleCase(topicPhrase("#iphone tricks for gta6", tricks))).toBe("iPhone Tricks for GTA6");
    expect(topicPhrase("")).toBe("this trend");
  });
});
