// POST /api/channels/[id]/refresh: read the channel's uploads from YouTube again now (a failed read keeps what is stored).
import { channelInsights } from "@/lib/channels/insights";
import { ownChannel, refreshChannel } from "@/lib/channels/service";
import { route } from "@/lib/http/route";
import { channelParamsSchema } from "@/lib/schemas/channels";

export const dynamic = "force-dynamic";

// Each read spends YouTube units (with a key): a handful an hour per creator.
const rateLimit = {
  name: "channel-refresh",
  limit: 6,
  windowS: 3600,
  message: "Your channel was read a few times this hour already. Please try again later.",
};

export const POST = route({ access: "user", params: channelParamsSchema, rateLimit }, async ({ user, params }) =>
  channelInsights(await refreshChannel(await ownChannel(user, params.id))),
);
