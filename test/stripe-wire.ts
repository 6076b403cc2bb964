// What travels between the app and the Stripe stand-in (test/stripe-stub.ts): the SDK's
// form-encoded request bodies, signed webhook bodies, and the env that points a server at the
// stand-in with its default prices.
import Stripe from "stripe";
import { now, type PriceSpec } from "./stripe-objects";

/** Stripe's form encoding (`a[b][0][c]=1`) to nested objects; numeric keys become arrays. */
export function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, i) => {
      const key = part === "" && Array.isArray(node) ? String(node.length) : part;
      if (i === parts.length - 1) (node as Record<string, unknown>)[key] = value;
      else {
        const nextIsIndex = /^\d*$/.test(parts[i + 1]);
        const holder = node as Record<string, unknown>;
        holder[key] ??= nextIsIndex ? [] : {};
        node = holder[key] as Record<string, unknown>;
      }
    });
  }
  return root;
}

/** Default prices matching the plan table (cents). */
export const DEFAULT_PRICES: Record<string, PriceSpec> = {
  price_pro_monthly: { amount: 1900, interval: "month" },
  price_pro_yearly: { amount: 15300, interval: "year" },
  price_studio_monthly: { amount: 4900, interval: "month" },
  price_studio_yearly: { amount: 39400, interval: "year" },
  price_enterprise_monthly: { amount: 14900, interval: "month" },
  price_enterprise_yearly: { amount: 119800, interval: "year" },
};

/** The env a server needs to talk to this stand-in with DEFAULT_PRICES. */
export function stubEnv(url: string, webhookSecret = "whsec_test_secret"): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: "sk_test_stand_in",
    STRIPE_API_URL: url,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_PRO_MONTHLY: "price_pro_monthly",
    STRIPE_PRICE_PRO_YEARLY: "price_pro_yearly",
    STRIPE_PRICE_STUDIO_MONTHLY: "price_studio_monthly",
    STRIPE_PRICE_STUDIO_YEARLY: "price_studio_yearly",
    STRIPE_PRICE_ENTERPRISE_MONTHLY: "price_enterprise_monthly",
    STRIPE_PRICE_ENTERPRISE_YEARLY: "price_enterprise_yearly",
  };
}

/** A webhook body and its Stripe-Signature header, signed with the SDK's own test helper. */
export function signedEvent(event: object, secret: string, timestamp = now()): { body: string; header: string } {
  const body = JSON.stringify(event);
  return { body, header: Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp }) };
}
