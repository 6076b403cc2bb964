// POST /api/develop-script: develops a video idea into a timed 60-90 s script; uses one unit of the monthly script quota.
import { enforce } from "@/lib/auth/rate-limit";
import { route } from "@/lib/http/route";
import { developScriptSchema } from "@/lib/schemas/trends";
import { developScriptForUser } from "@/lib/scripts/service";

export const dynamic = "force-dynamic";
export const maxDuration = 60;

export const POST = route({ access: "user", body: developScriptSchema }, async ({ user, body }) => {
  await enforce([{ key: `develop-script:${user.id}`, limit: 120, windowS: 60 }], "Too many requests. Please wait a moment and try again.");
  return developScriptForUser(user, body);
});
