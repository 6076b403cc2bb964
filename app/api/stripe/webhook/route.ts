// POST /api/stripe/webhook: Stripe events (signature checked on the raw body; deduplicated by event id).
import { handleStripeEvent, verifyWebhook } from "@/lib/billing/webhook";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// Stripe posts from its own servers: no browser Origin to check, the signature is the check.
export const POST = route({ access: "public", sameOrigin: false }, async ({ req }) => {
  const event = verifyWebhook(await req.text(), req.headers.get("stripe-signature"));
  return handleStripeEvent(event);
});
