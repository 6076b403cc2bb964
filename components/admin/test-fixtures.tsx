// Fixtures for the admin screen's component tests: a fetch stand-in routed by "METHOD /path"
// and a render inside the app's real query-client defaults.
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import type { AdminUsersDTO, SystemStatsDTO } from "@/lib/admin/dto";
import { makeQueryClient } from "@/lib/client/query-client";

export const reply = (value: unknown, status = 200) => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: "",
  json: async () => value,
  text: async () => (typeof value === "string" ? value : JSON.stringify(value)),
});

export type Call = { method: string; url: string; body: unknown };
type Handler = (call: Call) => ReturnType<typeof reply> | Promise<ReturnType<typeof reply>>;

/** Routes "METHOD /path" (exact) or "METHOD /prefix*" to handlers; records every call. */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    const call = { method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const key = Object.keys(routes).find((k) => {
      const [m, p] = k.split(" ");
      return m === method && (p.endsWith("*") ? url.startsWith(p.slice(0, -1)) : url === p);
    });
    return key ? routes[key](call) : reply({ message: `no route for ${method} ${url}` }, 404);
  }) as unknown as typeof fetch;
  return calls;
}

export function renderWithClient(ui: ReactElement) {
  const client = makeQueryClient();
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

export const ME = { role: "admin", email: "me@example.com", firstName: "Me", profileImageUrl: null, subscriptionTier: "free", gdprConsent: true, authProvider: "email" };

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
      row("casey@example.com", { subscriptionTier: "pro", authProvider: "google", trendsUsedThisMonth: 5, scriptsUsedThisMonth: 12 }),
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
    recentActivity: [{ id: "t1", title: "Cozy games", niche: "gaming", userEmail: "casey@example.com", createdAt: "2026-01-02T10:00:00.000Z" }],
    modelConfig: { free: "gpt-4o-mini" },
    apiStatus: {
      openai: { status: "healthy", lastCheck: "2026-01-02T10:00:00.000Z", errorMessage: null },
      twitter: { status: "not_configured", lastCheck: null, errorMessage: "No microblog integration configured" },
      reddit: { status: "down", lastCheck: "2026-01-02T10:00:00.000Z", errorMessage: "HTTP 503" },
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
