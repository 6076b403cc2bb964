// What the writers take and produce. Their input is a trend as the engine scored it (ScoredTopic,
// computed by lib/trends) and a script request (validated by lib/schemas/trends); both are defined
// here, so the writers depend on nothing but the language kernel and the niche table.
import type { TopicKind } from "@/lib/language/kind";
import type { PlatformId } from "./platforms";

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
  // `source`: the platform an example was posted on ("YouTube", "Reddit"); absent for curated
  // examples, imports and trends stored before it was kept.
  topItems: { title: string; channel: string; views: number; url?: string; source?: string }[];
  source: string; // label: 'Curated Examples' | 'API' | import file name
  verified: boolean; // true only for live or imported real data
  sources?: string[]; // where the evidence was found: "Reddit r/Pottery", "Google News"; empty for curated examples
  newestAt?: string | null; // ISO time of the newest evidence item; null for curated examples
  // The platform the figures (series, growth, channels) were counted on ("YouTube", "Reddit"):
  // a report pools several, and a figure is one platform's. Absent when not one live platform's.
  figuresFrom?: string;
  adjacentFrom?: string; // set when the topic is borrowed from another niche: that niche's label
  story?: TrendStory | null; // what its posts say beyond its name; absent for curated examples
  reach?: TrendReach | null; // how much live data stands behind it; absent for curated examples
};

/**
 * How much stands behind a live trend, across every platform read: its recent posts, the people who
 * wrote them, the platforms they are on. `thin`: no one platform alone held enough to show the rise
 * (three posts from three people); only the platforms together did.
 */
export type TrendReach = { posts: number; people: number; platforms: string[]; thin: boolean };

/** The mood most of a trend's posts show. */
export type TrendMood = "problem" | "praise" | "controversy" | "news";

/** What the posts about a trend say: the data its angle comes from. */
export type TrendStory = {
  questions: string[]; // asked in its posts, the most asked first, at most two
  mostlyAbout: string[]; // phrases that keep coming with it and rarely elsewhere in the niche, at most three
  comparedWith: string | null; // what its posts set it against ("vs ...")
  mood: TrendMood | null;
};

/** One video idea as the report shows it. */
export type GeneratedIdea = {
  hook: string;
  outline: string; // directions to the creator, joined by " -> "
  engagementPotential: "High" | "Medium" | "Low";
  estimatedViews: string | null; // e.g. "50K-120K"; null when the evidence has no views (posts, headlines)
};

/** What generation produces for one trend (stored as trends + video_ideas rows). */
export type GeneratedTrend = {
  title: string;
  /** The topic as it is said mid-sentence ("deload week", "PDRN serum"): stored with the trend, so a script never reads it back out of the title. */
  topic: string;
  /** What kind of thing the topic is (a product, a technique, an event...), as the writer read it from the evidence. */
  kind: TopicKind;
  description: string;
  engagement: string; // e.g. "2.3M views this week"
  hashtags: string[]; // with leading '#'
  status: ScoredTopic["status"];
  source: string;
  verified: boolean;
  confidence: number;
  ideas: GeneratedIdea[]; // exactly 3
  evidence: ScoredTopic;
  /** Who wrote this trend when not the report's writer: the offline engine filling in for a model's missing item. */
  writtenBy?: { generatedBy: string; fallbackReason: string };
};

export const BEAT_LABELS = ["HOOK", "SETUP", "POINT", "PAYOFF", "CTA"] as const;
export type BeatLabel = (typeof BEAT_LABELS)[number];

/** A timed beat of a script: `[0:00-0:03] HOOK`. */
export type ScriptBeat = {
  label: BeatLabel;
  start: number; // seconds
  end: number; // seconds
  text: string; // spoken words; "[your ...]" marks a line the creator fills in
  onScreen: string; // on-screen text
  broll: string; // B-roll / shot cue
  /** The outline step this beat carries out: shown to the creator, never spoken. */
  direction?: string;
};

export type DevelopedScript = {
  hook: string;
  beats: ScriptBeat[];
  cta: string;
  durationS: number;
  text: string; // the whole script as plain text with timing cues
  /** Where it will be posted, and what goes with it (the offline writer sets these; the service fills them in otherwise). */
  platform?: PlatformId;
  caption?: string;
  hashtags?: string[];
};

/** What the server knows about a trend when a script is written: the stored evidence. */
export type ScriptEvidence = {
  /** Null when the topic has no earlier data to compare with: then no growth is ever claimed. */
  growthPct: number | null;
  lifecycle: Lifecycle | string;
  /** Distinct channels in the recent window. */
  channelCount: number;
  topItems: { title: string; channel: string; views: number }[];
  hashtags: string[]; // the trend's own, with or without '#'
  /** Found outside the niche's own videos: the script never says it's trending in the niche. */
  adjacent?: boolean;
  /** The niche label an adjacent topic was borrowed from ("Fitness"), when known. */
  adjacentFrom?: string | null;
  /** Where the evidence was found ("Reddit r/Pottery", "Google News"): posts and stories are not videos. */
  sources?: string[];
  /** Daily mention counts, oldest first: what a line about time may claim (lib/generation/window.ts). */
  series?: number[];
  /** Days in the recent window the counts were scored on. */
  recentDays?: number;
  /** What the trend's posts say: the question they ask and what they compare it with feed the story formats. */
  story?: TrendStory | null;
  /** The platform the trend's figures were counted on ("Reddit", "YouTube"): what its figures are ("posts", "videos"). */
  figuresFrom?: string | null;
};

/** One script request, as the API accepts it (minus the idea id), plus what the server loaded for it. */
export type ScriptRequest = {
  hook: string;
  outline: string;
  trendTitle: string;
  /** The topic as said mid-sentence ("deload week"): the one stored with the trend or idea, never read out of its title. */
  topic: string;
  /** What kind of thing the topic is, when it was stored with it; the writer reads it from the evidence otherwise. */
  kind?: TopicKind;
  niche: string;
  platform?: PlatformId;
  evidence?: ScriptEvidence | null;
};
