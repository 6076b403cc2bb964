// GET /api/ideas/{ideaId}/filmed/suggestions: the connected channels' latest uploads to pick from,
// those published after the idea that share a topic with it first.
import { filmedSuggestions } from "@/lib/channels/filmed-list";
import { route } from "@/lib/http/route";
import { ideaParamsSchema } from "@/lib/schemas/channels";

export const dynamic = "force-dynamic";

export const GET = route(
  { access: "user", params: ideaParamsSchema, rateLimit: { name: "channel-view", limit: 60, windowS: 60 } },
  async ({ user, params }) => filmedSuggestions(user, params.ideaId),
);
