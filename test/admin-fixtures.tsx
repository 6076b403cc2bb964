// Fixtures for the admin screen's component tests: a fetch stand-in routed by "METHOD /path"
// and a render inside the app's real query-client defaults.
import type { AdminUsersDTO, SystemStatsDTO } from "@/lib/admin/dto";

import { reply } from "@/test/fake-api";

export { fakeApi, renderWithClient, reply, type Call } from "@/test/fake-api";

export const ME = {
  role: "admin",
  email: "me@example.com",
  firstName: "Me",
  profileImageUrl: null,
  subscriptionTier: "free",
  gdprConsent: true,
  authProvider: "email",
};

export function usersList(): AdminUsersDTO {
  const row = (email: string, extra: Partial<AdminUsersDTO["users"][number]> = {}) => ({
    id: `id-${email}`,
    email,
    role: "user" as const,
    subscriptionTier: "free" as const,
    authProvider: "email",
    trendsUsedThisMonth: 1,
    scriptsUsedThisMonth: 2,
    createdAt: "2026-01-02T10:00:00.000Z",
    protected: false,
    ...extra,
  });
  return {
    users: [
      row("admin@trendscript.local", { role: "admin", protected: true }),
      row("me@example.com", { role: "admin" }),
      row("casey@example.com", {
        subscriptionTier: "pro",
        authProvider: "google",
        trendsUsedThisMonth: 5,
        scriptsUsedThisMonth: 12,
      }),
    ],
    total: 3,
    truncated: false,
  };
}

export function stats(over: Partial<SystemStatsDTO> = {}): SystemStatsDTO {
  return {
    totalUsers: 42,
    activeUsers: 7,
    totalTrends: 120,
    trendsThisMonth: 33,
    totalVideoIdeas: 360,
    scriptsThisMonth: 18,
    subscriptionBreakdown: { free: 30, pro: 8, studio: 3, enterprise: 1 },
    recentActivity: [
      {
        id: "t1",
        title: "Cozy games",
        niche: "gaming",
        userEmail: "casey@example.com",
        createdAt: "2026-01-02T10:00:00.000Z",
      },
    ],
    modelConfig: { free: "gpt-4o-mini" },
    apiStatus: {
      openai: { status: "healthy", lastCheck: "2026-01-02T10:00:00.000Z", errorMessage: null },
      twitter: { status: "not_configured", lastCheck: null, errorMessage: "No microblog integration configured" },
      reddit: { status: "down", lastCheck: "2026-01-02T10:00:00.000Z", errorMessage: "HTTP 503" },
      bluesky: { status: "not_configured", lastCheck: null, errorMessage: null },
      googlenews: {
        status: "degraded",
        lastCheck: "2026-01-02T10:00:00.000Z",
        errorMessage: "HTTP 429",
        about: {
          title: "Google News RSS",
          auth: "none",
          limits: "none published",
          keepsTo: "30 feeds a minute",
          commercialUse: false,
          termsUrl: "https://policies.google.com/terms",
          termsNote: "the feeds are offered for personal, non-commercial use",
          usedThisWindow: 1234,
          pausedUntil: "2026-01-02T10:02:00.000Z",
          pausedBecause: "HTTP 429 with Retry-After 120 s",
        },
      },
    },
    aiUsageToday: {
      since: "2026-01-02T00:00:00.000Z",
      tokens: 12_400,
      inputTokens: 8_000,
      outputTokens: 4_400,
      costUsd: 0.00384,
      unpriced: [],
      byModel: [{ model: "gpt-4o-mini", calls: 4, inputTokens: 8_000, outputTokens: 4_400, costUsd: 0.00384 }],
    },
    systemStatus: { status: "healthy", checks: [{ name: "Database", status: "healthy", detail: "ok" }] },
    generatedAt: "2026-01-02T10:00:00.000Z",
    ...over,
  };
}

/** The routes every rendering of the console needs. */
export const baseRoutes = () => ({
  "GET /api/admin/users": () => reply(usersList()),
  "GET /api/admin/dashboard": () => reply(stats()),
  "GET /api/auth/user": () => reply(ME),
  "GET /api/admin/audit-log": () => reply({ entries: [] }),
});
