// POST /api/trends/clear: deletes the signed-in user's trends (with their ideas) for a niche.
import { route } from "@/lib/http/route";
import { clearTrendsSchema } from "@/lib/schemas/trends";
import { listTrendsRoute } from "../list-route";
import { clearTrends } from "@/lib/trends/service";

export const dynamic = "force-dynamic";

export const POST = route({ access: "user", body: clearTrendsSchema }, async ({ user, body }) => ({
  cleared: await clearTrends(user.id, body.niche),
}));

// GET /api/trends/clear: the trends of the niche literally named "clear" (this static route shadows [niche]).
export const GET = listTrendsRoute("clear");
