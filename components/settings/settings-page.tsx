"use client";
// /settings: AI Intelligence Level, the subscription card with its cancel flow,
// and the 'Subscription Updated Successfully!' banner for 15 s after an upgrade (marker younger
// than 120 s: status and model info are refetched and the marker removed).
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { PartyPopperIcon } from "lucide-react";
import { BackHeader } from "@/components/layout/back-header";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { takeRecentUpgrade } from "@/components/subscription/upgrade-marker";
import { MODEL_INFO_KEY } from "@/lib/client/dashboard/queries";
import type { BillingSummaryDTO, ModelInfoDTO, SubscriptionStatusDTO } from "@/lib/dto";
import { ChannelsCard } from "@/components/channels/channels-card";
import { BriefSettingsCard } from "./brief-settings-card";
import { IntelligenceCard } from "./intelligence-card";
import { SignOutCard } from "./sign-out-card";
import { SubscriptionCard, type PlanState } from "./subscription-card";

export const SETTINGS_MARKER_MAX_AGE_MS = 120_000;
export const SETTINGS_BANNER_MS = 15_000;

export const STATUS_KEY = ["/api/subscription/status"] as const;
export function SettingsPage({ billing }: { billing: BillingSummaryDTO }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const status = useQuery<SubscriptionStatusDTO>({ queryKey: STATUS_KEY });
  const model = useQuery<ModelInfoDTO>({ queryKey: MODEL_INFO_KEY });
  const [banner, setBanner] = useState(false);
  // Taken once per mount (the marker is removed on reading; a ref survives dev's double effects).
  const upgraded = useRef<boolean | null>(null);

  useEffect(() => {
    upgraded.current ??= takeRecentUpgrade(SETTINGS_MARKER_MAX_AGE_MS);
    if (!upgraded.current) return;
    void queryClient.invalidateQueries({ queryKey: STATUS_KEY });
    void queryClient.invalidateQueries({ queryKey: MODEL_INFO_KEY });
    const show = setTimeout(() => setBanner(true), 0);
    const hide = setTimeout(() => setBanner(false), SETTINGS_BANNER_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [queryClient]);

  // The status endpoint is the live view; the server-rendered summary fills in until it answers
  // (and says whether a Stripe subscription renews, which decides how a cancellation works).
  const plan: PlanState = {
    tier: status.data?.tier ?? billing.tier,
    status: status.data?.status ?? billing.status,
    subscriptionEndsAt: status.data ? status.data.subscriptionEndsAt : billing.subscriptionEndsAt,
    hasStripeSubscription: billing.hasStripeSubscription,
  };

  return (
    <div className="min-h-screen">
      <BackHeader width="max-w-4xl" />
      <main className="mx-auto max-w-4xl space-y-6 px-4 py-8">
        <h1 className="text-2xl font-bold tracking-tight">Settings</h1>
        {banner && (
          <Alert className="border-green-300 bg-green-50 text-green-950 dark:bg-green-950/30 dark:text-green-100">
            <PartyPopperIcon aria-hidden />
            <AlertTitle>Subscription Updated Successfully!</AlertTitle>
            <AlertDescription>Your new plan is active, with its AI intelligence level and limits.</AlertDescription>
          </Alert>
        )}
        <div className="grid gap-6 md:grid-cols-2">
          <IntelligenceCard info={model.data} tier={plan.tier} isLoading={model.isLoading} isError={model.isError} />
          <SubscriptionCard
            plan={plan}
            onChanged={() => {
              // The plan (and with it user, status and model info) may have changed everywhere.
              void queryClient.invalidateQueries();
              router.refresh();
            }}
          />
        </div>
        <SignOutCard />
        <BriefSettingsCard />
        <ChannelsCard />
      </main>
    </div>
  );
}
