"use client";
// One plan on /pricing: price for the chosen interval (yearly with its savings), features, badges
// and the one button each plan gets.
import Link from "next/link";
import { Loader2Icon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { PLANS, yearlyPrice, yearlySavings, type Tier } from "@/lib/plans";
import { alreadyOnNotice, wholeDollars, planAction } from "./plan-actions";
import { PlanFeatures } from "@/components/pricing/plan-features";

type Props = {
  tier: Tier;
  currentTier: Tier | null;
  isYearly: boolean;
  pending: Tier | null;
  salesHref: string;
  onCheckout: (tier: Tier) => void;
  onDowngrade: () => void;
};

export function PlanCard({ tier, currentTier, isYearly, pending, salesHref, onCheckout, onDowngrade }: Props) {
  const plan = PLANS[tier];
  const action = planAction(tier, currentTier);
  const popular = tier === "pro";
  const current = action.kind === "current";
  const busy = pending === tier;
  const price = isYearly ? yearlyPrice(tier) : plan.monthlyPrice;
  const headingId = `plan-${tier}`;

  return (
    <Card
      aria-labelledby={headingId}
      className={cn("relative", popular && "border-primary shadow-md", current && "ring-2 ring-primary/40")}
    >
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          {popular && <Badge>Most Popular</Badge>}
          {current && <Badge variant="secondary">Current Plan</Badge>}
        </div>
        <CardTitle>
          <h2 id={headingId} className="text-xl">
            {plan.name}
          </h2>
        </CardTitle>
        <CardDescription>{plan.aiQuality} AI intelligence</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <div>
          <p className="text-3xl font-bold" data-testid={`price-${tier}`}>
            {wholeDollars(price)}
            <span className="text-base font-normal text-muted-foreground">{isYearly ? "/year" : "/month"}</span>
          </p>
          {isYearly && plan.monthlyPrice > 0 ? (
            <p className="text-sm text-green-700 dark:text-green-400">
              Save {wholeDollars(yearlySavings(tier))} a year ({wholeDollars(plan.monthlyPrice * 12)} billed monthly)
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">
              {plan.monthlyPrice === 0 ? "Free forever, no card needed" : "Billed monthly, cancel anytime"}
            </p>
          )}
        </div>
        <PlanFeatures features={plan.features} />
      </CardContent>
      <CardFooter className="flex flex-col items-stretch gap-2">
        {action.kind === "current" && (
          <Button disabled variant="outline">
            Current Plan
          </Button>
        )}
        {action.kind === "signup" && (
          <Button asChild variant={popular ? "default" : "outline"}>
            <Link href="/signup">{action.label}</Link>
          </Button>
        )}
        {action.kind === "contact" && (
          <Button asChild variant="outline">
            <a href={salesHref}>Contact Sales</a>
          </Button>
        )}
        {action.kind === "downgrade" && (
          <Button variant="outline" disabled={pending !== null} aria-busy={busy} onClick={onDowngrade}>
            {busy && <Loader2Icon className="animate-spin" aria-hidden />}
            Downgrade to Free
          </Button>
        )}
        {action.kind === "checkout" && (
          <Button
            variant={popular ? "default" : "outline"}
            disabled={pending !== null}
            aria-busy={busy}
            onClick={() => onCheckout(tier)}
          >
            {busy && <Loader2Icon className="animate-spin" aria-hidden />}
            {action.label}
          </Button>
        )}
        {current && <p className="text-center text-xs text-muted-foreground">{alreadyOnNotice(tier)}</p>}
      </CardFooter>
    </Card>
  );
}
