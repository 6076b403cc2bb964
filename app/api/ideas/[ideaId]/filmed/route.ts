// POST /api/ideas/{ideaId}/filmed: link the idea to the upload it became (a pasted link or id, or
// one picked from the connected channels' uploads); linking again replaces it. DELETE: unlink it.
import { linkFilmed, unlinkFilmed } from "@/lib/channels/filmed";
import { route } from "@/lib/http/route";
import { filmedVideoSchema, ideaParamsSchema } from "@/lib/schemas/channels";

export const dynamic = "force-dynamic";

// A person pasting links: a few a minute, with room for second thoughts.
const rateLimit = { name: "filmed-link", limit: 30, windowS: 60 };

export const POST = route(
  { access: "user", params: ideaParamsSchema, body: filmedVideoSchema, rateLimit },
  async ({ user, params, body }) => ({ filmed: await linkFilmed(user, params.ideaId, body.video) }),
);

export const DELETE = route({ access: "user", params: ideaParamsSchema, rateLimit }, async ({ user, params }) =>
  unlinkFilmed(user, params.ideaId),
);
