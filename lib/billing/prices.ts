// Price ids per paid tier and billing interval (STRIPE_PRICE_* env), and the way back from a price
// id to a tier (what a subscription or checkout line item was actually bought at).
import "server-only";
import { env } from "@/env";
import { isPaidTier, type PaidTier } from "@/lib/plans";

const PRICE_ENV: Record<PaidTier, { monthly: keyof typeof env; yearly: keyof typeof env }> = {
  pro: { monthly: "STRIPE_PRICE_PRO_MONTHLY", yearly: "STRIPE_PRICE_PRO_YEARLY" },
  studio: { monthly: "STRIPE_PRICE_STUDIO_MONTHLY", yearly: "STRIPE_PRICE_STUDIO_YEARLY" },
  enterprise: { monthly: "STRIPE_PRICE_ENTERPRISE_MONTHLY", yearly: "STRIPE_PRICE_ENTERPRISE_YEARLY" },
};

export function priceIdFor(tier: PaidTier, isYearly: boolean): string | undefined {
  const value = env[PRICE_ENV[tier][isYearly ? "yearly" : "monthly"]];
  return typeof value === "string" && value ? value : undefined;
}

/** The tier and interval a configured price id belongs to, or null for an unknown price. */
export function tierForPriceId(priceId: string | null | undefined): { tier: PaidTier; isYearly: boolean } | null {
  if (!priceId) return null;
  for (const tier of Object.keys(PRICE_ENV) as PaidTier[]) {
    if (priceIdFor(tier, false) === priceId) return { tier, isYearly: false };
    if (priceIdFor(tier, true) === priceId) return { tier, isYearly: true };
  }
  return null;
}

/** A paid tier from metadata we wrote ourselves at checkout (never from a request). */
export function tierFromMetadata(metadata: Record<string, string> | null | undefined): PaidTier | null {
  const tier = metadata?.tier;
  return isPaidTier(tier) ? tier : null;
}
