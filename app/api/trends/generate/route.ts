// POST /api/trends/generate: one trend report (3-5 trends, 3 ideas each) for a niche; uses one unit of the monthly quota.
import { enforce } from "@/lib/auth/rate-limit";
import { route } from "@/lib/http/route";
import { generateTrendsSchema } from "@/lib/schemas/trends";
import { listTrendsRoute } from "@/lib/trends/list-route";
import { generateTrends } from "@/lib/trends/service";

export const dynamic = "force-dynamic";
// Generation runs inside the request: sources, then up to two model attempts, then the offline engine.
export const maxDuration = 60;

export const POST = route({ access: "user", body: generateTrendsSchema }, async ({ user, body }) => {
  await enforce([{ key: `trends-generate:${user.id}`, limit: 30, windowS: 60 }], "Too many requests. Please wait a moment and try again.");
  return generateTrends(user, body.niche);
});

// GET /api/trends/generate: the trends of the niche literally named "generate" (this static route shadows [niche]).
export const GET = listTrendsRoute("generate");
