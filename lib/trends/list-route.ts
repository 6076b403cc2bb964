// GET handler for a user's trends in a niche. Shared by /api/trends/[niche] and by the static
// /api/trends/generate and /api/trends/clear routes, whose paths shadow the niches "generate"
// and "clear" for GET requests.
import "server-only";
import { createHash } from "node:crypto";
import type { NextRequest } from "next/server";
import { route } from "@/lib/http/route";
import { nicheField, nicheParamsSchema } from "@/lib/schemas/trends";
import { listTrendsJson } from "./store";

/**
 * The list arrives as JSON text from the database (store.ts) and is sent as is. It carries an
 * ETag: the dashboard refetches the list often (focus, after each generation) and the browser
 * revalidates with If-None-Match, so an unchanged list costs a 304 with no body. `private`: only
 * the user's own browser may keep it.
 */
function listResponse(req: NextRequest, json: string): Response {
  const etag = `W/"${createHash("sha256").update(json).digest("base64url").slice(0, 27)}"`;
  const headers = { "content-type": "application/json", etag, "cache-control": "private, no-cache" };
  if (req.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(json, { headers });
}

export function listTrendsRoute(fixedNiche?: string) {
  if (fixedNiche !== undefined) {
    const niche = nicheField.parse(fixedNiche);
    return route({ access: "user" }, async ({ req, user }) => listResponse(req, await listTrendsJson(user.id, niche)));
  }
  return route({ access: "user", params: nicheParamsSchema }, async ({ req, user, params }) =>
    listResponse(req, await listTrendsJson(user.id, params.niche)),
  );
}
