// GET /api/logout: browser navigation: clear the session cookie, then go to "/".
// (Top-level GET navigation only removes this browser's cookie; it changes no server state.)
import { NextResponse, type NextRequest } from "next/server";
import { clearSessionCookie } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

export function GET(req: NextRequest) {
  const res = NextResponse.redirect(new URL("/", req.nextUrl.origin), 303);
  clearSessionCookie(res);
  return res;
}
