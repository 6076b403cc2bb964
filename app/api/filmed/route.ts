// GET /api/filmed: the creator's filmed ideas, each with its trend, hook, video, milestones and 28-day projection.
import { filmedList } from "@/lib/channels/filmed-list";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route(
  { access: "user", rateLimit: { name: "channel-view", limit: 60, windowS: 60 } },
  async ({ user }) => filmedList(user),
);
