// "3.2x your usual at 4 days": each upload's views against what the same channel's videos of the
// same format had at the same age. The app's own calculation from public counts, not YouTube's.
//
// The usual: the median, over the BASELINE_SIZE latest earlier uploads of the same format (at
// least BASELINE_MIN), of their views at this video's age. A video's views at an age it is past are
// read from the app's own snapshots when one was taken near that age; otherwise they are estimated
// from its views today with the stated age curve, share(t) = t / (t + h): the share of its views a
// video has at t days, with h = 2 days for Shorts and 7 days for long videos (a Short's views
// come within days, a long video's over weeks; Szabo & Huberman 2010 found the early-to-later
// ratio steady within a platform, which is what a fixed curve assumes).
//
// An outlier: at least OUTLIER_RATIO times the usual, at least MIN_OUTLIER_VIEWS views, and a
// robust z-score of at least Z_MIN: log views against the median and the MAD (scaled by 1.4826
// to match a standard deviation) of the earlier videos' log views at that age. A flop is the
// mirror: at most 1/OUTLIER_RATIO of the usual and a z-score of at most -Z_MIN. A video younger
// than 24 h (Shorts) or 48 h (long) is "too early" for either.
import { DAY_MS } from "@/lib/time";
// The niche's channel feeds call a video an outlier at the same ratio to its channel's norm.
import { median, OUTLIER_RATIO, viewsShare } from "@/lib/trends/sources/youtube/outliers";
import { SHORTS_VIEWS_RECOUNTED_FROM, type VideoFormat } from "./format";

export const BASELINE_SIZE = 30;
export const BASELINE_MIN = 10;
export const MIN_OUTLIER_VIEWS = 500;
export const Z_MIN = 2;
/** The MAD's floor (in log views): ten near-identical videos must not make every small wobble an outlier. */
const MAD_FLOOR = 0.1;
export const HALF_LIFE_DAYS: Record<VideoFormat, number> = { short: 2, long: 7 };
export const TOO_EARLY_HOURS: Record<VideoFormat, number> = { short: 24, long: 48 };
/** A snapshot counts for an age when it was taken within this share of it. */
const SNAPSHOT_TOLERANCE = 0.2;

export type Snapshot = { at: Date; views: number };
export type Upload = {
  videoId: string;
  format: VideoFormat;
  publishedAt: Date;
  views: number;
  snapshots?: Snapshot[];
};
export type Verdict = "outlier" | "flop" | "usual" | "too_early" | "no_baseline";
export type Performance = {
  videoId: string;
  ageDays: number;
  verdict: Verdict;
  /** views / usual, null without a baseline */
  ratio: number | null;
  usual: number | null;
  z: number | null;
  /** How many earlier videos the usual is the median of. */
  compared: number;
  label: string;
};

/** The share of its eventual views a video of this format has at `days`. */
export function ageShare(format: VideoFormat, days: number): number {
  return viewsShare(Math.max(days, 1 / 24), HALF_LIFE_DAYS[format]);
}

/** The app's snapshot of `video` taken nearest its age of `days`, when one was taken near enough to count. */
export function snapshotNear(video: Upload, days: number): Snapshot | undefined {
  const at = video.publishedAt.getTime() + days * DAY_MS;
  let best: Snapshot | undefined;
  for (const s of video.snapshots ?? []) {
    const off = Math.abs(s.at.getTime() - at);
    if (off <= SNAPSHOT_TOLERANCE * days * DAY_MS && (!best || off < Math.abs(best.at.getTime() - at))) best = s;
  }
  return best;
}

/** `video`'s views when it was `days` old: a snapshot near that age, else the age curve from today's count. */
export function viewsAtAge(video: Upload, days: number, now: Date): number {
  const best = snapshotNear(video, days);
  if (best) return best.views;
  const ageNow = (now.getTime() - video.publishedAt.getTime()) / DAY_MS;
  if (ageNow <= days) return video.views;
  return (video.views * ageShare(video.format, days)) / ageShare(video.format, ageNow);
}

/** The earlier uploads a video is compared with: same format, latest first, Shorts on the same side of their recount. */
export function comparableBefore(video: Upload, all: Upload[]): Upload[] {
  const recounted = (u: Upload) => u.publishedAt.getTime() >= SHORTS_VIEWS_RECOUNTED_FROM;
  return all
    .filter(
      (u) =>
        u.videoId !== video.videoId &&
        u.format === video.format &&
        u.publishedAt < video.publishedAt &&
        (video.format !== "short" || recounted(u) === recounted(video)),
    )
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
    .slice(0, BASELINE_SIZE);
}

export function ageLabel(days: number): string {
  if (days < 1) {
    const h = Math.max(1, Math.floor(days * 24));
    return `${h} hour${h === 1 ? "" : "s"}`;
  }
  const d = Math.floor(days);
  return `${d} day${d === 1 ? "" : "s"}`;
}

/** "3.2x": one decimal under 10, whole numbers above. */
export function ratioText(ratio: number): string {
  return ratio >= 10 ? `${Math.round(ratio)}x` : `${(Math.round(ratio * 10) / 10).toFixed(1)}x`;
}

/** Whose videos the labels speak of: the creator's own ("your usual") or a watched channel's ("its usual"). */
export type Whose = "your" | "its";

export function performanceOf(video: Upload, all: Upload[], now: Date, whose: Whose = "your"): Performance {
  const ageDays = Math.max(0, (now.getTime() - video.publishedAt.getTime()) / DAY_MS);
  const base = { videoId: video.videoId, ageDays };
  const earlier = comparableBefore(video, all);
  if (ageDays * 24 < TOO_EARLY_HOURS[video.format]) {
    const wait = TOO_EARLY_HOURS[video.format];
    return {
      ...base,
      verdict: "too_early",
      ratio: null,
      usual: null,
      z: null,
      compared: earlier.length,
      label: `Too early: ${video.format === "short" ? "Shorts" : "long videos"} are compared from ${wait} hours`,
    };
  }
  if (earlier.length < BASELINE_MIN) {
    return {
      ...base,
      verdict: "no_baseline",
      ratio: null,
      usual: null,
      z: null,
      compared: earlier.length,
      label: `Not enough earlier ${video.format === "short" ? "Shorts" : "long videos"} to compare (${earlier.length} of ${BASELINE_MIN})`,
    };
  }
  const atAge = earlier.map((u) => viewsAtAge(u, ageDays, now));
  const usual = median(atAge);
  if (usual < 1) {
    const label = `${whose === "your" ? "Your" : "Its"} earlier ${video.format === "short" ? "Shorts" : "long videos"} had no views at this age to compare with`;
    return { ...base, verdict: "no_baseline", ratio: null, usual: 0, z: null, compared: earlier.length, label };
  }
  const logs = atAge.map((v) => Math.log1p(v));
  const mid = median(logs);
  const mad = Math.max(median(logs.map((l) => Math.abs(l - mid))), MAD_FLOOR);
  const z = (Math.log1p(video.views) - mid) / (1.4826 * mad);
  const ratio = video.views / usual;
  const verdict: Verdict =
    ratio >= OUTLIER_RATIO && video.views >= MIN_OUTLIER_VIEWS && z >= Z_MIN
      ? "outlier"
      : ratio <= 1 / OUTLIER_RATIO && z <= -Z_MIN
        ? "flop"
        : "usual";
  return {
    ...base,
    verdict,
    ratio,
    usual: Math.round(usual),
    z,
    compared: earlier.length,
    label: `${ratioText(ratio)} ${whose} usual at ${ageLabel(ageDays)}`,
  };
}

/** Every upload's performance, newest first. */
export function performances(all: Upload[], now: Date, whose: Whose = "your"): Performance[] {
  return [...all]
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
    .map((v) => performanceOf(v, all, now, whose));
}
