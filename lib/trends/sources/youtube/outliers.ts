// A video's views against its own channel's, at the same age: the rise signal of a video that
// outperforms. Views keep coming for days (log early views predict log later views), so a video
// is first brought to a common age: its views divided by the share of its eventual views a video
// of that age has typically reached. The channel's median of those is its norm; a video at
// OUTLIER_RATIO times the norm or more weighs more than a mention, and a video younger than
// TOO_EARLY_H says nothing yet. Medians, not means: one viral upload must not move the norm.

/** Hours after which a video has typically had half its eventual views. */
export const HALF_VIEWS_H = 48;
/** Younger than this, a video's views extrapolate too far to judge. */
export const TOO_EARLY_H = 12;
/** A median needs a few videos to mean anything. */
export const MIN_VIDEOS = 5;
/** How far above its channel's norm a video must be to count as an outlier. */
export const OUTLIER_RATIO = 2;
/** The most one outlier video counts for, in mentions. */
export const MAX_OUTLIER_WEIGHT = 4;

const HOUR_MS = 3_600_000;

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** The share of its eventual views a video `age` old has typically reached, `halfLife` (same unit) being when it has half. */
export const viewsShare = (age: number, halfLife: number) => age / (age + halfLife);
const reached = (ageH: number) => viewsShare(ageH, HALF_VIEWS_H);

/** Views brought to the common age; null for a video too young to judge. */
export function viewsAtMaturity(views: number, publishedAt: Date, now: Date): number | null {
  const ageH = (now.getTime() - publishedAt.getTime()) / HOUR_MS;
  if (!(ageH >= TOO_EARLY_H)) return null;
  return views / reached(ageH);
}

/** A channel's norm from its recent uploads (its feed); null with too few videos old enough. */
export function channelNorm(videos: readonly { views: number; publishedAt: Date }[], now: Date): number | null {
  const grown = videos.map((v) => viewsAtMaturity(v.views, v.publishedAt, now)).filter((v): v is number => v !== null);
  if (grown.length < MIN_VIDEOS) return null;
  const m = median(grown);
  return m > 0 ? m : null;
}

/**
 * How many mentions a video counts for: 1, or for an outlier 1 + log2 of how far it is above its
 * channel's norm (2 at twice, 3 at four times), at most MAX_OUTLIER_WEIGHT.
 */
export function outlierWeight(views: number, publishedAt: Date, norm: number | null | undefined, now: Date): number {
  const grown = viewsAtMaturity(views, publishedAt, now);
  if (grown === null || !norm || norm <= 0) return 1;
  const ratio = grown / norm;
  if (ratio < OUTLIER_RATIO) return 1;
  return Math.round(Math.min(MAX_OUTLIER_WEIGHT, 1 + Math.log2(ratio)) * 100) / 100;
}
