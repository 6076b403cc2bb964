// PATCH /api/scripts/{scriptId}: saves the creator's edited beats; timings are recomputed from the words.
import { enforce } from "@/lib/auth/rate-limit";
import { route } from "@/lib/http/route";
import { saveScriptSchema, scriptParamsSchema } from "@/lib/schemas/trends";
import { saveScript } from "@/lib/scripts/edits";

export const dynamic = "force-dynamic";

export const PATCH = route(
  { access: "user", params: scriptParamsSchema, body: saveScriptSchema },
  async ({ user, params, body }) => {
    await enforce(
      [{ key: `script-edit:${user.id}`, limit: 240, windowS: 60 }],
      "Too many requests. Please wait a moment and try again.",
    );
    return saveScript(user, params.scriptId, body);
  },
);
