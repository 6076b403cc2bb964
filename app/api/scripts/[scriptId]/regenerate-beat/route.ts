// POST /api/scripts/{scriptId}/regenerate-beat: rewrites one beat, keeps the rest, saves and returns the script.
import { route } from "@/lib/http/route";
import { regenerateBeatSchema, scriptParamsSchema } from "@/lib/schemas/trends";
import { regenerateScriptBeat } from "@/lib/scripts/edits";

export const dynamic = "force-dynamic";

export const POST = route(
  {
    access: "user",
    params: scriptParamsSchema,
    body: regenerateBeatSchema,
    rateLimit: { name: "script-beat", limit: 120, windowS: 60 },
  },
  async ({ user, params, body }) => regenerateScriptBeat(user, params.scriptId, body),
);
