// POST /api/develop-script: develops a video idea into a timed 60-90 s script; uses one unit of the monthly script quota.
import type { ScriptStreamEvent } from "@/lib/dto";
import { ndjsonResponse, wantsStream } from "@/lib/http/ndjson";
import { route } from "@/lib/http/route";
import { developScriptSchema } from "@/lib/schemas/trends";
import { developScriptForUser } from "@/lib/video-scripts/service";

export const dynamic = "force-dynamic";
export const maxDuration = 300;

// With `Accept: application/x-ndjson` the script streams beat by beat; without it, one JSON answer.
const rateLimit = { name: "develop-script", limit: 120, windowS: 60 };

export const POST = route({ access: "user", body: developScriptSchema, rateLimit }, async ({ req, user, body }) => {
  if (!wantsStream(req)) return developScriptForUser(user, body, { signal: req.signal });
  return ndjsonResponse<ScriptStreamEvent, Awaited<ReturnType<typeof developScriptForUser>>>(
    req,
    (emit, signal) => developScriptForUser(user, body, { signal, emit }),
    (result) => ({ type: "done", result }),
  );
});
