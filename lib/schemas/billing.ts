// Billing request shapes, shared by the pricing page and the route handlers.
import "./zod-setup";
import { z } from "zod";
import { PAID_TIERS } from "@/lib/plans";

/** POST /api/create-checkout-session: only a paid tier and the interval (strict: nothing else). */
export const checkoutRequestSchema = z
  .object({
    tier: z.enum(PAID_TIERS, { error: "Please choose a paid plan" }),
    isYearly: z.boolean().default(false),
  })
  .strict();
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** A Stripe Checkout session id (test or live). */
export const CHECKOUT_SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]+$/;
export const sessionIdParamsSchema = z.object({
  sessionId: z.string().max(255).regex(CHECKOUT_SESSION_ID, "Invalid checkout session id"),
});

/** The success page uses session_id only if it starts with cs_ and is longer than 10 characters. */
export function usableSessionId(value: string | null | undefined): string | null {
  return typeof value === "string" && value.startsWith("cs_") && value.length > 10 ? value : null;
}

/** Bodiless POSTs (cancel, downgrade): any JSON object sent must be empty. */
export const emptyBodySchema = z.object({}).strict();
