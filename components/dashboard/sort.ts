// Trend ordering for the dashboard's "Sort by" control: Confidence (default), Engagement or Recent,
// and Fit to your channel once a channel is connected (then the default).
import type { TrendDTO } from "@/lib/dto";
import { shownConfidence } from "./trend-labels";

export const SORT_MODES = ["confidence", "engagement", "recent", "fit"] as const;
export type SortMode = (typeof SORT_MODES)[number];

export const SORT_LABELS: Record<SortMode, string> = {
  confidence: "Confidence",
  engagement: "Engagement",
  recent: "Recent",
  fit: "Fit to your channel",
};

export function isSortMode(value: string): value is SortMode {
  return (SORT_MODES as readonly string[]).includes(value);
}

/**
 * Engagement sorts by the digits of its text alone, so "2.3M views" is 23 and
 * "950K views" is 950 (units are deliberately ignored).
 */
export function engagementValue(engagement: string | null | undefined): number {
  const digits = String(engagement ?? "").replace(/\D/g, "");
  if (!digits) return 0;
  const n = Number(digits);
  return Number.isFinite(n) ? n : Number.MAX_SAFE_INTEGER;
}

function createdAtValue(trend: TrendDTO): number {
  const t = Date.parse(trend.createdAt);
  return Number.isNaN(t) ? 0 : t;
}

/**
 * A new array, highest first; ties keep the server's order (newest first). `fit` holds each
 * trend's fit to the creator's channel (lib/channels/fit.ts) for the "fit" mode.
 */
export function sortTrends(
  trends: readonly TrendDTO[],
  mode: SortMode,
  fit: ReadonlyMap<string, number> = new Map(),
): TrendDTO[] {
  const key: (t: TrendDTO) => number =
    mode === "engagement"
      ? (t) => engagementValue(t.engagement)
      : mode === "recent"
        ? createdAtValue
        : mode === "fit"
          ? (t) => fit.get(t.id) ?? 0
          : shownConfidence;
  return trends
    .map((trend, index) => ({ trend, index, value: key(trend) }))
    .sort((a, b) => b.value - a.value || a.index - b.index)
    .map((x) => x.trend);
}
