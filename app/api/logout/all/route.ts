// POST /api/logout/all: "Sign out of all devices" (/settings): every session of the account ends
// (sessionVersion goes up), this one included, then "/".
import { NextResponse } from "next/server";
import { signOutEverywhere } from "@/lib/auth/revocation";
import { clearSessionCookie } from "@/lib/auth/session";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const POST = route({ access: "public" }, async ({ req, user }) => {
  if (user) await signOutEverywhere(user.id);
  const res = NextResponse.redirect(new URL("/", req.nextUrl.origin), 303);
  clearSessionCookie(res);
  return res;
});
