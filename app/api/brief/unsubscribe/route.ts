// GET|POST /api/brief/unsubscribe?token=...: the digest's signed unsubscribe link (no login).
// POST is the RFC 8058 one-click unsubscribe mail clients send (and the page's button); a GET
// changes nothing and shows the confirmation page.
import { NextResponse } from "next/server";
import { appUrl } from "@/env";
import {
  INVALID_LINK_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
  unsubscribe,
  verifyUnsubscribeToken,
} from "@/lib/brief/unsubscribe";
import { badRequest } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { unsubscribeQuerySchema } from "@/lib/schemas/brief";

export const dynamic = "force-dynamic";

export const GET = route({ access: "public", query: unsubscribeQuerySchema }, async ({ query }) =>
  NextResponse.redirect(`${appUrl()}/unsubscribe?token=${encodeURIComponent(query.token)}`, 303),
);

// Mail providers post from their own servers, so no Origin check and no per-IP limit (one
// provider's servers unsubscribe many people): the signed token is the only authority.
export const POST = route({ access: "public", query: unsubscribeQuerySchema, sameOrigin: false }, async ({ query }) => {
  const userId = verifyUnsubscribeToken(query.token);
  if (!userId) throw badRequest(INVALID_LINK_MESSAGE);
  await unsubscribe(userId);
  return { success: true, message: UNSUBSCRIBED_MESSAGE };
});
