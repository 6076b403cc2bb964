// How a filmed idea's video did: at 24 h, 48 h, 7 days and 28 days of age, its views against the
// channel's usual band at that age, and where its 28-day views are heading. The app's own estimate
// from public counts, worked out with the channel page's arithmetic (./baseline.ts): the earlier
// uploads it is compared with are comparableBefore's (same format, Shorts and long videos apart)
// and views at an age are viewsAtAge's (a snapshot taken near that age, else the age curve).
//
// The usual band is the middle half of those earlier videos at that age, the 25th to the 75th
// percentile: above it the video beat three quarters of them, below it a quarter beat it. A
// median alone would call half of all uploads "above"; the band keeps "within" for the ordinary.
//
// Everything is worked out as of `readAt`, the channel read the counts come from: a milestone is
// reached when the video was that old at that read, so results change only when a read does.
import { DAY_MS } from "@/lib/time";
import { ageShare, BASELINE_MIN, comparableBefore, snapshotNear, viewsAtAge, type Upload } from "./baseline";
import type { FilmedMilestoneDTO, FilmedProjectionDTO, FilmedResultsDTO } from "./types";

export const MILESTONES = [
  { age: "24 h", days: 1 },
  { age: "48 h", days: 2 },
  { age: "7 days", days: 7 },
  { age: "28 days", days: 28 },
] as const;
export const PROJECTION_DAYS = 28;

export const FILMED_NOTE =
  "Results are TrendScript's own estimate from your videos' public view counts, not a YouTube metric: each video is compared with the middle half of your earlier videos of the same format at the same age.";

const count = (n: number) => Math.round(n).toLocaleString("en-US");
const formatName = (format: Upload["format"]) => (format === "short" ? "Shorts" : "long videos");

/** The q-quantile of `values` (0..1), interpolated between the two nearest ranks. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (at - lo);
}

function milestone(video: Upload, earlier: Upload[], m: (typeof MILESTONES)[number], readAt: Date) {
  const ageDays = (readAt.getTime() - video.publishedAt.getTime()) / DAY_MS;
  const base = { age: m.age, days: m.days, compared: earlier.length };
  if (ageDays < m.days)
    return {
      ...base,
      verdict: "not_yet",
      views: null,
      measured: false,
      usual: null,
      label: `${m.age}: not yet`,
    } satisfies FilmedMilestoneDTO;
  const views = Math.round(viewsAtAge(video, m.days, readAt));
  const measured = snapshotNear(video, m.days) !== undefined;
  const seen = `${count(views)} views at ${m.age}${measured ? "" : " (estimated)"}`;
  if (earlier.length < BASELINE_MIN)
    return {
      ...base,
      verdict: "no_baseline",
      views,
      measured,
      usual: null,
      label: `${seen} — not enough earlier ${formatName(video.format)} to compare (${earlier.length} of ${BASELINE_MIN})`,
    } satisfies FilmedMilestoneDTO;
  const atAge = earlier.map((u) => viewsAtAge(u, m.days, readAt));
  const usual = { low: Math.round(quantile(atAge, 0.25)), high: Math.round(quantile(atAge, 0.75)) };
  const verdict = views > usual.high ? "above" : views < usual.low ? "below" : "within";
  return {
    ...base,
    verdict,
    views,
    measured,
    usual,
    label: `${seen} — ${verdict} your usual ${count(usual.low)}-${count(usual.high)}`,
  } satisfies FilmedMilestoneDTO;
}

/**
 * Its views at 28 days as a range, from its views at `readAt` and the age curve (ageShare): the
 * curve says how many views are still to come; the range runs from half of those to twice them
 * added to the views it has. It is widest in the first days, when nearly all of its views are
 * still to come (a Short at 24 h: about 1.9x to 4.6x what it has), and closes in as
 * the video ages and the part still to come shrinks. Never below the views it already has.
 */
export function projection(video: Upload, readAt: Date): FilmedProjectionDTO | null {
  const ageDays = Math.max(0, (readAt.getTime() - video.publishedAt.getTime()) / DAY_MS);
  if (ageDays >= PROJECTION_DAYS) return null;
  const toCome = Math.max(
    0,
    (video.views * ageShare(video.format, PROJECTION_DAYS)) / ageShare(video.format, ageDays) - video.views,
  );
  const low = Math.round(video.views + toCome / 2);
  const high = Math.round(video.views + toCome * 2);
  return {
    low,
    high,
    fromDays: Math.round(ageDays * 10) / 10,
    label: `Heading for ${count(low)}-${count(high)} views at 28 days (estimated from its first ${ageText(ageDays)})`,
  };
}

function ageText(days: number): string {
  if (days < 2) {
    const h = Math.max(1, Math.round(days * 24));
    return `${h} hour${h === 1 ? "" : "s"}`;
  }
  return `${Math.floor(days)} days`;
}

/** `video`'s results among `all` the channel's stored uploads, as of the read at `readAt`. */
export function filmedResults(video: Upload, all: Upload[], readAt: Date): FilmedResultsDTO {
  const earlier = comparableBefore(video, all);
  const milestones = MILESTONES.map((m) => milestone(video, earlier, m, readAt));
  const reached = milestones.filter((m) => m.verdict !== "not_yet");
  return {
    views: video.views,
    ageDays: Math.round(((readAt.getTime() - video.publishedAt.getTime()) / DAY_MS) * 10) / 10,
    milestones,
    latest: reached.at(-1) ?? null,
    projection: projection(video, readAt),
  };
}

/**
 * New results over the ones saved before: a milestone measured from a snapshot keeps its count
 * once that snapshot has gone (snapshots are kept 30 days), instead of becoming an estimate.
 */
export function mergeResults(saved: FilmedResultsDTO | null, next: FilmedResultsDTO): FilmedResultsDTO {
  if (!saved) return next;
  const milestones = next.milestones.map((m) => {
    const before = saved.milestones.find((s) => s.days === m.days);
    return before?.measured && !m.measured ? before : m;
  });
  const reached = milestones.filter((m) => m.verdict !== "not_yet");
  return { ...next, milestones, latest: reached.at(-1) ?? null };
}
