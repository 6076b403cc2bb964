// A filmed video's results on a made-up channel history with known snapshots: twelve earlier long
// videos whose views at 24 h, 48 h and 7 days are 100..1,200, 200..2,400 and 500..6,000, a Short
// with far bigger numbers that must not count, and the filmed long video read at 10 days old.
import { DAY_MS } from "@/lib/time";
import type { Upload } from "./baseline";
import { filmedResults, mergeResults, projection, quantile } from "./filmed-results";

const readAt = new Date("2026-11-29T09:00:00.000Z");
const ago = (days: number) => new Date(readAt.getTime() - days * DAY_MS);
const snaps = (published: Date, byDay: Record<number, number>) =>
  Object.entries(byDay).map(([d, views]) => ({ at: new Date(published.getTime() + Number(d) * DAY_MS), views }));

function upload(videoId: string, format: Upload["format"], daysAgo: number, views: number, byDay = {}): Upload {
  const publishedAt = ago(daysAgo);
  return { videoId, format, publishedAt, views, snapshots: snaps(publishedAt, byDay) };
}

const earlier = Array.from({ length: 12 }, (_, i) =>
  upload(`long${i}`, "long", 30 + 7 * i, 10_000, { 1: 100 * (i + 1), 2: 200 * (i + 1), 7: 500 * (i + 1) }),
);
const bigShort = upload("short0", "short", 40, 900_000, { 1: 500_000, 2: 600_000, 7: 800_000 });
const filmed = upload("filmed", "long", 10, 1500, { 1: 1240, 2: 1000, 7: 1000 });
const channel = [...earlier, bigShort, filmed];

describe("the usual band", () => {
  it("is the 25th to 75th percentile, interpolated between ranks", () => {
    expect(quantile([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200], 0.25)).toBe(375);
    expect(quantile([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200], 0.75)).toBe(925);
    expect(quantile([7], 0.25)).toBe(7);
  });
});

describe("a filmed video's milestones", () => {
  const results = filmedResults(filmed, channel, readAt);
  const at = (age: string) => results.milestones.find((m) => m.age === age)!;

  it("says above, within and below the same format's middle half at 24 h, 48 h and 7 days", () => {
    expect(at("24 h")).toMatchObject({ verdict: "above", views: 1240, measured: true, usual: { low: 375, high: 925 } });
    expect(at("24 h").label).toBe("1,240 views at 24 h — above your usual 375-925");
    expect(at("48 h")).toMatchObject({ verdict: "within", views: 1000, usual: { low: 750, high: 1850 } });
    expect(at("7 days")).toMatchObject({ verdict: "below", views: 1000, usual: { low: 1875, high: 4625 } });
    expect(at("7 days").compared).toBe(12);
  });

  it("says not yet for an age the video had not reached at the read, and the latest is the last reached", () => {
    expect(at("28 days")).toMatchObject({ verdict: "not_yet", views: null, label: "28 days: not yet" });
    expect(results.latest?.age).toBe("7 days");
    expect(results.ageDays).toBe(10);
  });

  it("reads the age curve when no snapshot was taken near that age, and says it is estimated", () => {
    const bare = { ...filmed, snapshots: [] };
    const m = filmedResults(bare, [...earlier, bare], readAt).milestones[0];
    expect(m.measured).toBe(false);
    expect(m.views).toBe(Math.round((1500 * (1 / 8)) / (10 / 17)));
    expect(m.label).toMatch(/^\d+ views at 24 h \(estimated\) — (above|within|below) your usual/);
  });

  it("has no band with fewer than 10 earlier videos of its format", () => {
    const few = [...earlier.slice(0, 4), bigShort, filmed];
    const m = filmedResults(filmed, few, readAt).milestones[0];
    expect(m).toMatchObject({ verdict: "no_baseline", usual: null, compared: 4 });
    expect(m.label).toBe("1,240 views at 24 h — not enough earlier long videos to compare (4 of 10)");
  });

  it("never compares a Short with long videos", () => {
    const short = upload("shortNew", "short", 3, 2000, { 1: 900 });
    const shorts = Array.from({ length: 10 }, (_, i) => upload(`s${i}`, "short", 20 + i, 5000, { 1: 1000 + 10 * i }));
    const m = filmedResults(short, [...earlier, ...shorts, short], readAt).milestones[0];
    expect(m).toMatchObject({ verdict: "below", compared: 10 });
    expect(m.usual!.high).toBeLessThan(1100);
  });
});

describe("the 28-day projection", () => {
  it("adds half to twice the views the age curve says are still to come", () => {
    // 10 days, long: the curve has 10/17 of the eventual views now and 0.8 at 28 days.
    expect(projection(filmed, readAt)).toMatchObject({ low: 1770, high: 2580, fromDays: 10 });
    expect(projection(filmed, readAt)!.label).toBe(
      "Heading for 1,770-2,580 views at 28 days (estimated from its first 10 days)",
    );
  });

  it("is wider in the first days and none past 28 days", () => {
    const young = upload("young", "short", 1, 1000);
    const older = upload("older", "short", 7, 1000);
    const spread = (p: ReturnType<typeof projection>) => p!.high / p!.low;
    expect(spread(projection(young, readAt))).toBeGreaterThan(spread(projection(older, readAt)) + 0.5);
    expect(projection(young, readAt)!.label).toMatch(/from its first 24 hours\)$/);
    expect(projection(upload("old", "long", 40, 1000), readAt)).toBeNull();
  });
});

describe("results saved before", () => {
  it("keep a milestone measured from a snapshot once the snapshot has gone", () => {
    const before = filmedResults(filmed, channel, readAt);
    const later = new Date(readAt.getTime() + 40 * DAY_MS);
    const gone = { ...filmed, views: 4000, snapshots: [] };
    const merged = mergeResults(before, filmedResults(gone, [...earlier, gone], later));
    expect(merged.milestones[0]).toEqual(before.milestones[0]);
    expect(merged.milestones[3]).toMatchObject({ age: "28 days", measured: false });
    expect(merged.latest?.age).toBe("28 days");
    expect(merged.views).toBe(4000);
  });
});
