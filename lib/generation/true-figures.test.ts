// What a card says is what the data holds: an acronym as the posts write it ("SPF", not "Spf"),
// and a view estimate only where videos' views support it, never a made-up floor.
import type { ScoredTopic } from "./types";
import { estimatedViews } from "./offline/ideas";
import { offlineTrends } from "./offline";
import { nameCase } from "@/lib/language/case";
import { resolveNiche } from "@/lib/niches";

function topic(name: string, over: Partial<ScoredTopic> = {}): ScoredTopic {
  return {
    topic: name,
    score: 3,
    factors: { velocity: 3, significance: 5, lift: 2, spread: 6, engagementRate: 0, saturation: 0 },
    confidence: 70,
    status: "rising",
    lifecycle: "emerging",
    growthPct: 180,
    series: [1, 1, 1, 1, 2, 4, 6],
    recentViews: 0,
    channels: ["u/a", "u/b", "u/c", "u/d", "u/e", "u/f"],
    hashtags: [],
    topItems: [
      { title: "Is tinted SPF enough for winter?", channel: "u/a", views: 0 },
      { title: "My SPF routine after 3 months", channel: "u/b", views: 0 },
      { title: "Reapplying spf over makeup", channel: "u/c", views: 0 },
    ],
    source: "API",
    verified: true,
    sources: ["Reddit r/SkincareAddiction"],
    ...over,
  };
}

describe("acronyms keep their case", () => {
  it("writes a word as the evidence mostly writes it: an acronym or mixed case", () => {
    expect(nameCase("tinted spf", ["Is tinted SPF enough?", "Tinted SPF for oily skin", "tinted spf or not"])).toBe(
      "tinted SPF",
    );
    expect(nameCase("pdrn serum", ["Why PDRN serum sold out", "PDRN Serum Review"])).toBe("PDRN serum");
    // A film stock's or a screen's code keeps its capitals after a digit too ("100D", not "100d").
    expect(
      nameCase("kodak ektachrome 100d", ["Shot my first roll of Kodak Ektachrome 100D", "Ektachrome 100D is back"]),
    ).toBe("Kodak Ektachrome 100D");
    // The same name opening every title keeps its first capital too (read aloud: "the top kodak
    // Ektachrome 100D videos").
    expect(
      nameCase("kodak ektachrome 100d", [
        "Kodak Ektachrome 100D for Beginners (2026)",
        "Kodak Ektachrome 100D Is INSANE",
      ]),
    ).toBe("Kodak Ektachrome 100D");
    expect(nameCase("iphone tripod", ["Best iPhone tripod", "My iPhone tripod setup"])).toBe("iPhone tripod");
    // Video titles In Title Case don't make a common noun a name when a post writes it in lower
    // case (read aloud: "Three things I wish I'd known before Diesel Heater"); a post's capitals do.
    const heater = ["I Tried Chinese Diesel Heater For 30 Days", "Watch This Before You Try Diesel Heater"];
    expect(nameCase("diesel heater", [...heater, "Diesel heater: worth the hype?"])).toBe("diesel heater");
    const keychron = ["Keychron Q0 Max Is INSANE", "Keychron Q0 Max Review"];
    expect(nameCase("keychron q0 max", [...keychron, "Finally tried Keychron Q0 Max and I'm hooked"])).toBe(
      "Keychron Q0 Max",
    );
    // Titles in capitals throughout say nothing about a word's case.
    expect(nameCase("glass skin", ["GLASS SKIN IN 7 DAYS", "Glass skin routine"])).toBe("glass skin");
    // Mostly lower case: not an acronym.
    expect(nameCase("tea", ["TEA time", "green tea latte", "my tea stash"])).toBe("tea");
  });

  it("keeps the acronym in the card's title, from the evidence rather than a list of known ones", () => {
    const items = ["Why PDRN is everywhere", "PDRN serum after a month", "Is PDRN worth it?"];
    const [t] = offlineTrends(resolveNiche("skincare"), [
      topic("pdrn", { topItems: items.map((title, i) => ({ title, channel: `u/${i}`, views: 0 })) }),
    ]);
    expect(t.title).toMatch(/\bPDRN\b/);
    expect(t.title).not.toMatch(/\bPdrn\b/);
  });
});

describe("view estimates", () => {
  it("makes none when the evidence is posts or headlines, which have no views", () => {
    expect(estimatedViews(topic("spf"), "High")).toBeNull();
    const [t] = offlineTrends(resolveNiche("skincare"), [topic("spf")]);
    expect(t.ideas.map((i) => i.estimatedViews)).toEqual([null, null, null]);
  });

  it("scales from the videos' real views, with no floor", () => {
    const small = topic("spf", {
      recentViews: 2_400,
      topItems: [
        { title: "SPF test", channel: "A", views: 900 },
        { title: "SPF haul", channel: "B", views: 800 },
        { title: "SPF chat", channel: "C", views: 700 },
      ],
    });
    // Medium: 0.25-0.9 of the typical (median) video's 800 views.
    expect(estimatedViews(small, "Medium")).toBe("200-720");
  });
});
