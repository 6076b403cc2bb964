// JSON shapes of the /api/admin/* endpoints (system stats, admin user rows, charges, checkout
// session lookups, model config per tier). Types only: shared by the route
// handlers and the admin screen.
import type { CheckoutSessionViewDTO } from "@/lib/dto";
import type { Tier } from "@/lib/plans";

export type HealthStatus = "healthy" | "degraded" | "down" | "not_configured";

/** A failed call to an AI model: `kind` is rate_limited, server_error, unreachable, first_token, stalled, too_slow, malformed or rejected. */
export type AiFailureDTO = { model: string; kind: string; purpose: string; message: string | null; at: string };

export type ApiSourceStatusDTO = {
  status: HealthStatus;
  lastCheck: string | null;
  errorMessage: string | null;
  /** The AI provider only: its latest failures, newest first. */
  recentFailures?: AiFailureDTO[];
  /** Trend sources only: what the source registry says of it. */
  about?: SourceAboutDTO;
};

export type SourceAboutDTO = {
  title: string;
  auth: "none" | "key" | "oauth";
  limits: string;
  keepsTo: string;
  /** Whether the provider's terms allow a paid product to use it. */
  commercialUse: boolean;
  termsUrl: string;
  termsNote: string;
  /** Requests counted against the app's budget in the current window. */
  usedThisWindow: number;
  /** Set while the provider asked the app to wait (a 429, a spent quota). */
  pausedUntil?: string;
  pausedBecause?: string;
  /** Set while a missing credential keeps the source off: what adding it would give the reports. */
  wouldAdd?: { credential: string; adds: string; how: string };
};

/** Tokens used since midnight UTC per model, and their cost at each model's price (USD). */
export type AiUsageDTO = {
  since: string;
  tokens: number;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
  /** Models with tokens today but no known price (left out of costUsd). */
  unpriced: string[];
  byModel: { model: string; calls: number; inputTokens: number; outputTokens: number; costUsd: number | null }[];
};

export type RecentActivityDTO = {
  id: string;
  title: string;
  niche: string;
  userEmail: string | null;
  createdAt: string;
};

/** `source`: the check is of an external data source (`name` is its id, e.g. "openai"). */
export type HealthCheckDTO = { name: string; status: HealthStatus; detail: string; source?: boolean };

/** GET /api/admin/dashboard */
export type SystemStatsDTO = {
  totalUsers: number;
  /** Users who signed up, whose account changed (usage, plan, consent) or who generated trends or scripts in the last 7 days. */
  activeUsers: number;
  totalTrends: number;
  trendsThisMonth: number;
  totalVideoIdeas: number;
  scriptsThisMonth: number;
  subscriptionBreakdown: Record<Tier, number>;
  recentActivity: RecentActivityDTO[];
  modelConfig: Partial<Record<Tier, string>>;
  apiStatus: Record<string, ApiSourceStatusDTO>;
  aiUsageToday: AiUsageDTO;
  /** 'healthy' only when every check is healthy, else the worst of degraded/down. */
  systemStatus: { status: "healthy" | "degraded" | "down"; checks: HealthCheckDTO[] };
  generatedAt: string;
};

/** GET /api/admin/users (one row per user). */
export type AdminUserRowDTO = {
  id: string;
  email: string;
  role: "user" | "admin";
  subscriptionTier: Tier;
  authProvider: string;
  trendsUsedThisMonth: number;
  scriptsUsedThisMonth: number;
  createdAt: string;
  /** The designated owner account: cannot be deleted or demoted. */
  protected: boolean;
};

export type AdminUsersDTO = { users: AdminUserRowDTO[]; total: number; truncated: boolean };

export type ModelStatus = "active" | "inactive" | "error";

/** USD per 1M tokens. */
export type PriceDTO = { inputPerM: number; outputPerM: number };

export type TierModelDTO = {
  primary: string;
  backup: string | null;
  /** The primary's price as the panel shows it ("$0.15 / $0.60 per 1M tokens"). */
  cost: string;
  /** null: unknown (no saved price and not a well-known id). */
  price: PriceDTO | null;
  backupPrice: PriceDTO | null;
  status: ModelStatus;
  statusDetail: string;
  updatedAt: string | null;
  updatedBy: string | null;
};

/** GET /api/admin/current-models */
export type CurrentModelsDTO = {
  config: Partial<Record<Tier, TierModelDTO>>;
  suggested: string[];
  provider: { configured: boolean; detail: string };
};

export type MonitoringDTO = {
  totalSessions: number;
  successfulConversions: number;
  failedVerifications: number;
  /** percent, one decimal */
  conversionRate: number;
  last24h: {
    revenueCents: number;
    refundsCents: number;
    conversions: number;
    sessions: number;
    averageValueCents: number;
  };
  health: Record<"paymentProcessing" | "sessionVerification" | "googleAdsTracking" | "stripeWebhooks", HealthCheckDTO>;
  lastWebhookAt: string | null;
};

export type ChargeDTO = {
  id: string;
  amount: number;
  amountRefunded: number;
  refundable: number;
  currency: string;
  status: string;
  created: number;
  description: string;
  refunded: boolean;
};

export type RefundHistoryItemDTO = {
  id: string;
  details: string;
  timestamp: string;
  amount: number;
  currency: string;
  reason: string | null;
  chargeId: string | null;
  actorEmail: string | null;
  userEmail: string | null;
};

export type UserPaymentsDTO = {
  user: {
    email: string;
    role: "user" | "admin";
    subscriptionTier: Tier;
    subscriptionStatus: string;
    stripeCustomerId: string | null;
    createdAt: string;
  };
  charges: ChargeDTO[];
  note: string | null;
  refundHistory: RefundHistoryItemDTO[];
};

export type SessionLookupDTO = {
  success: true;
  session: Omit<CheckoutSessionViewDTO, "is_yearly"> & {
    user_match: { email: string; current_tier: Tier; subscription_status: string } | null;
  };
  verification_status: {
    payment_complete: boolean;
    user_found: boolean;
    tier_matches: boolean;
    needs_manual_fix: boolean;
  };
};

export type OutboxEntryDTO = {
  id: string;
  to: string;
  subject: string;
  kind: string;
  status: string;
  error: string | null;
  createdAt: string;
};

export type EmailStatusDTO = {
  config: { provider: "Resend" | "Outbox"; configured: boolean; from: string; support: string };
  checklist: { item: string; done: boolean; detail: string }[];
  outbox: OutboxEntryDTO[];
};

export type AuditEntryDTO = {
  id: string;
  actorEmail: string;
  action: string;
  targetEmail: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
};
