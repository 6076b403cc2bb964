// POST /api/admin/manual-downgrade: move a user to the free plan (ending any Stripe subscription).
import { actorOf } from "@/lib/admin/actor";
import { manualDowngrade } from "@/lib/admin/refunds";
import { route } from "@/lib/http/route";
import { manualDowngradeSchema } from "@/lib/schemas/admin";

export const dynamic = "force-dynamic";

export const POST = route(
  { access: "admin", stripeDetail: true, body: manualDowngradeSchema },
  async ({ user, body }) => manualDowngrade(actorOf(user), body.email, body.reason),
);
