// Messages the sign-in page shows for its query parameters (verified=true, error=oauth_denied, error=google_auth_failed).
const PROVIDERS: Record<string, string> = { google: "Google", microsoft: "Microsoft" };

export function loginNotice(params: { verified?: string; error?: string; provider?: string; reset?: string }) {
  const provider = PROVIDERS[params.provider ?? ""] ?? "Google";
  if (params.verified === "true")
    return { kind: "success" as const, text: "Email verified successfully! You can now sign in to your account." };
  if (params.reset === "true")
    return { kind: "success" as const, text: "Your password has been reset. You can now sign in." };
  switch (params.error) {
    case "oauth_denied":
      return { kind: "error" as const, text: `${provider} login was cancelled. Please try again or use email.` };
    case "google_auth_failed":
      return {
        kind: "error" as const,
        text: "Google authentication failed. Please check your internet connection and try again.",
      };
    case "microsoft_auth_failed":
      return {
        kind: "error" as const,
        text: "Microsoft authentication failed. Please check your internet connection and try again.",
      };
    case "oauth_not_configured":
      return {
        kind: "error" as const,
        text: `${provider} sign-in is not configured on this server. Please use email.`,
      };
    case "email_unverified":
      return {
        kind: "error" as const,
        text: `Your ${provider} account's email address isn't verified, so we can't sign you in with it. Please use email.`,
      };
    case "account_exists":
      return {
        kind: "error" as const,
        text: "An account with this email already exists. Sign in with your email and password.",
      };
    default:
      return null;
  }
}
