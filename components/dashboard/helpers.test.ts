import { isFreshUpgrade } from "@/lib/client/dashboard/use-upgrade-welcome";
import { buildTrendsExport, trendsFileName, exportJson, fileSafe } from "./export";
import { formatElapsed, STATUS_LINES, statusLineAt } from "./generating-card";
import { displayNiche, effectiveNiche } from "./niches";
import { captionsFileName, docFromResponse, markedLines, scriptFileName, scriptText, usageNote } from "./script-doc";
import { engagementValue, sortTrends } from "./sort";
import { sparklinePoints } from "./sparkline";
import { beatIndexAt } from "./teleprompter";
import { trend } from "@/test/dashboard-fixtures";
import { dataQualityBadge, potentialStyle, trendSourceLabel, statusBadge } from "./trend-labels";
import { usageState } from "./usage-bars";

describe("sorting", () => {
  it("reads engagement as the digits of its text only", () => {
    expect(engagementValue("2.3M views")).toBe(23);
    expect(engagementValue("950K views this week")).toBe(950);
    expect(engagementValue("no numbers")).toBe(0);
    expect(engagementValue("9".repeat(400))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("orders by confidence (default 50), engagement digits, or recency; ties keep server order", () => {
    const a = trend({ id: "a", confidence: 70, engagement: "2.3M views", createdAt: "2026-01-01T00:00:00Z" });
    const b = trend({
      id: "b",
      confidence: undefined as unknown as number,
      engagement: "950K views",
      createdAt: "2026-01-03T00:00:00Z",
    });
    const c = trend({ id: "c", confidence: 50, engagement: "40K views", createdAt: "2026-01-02T00:00:00Z" });
    const ids = (list: { id: string }[]) => list.map((t) => t.id);
    expect(ids(sortTrends([a, b, c], "confidence"))).toEqual(["a", "b", "c"]);
    expect(ids(sortTrends([a, b, c], "engagement"))).toEqual(["b", "c", "a"]);
    expect(ids(sortTrends([a, b, c], "recent"))).toEqual(["b", "c", "a"]);
  });
});

describe("niches", () => {
  it("lets a trimmed, non-empty custom niche override the preset", () => {
    expect(effectiveNiche("gaming", "  vegan baking ")).toBe("vegan baking");
    expect(effectiveNiche("gaming", "   ")).toBe("gaming");
    expect(effectiveNiche("technology", "")).toBe("technology");
  });

  it("shows presets by their label and keeps a creator's own capitals", () => {
    expect(displayNiche("technology")).toBe("Technology");
    expect(displayNiche("diy")).toBe("DIY");
    expect(displayNiche("vegan baking")).toBe("Vegan baking");
    expect(displayNiche("iPhone tips")).toBe("iPhone tips");
  });
});

describe("badges", () => {
  it("maps status to Hot / Rising / Educational, anything else to Trend", () => {
    expect(["hot", "Rising", "educational", "other", ""].map((s) => statusBadge(s).label)).toEqual([
      "Hot",
      "Rising",
      "Educational",
      "Trend",
      "Trend",
    ]);
  });

  it("uses the data-quality thresholds (verified 80+ Real Data, 60+ Real-time, else Sampled)", () => {
    expect(dataQualityBadge({ verified: true, confidence: 80 }).label).toBe("Real Data");
    expect(dataQualityBadge({ verified: false, confidence: 95 }).label).toBe("Real-time trend data");
    expect(dataQualityBadge({ verified: true, confidence: 79 }).label).toBe("Real-time trend data");
    expect(dataQualityBadge({ verified: true, confidence: 60 }).label).toBe("Real-time trend data");
    expect(dataQualityBadge({ verified: true, confidence: 59 }).label).toBe("Sampled content");
    expect(dataQualityBadge({ verified: true, confidence: null }).label).toBe("Sampled content"); // default 50
  });

  it("labels sources and potentials", () => {
    expect(trendSourceLabel("Curated Examples")).toBe("Curated Examples");
    expect(trendSourceLabel("YouTube API")).toBe("Live API data");
    expect(trendSourceLabel("import:trending.csv")).toBe("import:trending.csv");
    expect(potentialStyle("High").className).toContain("green");
    expect(potentialStyle("Medium").className).toContain("yellow");
    expect(potentialStyle("Low").className).toContain("orange");
  });
});

describe("export", () => {
  it("keeps exactly the fields of the exported trend JSON", () => {
    const t = trend({ confidence: null as unknown as number });
    const [out] = buildTrendsExport([t]);
    expect(Object.keys(out).sort()).toEqual([
      "confidence",
      "description",
      "engagement",
      "fallbackReason",
      "generatedBy",
      "hashtags",
      "title",
      "verified",
      "videoIdeas",
    ]);
    expect(out.confidence).toBe(50);
    expect(out.videoIdeas).toHaveLength(3);
    expect(Object.keys(out.videoIdeas[0]).sort()).toEqual(["estimatedViews", "hook", "outline"]);
    expect(JSON.parse(exportJson([t]))).toEqual([out]);
  });

  it("names the file {niche}_trends_{YYYY-MM-DD}.json, file-safe", () => {
    expect(trendsFileName("technology", new Date(2026, 0, 5))).toBe("technology_trends_2026-01-05.json");
    expect(trendsFileName("home / garden: tips?", new Date(2026, 10, 25))).toBe(
      "home-garden-tips_trends_2026-11-25.json",
    );
    expect(fileSafe("../..")).toBe("niche");
  });
});

describe("usage", () => {
  it("warns from 80%, stops at 100%, and hides the bar for unlimited and admins", () => {
    expect(usageState(1, 3, false)).toEqual({ kind: "metered", pct: 33, level: "ok" });
    expect(usageState(8, 10, false)).toEqual({ kind: "metered", pct: 80, level: "warning" });
    expect(usageState(3, 3, false)).toEqual({ kind: "metered", pct: 100, level: "limit" });
    expect(usageState(5, 3, false)).toMatchObject({ level: "limit" });
    expect(usageState(5, -1, false)).toEqual({ kind: "unlimited" });
    expect(usageState(5, 999999, false)).toEqual({ kind: "unlimited" });
    expect(usageState(5, 3, true)).toEqual({ kind: "admin" });
  });
});

describe("script helpers", () => {
  it("writes the usage note with Unlimited for -1", () => {
    expect(usageNote({ used: 2, limit: 9, tier: "free" })).toBe("Scripts Generated: 2/9 this month (free)");
    expect(usageNote({ used: 40, limit: -1, tier: "studio" })).toBe(
      "Scripts Generated: 40/Unlimited this month (studio)",
    );
  });

  it("names downloads from the slugified trend title", () => {
    expect(scriptFileName("The Glass Skin Surge: Café Edition!")).toBe("the-glass-skin-surge-cafe-edition-script.txt");
    expect(captionsFileName("🔥🔥")).toBe("script-captions.srt");
  });

  it("holds the script as beats, with its text, and the creator's marked lines, derived from them", () => {
    const doc = docFromResponse({
      script: "ignored: the text follows the beats",
      durationS: 70,
      beats: [
        { label: "HOOK", start: 0, end: 3, text: "Hi.", onScreen: "", broll: "" },
        {
          label: "POINT",
          start: 3,
          end: 10,
          text: "Here. [your one-line take on deload weeks].",
          onScreen: "",
          broll: "",
        },
        { label: "SURPRISE", start: 10, end: 70, text: "Follow.", onScreen: "", broll: "" },
      ],
      usage: { used: 1, limit: 9, tier: "free" },
      scriptId: "s1",
      platform: "shorts",
      caption: "Hi.",
      hashtags: ["#a"],
      offline: true,
    });
    expect(doc).toMatchObject({ id: "s1", platform: "shorts", offline: true });
    expect(doc.beats.map((b) => b.label)).toEqual(["HOOK", "POINT", "POINT"]);
    expect(scriptText(doc)).toContain("[0:03-0:10] POINT 1\nHere. [your one-line take on deload weeks].");
    expect(scriptText(doc)).toContain("Title: Hi.");
    expect(markedLines(doc.beats)).toEqual([{ heading: "POINT 1", line: "[your one-line take on deload weeks]" }]);
  });
});

describe("generation progress", () => {
  it("formats m:ss and rotates the status line every 20 s", () => {
    expect(formatElapsed(0)).toBe("0:00");
    expect(formatElapsed(75_400)).toBe("1:15");
    expect(statusLineAt(19_999)).toBe(STATUS_LINES[0]);
    expect(statusLineAt(20_000)).toBe(STATUS_LINES[1]);
    expect(statusLineAt(20_000 * STATUS_LINES.length)).toBe(STATUS_LINES[0]);
  });
});

describe("upgrade marker", () => {
  it("is fresh for ?from=subscription-complete or a marker younger than 60 s", () => {
    const now = 1_000_000;
    expect(isFreshUpgrade("?from=subscription-complete", null, now)).toBe(true);
    expect(isFreshUpgrade("", now - 59_000, now)).toBe(true);
    expect(isFreshUpgrade("", now - 60_000, now)).toBe(false);
    expect(isFreshUpgrade("?from=elsewhere", null, now)).toBe(false);
  });
});

describe("sparkline", () => {
  it("scales the series into the box", () => {
    expect(sparklinePoints([0, 5, 10], 100, 20, 0)).toBe("0.0,20.0 50.0,10.0 100.0,0.0");
    expect(sparklinePoints([], 100, 20)).toBe("");
  });
});

describe("teleprompter pacing", () => {
  it("shows the beat whose cue covers the time", () => {
    const b = (start: number, end: number) => ({
      label: "POINT" as const,
      start,
      end,
      text: "",
      onScreen: "",
      broll: "",
    });
    const beats = [b(0, 3), b(3, 10), b(10, 20)];
    expect([0, 2.9, 3, 9.99, 10, 20, 99].map((t) => beatIndexAt(beats, t))).toEqual([0, 0, 1, 1, 2, 2, 2]);
  });
});

describe("freshnessText", () => {
  const now = Date.parse("2026-11-24T12:00:00Z");
  it("says how old the newest evidence is, in the words a creator reads", async () => {
    const { freshnessText } = await import("./trend-labels");
    expect(freshnessText(null, now)).toBeNull();
    expect(freshnessText("not a date", now)).toBeNull();
    expect(freshnessText("2026-11-24T11:59:30Z", now)).toBe("data from just now");
    expect(freshnessText("2026-11-24T11:35:00Z", now)).toBe("data from 25 min ago");
    expect(freshnessText("2026-11-24T10:00:00Z", now)).toBe("data from 2 h ago");
    expect(freshnessText("2026-11-21T12:00:00Z", now)).toBe("data from 3 days ago");
    expect(freshnessText("2017-10-22T00:00:00Z", now)).toBe("data from 9 years ago");
  });
});
