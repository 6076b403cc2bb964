// Contract between the signal sources, the scoring engine and the idea/script writers.

/** One observed piece of content (a video, a post) from any source. */
export type SignalItem = {
  source: string; // 'curated' | 'youtube' | 'reddit' | 'import:<file name>'
  externalId: string;
  title: string;
  tags: string[]; // lower-cased, '#' stripped
  channel: string;
  categoryId: number | null;
  views: number;
  likes: number;
  comments: number;
  observedAt: Date; // day of observation (UTC midnight)
  niche?: string | null; // preset niche a curated item was written for; the niche a live item was fetched for
  publishedAt?: Date; // exact publication time (live items)
  via?: string; // where a live item was found: "r/Pottery", "search", "#pottery", a channel
  // Which of a source's listings returned it, where they reach back different lengths of time
  // (Reddit's newest posts: ~3.5 days; top of the week: 7): each is scored against itself.
  listing?: string;
  url?: string;
};

export type Lifecycle = "emerging" | "accelerating" | "peaking" | "saturated" | "declining";
/** "other": a topic past its rise (peaking, saturated, declining): shown as a plain "Trend", never "Hot". */
export type TrendStatus = "hot" | "rising" | "educational" | "other";

export type ScoreFactors = {
  velocity: number; // recent-window rate / baseline rate (smoothed)
  significance: number; // Poisson z-score of recent mentions vs the baseline expectation
  lift: number; // share of recent mentions vs share in the baseline
  spread: number; // distinct channels in the recent window
  engagementRate: number; // (likes + comments) / views over recent items
  saturation: number; // 0..1 penalty: how common the topic already was in the baseline
};

/** A candidate topic (tag, hashtag or key phrase) scored by the engine, with its evidence. */
export type ScoredTopic = {
  topic: string; // display form, e.g. "halloween makeup"
  score: number;
  factors: ScoreFactors;
  confidence: number; // 0..100, from data coverage
  status: TrendStatus;
  lifecycle: Lifecycle;
  growthPct: number | null; // recent vs baseline mentions, percent; null when no baseline was observed
  baselineDays?: number; // days of data before the recent window that growth compares against
  baselineMentions?: number; // mentions over those days: 0 means new, and no multiple is said
  series: number[]; // daily mention counts, oldest first
  recentViews: number; // views of the recent-window items
  recentUpvotes?: number; // likes/upvotes of the recent-window items (posts have these, not views)
  recentComments?: number;
  channels: string[];
  hashtags: string[]; // related tags, most frequent first, without '#'
  topItems: { title: string; channel: string; views: number; url?: string }[];
  source: string; // label: 'Curated Examples' | 'API' | import file name
  verified: boolean; // true only for live or imported real data
  sources?: string[]; // where the evidence was found: "Reddit r/Pottery", "Google News"; empty for curated examples
  newestAt?: string | null; // ISO time of the newest evidence item; null for curated examples
  adjacentFrom?: string; // set when the topic is borrowed from another niche: that niche's label
};
