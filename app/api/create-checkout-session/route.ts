// POST /api/create-checkout-session: starts a Stripe Checkout for a paid plan; answers { url }.
import { createCheckout, TOO_MANY_REQUESTS } from "@/lib/billing/checkout";
import { route } from "@/lib/http/route";
import { checkoutRequestSchema } from "@/lib/schemas/billing";

export const dynamic = "force-dynamic";

const rateLimit = { name: "checkout", limit: 10, windowS: 600, message: TOO_MANY_REQUESTS };

export const POST = route({ access: "user", body: checkoutRequestSchema, rateLimit }, async ({ user, body }) =>
  createCheckout(user, body.tier, body.isYearly),
);
