// Auth.js v5 configuration without database access (it stays free of
// Prisma so that it can run anywhere a request is handled). Providers are on only when their keys are set; the email/password flow is ours
// (lib/auth/accounts.ts) and issues the same session cookie.
import type { NextAuthConfig } from "next-auth";
import Google from "next-auth/providers/google";
import MicrosoftEntraID from "next-auth/providers/microsoft-entra-id";
import { appUrl, env } from "@/env";
import { SESSION_MAX_AGE_S } from "@/lib/auth/session-constants";

export const OAUTH_RESULT_PATH = "/auth/oauth-result";

export function googleConfigured() {
  return Boolean(env.AUTH_GOOGLE_ID && env.AUTH_GOOGLE_SECRET);
}
export function microsoftConfigured() {
  return Boolean(env.AUTH_MICROSOFT_ENTRA_ID_ID && env.AUTH_MICROSOFT_ENTRA_ID_SECRET);
}

function providers(): NextAuthConfig["providers"] {
  const list: NextAuthConfig["providers"] = [];
  if (googleConfigured()) {
    list.push(
      Google({
        clientId: env.AUTH_GOOGLE_ID,
        clientSecret: env.AUTH_GOOGLE_SECRET,
        ...(env.AUTH_GOOGLE_ISSUER ? { issuer: env.AUTH_GOOGLE_ISSUER } : {}),
      }),
    );
  }
  if (microsoftConfigured()) {
    list.push(
      MicrosoftEntraID({
        clientId: env.AUTH_MICROSOFT_ENTRA_ID_ID,
        clientSecret: env.AUTH_MICROSOFT_ENTRA_ID_SECRET,
        issuer: env.AUTH_MICROSOFT_ENTRA_ID_ISSUER,
        // The default profile() fetches a photo from Microsoft Graph; the ID token has what we need.
        profile: (p) => ({ id: p.sub, name: p.name ?? null, email: p.email ?? null, image: null }),
      }),
    );
  }
  return list;
}

/** Google: only with email_verified. Microsoft: only with the verified-email claim (nOAuth). */
export function emailVerifiedByProvider(provider: string, profile: Record<string, unknown> | undefined): boolean {
  if (!profile) return false;
  if (provider === "google") return profile.email_verified === true || profile.email_verified === "true";
  if (provider === "microsoft-entra-id")
    return profile.xms_edov === true || profile.xms_edov === "1" || profile.xms_edov === "true";
  return false;
}

export const authConfig = {
  providers: providers(),
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
  trustHost: true,
  pages: { signIn: OAUTH_RESULT_PATH, error: OAUTH_RESULT_PATH },
  callbacks: {
    // After sign-in only same-origin targets, resolved against the configured public URL.
    redirect({ url }) {
      const base = new URL(appUrl());
      const target = new URL(url, base);
      return target.origin === base.origin ? target.toString() : base.toString();
    },
    signIn({ account, profile }) {
      if (!account || account.type === "credentials") return false;
      if (!emailVerifiedByProvider(account.provider, profile as Record<string, unknown> | undefined)) {
        const provider = account.provider === "google" ? "google" : "microsoft";
        return `/login?error=email_unverified&provider=${provider}`;
      }
      return true;
    },
  },
} satisfies NextAuthConfig;
