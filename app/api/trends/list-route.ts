// GET handler for a user's trends in a niche. Shared by /api/trends/[niche] and by the static
// /api/trends/generate and /api/trends/clear routes, whose paths shadow the niches "generate"
// and "clear" for GET requests.
import "server-only";
import type { NextRequest } from "next/server";
import type { SessionUser } from "@/lib/auth/current-user";
import { route } from "@/lib/http/route";
import { nicheField, nicheParamsSchema } from "@/lib/schemas/trends";
import { cachedList } from "@/lib/trends/list-cache";
import { listTrendsJson } from "@/lib/trends/store";

/**
 * The list is built as JSON text by the database (lib/trends/store.ts) and kept per trendsVersion
 * (lib/trends/list-cache.ts), then sent as is. It carries an ETag: the dashboard refetches the list
 * often (focus, after each generation) and the browser revalidates with If-None-Match, so an
 * unchanged list costs a 304 with no body. `private`: only the user's own browser may keep it.
 */
async function listResponse(req: NextRequest, user: SessionUser, niche: string): Promise<Response> {
  const list = await cachedList(user, niche, () => listTrendsJson(user.id, niche));
  const headers = { "content-type": "application/json", etag: list.etag, "cache-control": "private, no-cache" };
  if (req.headers.get("if-none-match") === list.etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(list.body), { headers });
}

export function listTrendsRoute(fixedNiche?: string) {
  if (fixedNiche !== undefined) {
    const niche = nicheField.parse(fixedNiche);
    return route({ access: "user" }, async ({ req, user }) => listResponse(req, user, niche));
  }
  return route({ access: "user", params: nicheParamsSchema }, async ({ req, user, params }) =>
    listResponse(req, user, params.niche),
  );
}
