// POST /api/subscription/downgrade-to-free: moves the user to the free plan now (ending any Stripe subscription).
import { enforce } from "@/lib/auth/rate-limit";
import { TOO_MANY_REQUESTS } from "@/lib/billing/checkout";
import { downgradeToFree } from "@/lib/billing/subscriptions";
import { route } from "@/lib/http/route";
import { emptyBodySchema } from "@/lib/schemas/billing";

export const dynamic = "force-dynamic";

export const POST = route({ access: "user", body: emptyBodySchema }, async ({ user }) => {
  await enforce([{ key: `subscription-change:${user.id}`, limit: 10, windowS: 600 }], TOO_MANY_REQUESTS);
  return downgradeToFree(user);
});
