// GET /api/payment/session-details/{sessionId}: verifies (and fulfils) the caller's own checkout session.
import { TOO_MANY_REQUESTS } from "@/lib/billing/checkout";
import { sessionDetails } from "@/lib/billing/session-details";
import { route } from "@/lib/http/route";
import { sessionIdParamsSchema } from "@/lib/schemas/billing";

export const dynamic = "force-dynamic";

const rateLimit = { name: "session-details", limit: 30, windowS: 60, message: TOO_MANY_REQUESTS };

export const GET = route({ access: "user", params: sessionIdParamsSchema, rateLimit }, async ({ user, params }) =>
  sessionDetails(user, params.sessionId),
);
