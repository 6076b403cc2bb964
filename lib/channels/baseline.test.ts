// The outlier rule on the made-up channel's known history (test/youtube-channel.ts): the usual at
// the same age from the stated age curve, the ratio, the robust z-score, "too early", and Shorts
// and long videos never sharing a baseline.
import { DAY_MS } from "@/lib/time";
import { channelHistory } from "@/test/youtube-channel";
import {
  ageLabel,
  ageShare,
  comparableBefore,
  performanceOf,
  performances,
  ratioText,
  viewsAtAge,
  type Upload,
} from "./baseline";
import { durationSeconds, formatOf } from "./format";

const now = new Date("2026-11-29T09:00:00.000Z");
const uploads: Upload[] = channelHistory().map((u) => ({
  videoId: u.id,
  format: u.format,
  publishedAt: new Date(now.getTime() - u.daysAgo * DAY_MS),
  views: u.views,
}));
const byId = (id: string) => uploads.find((u) => u.videoId === id)!;
const verdicts = () => Object.fromEntries(performances(uploads, now).map((p) => [p.videoId, p.verdict]));

describe("the age curve", () => {
  it("is t / (t + h), h = 2 days for Shorts and 7 for long videos", () => {
    expect(ageShare("short", 2)).toBeCloseTo(0.5);
    expect(ageShare("long", 7)).toBeCloseTo(0.5);
    expect(ageShare("long", 28)).toBeCloseTo(0.8);
  });

  it("estimates an older video's views at a younger age, or takes a snapshot taken near that age", () => {
    const v = { ...byId("longOrd000") }; // 120 days, 9,000 views
    expect(viewsAtAge(v, 4, now)).toBeCloseTo((9000 * (4 / 11)) / (120 / 127));
    const snap = { at: new Date(v.publishedAt.getTime() + 4.2 * DAY_MS), views: 1234 };
    expect(viewsAtAge({ ...v, snapshots: [snap] }, 4, now)).toBe(1234);
    // A snapshot far from the age (more than a fifth of it) is not used.
    const far = { at: new Date(v.publishedAt.getTime() + 6 * DAY_MS), views: 1234 };
    expect(viewsAtAge({ ...v, snapshots: [far] }, 4, now)).not.toBe(1234);
  });
});

describe("the outlier rule on a known history", () => {
  it("finds the outliers, flops, usual and too-early videos of each format", () => {
    expect(verdicts()).toMatchObject({
      longOutlier: "outlier",
      longRising: "outlier",
      longFlop01: "flop",
      longEdge01: "usual",
      longYoung1: "too_early",
      shortOutlr: "outlier",
      shortFlop1: "flop",
      shortYoung: "too_early",
    });
    const ordinary = Object.entries(verdicts()).filter(([id]) => /Ord/.test(id));
    expect(ordinary.every(([, v]) => v === "usual" || v === "no_baseline")).toBe(true);
  });

  it("compares with the median of the earlier same-format videos at the same age: 5.0x at 4 days", () => {
    const rising = byId("longRising");
    const earlier = uploads.filter((u) => u.format === "long" && u.publishedAt < rising.publishedAt);
    expect(earlier).toHaveLength(14);
    const atFour = earlier
      .map(
        (u) => (u.views * ageShare("long", 4)) / ageShare("long", (now.getTime() - u.publishedAt.getTime()) / DAY_MS),
      )
      .sort((a, b) => a - b);
    const usual = (atFour[6] + atFour[7]) / 2;
    const p = performanceOf(rising, uploads, now);
    expect(p.usual).toBe(Math.round(usual));
    expect(p.ratio).toBeCloseTo(20_000 / usual, 6);
    expect(p.label).toBe(`${ratioText(20_000 / usual)} your usual at 4 days`);
    expect(p.label).toBe("5.0x your usual at 4 days");
    expect(p.z).toBeGreaterThan(2);
  });

  it("needs 10 earlier videos of the format, and at most the latest 30 count", () => {
    const first = performanceOf(byId("longOrd005"), uploads, now);
    expect(first).toMatchObject({ verdict: "no_baseline", compared: 5 });
    expect(first.label).toBe("Not enough earlier long videos to compare (5 of 10)");
    const many: Upload[] = Array.from({ length: 40 }, (_, i) => ({
      videoId: `v${i}`,
      format: "long",
      publishedAt: new Date(now.getTime() - (100 + i) * DAY_MS),
      views: 1000,
    }));
    expect(comparableBefore({ ...byId("longRising") }, many)).toHaveLength(30);
  });

  it("never compares a Short with long videos, nor Shorts across the 2025-03-31 recount", () => {
    const short = byId("shortOutlr");
    expect(comparableBefore(short, uploads).every((u) => u.format === "short")).toBe(true);
    const old: Upload = { videoId: "old", format: "short", publishedAt: new Date("2025-03-01T00:00:00Z"), views: 1 };
    expect(comparableBefore(short, [...uploads, old]).some((u) => u.videoId === "old")).toBe(false);
  });

  it("calls a video too early under 24 h (Shorts) or 48 h (long)", () => {
    const at = (format: "short" | "long", hours: number) =>
      performanceOf(
        { videoId: "x", format, publishedAt: new Date(now.getTime() - hours * 3_600_000), views: 1e6 },
        uploads,
        now,
      ).verdict;
    expect(at("short", 23)).toBe("too_early");
    expect(at("short", 25)).toBe("outlier");
    expect(at("long", 47)).toBe("too_early");
    expect(at("long", 49)).toBe("outlier");
  });

  it("needs enough views for an outlier: 2x a tiny usual is not one", () => {
    const tiny = uploads.map((u) => ({ ...u, views: Math.max(1, Math.round(u.views / 100)) }));
    const p = performanceOf(
      tiny.find((u) => u.videoId === "longOutlier")!,
      tiny,
      now,
    );
    expect(p.ratio).toBeGreaterThan(2);
    expect(p.verdict).toBe("usual");
  });

  it("words ages and ratios", () => {
    expect(ageLabel(1.5)).toBe("1 day");
    expect(ageLabel(4.9)).toBe("4 days");
    expect(ageLabel(0.3)).toBe("7 hours");
    expect(ratioText(3.24)).toBe("3.2x");
    expect(ratioText(0.44)).toBe("0.4x");
    expect(ratioText(12.6)).toBe("13x");
  });
});

describe("Shorts and long videos", () => {
  const after = new Date("2025-06-01T00:00:00Z");
  const before = new Date("2024-06-01T00:00:00Z");
  it("reads YouTube's durations", () => {
    expect(durationSeconds("PT21M7S")).toBe(1267);
    expect(durationSeconds("PT42S")).toBe(42);
    expect(durationSeconds("P1DT2H")).toBe(93_600);
    expect(durationSeconds("PT")).toBeNull();
    expect(durationSeconds("3 minutes")).toBeNull();
  });

  it("tells them apart by duration and the feed's link", () => {
    expect(formatOf(after, 42, true)).toEqual({ format: "short", basis: "duration+link" });
    expect(formatOf(after, 150, false)).toEqual({ format: "long", basis: "duration+link" });
    expect(formatOf(after, 150, undefined)).toEqual({ format: "short", basis: "duration" });
    expect(formatOf(after, 181, true)).toEqual({ format: "long", basis: "duration" });
    expect(formatOf(after, null, true)).toEqual({ format: "short", basis: "link" });
    expect(formatOf(after, null, false)).toEqual({ format: "long", basis: "link" });
    // Before 2024-10-15 a Short was at most 60 s.
    expect(formatOf(before, 90, true)).toEqual({ format: "long", basis: "duration" });
  });
});
