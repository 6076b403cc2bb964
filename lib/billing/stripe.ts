// The Stripe client (pinned API version). Unset STRIPE_SECRET_KEY = billing not configured: the
// checkout answers 503 with BILLING_NOT_CONFIGURED and admins can still set tiers by hand.
// STRIPE_API_URL points the SDK at another host (the local stand-in in tests).
import "server-only";
import Stripe from "stripe";
import { env } from "@/env";
import { unavailable } from "@/lib/errors";

export const STRIPE_API_VERSION = "2026-10-28.endive" as const;
export const BILLING_NOT_CONFIGURED =
  "Billing is not configured on this server. Please contact support to change plans.";

let cached: { key: string; client: Stripe } | undefined;

export function billingConfigured(): boolean {
  return Boolean(env.STRIPE_SECRET_KEY);
}

/** The Stripe client, or a 503 ApiError when billing is not configured. */
export function stripe(): Stripe {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) throw unavailable(BILLING_NOT_CONFIGURED);
  if (cached?.key === key) return cached.client;
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined;
  const client = new Stripe(key, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === "https:" ? 443 : 80)),
          protocol: api.protocol.replace(":", "") as "http" | "https",
        }
      : {}),
  });
  cached = { key, client };
  return client;
}
