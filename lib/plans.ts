// The plan table: names, monthly prices, trend, script and followed-niche limits, AI quality. Pure data: shared by server and client code.
export const TIERS = ["free", "pro", "studio", "enterprise"] as const;
export type Tier = (typeof TIERS)[number];
export const PAID_TIERS = ["pro", "studio", "enterprise"] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

/** Stored limit that means "no limit" (the product's 999999); the API reports it as -1. */
export const UNLIMITED_STORED = 999999;
export const UNLIMITED = -1;

export type Plan = {
  tier: Tier;
  name: string;
  monthlyPrice: number; // dollars
  trendsPerMonth: number; // UNLIMITED_STORED = unlimited
  scriptsPerMonth: number;
  /** Niches followed for the daily brief; UNLIMITED_STORED = unlimited. */
  nicheFollows: number;
  /** The creator's own YouTube channels they may connect (lib/channels). */
  channels: number;
  /** Competitor channels they may watch: their outliers are evidence on the trend cards. */
  competitors: number;
  aiQuality: "Standard" | "Enhanced" | "Advanced" | "Premium";
  features: string[];
};

/** The connected-channels line of a plan's feature list. */
export function channelsFeature(channels: number): string {
  return channels === 1 ? "Connect 1 YouTube channel" : `Connect up to ${channels} YouTube channels`;
}

/** The watched-competitors line of a plan's feature list. */
export function competitorsFeature(competitors: number): string {
  return `Watch up to ${competitors} competitor channels`;
}

/** The daily-brief line of a plan's feature list (pricing cards and 'Your Benefits'). */
export function dailyBriefFeature(follows: number): string {
  if (follows >= UNLIMITED_STORED) return "Daily brief for unlimited followed niches";
  return `Daily brief for ${follows} followed niche${follows === 1 ? "" : "s"}`;
}

export const PLANS: Record<Tier, Plan> = {
  free: {
    tier: "free",
    name: "Creator",
    monthlyPrice: 0,
    trendsPerMonth: 3,
    scriptsPerMonth: 9,
    nicheFollows: 1,
    channels: 1,
    competitors: 5,
    aiQuality: "Standard",
    features: [
      "3 trend reports per month",
      "9 scripts per month",
      dailyBriefFeature(1),
      channelsFeature(1),
      competitorsFeature(5),
      "Standard AI intelligence",
      "3 video ideas per trend",
    ],
  },
  pro: {
    tier: "pro",
    name: "Creator Pro",
    monthlyPrice: 19,
    trendsPerMonth: 25,
    scriptsPerMonth: 100,
    nicheFollows: 3,
    channels: 2,
    competitors: 10,
    aiQuality: "Enhanced",
    features: [
      "25 trend reports per month",
      "100 scripts per month",
      dailyBriefFeature(3),
      channelsFeature(2),
      competitorsFeature(10),
      "Enhanced AI intelligence",
      "Priority support",
    ],
  },
  studio: {
    tier: "studio",
    name: "Creator Studio",
    monthlyPrice: 49,
    trendsPerMonth: 100,
    scriptsPerMonth: UNLIMITED_STORED,
    nicheFollows: 10,
    channels: 5,
    competitors: 20,
    aiQuality: "Advanced",
    features: [
      "100 trend reports per month",
      "Unlimited scripts",
      dailyBriefFeature(10),
      channelsFeature(5),
      competitorsFeature(20),
      "Advanced AI intelligence",
      "Priority support",
    ],
  },
  enterprise: {
    tier: "enterprise",
    name: "Enterprise",
    monthlyPrice: 149,
    trendsPerMonth: UNLIMITED_STORED,
    scriptsPerMonth: UNLIMITED_STORED,
    nicheFollows: UNLIMITED_STORED,
    channels: 20,
    competitors: 20,
    aiQuality: "Premium",
    features: [
      "Unlimited trend reports",
      "Unlimited scripts",
      dailyBriefFeature(UNLIMITED_STORED),
      channelsFeature(20),
      competitorsFeature(20),
      "Premium AI intelligence",
      "Dedicated priority support",
    ],
  },
};

export const YEARLY_DISCOUNT = 0.67;

/** Yearly price: the 12-month total times 0.67, rounded (a 33% discount). */
export function yearlyPrice(tier: Tier): number {
  return Math.round(PLANS[tier].monthlyPrice * 12 * YEARLY_DISCOUNT);
}

export function yearlySavings(tier: Tier): number {
  return PLANS[tier].monthlyPrice * 12 - yearlyPrice(tier);
}

/** A stored limit as the API shows it: 999999 (or more) becomes -1. */
export function apiLimit(stored: number): number {
  return stored >= UNLIMITED_STORED || stored < 0 ? UNLIMITED : stored;
}

export function isUnlimited(limit: number): boolean {
  return limit === UNLIMITED || limit >= UNLIMITED_STORED;
}

export function planLimits(tier: Tier): { trends: number; scripts: number } {
  return { trends: PLANS[tier].trendsPerMonth, scripts: PLANS[tier].scriptsPerMonth };
}

/**
 * Distinct niches a creator may start following in one UTC day, on any plan: following and
 * unfollowing builds briefs and reads sources, so churn through niches is bounded even where the
 * number followed at once is not. Well above a plan's own follow limit, so nobody setting up
 * their niches meets it.
 */
export const NEW_FOLLOWS_PER_DAY: Record<Tier, number> = { free: 3, pro: 6, studio: 20, enterprise: 50 };

/** How many of their own channels a creator on the tier may connect. */
export function channelLimit(tier: Tier): number {
  return PLANS[tier].channels;
}

/** How many competitor channels a creator on the tier may watch. */
export function competitorLimit(tier: Tier): number {
  return PLANS[tier].competitors;
}

/** How many niches the tier may follow for the daily brief (UNLIMITED_STORED = unlimited). */
export function followLimit(tier: Tier): number {
  return PLANS[tier].nicheFollows;
}

export function isTier(value: unknown): value is Tier {
  return typeof value === "string" && (TIERS as readonly string[]).includes(value);
}

export function isPaidTier(value: unknown): value is PaidTier {
  return typeof value === "string" && (PAID_TIERS as readonly string[]).includes(value);
}

/** The AI Intelligence Level shown in settings. */
export const INTELLIGENCE: Record<Tier, { label: string; explanation: string }> = {
  free: {
    label: "Standard Intelligence",
    explanation: "A fast, capable model that turns trend evidence into clear ideas and scripts.",
  },
  pro: {
    label: "Enhanced Intelligence",
    explanation: "Sharper hooks and more niche-aware ideas, with a backup model for reliability.",
  },
  studio: {
    label: "Advanced Intelligence",
    explanation: "A stronger model for deeper trend analysis and more polished, on-brand scripts.",
  },
  enterprise: {
    label: "Premium Intelligence",
    explanation: "Our top model for the most nuanced analysis, with priority capacity.",
  },
};
