// POST /api/scripts/{scriptId}/regenerate-beat: rewrites one beat (the plan's model when one is set up, else
// the offline writer), keeps the rest, saves and returns the script.
import { enforce } from "@/lib/auth/rate-limit";
import { route } from "@/lib/http/route";
import { regenerateBeatSchema, scriptParamsSchema } from "@/lib/schemas/trends";
import { regenerateScriptBeat } from "@/lib/scripts/edits";

export const dynamic = "force-dynamic";
export const maxDuration = 300;

export const POST = route(
  { access: "user", params: scriptParamsSchema, body: regenerateBeatSchema },
  async ({ req, user, params, body }) => {
    await enforce(
      [{ key: `script-beat:${user.id}`, limit: 120, windowS: 60 }],
      "Too many requests. Please wait a moment and try again.",
    );
    return regenerateScriptBeat(user, params.scriptId, body, req.signal);
  },
);
