// Optimistic routing only (Next 16's proxy, formerly middleware). It checks that the session cookie
// decrypts and is within its lifetime, without the database; every route handler re-checks the
// session against the database (lib/auth/current-user.ts), so nothing here is a security boundary.
// - A visitor without a valid cookie asking for a signed-in screen goes to /login without a round trip.
// - "/" with a valid cookie is rewritten to app/(app)/home (the dashboard), so the landing page at
//   "/" can be static HTML for every signed-out visitor. (The rewritten
//   request passes through here again as /home, so /home can't be redirected away; visiting it
//   directly just shows the same thing as "/".)
// - A cookie that decrypts but names no session any more (revoked, user deleted) gets the dashboard
//   shell, whose first API call answers 401; the page then clears the cookie and lands on "/".
// - An /api path with percent-encoding that doesn't decode (/api/trends/%FF) answers 400 JSON here:
//   Next would otherwise fail decoding the route's params and answer a bare 500, before any auth.
import { NextResponse, type NextRequest } from "next/server";
import { readSessionToken } from "@/lib/auth/session";

const SIGNED_IN_ONLY = ["/dashboard", "/settings", "/admin"];
// The dashboard is static HTML, the same for everyone, but only for signed-in browsers: a shared
// cache must not keep it (Next would mark it cacheable for a year).
const PRIVATE_STATIC = { "cache-control": "private, no-cache" };

/** The 400 for an /api path whose percent-encoding doesn't decode. */
export const MALFORMED_PATH = "The address has malformed percent-encoding";

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname.startsWith("/api/")) {
    return decodes(pathname)
      ? NextResponse.next()
      : NextResponse.json({ message: MALFORMED_PATH }, { status: 400, headers: { "cache-control": "no-store" } });
  }
  const hasSession = (await readSessionToken(request)) !== null;
  if (pathname === "/") {
    if (!hasSession) return NextResponse.next();
    return NextResponse.rewrite(new URL(`/home${search}`, request.url), { headers: PRIVATE_STATIC });
  }
  if (!hasSession && SIGNED_IN_ONLY.some((p) => pathname === p || pathname.startsWith(`${p}/`))) {
    const login = new URL("/login", request.url);
    login.searchParams.set("callbackUrl", `${pathname}${search}`);
    return NextResponse.redirect(login);
  }
  return pathname === "/dashboard" ? NextResponse.next({ headers: PRIVATE_STATIC }) : NextResponse.next();
}

export const config = {
  // The /api entry only takes paths with a "%" in them, so ordinary API calls never run the proxy.
  matcher: ["/", "/dashboard/:path*", "/settings/:path*", "/admin/:path*", "/api/:path(.*%.*)"],
};
