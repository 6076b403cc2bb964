// The JSON shapes the API returns. Shared by route handlers (which map
// rows to these, never returning whole rows) and client components. No server imports here.
import type { PlatformId } from "@/lib/generation/platforms";
import type { TrendReach, TrendStory } from "@/lib/generation/types";
import type { TopicKind } from "@/lib/language/kind";
import type { Tier } from "@/lib/plans";

/** GET /api/auth/user: the client view of the current user. */
export type CurrentUserDTO = {
  role: "user" | "admin";
  email: string;
  firstName: string | null;
  profileImageUrl: string | null;
  subscriptionTier: Tier;
  gdprConsent: boolean;
  authProvider: string;
};

/** GET /api/subscription/status. Limits of -1 mean unlimited. */
export type SubscriptionStatusDTO = {
  tier: Tier;
  status: string;
  plan: { name: string; features: string[] };
  trendsUsed: number;
  trendsLimit: number;
  scriptsUsed: number;
  scriptsLimit: number;
  subscriptionEndsAt: string | null;
  isAdmin: boolean;
};

/** GET /api/model-info */
export type ModelInfoDTO = { tier: Tier; level: string; explanation: string };

export type VideoIdeaDTO = {
  id: string;
  hook: string;
  outline: string;
  engagementPotential: string;
  estimatedViews: string | null;
};

/** A trend's evidence as its card shows it closed: the list carries only this much. */
export type TrendEvidenceSummaryDTO = {
  score: number;
  /** null when no baseline was observed (a source read for the first time): no growth figure is shown. */
  growthPct: number | null;
  /** Days of data the growth compares against; null for trends stored before it was kept. */
  baselineDays?: number | null;
  /** Mentions over those days: 0 means new, and no multiple is shown. */
  baselineMentions?: number | null;
  lifecycle: string;
};

/**
 * The whole evidence: GET /api/trends/{niche}/{trendId}/evidence, fetched when "Why it's trending"
 * opens, and carried whole by a report as it is written and by the generate response.
 */
export type TrendEvidenceDTO = TrendEvidenceSummaryDTO & {
  factors: Record<string, number>;
  series: number[];
  /** `source`: the platform an example was posted on ("Reddit"), when known. */
  topItems: { title: string; channel: string; views: number; url?: string; source?: string }[];
};

/** GET /api/trends/{niche}: a list of these, newest first (evidence as its summary). */
export type TrendDTO = {
  id: string;
  niche: string;
  title: string;
  /** The topic as said mid-sentence ("deload week"), which its scripts are about; null only before the topic backfill ran. */
  topic: string | null;
  /** What kind of thing the topic is (a product, a technique...); null when it was never worked out. */
  kind: TopicKind | null;
  description: string;
  engagement: string;
  hashtags: string[];
  status: string;
  source: string;
  generatedBy: string;
  /** Why the tier's model did not write it, in plain words ("your model did not answer in 15 s"); null when it did. */
  fallbackReason: string | null;
  verified: boolean;
  confidence: number;
  createdAt: string;
  ideas: VideoIdeaDTO[];
  evidence: TrendEvidenceSummaryDTO | TrendEvidenceDTO | null;
  /** Where the evidence was found ("Reddit r/Pottery", "Google News"); empty for curated examples. */
  sources: string[];
  /** When the newest evidence item was published (ISO); null for curated examples. */
  newestEvidenceAt: string | null;
  /** A trend borrowed from another niche: that niche's label ("Fitness"). */
  adjacentFrom: string | null;
  /** What its posts say beyond its name (questions, what comes with it, comparison, mood); null when nothing more. */
  story: TrendStory | null;
  /** How much live data stands behind it (posts, people, platforms; thin when no platform alone showed it); null for curated examples. */
  reach: TrendReach | null;
  /** The platform the card's figures were counted on ("Reddit"); null when not one live platform's. */
  figuresFrom: string | null;
};

/** A trend as written, its whole evidence included: POST /api/trends/generate's trends, and a report's cards while it streams. */
export type WrittenTrendDTO = Omit<TrendDTO, "evidence"> & { evidence: TrendEvidenceDTO | null };

export type ScriptBeatDTO = {
  label: string;
  start: number;
  end: number;
  text: string;
  onScreen: string;
  broll: string;
  /** The outline step the beat carries out (shown to the creator, never spoken). */
  direction?: string;
};

/** A stored script as its owner sees it: GET /api/scripts?ideaId=, PATCH /api/scripts/{id}, POST .../regenerate-beat. */
export type ScriptDTO = {
  id: string;
  script: string;
  beats: ScriptBeatDTO[];
  durationS: number;
  platform: PlatformId;
  caption: string;
  hashtags: string[];
  /** The model id that wrote it, or "Offline Engine". */
  generatedBy: string;
  /** Why the tier's model did not write it, in plain words; null when it did. */
  fallbackReason: string | null;
  /** Written by the offline writer: its "[your ...]" lines are the creator's to fill. */
  offline: boolean;
  editedAt: string | null;
  createdAt: string;
};

/** POST /api/develop-script */
export type DevelopScriptResponseDTO = {
  script: string;
  beats: ScriptBeatDTO[];
  durationS: number;
  usage: { used: number; limit: number; tier: Tier };
  /** The model id that wrote it, or "Offline Engine". */
  generatedBy?: string;
  scriptId?: string;
  platform?: PlatformId;
  caption?: string;
  hashtags?: string[];
  offline?: boolean;
  /** Why the tier's model did not write it, in plain words; null when it did. */
  fallbackReason?: string | null;
};

/** This month's use of a quota after a call: limit -1 = unlimited. */
export type QuotaUsageDTO = { used: number; limit: number; tier: Tier };

/** Shown instead of trends when a niche has no signals: nothing was charged. */
export type EmptyReportDTO = { title: string; message: string };

/** POST /api/trends/generate (the client then refetches GET /api/trends/{niche}). */
export type GenerateTrendsResponseDTO = {
  trends: WrittenTrendDTO[];
  usage: QuotaUsageDTO;
  generatedBy: string;
  fallbackReason: string | null;
  /** Set when there was nothing to report for the niche; `trends` is then empty. */
  empty?: EmptyReportDTO;
  /**
   * The live sources' latest round for the niche (`skipped`: not asked this time: fetched
   * recently, paused or over budget), when it was refreshed, and whether the topics are the
   * niche's own, completed with borrowed ones, or absent.
   */
  meta: {
    sources: { name: string; ok: boolean; items: number; skipped?: boolean; error?: string }[];
    refreshedAt: string | null;
    coverage: "niche" | "adjacent" | "none";
    /**
     * The sources this install reads (labels) and, for each source a paid product may use that a
     * missing credential keeps off, the credential and what it would add; `line` says it in words.
     */
    reading: {
      read: string[];
      widen: { source: string; credential: string; adds: string }[];
      line: string;
    };
  };
};

/** POST /api/trends/clear */
export type ClearTrendsResponseDTO = { cleared: number };

/** POST /api/create-checkout-session */
export type CheckoutSessionResponseDTO = { url: string };

/** A Stripe checkout session as the app shows it (success page, admin session lookup). */
export type CheckoutSessionViewDTO = {
  id: string;
  payment_status: string;
  amount_total: number | null;
  currency: string | null;
  customer_email: string | null;
  subscription_tier: Tier | null;
  /** Yearly billing (from the price bought); null when unknown. */
  is_yearly: boolean | null;
};

/** GET /api/payment/session-details/{sessionId} (only the caller's own session). */
export type PaymentSessionDetailsDTO = {
  success: boolean;
  message?: string;
  subscription: { subscriptionTier: Tier; status: string };
  session: CheckoutSessionViewDTO;
};

/** POST /api/subscription/cancel: what actually happened (at the period end, or now). */
export type CancelSubscriptionDTO = {
  message: "Subscription Cancelled";
  effective: "period_end" | "immediate";
  endsAt: string | null;
  tier: Tier;
};

/** POST /api/subscription/downgrade-to-free */
export type DowngradeDTO = { message: string; tier: Tier };

/** The settings page's billing facts (server-rendered): does a Stripe subscription renew, and until when. */
export type BillingSummaryDTO = {
  tier: Tier;
  status: string;
  subscriptionEndsAt: string | null;
  hasStripeSubscription: boolean;
};

/** generatedBy of what the offline engine wrote (no model, or every model failed). */
export const OFFLINE_ENGINE = "Offline Engine";

// Streamed answers: POST /api/trends/generate and POST /api/develop-script with
// `Accept: application/x-ndjson` answer one JSON event per line; without it, the JSON above.

/** A model failed; `to` (the backup model id or "Offline Engine") writes it from the start. */
export type FallbackEventDTO = { type: "fallback"; from: string; to: string; reason: string };
/** The stream's last line when it failed (the status and message a JSON answer would have had). */
export type StreamErrorDTO = { type: "error"; status: number; message: string };

/** A trend as far as the model has written it (ids are placeholders until the report is stored). */
export type DraftTrendDTO = { trend: WrittenTrendDTO; complete: boolean };

export type TrendStreamEvent =
  | { type: "start"; model: string | null; trends: number }
  | { type: "draft"; trends: DraftTrendDTO[] }
  | FallbackEventDTO
  | { type: "done"; result: GenerateTrendsResponseDTO }
  | StreamErrorDTO;

export type DraftBeatDTO = { label: string; text: string; onScreen: string; broll: string; complete: boolean };

export type ScriptStreamEvent =
  | { type: "start"; model: string | null }
  | { type: "draft"; beats: DraftBeatDTO[] }
  | FallbackEventDTO
  | { type: "done"; result: DevelopScriptResponseDTO & { generatedBy: string; scriptId: string } }
  | StreamErrorDTO;
