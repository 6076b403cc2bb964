// POST /api/stripe/webhook: Stripe events (signature checked on the raw body; deduplicated by event id).
import { handleStripeEvent, verifyWebhook } from "@/lib/billing/webhook";
import { readBodyText } from "@/lib/http/body";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// Stripe's events are a few kilobytes (well under this): anything bigger is not from Stripe.
const WEBHOOK_MAX_BYTES = 1024 * 1024;

// Stripe posts from its own servers: no browser Origin to check, the signature is the check.
export const POST = route({ access: "public", sameOrigin: false }, async ({ req }) => {
  const event = verifyWebhook(await readBodyText(req, WEBHOOK_MAX_BYTES), req.headers.get("stripe-signature"));
  return handleStripeEvent(event);
});
