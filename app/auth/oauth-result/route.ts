// GET /auth/oauth-result: where Auth.js sends provider sign-in errors; maps them to the sign-in
// page's messages (cancelled by the user, or a failed Google sign-in).
import { NextResponse, type NextRequest } from "next/server";
import { OAUTH_PROVIDER_COOKIE } from "@/app/api/auth/oauth-start";

export const dynamic = "force-dynamic";

export function GET(req: NextRequest) {
  const provider = req.cookies.get(OAUTH_PROVIDER_COOKIE)?.value === "microsoft" ? "microsoft" : "google";
  const error = req.nextUrl.searchParams.get("error");
  let params = "";
  if (error === "OAuthCallbackError" || error === "AccessDenied") params = `error=oauth_denied&provider=${provider}`;
  else if (error === "OAuthAccountNotLinked") params = `error=account_exists&provider=${provider}`;
  else if (error) params = `error=${provider}_auth_failed&provider=${provider}`;
  const res = NextResponse.redirect(new URL(`/login${params ? `?${params}` : ""}`, req.nextUrl.origin), 303);
  res.cookies.delete(OAUTH_PROVIDER_COOKIE);
  return res;
}
