// The JSON shapes the API returns (SPEC.md sections 3 and 7). Shared by route handlers (which map
// rows to these, never returning whole rows) and client components. No server imports here.
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
  createdAt: string;
};

export type TrendEvidenceDTO = {
  score: number;
  growthPct: number;
  lifecycle: string;
  factors: Record<string, number>;
  series: number[];
  topItems: { title: string; channel: string; views: number }[];
};

/** GET /api/trends/{niche}: a list of these, newest first. */
export type TrendDTO = {
  id: string;
  niche: string;
  title: string;
  description: string;
  engagement: string;
  hashtags: string[];
  status: string;
  source: string;
  generatedBy: string;
  verified: boolean;
  confidence: number;
  createdAt: string;
  ideas: VideoIdeaDTO[];
  evidence: TrendEvidenceDTO | null;
};

export type ScriptBeatDTO = {
  label: string;
  start: number;
  end: number;
  text: string;
  onScreen: string;
  broll: string;
};

/** POST /api/develop-script */
export type DevelopScriptResponseDTO = {
  script: string;
  beats: ScriptBeatDTO[];
  durationS: number;
  usage: { used: number; limit: number; tier: Tier };
};
