// GET /api/channels/[id]: what works for this channel (outliers and flops per format, the topics they share),
// read again from YouTube first when its last read is over 6 hours old; DELETE: disconnect it.
import { channelInsights } from "@/lib/channels/insights";
import { disconnectChannel, isStale, ownChannel, refreshChannel } from "@/lib/channels/service";
import { route } from "@/lib/http/route";
import { channelParamsSchema } from "@/lib/schemas/channels";

export const dynamic = "force-dynamic";

const rateLimit = { name: "channel-view", limit: 60, windowS: 60 };

export const GET = route({ access: "user", params: channelParamsSchema, rateLimit }, async ({ user, params }) => {
  const row = await ownChannel(user, params.id);
  return channelInsights(isStale(row) ? await refreshChannel(row) : row);
});

export const DELETE = route({ access: "user", params: channelParamsSchema }, async ({ user, params }) =>
  disconnectChannel(user, params.id),
);
