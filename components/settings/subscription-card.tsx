"use client";
// The plan card on /settings: plan and status, Upgrade Plan (free) / Change Plan (paid), and the
// cancel flow. What the dialog and the toast say is what actually happens: a Stripe subscription
// runs to the end of the paid period; a plan without one (set by an admin) ends at once.
import Link from "next/link";
import { useState } from "react";
import { CreditCardIcon } from "lucide-react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { CancelSubscriptionDTO } from "@/lib/dto";
import { apiJson, serverMessage } from "@/lib/client/api";
import { handleUnauthorized } from "@/lib/client/query-client";
import { PLANS, type Tier } from "@/lib/plans";

export type PlanState = {
  tier: Tier;
  status: string;
  subscriptionEndsAt: string | null;
  hasStripeSubscription: boolean;
};

const STATUS_LABEL: Record<string, string> = {
  active: "Active",
  canceled: "Cancelled",
  past_due: "Payment due",
  unpaid: "Unpaid",
  disputed: "Under review",
  paused: "Paused",
};

export const longDateOf = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });

/** The toast description for what the server says happened. */
export function cancelledDescription(res: CancelSubscriptionDTO): string {
  if (res.effective === "period_end") {
    return `You'll keep access until the current billing period ends${res.endsAt ? ` (${longDateOf(res.endsAt)})` : ""}. You won't be charged again.`;
  }
  return `Your plan has ended now and you're on the free ${PLANS.free.name} plan.`;
}

export function SubscriptionCard({ plan, onChanged }: { plan: PlanState; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const name = PLANS[plan.tier].name;
  const paid = plan.tier !== "free";
  const canCancel = paid && plan.status === "active";
  const ends = plan.subscriptionEndsAt ? longDateOf(plan.subscriptionEndsAt) : null;

  async function cancel() {
    setPending(true);
    try {
      const res = await apiJson<CancelSubscriptionDTO>("POST", "/api/subscription/cancel");
      toast.success("Subscription Cancelled", { description: cancelledDescription(res) });
      setOpen(false);
      onChanged();
    } catch (err) {
      if (!handleUnauthorized(err)) {
        toast.error("Cancellation Failed", {
          description: serverMessage(err, "Failed to cancel subscription. Please contact support."),
        });
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2 text-lg">
            <CreditCardIcon className="size-5 text-primary" aria-hidden />
            Subscription
          </h2>
        </CardTitle>
        <CardDescription>Your plan and billing.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-xl font-semibold" data-testid="current-plan">
            {name}
          </p>
          <Badge variant={plan.status === "active" ? "secondary" : "outline"}>
            {STATUS_LABEL[plan.status] ?? plan.status}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {PLANS[plan.tier].trendsPerMonth >= 999999 ? "Unlimited" : PLANS[plan.tier].trendsPerMonth} trend reports a
          month, {PLANS[plan.tier].aiQuality} AI.
        </p>
        {paid && plan.status === "canceled" && (
          <p className="text-sm">
            Your subscription is cancelled. You keep {name}
            {ends ? ` until ${ends}` : " until the end of the billing period"}, then move to the free {PLANS.free.name}{" "}
            plan.
          </p>
        )}
        {paid && plan.status === "active" && plan.hasStripeSubscription && ends && (
          <p className="text-sm">Renews on {ends}.</p>
        )}
        {paid && (plan.status === "past_due" || plan.status === "unpaid") && (
          <p className="text-sm text-destructive">
            Your last payment didn&apos;t go through. Please contact support to keep your plan.
          </p>
        )}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button asChild>
          <Link href="/pricing">{paid ? "Change Plan" : "Upgrade Plan"}</Link>
        </Button>
        {canCancel && (
          <Button variant="outline" onClick={() => setOpen(true)}>
            Cancel Subscription
          </Button>
        )}
      </CardFooter>

      <Dialog open={open} onOpenChange={(o) => !pending && setOpen(o)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Cancel your {name} subscription?</DialogTitle>
            <DialogDescription>
              {plan.hasStripeSubscription
                ? `You won't be charged again. You keep ${name} until the end of the current billing period${ends ? ` (${ends})` : ""}, then move to the free ${PLANS.free.name} plan.`
                : `Your ${name} plan ends immediately and you move to the free ${PLANS.free.name} plan right away.`}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" disabled={pending} onClick={() => setOpen(false)}>
              Keep Subscription
            </Button>
            <Button variant="destructive" disabled={pending} onClick={() => void cancel()}>
              {pending ? "Cancelling..." : "Confirm Cancellation"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
