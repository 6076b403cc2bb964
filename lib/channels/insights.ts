// What works for a channel: each stored upload's verdict against its own format's usual
// (./baseline.ts), the outliers and flops per format, and the topics two or more of them share,
// found with the same topic extraction the trends use (lib/trends/core/text.ts itemTopics).
import "server-only";
import { itemTopics } from "@/lib/trends/core/text";
import { performances, type Performance, type Whose } from "./baseline";
import { VIDEO_FORMATS, type VideoFormat, type FormatBasis } from "./format";
import { channelDTO } from "./service";
import { RATIO_NOTE, type ChannelInsightsDTO, type ChannelTopicDTO, type ChannelVideoDTO } from "./types";
import { storedUploads, videoUrl, type VideoRow } from "./uploads";

/** Outliers and flops listed per format; the latest uploads shown beside them. */
const LISTED = 10;
const RECENT = 8;
const TOPICS = 8;

export const METHOD =
  "Each video is compared with the median of your 30 earlier videos of the same format (at least 10) at the same age, Shorts and long videos apart. An outlier has at least 2x that, at least 500 views and a robust z-score of 2 or more; a flop has half or less and a z-score of -2 or less. Shorts are judged from 24 hours, long videos from 48.";

export function videoDTO(v: VideoRow, p: Performance): ChannelVideoDTO {
  return {
    videoId: v.videoId,
    title: v.title,
    url: videoUrl(v.videoId, v.format),
    publishedAt: v.publishedAt.toISOString(),
    format: v.format as VideoFormat,
    formatBasis: v.formatBasis as FormatBasis,
    views: v.views,
    verdict: p.verdict,
    ratio: p.ratio === null ? null : Math.round(p.ratio * 100) / 100,
    label: p.label,
  };
}

/** Topics found in two or more of `videos`, most shared first. */
export function sharedTopics(videos: Pick<VideoRow, "title" | "tags">[], channelTitle: string): ChannelTopicDTO[] {
  const byKey = new Map<string, { topic: string; titles: string[] }>();
  for (const v of videos) {
    const { topics, keys } = itemTopics({ title: v.title, tags: v.tags, channel: channelTitle });
    keys.forEach((key, i) => {
      const entry = byKey.get(key) ?? { topic: topics[i], titles: [] };
      entry.titles.push(v.title);
      byKey.set(key, entry);
    });
  }
  return [...byKey.values()]
    .filter((e) => e.titles.length >= 2)
    .sort((a, b) => b.titles.length - a.titles.length || a.topic.localeCompare(b.topic))
    .slice(0, TOPICS)
    .map((e) => ({ topic: e.topic, videos: e.titles.length, titles: e.titles.slice(0, 3) }));
}

/** Every stored upload of the channel with its verdict, newest first ("its usual" for a watched channel). */
export async function judgedVideos(channelRef: string, now: Date, whose: Whose = "your") {
  const { rows, uploads } = await storedUploads(channelRef);
  const byId = new Map(rows.map((r) => [r.videoId, r]));
  return performances(uploads, now, whose).map((p) => ({ row: byId.get(p.videoId)!, performance: p }));
}

export const whoseOf = (row: { role: string }): Whose => (row.role === "competitor" ? "its" : "your");

export async function channelInsights(
  row: Parameters<typeof channelDTO>[0],
  now = new Date(),
): Promise<ChannelInsightsDTO> {
  const judged = await judgedVideos(row.id, now, whoseOf(row));
  const pick = (format: VideoFormat, verdict: Performance["verdict"]) =>
    judged
      .filter((j) => j.row.format === format && j.performance.verdict === verdict)
      .sort((a, b) => (verdict === "flop" ? 1 : -1) * ((a.performance.ratio ?? 0) - (b.performance.ratio ?? 0)))
      .slice(0, LISTED);
  const formats = VIDEO_FORMATS.map((format) => ({
    format,
    outliers: pick(format, "outlier").map((j) => videoDTO(j.row, j.performance)),
    flops: pick(format, "flop").map((j) => videoDTO(j.row, j.performance)),
    recent: judged
      .filter((j) => j.row.format === format)
      .slice(0, RECENT)
      .map((j) => videoDTO(j.row, j.performance)),
  }));
  const of = (verdict: Performance["verdict"]) =>
    judged.filter((j) => j.performance.verdict === verdict).map((j) => j.row);
  return {
    channel: await channelDTO(row),
    formats,
    topics: { outliers: sharedTopics(of("outlier"), row.title), flops: sharedTopics(of("flop"), row.title) },
    note: RATIO_NOTE,
    method: METHOD,
  };
}
