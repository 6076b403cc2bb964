// PATCH /api/scripts/{scriptId}: saves the creator's edited beats; timings are recomputed from the words.
import { route } from "@/lib/http/route";
import { saveScriptSchema, scriptParamsSchema } from "@/lib/schemas/trends";
import { saveScript } from "@/lib/video-scripts/edits";

export const dynamic = "force-dynamic";

export const PATCH = route(
  {
    access: "user",
    params: scriptParamsSchema,
    body: saveScriptSchema,
    rateLimit: { name: "script-edit", limit: 240, windowS: 60 },
  },
  async ({ user, params, body }) => saveScript(user, params.scriptId, body),
);
