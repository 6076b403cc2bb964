// Shorts and long videos, told apart. YouTube's API has no "is a Short" flag, so two clues are
// combined: the duration (videos.list, with a key) and the link the keyless feed gives the upload
// (/shorts/... for most Shorts, /watch?v=... otherwise). Where each can be wrong:
// - a horizontal upload of 3 minutes or less is no Short, but when only its duration is known (it
//   has left the feed's latest 15) it is counted as one;
// - the feed's link is how YouTube shows the upload, usually but not always /shorts/ for a Short;
//   with no duration (no key) it is all there is;
// - Shorts could be up to 60 s before 2024-10-15 and up to 3 minutes since: a 2-minute video from
//   before that day is a long video.
// The two formats never share a baseline (lib/channels/baseline.ts), so a wrong call moves one
// video to the other format's comparison rather than mixing the two.
export const VIDEO_FORMATS = ["short", "long"] as const;
export type VideoFormat = (typeof VIDEO_FORMATS)[number];
export type FormatBasis = "duration+link" | "duration" | "link";

/** The day Shorts could first be longer than 60 s (up to 3 minutes). */
export const SHORTS_3_MIN_FROM = Date.UTC(2024, 9, 15);
/**
 * Since 2025-03-31 a Short's views count every play (before, only plays past a few seconds): its
 * views before and after that day don't compare, so a Short's baseline stays on its side of it.
 */
export const SHORTS_VIEWS_RECOUNTED_FROM = Date.UTC(2025, 2, 31);

/** The longest a Short could be when it was published, in seconds. */
export function shortsMaxSeconds(publishedAt: Date): number {
  return publishedAt.getTime() >= SHORTS_3_MIN_FROM ? 180 : 60;
}

/** ISO 8601 duration as YouTube writes it (PT21M7S, P1DT2H, PT0S for a live stream) in seconds; null if unreadable. */
export function durationSeconds(iso: unknown): number | null {
  if (typeof iso !== "string") return null;
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(iso);
  if (!m || iso === "P" || iso.endsWith("T")) return null;
  const [, d, h, min, s] = m.map((x) => Number(x ?? 0));
  return ((d * 24 + h) * 60 + min) * 60 + s;
}

/**
 * The format of one upload. `shortsLink` is true/false when the feed listed it, undefined when it
 * did not; `durationS` is null without a key.
 */
export function formatOf(
  publishedAt: Date,
  durationS: number | null,
  shortsLink: boolean | undefined,
): { format: VideoFormat; basis: FormatBasis } {
  if (durationS !== null && durationS > 0) {
    // Too long to be a Short is certain, whatever the link says.
    if (durationS > shortsMaxSeconds(publishedAt)) return { format: "long", basis: "duration" };
    if (shortsLink === undefined) return { format: "short", basis: "duration" };
    return { format: shortsLink ? "short" : "long", basis: "duration+link" };
  }
  return { format: shortsLink ? "short" : "long", basis: "link" };
}
