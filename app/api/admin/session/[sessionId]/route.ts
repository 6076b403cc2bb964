// GET /api/admin/session/{sessionId}: a Stripe checkout session with its matched user and verification status.
import { lookupSession } from "@/lib/admin/sessions";
import { route } from "@/lib/http/route";
import { sessionParams } from "@/lib/schemas/admin";

export const dynamic = "force-dynamic";

export const GET = route({ access: "admin", stripeDetail: true, params: sessionParams }, async ({ params }) =>
  lookupSession(params.sessionId),
);
