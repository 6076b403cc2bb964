// The privacy facts the app states in three places (the /privacy page, the data export's Art. 15
// section and the retention job): one source, so they cannot drift apart. Pure data.

// YouTube's developer policies let public data (titles, counts, the channels behind them) be kept
// 30 days without a fresh read from the API: every store of YouTube data sweeps by this.
export const YOUTUBE_KEEP_DAYS = 30;

/** Kept for: billing 7 years, analytics 2 years, security logs 1 year. */
export const RETENTION_DAYS = {
  billing: 7 * 365,
  analytics: 2 * 365,
  security_logs: 365,
  email_outbox: 365,
  // A connected channel's videos not read again within YouTube's limit, and every view snapshot
  // older than that, go.
  channel_data: YOUTUBE_KEEP_DAYS,
} as const;

/** Data types a user's data_retention_schedule rows cover. */
export const SCHEDULED_TYPES = ["billing", "analytics", "security_logs"] as const;
export type ScheduledType = (typeof SCHEDULED_TYPES)[number];

export const PRIVACY_RESPONSE_DAYS = 30;

export const RETENTION_TEXT: { data: string; period: string }[] = [
  { data: "Account, trends, video ideas, scripts and support tickets", period: "Until you delete your account" },
  {
    data: "The videos you mark as filmed: the idea, the video's id, title and date, and the results worked out for it",
    period:
      "Until you unlink it or delete your account; the video's title only until 30 days after it was last read from YouTube",
  },
  {
    data: "Billing records (payments, refunds, plan changes)",
    period: "7 years (tax and accounting law), anonymised after account deletion",
  },
  { data: "Analytics and usage history", period: "2 years" },
  {
    data: "Your connected YouTube channels' public video data (titles, view counts and the app's snapshots of them)",
    period: "30 days from when it was last read from YouTube; the channel itself until you disconnect it",
  },
  { data: "Daily brief history (each day's briefs and whether the digest email was sent)", period: "90 days" },
  { data: "Security logs (sign-in, export and audit events) and sent emails", period: "1 year" },
  { data: "Consent records", period: "While your account exists, then 1 year as proof of consent" },
];

/** Art. 15(1) GDPR information included in every data export. */
export function art15Information(contactEmail: string) {
  return {
    controller: { name: "TrendScript", contact: contactEmail },
    purposes: [
      "Providing the service: trend reports, video ideas and scripts for your chosen niche (contract, Art. 6(1)(b))",
      "Account security, abuse prevention and rate limiting (legitimate interest, Art. 6(1)(f))",
      "Billing and subscription management (contract and legal obligation, Art. 6(1)(b) and (c))",
      "Customer support (contract)",
      "Product updates and marketing emails, analytics and ad conversion measurement, only with your consent (Art. 6(1)(a))",
    ],
    categoriesOfData: [
      "Identity and contact data (email, name, profile image)",
      "Linked sign-in providers (provider name and account id)",
      "Content you create (niches, trends, video ideas, scripts, which video you filmed for an idea)",
      "Followed niches, daily-brief settings (time zone, digest email) and the briefs you received",
      "The YouTube channels you connect and the public data of their videos (titles, tags, durations, view, like and comment counts)",
      "Support requests",
      "Subscription, billing and usage data",
      "Consent choices and privacy audit events (with IP address and browser user agent)",
    ],
    recipients: [
      "Stripe (card payments and subscriptions), when you buy a paid plan",
      "Resend (email delivery)",
      "The AI model provider configured for your plan (only the niche and trend text, never your identity)",
      "Our hosting and database providers (processors under contract)",
    ],
    retention: RETENTION_TEXT,
    rights: [
      "Access (Art. 15): this export",
      "Rectification (Art. 16): edit your profile or contact support",
      "Erasure (Art. 17): /privacy/delete",
      "Restriction of processing (Art. 18) and objection (Art. 21): contact support",
      "Data portability (Art. 20): this machine-readable JSON file",
      "Withdraw consent at any time (Art. 7(3)): /privacy/consent",
      "Lodge a complaint with a supervisory authority (Art. 77)",
    ],
    source:
      "All data was provided by you or created by your use of the service; trend signals come from public video and community listings.",
    automatedDecisionMaking:
      "None with legal or similarly significant effects (Art. 22). AI is used only to draft trends, ideas and scripts for you.",
    internationalTransfers: "Processors outside the EEA are used under Standard Contractual Clauses.",
    responseTime: `We answer privacy requests within ${PRIVACY_RESPONSE_DAYS} days.`,
  };
}
