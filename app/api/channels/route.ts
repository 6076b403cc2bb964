// GET /api/channels: the creator's connected YouTube channels; POST: connect one (a handle, a channel URL or a UC id).
import { connectChannel, connectedChannels } from "@/lib/channels/service";
import { route } from "@/lib/http/route";
import { connectChannelSchema } from "@/lib/schemas/channels";

export const dynamic = "force-dynamic";

// Each connect may call YouTube: a few a minute is plenty for a person pasting a link.
const rateLimit = { name: "channel-connect", limit: 10, windowS: 60 };

export const GET = route({ access: "user" }, async ({ user }) => connectedChannels(user));

export const POST = route({ access: "user", body: connectChannelSchema, rateLimit }, async ({ user, body }) => ({
  channel: await connectChannel(user, body.channel),
}));
