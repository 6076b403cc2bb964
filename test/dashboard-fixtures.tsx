// Shared by the dashboard's component tests: trend fixtures, a fake fetch that answers by route,
// and a render with the app's real query-client defaults.
import type { SubscriptionStatusDTO, TrendDTO, VideoIdeaDTO } from "@/lib/dto";

export function idea(over: Partial<VideoIdeaDTO> = {}): VideoIdeaDTO {
  return {
    id: over.id ?? `idea-${Math.random().toString(36).slice(2)}`,
    hook: "Stop scrolling: this changes everything.",
    outline: "Show the problem\nShow the fix\nShow the result",
    engagementPotential: "High",
    estimatedViews: "50K-120K",
    ...over,
  };
}

export function trend(over: Partial<TrendDTO> = {}): TrendDTO {
  return {
    id: over.id ?? `trend-${Math.random().toString(36).slice(2)}`,
    niche: "technology",
    title: "Pocket AI Gadgets",
    topic: "pocket AI gadgets",
    kind: "product",
    description: "Small AI devices are everywhere this week.",
    engagement: "1.2M views this week",
    hashtags: ["#aigadgets", "#tech"],
    status: "hot",
    source: "Curated Examples",
    generatedBy: "Offline engine",
    fallbackReason: null,
    verified: false,
    confidence: 55,
    createdAt: "2026-01-02T10:00:00.000Z",
    ideas: [
      idea({ hook: "First hook" }),
      idea({ hook: "Second hook", engagementPotential: "Medium" }),
      idea({ hook: "Third hook", engagementPotential: "Low" }),
    ],
    evidence: null,
    sources: [],
    newestEvidenceAt: null,
    adjacentFrom: null,
    story: null,
    reach: null,
    figuresFrom: null,
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

export { CREATOR, fakeApi, renderWithClient, reply, signedInClient, type Call } from "@/test/fake-api";
