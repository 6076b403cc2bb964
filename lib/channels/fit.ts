// Trends ranked by fit to the creator's channel. A trend fits when it is close to the creator's
// own videos that beat their usual, and fits less when it is close to the ones that fell short.
//
// Closeness: the share of a trend's words (its title and hashtags, stemmed, without stop words)
// that a video's title and tags also use; a hashtag written as one word ("#rakufiring") meets two
// adjacent title words ("raku firing"). Words in more than half of the channel's videos are the
// channel's own umbrella ("pottery" on a pottery channel) and say nothing about a topic, so they
// don't count. Fit: over the 3 closest videos, closeness x how the video did (log2 of its ratio to
// the creator's usual, held within -2..2: 4x counts +2, a quarter -2), plus half the best
// closeness (ground the creator already covers). A trend no video is close to is new ground: 0.
import { stemOf } from "@/lib/language/stem";
import { isStopWord } from "@/lib/trends/core/text";
import type { Verdict } from "./baseline";

export type FitVideo = {
  videoId: string;
  title: string;
  tags: string[];
  url: string;
  label: string;
  verdict: Verdict;
  ratio: number | null;
};
export type FitTrend = { id: string; title: string; hashtags: string[] };
export type TrendFitDTO = {
  trendId: string;
  score: number;
  reason: string;
  closest: Pick<FitVideo, "videoId" | "title" | "url" | "label" | "verdict">[];
};

const CLOSEST = 3;
const MIN_CLOSENESS = 0.3;
// Close also means two words in common when the trend has two: one shared word ("firing" in "wood
// firing weekends" and "raku firing") names another technique, not the same topic.
const MIN_SHARED = 2;

function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 && !isStopWord(w))
    .map(stemOf);
}

/** A video's terms: its words, and each two adjacent words run together (how hashtags write them). */
function videoTerms(v: Pick<FitVideo, "title" | "tags">): Set<string> {
  const out = new Set<string>();
  for (const text of [v.title, ...v.tags]) {
    const w = words(text);
    w.forEach((x, i) => {
      out.add(x);
      if (i > 0) out.add(stemOf(`${w[i - 1]}${x}`));
    });
  }
  return out;
}

const trendTerms = (t: FitTrend) => new Set([...words(t.title), ...t.hashtags.flatMap((h) => words(h))]);

const performance = (v: FitVideo) =>
  v.ratio === null || v.verdict === "too_early" || v.verdict === "no_baseline"
    ? 0
    : Math.max(-2, Math.min(2, Math.log2(Math.max(v.ratio, 1e-3))));

const quoted = (v: FitVideo) => `"${v.title}" (${v.label})`;

function reasonOf(closest: FitVideo[], score: number): string {
  if (closest.length === 0) return "New ground for your channel: none of your videos is on this topic yet.";
  const list = closest.map(quoted).join(", ");
  if (closest.some((v) => v.verdict === "outlier")) return `Close to what works for you: ${list}.`;
  if (score < 0) return `Close to videos that did below your usual: ${list}.`;
  return `Close to your videos: ${list}.`;
}

/**
 * The topic matching of a set of videos: for a trend, every video close to it (closeness at
 * least MIN_CLOSENESS), closest first and, among equals, the better performing first. The
 * umbrella words are those of more than half of `videos`, so pass all of a channel's (or all of
 * the watched channels') videos, not only the ones to be named.
 */
export function closeVideos<V extends FitVideo>(videos: V[]): (trend: FitTrend) => { v: V; closeness: number }[] {
  const terms = videos.map(videoTerms);
  const seen = new Map<string, number>();
  for (const set of terms) for (const w of set) seen.set(w, (seen.get(w) ?? 0) + 1);
  const umbrella = new Set([...seen].filter(([, n]) => videos.length >= 4 && n > videos.length / 2).map(([w]) => w));
  return (trend) => {
    const own = [...trendTerms(trend)].filter((w) => !umbrella.has(w));
    if (own.length === 0) return [];
    return videos
      .map((v, i) => ({ v, shared: own.filter((w) => terms[i].has(w)).length }))
      .filter((x) => x.shared >= Math.min(MIN_SHARED, own.length) && x.shared / own.length >= MIN_CLOSENESS)
      .map(({ v, shared }) => ({ v, closeness: shared / own.length }))
      .sort((a, b) => b.closeness - a.closeness || performance(b.v) - performance(a.v));
  };
}

/** Each trend's fit to the channel's judged videos, with its reason and the closest videos. */
export function trendFits(trends: FitTrend[], videos: FitVideo[]): TrendFitDTO[] {
  const close = closeVideos(videos);
  return trends.map((trend) => {
    const near = close(trend).slice(0, CLOSEST);
    const score = near.length
      ? near.reduce((sum, x) => sum + x.closeness * performance(x.v), 0) + 0.5 * near[0].closeness
      : 0;
    const closest = near.map((x) => x.v);
    return {
      trendId: trend.id,
      score: Math.round(score * 1000) / 1000,
      reason: reasonOf(closest, score),
      closest: closest.map(({ videoId, title, url, label, verdict }) => ({ videoId, title, url, label, verdict })),
    };
  });
}
