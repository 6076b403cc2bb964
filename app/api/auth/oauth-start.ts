// Starts a provider sign-in (GET /api/auth/google|microsoft). Unconfigured providers explain
// themselves on /login; the provider is remembered for the result page's messages.
import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { signIn } from "@/auth";
import { googleConfigured, microsoftConfigured } from "@/auth.config";
import { log } from "@/lib/log";

export const OAUTH_PROVIDER_COOKIE = "oauth_provider";

export async function startOAuth(req: NextRequest, provider: "google" | "microsoft"): Promise<Response> {
  const login = (params: string) => NextResponse.redirect(new URL(`/login?${params}`, req.nextUrl.origin), 303);
  const configured = provider === "google" ? googleConfigured() : microsoftConfigured();
  if (!configured) return login(`error=oauth_not_configured&provider=${provider}`);
  try {
    const url = await signIn(provider === "google" ? "google" : "microsoft-entra-id", {
      redirect: false,
      redirectTo: "/",
    });
    const res = NextResponse.redirect(url, 303);
    res.cookies.set(OAUTH_PROVIDER_COOKIE, provider, { httpOnly: true, sameSite: "lax", path: "/", maxAge: 600 });
    return res;
  } catch (err) {
    log.error("oauth_start_failed", { provider, error: (err as Error).message.slice(0, 300) });
    return login(provider === "google" ? "error=google_auth_failed" : "error=microsoft_auth_failed");
  }
}
