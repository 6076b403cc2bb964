// POST /api/scripts/{scriptId}/regenerate-beat: rewrites one beat (the plan's model when one is set up, else
// the offline writer), keeps the rest, saves and returns the script.
import { route } from "@/lib/http/route";
import { regenerateBeatSchema, scriptParamsSchema } from "@/lib/schemas/trends";
import { regenerateScriptBeat } from "@/lib/video-scripts/edits";

export const dynamic = "force-dynamic";
export const maxDuration = 300;

export const POST = route(
  {
    access: "user",
    params: scriptParamsSchema,
    body: regenerateBeatSchema,
    // Each rewrite may be a model call: a creator reworking a script clicks far less than this.
    rateLimit: { name: "script-beat", limit: 20, windowS: 60 },
  },
  async ({ req, user, params, body }) => regenerateScriptBeat(user, params.scriptId, body, req.signal),
);
