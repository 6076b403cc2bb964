// Optimistic routing only (Next 16's proxy, formerly middleware). It only checks that a session
// cookie is present; every page and route handler re-checks the session against the database
// (lib/auth/current-user.ts), so nothing here is a security boundary.
// - A signed-out visitor asking for a signed-in screen goes to /login without a round trip.
// - "/" with a session cookie is rewritten to app/(app)/home (the dashboard, or the landing if the
//   cookie is stale), so the landing page at "/" can be static HTML for every signed-out visitor.
//   (The rewritten request passes through here again as /home, so /home can't be redirected away;
//   visiting it directly just shows the same thing as "/".)
import { NextResponse, type NextRequest } from "next/server";

const SIGNED_IN_ONLY = ["/dashboard", "/settings", "/admin"];
const SESSION_COOKIES = ["authjs.session-token", "__Secure-authjs.session-token"];

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const hasSession = SESSION_COOKIES.some((name) => request.cookies.has(name));
  if (pathname === "/") return hasSession ? NextResponse.rewrite(new URL(`/home${search}`, request.url)) : NextResponse.next();
  if (!hasSession && SIGNED_IN_ONLY.some((p) => pathname === p || pathname.startsWith(`${p}/`))) {
    const login = new URL("/login", request.url);
    login.searchParams.set("callbackUrl", `${pathname}${search}`);
    return NextResponse.redirect(login);
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/", "/dashboard/:path*", "/settings/:path*", "/admin/:path*"],
};
