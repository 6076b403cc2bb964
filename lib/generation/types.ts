// What the writers take and produce. A trend's evidence (ScoredTopic) is the trend engine's;
// everything else here belongs to writing.
import type { DevelopScriptBody } from "@/lib/schemas/trends";
import type { PlatformId } from "./platforms";
import type { Lifecycle, ScoredTopic } from "@/lib/trends/types";

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
};

/** One script request, as the API accepts it (minus the idea id), plus what the server loaded for it. */
export type ScriptRequest = Omit<DevelopScriptBody, "ideaId" | "platform"> & {
  platform?: DevelopScriptBody["platform"];
  evidence?: ScriptEvidence | null;
};
