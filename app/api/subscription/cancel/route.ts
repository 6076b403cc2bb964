// POST /api/subscription/cancel: cancels the paid plan (Stripe: at the period end; admin-set: now) and says which.
import { enforce } from "@/lib/auth/rate-limit";
import { TOO_MANY_REQUESTS } from "@/lib/billing/checkout";
import { cancelSubscription } from "@/lib/billing/subscriptions";
import { route } from "@/lib/http/route";
import { emptyBodySchema } from "@/lib/schemas/billing";

export const dynamic = "force-dynamic";

export const POST = route({ access: "user", body: emptyBodySchema }, async ({ user }) => {
  await enforce([{ key: `subscription-change:${user.id}`, limit: 10, windowS: 600 }], TOO_MANY_REQUESTS);
  return cancelSubscription(user);
});
