// GET /api/scripts?ideaId=: the caller's latest script for one of their ideas (edits included), or null.
import { badRequest } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { scriptsQuerySchema } from "@/lib/schemas/trends";
import { latestScriptForIdea } from "@/lib/video-scripts/edits";

export const dynamic = "force-dynamic";

export const GET = route({ access: "user", query: scriptsQuerySchema }, async ({ user, query }) => {
  if (!query.ideaId) throw badRequest("Idea id is required");
  return latestScriptForIdea(user, query.ideaId);
});
