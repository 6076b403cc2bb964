// GET /api/auth/user: the signed-in user's client view; 401 when signed out. The dashboard asks on
// every visit, so this is where a session's cookie is renewed (sliding expiry, lib/auth/session.ts).
import { NextResponse } from "next/server";
import { toCurrentUserDTO } from "@/lib/auth/dto";
import { renewSessionCookie } from "@/lib/auth/session";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ access: "user", beforeConsent: true }, async ({ req, user }) => {
  const res = NextResponse.json(toCurrentUserDTO(user));
  await renewSessionCookie(req, res);
  return res;
});
