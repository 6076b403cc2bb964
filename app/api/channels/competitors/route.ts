// GET /api/channels/competitors: the competitor channels the creator watches with their latest outliers
// (a few stale ones read again first); POST: watch one (a handle, a channel URL or a UC id). Removing one
// is DELETE /api/channels/[id], like a connected channel.
import { addCompetitor, watchedChannels } from "@/lib/channels/competitors";
import { route } from "@/lib/http/route";
import { connectChannelSchema } from "@/lib/schemas/channels";

export const dynamic = "force-dynamic";

// Each add may call YouTube, as a connect does: the same allowance, counted apart.
const rateLimit = { name: "competitor-add", limit: 10, windowS: 60 };

export const GET = route(
  { access: "user", rateLimit: { name: "channel-view", limit: 60, windowS: 60 } },
  async ({ user }) => watchedChannels(user),
);

export const POST = route({ access: "user", body: connectChannelSchema, rateLimit }, async ({ user, body }) => ({
  channel: await addCompetitor(user, body.channel),
}));
