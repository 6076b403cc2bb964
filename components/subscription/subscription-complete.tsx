"use client";
// /subscription-complete: verifies the checkout session through
// GET /api/payment/session-details and shows the plan actually bought (the product's fixed 'pro' is
// only the fallback when the payment can't be verified). A failed verification is only logged.
import Link from "next/link";
import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2Icon, GiftIcon } from "lucide-react";
import { Brand } from "@/components/layout/brand";
import { SiteFooter } from "@/components/layout/site-footer";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { PaymentSessionDetailsDTO } from "@/lib/dto";
import { apiJson } from "@/lib/client/api";
import { PLANS, type Tier } from "@/lib/plans";
import { saveUpgradeMarker } from "./upgrade-marker";
import { PlanFeatures } from "@/components/pricing/plan-features";

const FALLBACK_TIER: Tier = "pro";

type Verified = { tier: Tier; isYearly: boolean; amount: number | null; currency: string };

function fromDetails(d: PaymentSessionDetailsDTO): Verified {
  return {
    tier: d.session.subscription_tier ?? d.subscription.subscriptionTier,
    isYearly: Boolean(d.session.is_yearly),
    amount: d.session.amount_total,
    currency: (d.session.currency ?? "usd").toUpperCase(),
  };
}

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency, minimumFractionDigits: 2 }).format(cents / 100);

export function SubscriptionComplete({ sessionId }: { sessionId: string | null }) {
  const queryClient = useQueryClient();
  const [verified, setVerified] = useState<Verified | null>(null);
  const [checking, setChecking] = useState(Boolean(sessionId));

  useEffect(() => {
    if (!sessionId) return;
    let active = true;
    apiJson<PaymentSessionDetailsDTO>("GET", `/api/payment/session-details/${encodeURIComponent(sessionId)}`)
      .then((details) => {
        if (!active) return;
        if (!details.success) return console.warn("Payment verification failed:", details.message ?? "not paid");
        setVerified(fromDetails(details));
        saveUpgradeMarker();
        // The plan changed: cached user / plan data is stale everywhere.
        void queryClient.invalidateQueries();
      })
      .catch((err: unknown) => console.warn("Payment verification failed:", err instanceof Error ? err.message : err))
      .finally(() => active && setChecking(false));
    return () => {
      active = false;
    };
  }, [sessionId, queryClient]);

  const tier = verified?.tier ?? FALLBACK_TIER;
  const plan = PLANS[tier];
  const amount =
    verified?.amount != null ? money(verified.amount, verified.currency) : money(plan.monthlyPrice * 100, "USD");

  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-4xl items-center px-4">
          <Brand />
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-10">
        <div className="text-center">
          <CheckCircle2Icon className="mx-auto size-14 text-green-600" aria-hidden />
          <h1 className="mt-4 text-3xl font-bold tracking-tight">Welcome to {plan.name}!</h1>
          <p className="mt-2 text-muted-foreground" aria-live="polite">
            {checking
              ? "Confirming your payment..."
              : verified
                ? "Your payment is confirmed and your new plan is active."
                : "Thank you for subscribing. Your plan will be active as soon as your payment is confirmed."}
          </p>
        </div>

        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>What you get</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <PlanFeatures features={plan.features} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Subscription details</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-muted-foreground">Plan</dt>
                <dd data-testid="detail-plan">{plan.name}</dd>
                <dt className="text-muted-foreground">Billing</dt>
                <dd data-testid="detail-billing">{verified?.isYearly ? "Yearly" : "Monthly"}</dd>
                <dt className="text-muted-foreground">Amount</dt>
                <dd data-testid="detail-amount">{amount}</dd>
                {sessionId && (
                  <>
                    <dt className="text-muted-foreground">Reference</dt>
                    <dd className="font-mono" data-testid="detail-reference">
                      ...{sessionId.slice(-8)}
                    </dd>
                  </>
                )}
              </dl>
            </CardContent>
          </Card>
        </div>

        <aside
          aria-labelledby="launch-bonus"
          className="mt-6 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/30 dark:text-amber-100"
        >
          <GiftIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div>
            <h2 id="launch-bonus" className="font-semibold">
              Special Launch Bonus
            </h2>
            <p>
              Thanks for joining us at launch: paid plans come with priority support, with replies within 2-4 hours.
            </p>
          </div>
        </aside>

        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link href="/dashboard?from=subscription-complete">Go to Dashboard</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/support">Contact Support</Link>
          </Button>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
