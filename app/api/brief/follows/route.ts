// POST /api/brief/follows: follow a niche for the daily brief (limit per plan); DELETE: unfollow.
import { enforce } from "@/lib/auth/rate-limit";
import { followNiche, unfollowNiche } from "@/lib/brief/follows";
import { route } from "@/lib/http/route";
import { followSchema, unfollowSchema } from "@/lib/schemas/brief";

export const dynamic = "force-dynamic";
// The brief built here is worded offline after one refresh round; waiting on one the scheduled run
// is writing with the model (AI_TIMEOUT_MS, up to 5 min) can take longer.
export const maxDuration = 300;

const TOO_MANY = "Too many requests. Please wait a moment and try again.";

export const POST = route({ access: "user", body: followSchema }, async ({ user, body }) => {
  await enforce([{ key: `brief-follow:${user.id}`, limit: 30, windowS: 60 }], TOO_MANY);
  return { follow: await followNiche(user, body) };
});

export const DELETE = route({ access: "user", body: unfollowSchema }, async ({ user, body }) => {
  await enforce([{ key: `brief-follow:${user.id}`, limit: 30, windowS: 60 }], TOO_MANY);
  return unfollowNiche(user, body.niche);
});
