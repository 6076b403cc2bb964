// POST /api/subscription/cancel: cancels the paid plan (Stripe: at the period end; admin-set: now) and says which.
import { TOO_MANY_REQUESTS } from "@/lib/billing/checkout";
import { cancelSubscription } from "@/lib/billing/subscriptions";
import { route } from "@/lib/http/route";
import { emptyBodySchema } from "@/lib/schemas/billing";

export const dynamic = "force-dynamic";

// Cancelling and downgrading share one bucket.
const rateLimit = { name: "subscription-change", limit: 10, windowS: 600, message: TOO_MANY_REQUESTS };

export const POST = route({ access: "user", body: emptyBodySchema, rateLimit }, async ({ user }) =>
  cancelSubscription(user),
);
