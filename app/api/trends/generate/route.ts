// POST /api/trends/generate: one trend report (3-5 trends, 3 ideas each) for a niche; uses one unit of the monthly quota.
import { ndjsonResponse, wantsStream } from "@/lib/http/ndjson";
import { route } from "@/lib/http/route";
import { generateTrendsSchema } from "@/lib/schemas/trends";
import { listTrendsRoute } from "../list-route";
import type { TrendStreamEvent } from "@/lib/dto";
import { generateTrends } from "@/lib/trends/service";
import { resolveNiche } from "@/lib/niches";
import { joinCreatorChannels } from "@/lib/channels/niches";

export const dynamic = "force-dynamic";
// Generation runs inside the request: sources, then the models (AI_TIMEOUT_MS caps them, at most
// 5 min), then the offline engine.
export const maxDuration = 300;

// With `Accept: application/x-ndjson` the report streams (each trend as it is written); without
// it, one JSON answer. Either way the creator leaving aborts the model call, and refunds the unit
// unless a finished trend had already been streamed to them.
const rateLimit = { name: "trends-generate", limit: 30, windowS: 60 };

export const POST = route({ access: "user", body: generateTrendsSchema, rateLimit }, async ({ req, user, body }) => {
  // The creator's own and watched channels join the niche's channel set before its round reads it.
  const beforeRound = (nicheKey: string) => joinCreatorChannels(user.id, [nicheKey]);
  if (!wantsStream(req)) return generateTrends(user, resolveNiche(body.niche), { signal: req.signal, beforeRound });
  return ndjsonResponse<TrendStreamEvent, Awaited<ReturnType<typeof generateTrends>>>(
    req,
    (emit, signal) => generateTrends(user, resolveNiche(body.niche), { signal, emit, beforeRound }),
    (result) => ({ type: "done", result }),
  );
});

// GET /api/trends/generate: the trends of the niche literally named "generate" (this static route shadows [niche]).
export const GET = listTrendsRoute("generate");
