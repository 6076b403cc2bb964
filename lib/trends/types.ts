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
  url?: string;
};

export type Lifecycle = "emerging" | "accelerating" | "peaking" | "saturated" | "declining";
export type TrendStatus = "hot" | "rising" | "educational";

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
  series: number[]; // daily mention counts, oldest first
  recentViews: number; // views of the recent-window items
  channels: string[];
  hashtags: string[]; // related tags, most frequent first, without '#'
  topItems: { title: string; channel: string; views: number; url?: string }[];
  source: string; // label: 'Curated Examples' | 'API' | import file name
  verified: boolean; // true only for live or imported real data
  sources?: string[]; // where the evidence was found: "Reddit r/Pottery", "Google News"; empty for curated examples
  newestAt?: string | null; // ISO time of the newest evidence item; null for curated examples
  adjacentFrom?: string; // set when the topic is borrowed from another niche: that niche's label
};

/** What generation produces for one trend (stored as trends + video_ideas rows). */
export type GeneratedIdea = {
  hook: string;
  outline: string;
  engagementPotential: "High" | "Medium" | "Low";
  estimatedViews: string; // e.g. "50K-120K"
};

export type GeneratedTrend = {
  title: string;
  description: string;
  engagement: string; // e.g. "2.3M views this week"
  hashtags: string[]; // with leading '#'
  status: TrendStatus;
  source: string;
  verified: boolean;
  confidence: number;
  ideas: GeneratedIdea[]; // exactly 3
  evidence: ScoredTopic;
};

/** A timed beat of a script: `[0:00-0:03] HOOK`. */
export type ScriptBeat = {
  label: "HOOK" | "SETUP" | "POINT" | "PAYOFF" | "CTA";
  start: number; // seconds
  end: number; // seconds
  text: string; // spoken words
  onScreen: string; // on-screen text
  broll: string; // B-roll / shot cue
};

export type DevelopedScript = {
  hook: string;
  beats: ScriptBeat[];
  cta: string;
  durationS: number; // 60..90
  text: string; // the whole script as plain text with timing cues
};
