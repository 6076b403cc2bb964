// The JSON shapes of the channel endpoints (/api/channels...), shared by the route handlers and
// the dashboard's components. No server imports here.
import type { Verdict } from "./baseline";
import type { VideoFormat, FormatBasis } from "./format";

/** Shown beside every ratio: it is the app's arithmetic on public counts. */
export const RATIO_NOTE =
  "Ratios are TrendScript's own calculation from your videos' public view counts, not a YouTube metric.";

/** A connected channel as the list shows it. */
export type ChannelDTO = {
  id: string;
  channelId: string;
  handle: string | null;
  title: string;
  url: string;
  connectedAt: string;
  readAt: string | null;
  /** What went wrong on the last read; the videos shown are those of the last good read. */
  readError: string | null;
  videos: { short: number; long: number };
  /** How the uploads are read: "api" (with the YouTube Data API) or "feed" (the latest 15, keyless). */
  readWith: "api" | "feed";
};

export type ChannelVideoDTO = {
  videoId: string;
  title: string;
  url: string;
  publishedAt: string;
  format: VideoFormat;
  formatBasis: FormatBasis;
  views: number;
  verdict: Verdict;
  ratio: number | null;
  /** "3.2x your usual at 4 days", or why there is no ratio. */
  label: string;
};

export type ChannelTopicDTO = { topic: string; videos: number; titles: string[] };

export type FormatInsightsDTO = {
  format: VideoFormat;
  outliers: ChannelVideoDTO[];
  flops: ChannelVideoDTO[];
  /** The latest uploads of the format with their verdicts. */
  recent: ChannelVideoDTO[];
};

/** GET /api/channels/[channelId]: what works for this channel. */
export type ChannelInsightsDTO = {
  channel: ChannelDTO;
  formats: FormatInsightsDTO[];
  /** Topics two or more outliers share, and two or more flops share. */
  topics: { outliers: ChannelTopicDTO[]; flops: ChannelTopicDTO[] };
  note: string;
  method: string;
};

/** GET /api/channels. */
export type ChannelListDTO = { channels: ChannelDTO[]; limit: number; apiKey: boolean };
