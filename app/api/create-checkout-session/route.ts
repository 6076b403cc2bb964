// POST /api/create-checkout-session: starts a Stripe Checkout for a paid plan; answers { url }.
import { createCheckout } from "@/lib/billing/checkout";
import { route } from "@/lib/http/route";
import { checkoutRequestSchema } from "@/lib/schemas/billing";

export const dynamic = "force-dynamic";

export const POST = route({ access: "user", body: checkoutRequestSchema }, async ({ user, body }) =>
  createCheckout(user, body.tier, body.isYearly),
);
