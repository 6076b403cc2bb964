"use client";
// /pricing: back link, monthly/yearly toggle with 'Save 33%', the four plan
// cards and the FAQ. Signed-out visitors are sent to /signup by the card buttons.
import { useState } from "react";
import { InfoIcon } from "lucide-react";
import { BackHeader } from "@/components/layout/back-header";
import { SiteFooter } from "@/components/layout/site-footer";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Switch } from "@/components/ui/switch";
import { PLANS, TIERS, type Tier } from "@/lib/plans";
import { PlanCard } from "./plan-card";
import { PricingFaq } from "./pricing-faq";
import { usePlanChoice } from "./use-plan-choice";

type Props = {
  /** The signed-in user's plan, or null when signed out. */
  currentTier: Tier | null;
  billingEnabled: boolean;
  /** Shown when billing is off (the server's BILLING_NOT_CONFIGURED). */
  billingMessage: string;
  salesHref: string;
};

export function PricingPage({ currentTier, billingEnabled, billingMessage, salesHref }: Props) {
  const [isYearly, setIsYearly] = useState(false);
  const [confirmDowngrade, setConfirmDowngrade] = useState(false);
  const { pending, startCheckout, downgrade } = usePlanChoice(currentTier, isYearly);
  const signedIn = currentTier !== null;

  return (
    <div className="flex min-h-screen flex-col">
      <BackHeader width="max-w-6xl" signedIn={signedIn} />

      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-10">
        <div className="mx-auto max-w-2xl text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Choose your plan</h1>
          <p className="mt-3 text-muted-foreground">
            Spot trends sooner and turn them into scripts. Start free; upgrade when you need more reports and scripts.
          </p>
        </div>

        {!billingEnabled && (
          <Alert className="mx-auto mt-6 max-w-2xl">
            <InfoIcon aria-hidden />
            <AlertTitle>Online payments are off</AlertTitle>
            <AlertDescription>{billingMessage}</AlertDescription>
          </Alert>
        )}

        <div className="mt-8 flex items-center justify-center gap-3">
          <span className={isYearly ? "text-muted-foreground" : ""} aria-hidden>
            Monthly
          </span>
          <Switch aria-label="Bill yearly" checked={isYearly} onCheckedChange={setIsYearly} />
          <span className={isYearly ? "" : "text-muted-foreground"} aria-hidden>
            Yearly
          </span>
          <Badge variant="secondary">Save 33%</Badge>
        </div>

        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TIERS.map((tier) => (
            <PlanCard
              key={tier}
              tier={tier}
              currentTier={currentTier}
              isYearly={isYearly}
              pending={pending}
              salesHref={salesHref}
              onCheckout={startCheckout}
              onDowngrade={() => setConfirmDowngrade(true)}
            />
          ))}
        </div>

        <PricingFaq />
      </main>
      <SiteFooter />

      <Dialog open={confirmDowngrade} onOpenChange={setConfirmDowngrade}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Downgrade to Free?</DialogTitle>
            <DialogDescription>
              {currentTier && currentTier !== "free"
                ? `Your ${PLANS[currentTier].name} plan ends right now and any subscription is cancelled: you move to the free ${PLANS.free.name} plan (3 trend reports and 9 scripts a month) immediately.`
                : "You are already on the free plan."}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmDowngrade(false)}>
              Keep my plan
            </Button>
            <Button
              variant="destructive"
              disabled={pending !== null}
              onClick={() => {
                setConfirmDowngrade(false);
                void downgrade();
              }}
            >
              Downgrade now
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
