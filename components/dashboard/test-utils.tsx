// Shared by the dashboard's component tests: trend fixtures, a fake fetch that answers by route,
// and a render with the app's real query-client defaults.
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { makeQueryClient } from "@/lib/client/query-client";
import type { SubscriptionStatusDTO, TrendDTO, VideoIdeaDTO } from "@/lib/dto";

export function idea(over: Partial<VideoIdeaDTO> = {}): VideoIdeaDTO {
  return {
    id: over.id ?? `idea-${Math.random().toString(36).slice(2)}`,
    hook: "Stop scrolling: this changes everything.",
    outline: "Show the problem\nShow the fix\nShow the result",
    engagementPotential: "High",
    estimatedViews: "50K-120K",
    createdAt: "2026-01-02T10:00:00.000Z",
    ...over,
  };
}

export function trend(over: Partial<TrendDTO> = {}): TrendDTO {
  return {
    id: over.id ?? `trend-${Math.random().toString(36).slice(2)}`,
    niche: "technology",
    title: "Pocket AI Gadgets",
    description: "Small AI devices are everywhere this week.",
    engagement: "1.2M views this week",
    hashtags: ["#aigadgets", "#tech"],
    status: "hot",
    source: "Curated Examples",
    generatedBy: "Offline engine",
    verified: false,
    confidence: 55,
    createdAt: "2026-01-02T10:00:00.000Z",
    ideas: [idea({ hook: "First hook" }), idea({ hook: "Second hook", engagementPotential: "Medium" }), idea({ hook: "Third hook", engagementPotential: "Low" })],
    evidence: null,
    ...over,
  };
}

export function status(over: Partial<SubscriptionStatusDTO> = {}): SubscriptionStatusDTO {
  return {
    tier: "free",
    status: "active",
    plan: { name: "Creator", features: ["3 trend reports per month", "9 scripts per month"] },
    trendsUsed: 0,
    trendsLimit: 3,
    scriptsUsed: 0,
    scriptsLimit: 9,
    subscriptionEndsAt: null,
    isAdmin: false,
    ...over,
  };
}

// jsdom has no fetch Response: a minimal stand-in with what lib/client/api.ts reads.
export const reply = (value: unknown, status = 200) => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: status === 429 ? "Too Many Requests" : "",
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
    if (!key) return reply({ message: `no route for ${method} ${url}` }, 404);
    return routes[key](call);
  }) as unknown as typeof fetch;
  return calls;
}

export function renderWithClient(ui: ReactElement, client = makeQueryClient()) {
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}
