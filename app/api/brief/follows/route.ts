// POST /api/brief/follows: follow a niche for the daily brief (limit per plan); DELETE: unfollow.
import { followNiche, unfollowNiche } from "@/lib/brief/follows";
import { route } from "@/lib/http/route";
import { followSchema, unfollowSchema } from "@/lib/schemas/brief";

export const dynamic = "force-dynamic";
// The brief built here is worded offline after one refresh round; waiting on one the scheduled run
// is writing with the model (AI_TIMEOUT_MS, up to 5 min) can take longer.
export const maxDuration = 300;

// Following and unfollowing share one bucket.
const rateLimit = { name: "brief-follow", limit: 30, windowS: 60 };

export const POST = route({ access: "user", body: followSchema, rateLimit }, async ({ user, body }) => ({
  follow: await followNiche(user, body),
}));

export const DELETE = route({ access: "user", body: unfollowSchema, rateLimit }, async ({ user, body }) =>
  unfollowNiche(user, body.niche),
);
