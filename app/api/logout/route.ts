// POST /api/logout: signs this browser's session out on the server (a copy of the cookie stops
// working too), clears the cookie and goes to "/". The header's Logout is a form posting here.
// GET /api/logout changes nothing (a link or an image must not sign anyone out): it leads to the
// sign-out controls on /settings, or to "/" without a session cookie.
import type { NextRequest } from "next/server";
import { signOut } from "@/lib/auth/revocation";
import { clearSessionCookie, readSessionToken, sessionCookieName } from "@/lib/auth/session";
import { route, seeOther } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export function GET(req: NextRequest) {
  const signedIn = req.cookies.has(sessionCookieName());
  return seeOther(signedIn ? "/settings#sign-out" : "/");
}

// Public: a stale cookie is still cleared. The wrapper's Origin check stops cross-site sign-outs.
export const POST = route({ access: "public" }, async ({ req, user }) => {
  const token = await readSessionToken(req);
  if (user && token) await signOut(token);
  const res = seeOther("/");
  clearSessionCookie(res);
  return res;
});
