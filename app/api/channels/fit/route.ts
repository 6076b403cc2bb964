// GET /api/channels/fit?niche=: how each of the creator's trends for the niche fits their connected channel, and why.
import { fitForNiche } from "@/lib/channels/fit-service";
import { route } from "@/lib/http/route";
import { channelFitQuerySchema } from "@/lib/schemas/channels";

export const dynamic = "force-dynamic";

export const GET = route(
  { access: "user", query: channelFitQuerySchema, rateLimit: { name: "channel-view", limit: 60, windowS: 60 } },
  async ({ user, query }) => fitForNiche(user, query.niche),
);
