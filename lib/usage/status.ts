// GET /api/subscription/status and GET /api/model-info: the plan, its limits and this month's usage.
import "server-only";
import { isAdmin, type SessionUser } from "@/lib/auth/current-user";
import type { ModelInfoDTO, SubscriptionStatusDTO } from "@/lib/dto";
import { INTELLIGENCE, PLANS } from "@/lib/plans";
import { usageView } from "./quota";

export function subscriptionStatus(user: SessionUser, now = new Date()): SubscriptionStatusDTO {
  const plan = PLANS[user.subscriptionTier];
  const admin = isAdmin(user);
  return {
    tier: user.subscriptionTier,
    status: user.subscriptionStatus,
    plan: { name: plan.name, features: [...plan.features] },
    ...usageView(user, admin, now),
    subscriptionEndsAt: user.subscriptionEndsAt ? user.subscriptionEndsAt.toISOString() : null,
    isAdmin: admin,
  };
}

export function modelInfo(user: SessionUser): ModelInfoDTO {
  const level = INTELLIGENCE[user.subscriptionTier];
  return { tier: user.subscriptionTier, level: level.label, explanation: level.explanation };
}
