// The JSON shapes of the channel endpoints (/api/channels...), shared by the route handlers and
// the dashboard's components. No server imports here.
import type { Verdict } from "./baseline";
import type { VideoFormat, FormatBasis } from "./format";

/** Shown beside every ratio: it is the app's arithmetic on public counts. */
export const RATIO_NOTE =
  "Ratios are TrendScript's own calculation from your videos' public view counts, not a YouTube metric.";

/** The creator's own channel, or a competitor's they watch (its outliers are evidence on their trend cards). */
export type ChannelRole = "own" | "competitor";

/** A connected channel as the list shows it. */
export type ChannelDTO = {
  id: string;
  channelId: string;
  handle: string | null;
  title: string;
  role: ChannelRole;
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

/** A watched channel with its latest outliers (both formats, newest first). */
export type WatchedChannelDTO = ChannelDTO & { outliers: ChannelVideoDTO[] };

/** GET /api/channels/competitors: the channels the creator watches. */
export type WatchedListDTO = { channels: WatchedChannelDTO[]; limit: number; apiKey: boolean; note: string };

/** On a trend card: the watched channels with an outlier close to the trend lately. */
export type WatchedEvidenceDTO = {
  trendId: string;
  /** "2 channels you watch had an outlier on this in the last 7 days" */
  line: string;
  channels: { id: string; title: string; videos: Pick<ChannelVideoDTO, "videoId" | "title" | "url" | "label">[] }[];
};

/** Where a filmed video stands at one age against the channel's usual band at that age. */
export type FilmedVerdict = "above" | "within" | "below" | "no_baseline" | "not_yet";

export type FilmedMilestoneDTO = {
  /** "24 h", "48 h", "7 days", "28 days" */
  age: string;
  days: number;
  verdict: FilmedVerdict;
  /** its views at that age; null before it is reached */
  views: number | null;
  /** true when the views come from a count the app took near that age, false when read off the age curve */
  measured: boolean;
  /** the middle half (25th to 75th percentile) of the earlier videos of its format at that age */
  usual: { low: number; high: number } | null;
  /** how many earlier videos the band is drawn from */
  compared: number;
  /** "1,240 views at 48 h — above your usual 300-700", or why there is no verdict */
  label: string;
};

export type FilmedProjectionDTO = {
  low: number;
  high: number;
  /** the video's age (days) the projection was made from */
  fromDays: number;
  label: string;
};

/** The app's estimate of how a filmed video did, worked out from the channel's stored counts. */
export type FilmedResultsDTO = {
  views: number;
  ageDays: number;
  milestones: FilmedMilestoneDTO[];
  /** the latest milestone reached, the one an idea shows beside its link */
  latest: FilmedMilestoneDTO | null;
  /** its 28-day views as a range; null past 28 days (the 28-day milestone says it) */
  projection: FilmedProjectionDTO | null;
};

export type FilmedVideoDTO = {
  videoId: string;
  title: string;
  url: string;
  format: VideoFormat;
  publishedAt: string;
};

/** One filmed idea with the video it became. */
export type FilmedIdeaDTO = {
  id: string;
  /** null once the idea's report was cleared (the link and its copies stay) */
  ideaId: string | null;
  niche: string;
  trendTitle: string;
  hook: string;
  video: FilmedVideoDTO;
  linkedAt: string;
  /** false once the upload's counts are no longer stored: the results are those last worked out */
  stored: boolean;
  results: FilmedResultsDTO | null;
  /** the channel read the results come from */
  resultsAt: string | null;
};

/** GET /api/filmed. */
export type FilmedListDTO = { filmed: FilmedIdeaDTO[]; note: string };

/** An upload the creator may pick for an idea; `suggested` ones lead the list. */
export type FilmedSuggestionDTO = FilmedVideoDTO & {
  channelTitle: string;
  views: number;
  suggested: boolean;
  /** the topics its title or tags share with the idea */
  shared: string[];
};

/** GET /api/ideas/[ideaId]/filmed/suggestions. */
export type FilmedSuggestionsDTO = {
  videos: FilmedSuggestionDTO[];
  /** how many channels are connected (none: the dialog says to connect one) */
  channels: number;
  current: FilmedIdeaDTO | null;
};
