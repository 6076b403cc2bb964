// GET handler for a user's trends in a niche. Shared by /api/trends/[niche] and by the static
// /api/trends/generate and /api/trends/clear routes, whose paths shadow the niches "generate"
// and "clear" for GET requests.
import "server-only";
import { route } from "@/lib/http/route";
import { nicheField, nicheParamsSchema } from "@/lib/schemas/trends";
import { listTrends } from "./store";

export function listTrendsRoute(fixedNiche?: string) {
  if (fixedNiche !== undefined) {
    const niche = nicheField.parse(fixedNiche);
    return route({ access: "user" }, async ({ user }) => listTrends(user.id, niche));
  }
  return route({ access: "user", params: nicheParamsSchema }, async ({ user, params }) => listTrends(user.id, params.niche));
}
