// GET /api/trends/{niche}/{trendId}/evidence: the whole evidence of one of the signed-in user's
// trends (daily series, top items, factors), fetched when its card's "Why it's trending" opens.
// Another user's trend, or one in another niche, is the same 404 as one that does not exist.
import { notFound } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { trendEvidenceParamsSchema } from "@/lib/schemas/trends";
import { trendEvidence } from "@/lib/trends/store";

export const dynamic = "force-dynamic";

export const GET = route({ access: "user", params: trendEvidenceParamsSchema }, async ({ user, params }) => {
  const evidence = await trendEvidence(user.id, params.niche, params.trendId);
  if (!evidence) throw notFound("Trend not found");
  return evidence;
});
