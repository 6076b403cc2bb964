// GET /api/payment/session-details/{sessionId}: verifies (and fulfils) the caller's own checkout session.
import { sessionDetails } from "@/lib/billing/session-details";
import { route } from "@/lib/http/route";
import { sessionIdParamsSchema } from "@/lib/schemas/billing";

export const dynamic = "force-dynamic";

export const GET = route({ access: "user", params: sessionIdParamsSchema }, async ({ user, params }) =>
  sessionDetails(user, params.sessionId),
);
