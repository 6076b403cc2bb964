// What each plan card's button does and says, as a pure function.
import { PLANS, type Tier } from "@/lib/plans";

export type PlanAction =
  | { kind: "current"; label: "Current Plan" }
  | { kind: "downgrade"; label: "Downgrade to Free" }
  | { kind: "signup"; label: "Get Started Free" | "Get Started" }
  | { kind: "contact"; label: "Contact Sales" }
  | { kind: "checkout"; label: string };

export function planAction(tier: Tier, currentTier: Tier | null): PlanAction {
  if (currentTier === tier) return { kind: "current", label: "Current Plan" };
  if (tier === "enterprise") return { kind: "contact", label: "Contact Sales" };
  if (tier === "free")
    return currentTier
      ? { kind: "downgrade", label: "Downgrade to Free" }
      : { kind: "signup", label: "Get Started Free" };
  return currentTier
    ? { kind: "checkout", label: `Upgrade to ${PLANS[tier].name}` }
    : { kind: "signup", label: "Get Started" };
}

/** The notice for choosing the plan one is already on. */
export const alreadyOnNotice = (tier: Tier) =>
  tier === "free" ? "Already on Free Plan" : `Already on ${PLANS[tier].name}`;

export const wholeDollars = (amount: number) => `$${amount.toLocaleString("en-US")}`;
