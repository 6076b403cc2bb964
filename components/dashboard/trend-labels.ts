// How a trend's stored fields read on its card: status and data-quality badges,
// the source label and the idea potential colour.

export const DEFAULT_CONFIDENCE = 50;

export function shownConfidence(trend: { confidence?: number | null }): number {
  const c = trend.confidence;
  return typeof c === "number" && Number.isFinite(c) ? c : DEFAULT_CONFIDENCE;
}

const AND = new Intl.ListFormat("en", { style: "long", type: "conjunction" });
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What stands behind a live trend's confidence, in words: "8 posts from 6 people across Mastodon
 * and Bluesky", marked thin when no platform alone showed the rise, so a creator reads it as early.
 */
export function reachText(reach: { posts: number; people: number; platforms: string[]; thin: boolean }): string {
  const where = reach.platforms.length > 1 ? "across" : "on";
  const said = `${count(reach.posts, "post", "posts")} from ${count(reach.people, "person", "people")} ${where} ${AND.format(reach.platforms)}`;
  return reach.thin ? `Thin data: ${said}` : said;
}

export type TrendBadge = { label: "Hot" | "Rising" | "Educational" | "Trend"; className: string };

export function statusBadge(status: string | null | undefined): TrendBadge {
  switch ((status ?? "").toLowerCase()) {
    case "hot":
      return { label: "Hot", className: "border-red-200 bg-red-50 text-red-800" };
    case "rising":
      return { label: "Rising", className: "border-blue-200 bg-blue-50 text-blue-800" };
    case "educational":
      return { label: "Educational", className: "border-violet-200 bg-violet-50 text-violet-800" };
    default:
      return { label: "Trend", className: "border-zinc-200 bg-zinc-50 text-zinc-800" };
  }
}

export type QualityBadge = { label: "Real Data" | "Real-time trend data" | "Sampled content"; className: string };

/** verified and >= 80: Real Data; >= 60: Real-time trend data; else Sampled content. */
export function dataQualityBadge(trend: { verified?: boolean | null; confidence?: number | null }): QualityBadge {
  const confidence = shownConfidence(trend);
  if (trend.verified && confidence >= 80)
    return { label: "Real Data", className: "border-green-200 bg-green-50 text-green-800" };
  if (confidence >= 60) return { label: "Real-time trend data", className: "border-sky-200 bg-sky-50 text-sky-800" };
  return { label: "Sampled content", className: "border-amber-200 bg-amber-50 text-amber-900" };
}

/** The words 'Curated Examples' or 'API' in the source decide its label. */
export function trendSourceLabel(source: string | null | undefined): string {
  const s = (source ?? "").trim();
  if (/curated examples/i.test(s)) return "Curated Examples";
  if (/\bAPI\b/.test(s)) return "Live API data";
  return s || "AI Generated";
}

export type Potential = { label: string; className: string };

/** High green, Medium yellow, anything else orange. */
export function potentialStyle(potential: string | null | undefined): Potential {
  const label = (potential ?? "").trim() || "Medium";
  if (label === "High") return { label, className: "border-green-200 bg-green-50 text-green-800" };
  if (label === "Medium") return { label, className: "border-yellow-200 bg-yellow-50 text-yellow-900" };
  return { label, className: "border-orange-200 bg-orange-50 text-orange-900" };
}

export function hashtagText(tag: string): string {
  const t = tag.trim();
  return t.startsWith("#") ? t : `#${t}`;
}

/** "data from 2 h ago": the age of a trend's newest evidence, in the words a creator reads. */
export function freshnessText(iso: string | null | undefined, now = Date.now()): string | null {
  if (!iso) return null;
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  const min = Math.max(0, Math.round((now - at) / 60_000));
  if (min < 2) return "data from just now";
  if (min < 60) return `data from ${min} min ago`;
  const h = Math.round(min / 60);
  if (h < 48) return `data from ${h} h ago`;
  const d = Math.round(h / 24);
  if (d < 60) return `data from ${d} days ago`;
  const months = Math.round(d / 30);
  if (months < 24) return `data from ${months} months ago`;
  return `data from ${Math.round(d / 365)} years ago`;
}
