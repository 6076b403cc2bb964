// The daily brief's shapes: what a niche's brief holds (stored as JSON, shared by every follower)
// and what the API answers. Pure types: shared by server and client code.
import type { TopicKind } from "@/lib/language/kind";

export type BriefTrend = {
  /** the scored topic, lower-case: how a trend is recognised from one day to the next */
  topic: string;
  /** the trend as a creator says it: the topic, capitalised ("Zone 2 cardio") */
  name: string;
  /** the writer's headline for it */
  title: string;
  description: string;
  engagement: string;
  hashtags: string[];
  status: string;
  /** 'API' for live data, 'Curated Examples', or an import's file name */
  source: string;
  verified: boolean;
  confidence: number;
  lifecycle: string;
  /** null when the topic has no earlier data to compare with (no growth is claimed) */
  growthPct: number | null;
  /** the recent window the growth is measured over */
  recentDays: number;
  channels: number;
  topExample: { title: string; channel: string; views: number } | null;
  /** days since its current run of daily mentions began; null = older than the signal window */
  firstSeenDaysAgo: number | null;
  /** the window the age is measured in, in days */
  windowDays: number;
  /** consecutive daily briefs of this niche the trend has been in, today included */
  streak: number;
};

/** `repeat`: also given in one of the niche's recent briefs (there were not enough new ones). */
export type BriefHook = { text: string; trend: string; repeat: boolean };

export type BriefIdea = {
  /** the trend's name, as in BriefTrend.name */
  trend: string;
  /** the trend's topic as said mid-sentence ("deload week"), which a script of the idea is about */
  topic: string;
  /** what kind of thing the topic is, as the writer read it (absent in a brief stored before it was kept) */
  kind?: TopicKind;
  hook: string;
  outline: string;
  engagementPotential: string;
  /** Null when the trend's evidence has no views (posts, headlines): no estimate is made up. */
  estimatedViews: string | null;
  hashtags: string[];
};

export type BriefContent = {
  version: 1;
  niche: string;
  /** set when the niche had no signals of its own: the honest empty brief */
  empty: string | null;
  trends: BriefTrend[];
  hooks: BriefHook[];
  idea: BriefIdea | null;
  generatedBy: string;
  /** Worded offline because a creator's click built it (a follow): the scheduled run rewords it once. */
  provisional?: true;
};

export type NicheBriefDTO = {
  id: string;
  nicheKey: string;
  niche: string;
  briefDate: string;
  builtAt: string | null;
  /** built after the creator last opened the Today section */
  isNew: boolean;
  content: BriefContent;
};

export type FollowDTO = { nicheKey: string; niche: string; followedAt: string };

/** GET /api/brief: the Today section. */
export type TodayDTO = {
  briefDate: string;
  timeZone: string;
  availableHour: number;
  follows: FollowDTO[];
  /** -1 = unlimited */
  followLimit: number;
  /** one per follow that has a brief: today's, or the latest one while today's is on its way */
  briefs: NicheBriefDTO[];
  lastSeenAt: string | null;
};

/** GET/POST /api/brief/settings: the /settings card. */
export type BriefSettingsDTO = {
  timeZone: string;
  digestEmail: boolean;
  marketingConsent: boolean;
  availableHour: number;
  follows: number;
};

/** GET /api/admin/brief-stats: the daily brief's block on the admin Overview. */
export type BriefStatsDTO = {
  /** distinct niches followed by at least one creator */
  followedNiches: number;
  followers: number;
  follows: number;
  /** since 00:00 UTC */
  briefsBuiltToday: number;
  emptyBriefsToday: number;
  digestsToday: { sent: number; failed: number; skipped: number };
  generatedAt: string;
};
