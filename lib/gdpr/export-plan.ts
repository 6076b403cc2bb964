// What the data export (lib/gdpr/export.ts, with lib/brief/export.ts for the daily brief) does with
// every stored column of every table it covers: the place it appears in the file ("trends[].title":
// the `title` of each entry of `trends`), the place it appears in a derived form (a date as a day,
// a list of ids as what they name), or the reason it is deliberately left out. Each table's entry is typed by Prisma's own column
// list, so a new column fails the type check until someone decides; lib/gdpr/export-plan.test.ts
// fills every column and checks each exported one really is in the file.
import type { Prisma } from "@/lib/generated/prisma/client";

export type LeftOut = { leftOut: string };
export type Derived = { derived: string; how: string };
export type Place = string | Derived | LeftOut;
type Plan<Column extends string> = Record<Column, Place>;

const leftOut = (reason: string): LeftOut => ({ leftOut: reason });
const derived = (place: string, how: string): Derived => ({ derived: place, how });
const OWNER = leftOut("the owner's id: the whole file is the owner's");
const SECRET = leftOut("a sign-in secret (a hash), never exported");
const INTERNAL = leftOut("bookkeeping of the service, not information about the person");

export const USERS_PLAN = {
  id: "profile.id",
  email: "profile.email",
  firstName: "profile.firstName",
  lastName: "profile.lastName",
  profileImageUrl: "profile.profileImageUrl",
  passwordHash: SECRET,
  emailVerified: "profile.emailVerified",
  verificationToken: SECRET,
  verificationTokenExpires: leftOut("when an emailed link stops working: sign-in state"),
  resetPasswordToken: SECRET,
  resetPasswordExpires: leftOut("when an emailed link stops working: sign-in state"),
  authProvider: "profile.authProvider",
  role: "profile.role",
  subscriptionTier: "subscription.tier",
  stripeCustomerId: "subscription.stripeCustomerId",
  stripeSubscriptionId: "subscription.stripeSubscriptionId",
  subscriptionStatus: "subscription.status",
  subscriptionUpdatedAt: leftOut("the time of the last payment-provider event applied: an ordering guard"),
  trendsUsedThisMonth: "usage.trendsUsedThisMonth",
  scriptsUsedThisMonth: "usage.scriptsUsedThisMonth",
  monthlyTrendLimit: "usage.monthlyTrendLimit",
  subscriptionEndsAt: "subscription.subscriptionEndsAt",
  lastUsageReset: "usage.lastUsageReset",
  usageResetPeriod: "usage.usageResetPeriod",
  gdprConsent: "consents.gdprConsent",
  gdprConsentDate: "consents.gdprConsentDate",
  marketingConsent: "consents.marketingConsent",
  analyticsConsent: "consents.analyticsConsent",
  conversionTrackingConsent: "consents.conversionTrackingConsent",
  dataProcessingConsent: leftOut("always true in the file: the basis of the service, not an optional consent"),
  consentVersion: "consents.consentVersion",
  dataRetentionDate: "profile.dataRetentionDate",
  sessionVersion: INTERNAL,
  revokedSessions: leftOut("ids of signed-out sessions: sign-in state, not information about the person"),
  trendsVersion: INTERNAL,
  createdAt: "profile.createdAt",
  updatedAt: "profile.updatedAt",
} satisfies Plan<Prisma.UserScalarFieldEnum>;

export const ACCOUNTS_PLAN = {
  id: INTERNAL,
  userId: OWNER,
  type: "linkedSignInProviders[].type",
  provider: "linkedSignInProviders[].provider",
  providerAccountId: "linkedSignInProviders[].providerAccountId",
  scope: "linkedSignInProviders[].scope",
  refresh_token: leftOut("a sign-in provider's token, never exported"),
  access_token: leftOut("a sign-in provider's token, never exported"),
  id_token: leftOut("a sign-in provider's token, never exported"),
  expires_at: leftOut("when a provider's token expires: sign-in state"),
  token_type: leftOut("the kind of a provider's token: sign-in state"),
  session_state: leftOut("a provider's session handle: sign-in state"),
} satisfies Plan<Prisma.AccountScalarFieldEnum>;

export const TRENDS_PLAN = {
  id: "trends[].id",
  userId: OWNER,
  niche: "trends[].niche",
  title: "trends[].title",
  description: "trends[].description",
  engagement: "trends[].engagement",
  hashtags: "trends[].hashtags",
  status: "trends[].status",
  source: "trends[].source",
  generatedBy: "trends[].generatedBy",
  fallbackReason: "trends[].fallbackReason",
  verified: "trends[].verified",
  confidence: "trends[].confidence",
  topic: "trends[].topic",
  kind: "trends[].kind",
  createdAt: "trends[].createdAt",
} satisfies Plan<Prisma.TrendScalarFieldEnum>;

export const VIDEO_IDEAS_PLAN = {
  id: "trends[].videoIdeas[].id",
  trendId: leftOut("the trend it belongs to: the idea sits inside that trend in the file"),
  hook: "trends[].videoIdeas[].hook",
  outline: "trends[].videoIdeas[].outline",
  engagementPotential: "trends[].videoIdeas[].engagementPotential",
  estimatedViews: "trends[].videoIdeas[].estimatedViews",
  createdAt: "trends[].videoIdeas[].createdAt",
} satisfies Plan<Prisma.VideoIdeaScalarFieldEnum>;

export const TREND_EVIDENCE_PLAN = {
  trendId: leftOut("the trend it belongs to: the evidence sits inside that trend in the file"),
  score: "trends[].evidence.score",
  growthPct: "trends[].evidence.growthPct",
  baselineDays: "trends[].evidence.baselineDays",
  baselineMentions: "trends[].evidence.baselineMentions",
  lifecycle: "trends[].evidence.lifecycle",
  factors: "trends[].evidence.factors",
  series: "trends[].evidence.series",
  topItems: "trends[].evidence.topItems",
  sources: "trends[].evidence.sources",
  newestAt: "trends[].evidence.newestAt",
  adjacentFrom: "trends[].evidence.adjacentFrom",
  story: "trends[].evidence.story",
  reach: "trends[].evidence.reach",
  figuresFrom: "trends[].evidence.figuresFrom",
} satisfies Plan<Prisma.TrendEvidenceScalarFieldEnum>;

export const SCRIPTS_PLAN = {
  id: "scripts[].id",
  userId: OWNER,
  ideaId: "scripts[].ideaId",
  niche: "scripts[].niche",
  trendTitle: "scripts[].trendTitle",
  topic: "scripts[].topic",
  kind: "scripts[].kind",
  hook: "scripts[].hook",
  outline: "scripts[].outline",
  content: "scripts[].content",
  beats: "scripts[].beats",
  durationS: "scripts[].durationS",
  model: "scripts[].model",
  platform: "scripts[].platform",
  caption: "scripts[].caption",
  hashtags: "scripts[].hashtags",
  editedAt: "scripts[].editedAt",
  fallbackReason: "scripts[].fallbackReason",
  createdAt: "scripts[].createdAt",
} satisfies Plan<Prisma.ScriptScalarFieldEnum>;

export const SUPPORT_TICKETS_PLAN = {
  id: "supportTickets[].ticketId",
  userId: OWNER,
  email: "supportTickets[].email",
  subject: "supportTickets[].subject",
  message: "supportTickets[].message",
  category: "supportTickets[].category",
  priority: "supportTickets[].priority",
  status: "supportTickets[].status",
  channel: "supportTickets[].channel",
  createdAt: "supportTickets[].createdAt",
} satisfies Plan<Prisma.SupportTicketScalarFieldEnum>;

export const BILLING_RECORDS_PLAN = {
  id: INTERNAL,
  userId: OWNER,
  kind: "billing.records[].kind",
  stripeId: "billing.records[].stripeId",
  chargeId: "billing.records[].chargeId",
  amount: "billing.records[].amountCents",
  currency: "billing.records[].currency",
  reason: "billing.records[].reason",
  details: "billing.records[].details",
  actorEmail: leftOut("the address of the staff member who made a refund: someone else's data"),
  createdAt: "billing.records[].createdAt",
} satisfies Plan<Prisma.BillingRecordScalarFieldEnum>;

export const CHECKOUT_SESSIONS_PLAN = {
  id: "billing.checkoutSessions[].id",
  userId: OWNER,
  tier: "billing.checkoutSessions[].tier",
  isYearly: "billing.checkoutSessions[].isYearly",
  status: "billing.checkoutSessions[].status",
  paymentStatus: "billing.checkoutSessions[].paymentStatus",
  amountTotal: "billing.checkoutSessions[].amountTotalCents",
  currency: "billing.checkoutSessions[].currency",
  customerEmail: "billing.checkoutSessions[].customerEmail",
  createdAt: "billing.checkoutSessions[].createdAt",
  fulfilledAt: "billing.checkoutSessions[].fulfilledAt",
} satisfies Plan<Prisma.CheckoutSessionScalarFieldEnum>;

export const USAGE_PERIODS_PLAN = {
  userId: OWNER,
  periodStart: "usage.history[].periodStart",
  trendsUsed: "usage.history[].trendsUsed",
  scriptsUsed: "usage.history[].scriptsUsed",
} satisfies Plan<Prisma.UsagePeriodScalarFieldEnum>;

export const GDPR_AUDIT_LOG_PLAN = {
  id: INTERNAL,
  userId: OWNER,
  action: "auditEvents[].action",
  dataType: "auditEvents[].dataType",
  details: "auditEvents[].details",
  ipAddress: "auditEvents[].ipAddress",
  userAgent: "auditEvents[].userAgent",
  timestamp: "auditEvents[].timestamp",
} satisfies Plan<Prisma.GdprAuditLogScalarFieldEnum>;

export const RETENTION_SCHEDULE_PLAN = {
  id: INTERNAL,
  userId: OWNER,
  dataType: "retentionSchedule[].dataType",
  retentionPeriod: "retentionSchedule[].retentionPeriodDays",
  scheduledDeletion: "retentionSchedule[].scheduledDeletion",
  status: "retentionSchedule[].status",
  createdAt: "retentionSchedule[].createdAt",
} satisfies Plan<Prisma.DataRetentionScheduleScalarFieldEnum>;

export const NICHE_FOLLOWS_PLAN = {
  id: INTERNAL,
  userId: OWNER,
  nicheKey: leftOut("the niche's lookup key; the niche's name is exported"),
  niche: "dailyBrief.followedNiches[].niche",
  createdAt: "dailyBrief.followedNiches[].followedAt",
} satisfies Plan<Prisma.NicheFollowScalarFieldEnum>;

export const BRIEF_SETTINGS_PLAN = {
  userId: OWNER,
  timeZone: "dailyBrief.settings.timeZone",
  digestEmail: "dailyBrief.settings.digestEmail",
  lastSeenAt: "dailyBrief.settings.lastSeenAt",
  nextBriefDate: derived("dailyBrief.settings.nextBriefDate", "the day, in the user's zone"),
  nextBriefAt: leftOut("the scheduler's next run: the day is exported as nextBriefDate"),
  createdAt: INTERNAL,
  updatedAt: INTERNAL,
} satisfies Plan<Prisma.BriefSettingsScalarFieldEnum>;

export const BRIEF_DELIVERIES_PLAN = {
  id: INTERNAL,
  userId: OWNER,
  briefDate: derived("dailyBrief.briefs[].date", "the day"),
  status: INTERNAL,
  niches: derived("dailyBrief.briefs[].niches", "each brief's niche with what it held, in place of the ids"),
  digest: "dailyBrief.briefs[].digestEmail.status",
  digestReason: "dailyBrief.briefs[].digestEmail.reason",
  emailId: leftOut("the email provider's message id"),
  attempts: INTERNAL,
  claimedAt: INTERNAL,
  completedAt: "dailyBrief.briefs[].digestEmail.at",
} satisfies Plan<Prisma.BriefDeliveryScalarFieldEnum>;

export const CREATOR_CHANNELS_PLAN = {
  id: INTERNAL,
  userId: OWNER,
  channelId: "youtubeChannels[].channelId",
  handle: "youtubeChannels[].handle",
  title: "youtubeChannels[].title",
  role: "youtubeChannels[].role",
  readAt: "youtubeChannels[].readAt",
  readError: "youtubeChannels[].readError",
  apiReadAt: INTERNAL,
  createdAt: "youtubeChannels[].createdAt",
  updatedAt: INTERNAL,
} satisfies Plan<Prisma.CreatorChannelScalarFieldEnum>;

export const CHANNEL_VIDEOS_PLAN = {
  id: INTERNAL,
  channelRef: leftOut("the channel's row id: each video is listed under its channel"),
  videoId: "youtubeChannels[].videos[].videoId",
  title: "youtubeChannels[].videos[].title",
  tags: "youtubeChannels[].videos[].tags",
  publishedAt: "youtubeChannels[].videos[].publishedAt",
  durationS: "youtubeChannels[].videos[].durationS",
  format: "youtubeChannels[].videos[].format",
  formatBasis: "youtubeChannels[].videos[].formatBasis",
  views: "youtubeChannels[].videos[].views",
  likes: "youtubeChannels[].videos[].likes",
  comments: "youtubeChannels[].videos[].comments",
  observedAt: "youtubeChannels[].videos[].observedAt",
} satisfies Plan<Prisma.ChannelVideoScalarFieldEnum>;

export const CHANNEL_SNAPSHOTS_PLAN = {
  videoRef: leftOut("the video's row id: each snapshot is listed under its video"),
  observedAt: "youtubeChannels[].videos[].snapshots[].observedAt",
  views: "youtubeChannels[].videos[].snapshots[].views",
} satisfies Plan<Prisma.ChannelVideoSnapshotScalarFieldEnum>;

export const FILMED_IDEAS_PLAN = {
  id: INTERNAL,
  userId: OWNER,
  ideaId: "filmedIdeas[].ideaId",
  niche: "filmedIdeas[].niche",
  trendTitle: "filmedIdeas[].trendTitle",
  hook: "filmedIdeas[].hook",
  channelVideoRef: leftOut("the stored upload's row id: the video is named by its YouTube id"),
  videoId: "filmedIdeas[].videoId",
  title: "filmedIdeas[].title",
  format: "filmedIdeas[].format",
  publishedAt: "filmedIdeas[].publishedAt",
  results: "filmedIdeas[].results",
  resultsAt: "filmedIdeas[].resultsAt",
  createdAt: "filmedIdeas[].createdAt",
  updatedAt: INTERNAL,
} satisfies Plan<Prisma.FilmedIdeaScalarFieldEnum>;

/** Every table the export covers, by its Prisma model, with its plan. */
export const EXPORT_PLAN = {
  user: USERS_PLAN,
  account: ACCOUNTS_PLAN,
  trend: TRENDS_PLAN,
  videoIdea: VIDEO_IDEAS_PLAN,
  trendEvidence: TREND_EVIDENCE_PLAN,
  script: SCRIPTS_PLAN,
  supportTicket: SUPPORT_TICKETS_PLAN,
  billingRecord: BILLING_RECORDS_PLAN,
  checkoutSession: CHECKOUT_SESSIONS_PLAN,
  usagePeriod: USAGE_PERIODS_PLAN,
  gdprAuditLog: GDPR_AUDIT_LOG_PLAN,
  dataRetentionSchedule: RETENTION_SCHEDULE_PLAN,
  nicheFollow: NICHE_FOLLOWS_PLAN,
  briefSettings: BRIEF_SETTINGS_PLAN,
  briefDelivery: BRIEF_DELIVERIES_PLAN,
  creatorChannel: CREATOR_CHANNELS_PLAN,
  channelVideo: CHANNEL_VIDEOS_PLAN,
  channelVideoSnapshot: CHANNEL_SNAPSHOTS_PLAN,
  filmedIdea: FILMED_IDEAS_PLAN,
} as const;

const isoOrValue = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

/**
 * One row as the export writes it: each exported column under the last name of its place in the
 * file, timestamps as ISO strings. Only for tables whose exported columns all sit in one object.
 */
export function exportedColumns<Row extends object>(row: Row, plan: Record<string, Place>) {
  const out: Record<string, unknown> = {};
  for (const [column, place] of Object.entries(plan)) {
    if (typeof place !== "string") continue;
    out[place.slice(place.lastIndexOf(".") + 1)] = isoOrValue((row as Record<string, unknown>)[column]);
  }
  return out;
}
