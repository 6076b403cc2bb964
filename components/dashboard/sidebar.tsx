// The right-hand column: script promo, 'Your Plan' with usage, 'Your Benefits'.
import Link from "next/link";
import { CheckIcon, CrownIcon, FileTextIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { SubscriptionStatusDTO } from "@/lib/dto";
import { PLANS, type Tier } from "@/lib/plans";
import { USAGE_NOUNS, UsageBar } from "./usage-bars";

/** `tier` is the user's (null until the user query answers); the status, once loaded, is what counts. */
type Props = { status: SubscriptionStatusDTO | undefined; statusError: boolean; tier: Tier | null; isAdmin: boolean };

export function Sidebar({ status, statusError, tier, isAdmin }: Props) {
  const plan = tier ? PLANS[tier] : null;
  const planName = status?.plan.name ?? plan?.name ?? null;
  const features = status?.plan.features ?? plan?.features ?? null;
  const admin = isAdmin || Boolean(status?.isAdmin);
  const currentTier = status?.tier ?? tier;
  return (
    <aside aria-label="Your plan and usage" className="space-y-4">
      <section
        aria-labelledby="promo-heading"
        className="rounded-xl border border-violet-200 bg-violet-50 p-4 text-violet-950"
      >
        <h2 id="promo-heading" className="flex items-center gap-2 font-semibold">
          <FileTextIcon className="size-4" aria-hidden />
          Turn ideas into scripts
        </h2>
        <p className="mt-1 text-sm">
          Press &lsquo;Develop Script&rsquo; on any video idea for a 60-90 second script with timing cues, on-screen
          text, B-roll notes and captions.
        </p>
      </section>

      <section aria-labelledby="plan-heading" className="space-y-4 rounded-xl border bg-card p-4 shadow-sm">
        <div className="flex items-start justify-between gap-2">
          <div>
            <h2 id="plan-heading" className="font-semibold">
              Your Plan
            </h2>
            <p className="flex items-center gap-1.5 text-lg font-bold text-violet-800">
              <CrownIcon className="size-4" aria-hidden />
              {planName ?? <span className="inline-block h-5 w-28 animate-pulse rounded-md bg-accent" aria-hidden />}
            </p>
          </div>
          {status && status.status !== "active" && (
            <span className="text-xs font-medium text-amber-900 capitalize">{status.status}</span>
          )}
        </div>
        {status ? (
          <div className="space-y-4">
            <UsageBar noun={USAGE_NOUNS.trends} used={status.trendsUsed} limit={status.trendsLimit} isAdmin={admin} />
            <UsageBar
              noun={USAGE_NOUNS.scripts}
              used={status.scriptsUsed}
              limit={status.scriptsLimit}
              isAdmin={admin}
            />
          </div>
        ) : statusError ? (
          <p className="text-sm text-red-800">Unable to load your usage right now.</p>
        ) : (
          <div className="space-y-3" aria-hidden>
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-full" />
          </div>
        )}
        {currentTier === null ? (
          <Skeleton className="h-9 w-full" aria-hidden />
        ) : (
          <Button asChild variant={currentTier === "free" ? "default" : "outline"} className="w-full">
            <Link href="/pricing">{currentTier === "free" ? "Upgrade Plan" : "Change Plan"}</Link>
          </Button>
        )}
      </section>

      <section aria-labelledby="benefits-heading" className="rounded-xl border bg-card p-4 shadow-sm">
        <h2 id="benefits-heading" className="mb-2 font-semibold">
          Your Benefits
        </h2>
        <ul className="space-y-1.5 text-sm">
          {features === null ? (
            <li aria-hidden className="space-y-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-2/3" />
            </li>
          ) : (
            features.map((f, i) => (
              <li key={i} className="flex items-start gap-2">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden />
                {f}
              </li>
            ))
          )}
        </ul>
      </section>

      <nav aria-label="Privacy and terms" className="flex flex-wrap gap-x-4 gap-y-1 px-1 text-xs text-muted-foreground">
        <Link href="/privacy/consent" className="underline-offset-2 hover:underline">
          Manage consent
        </Link>
        <Link href="/privacy" className="underline-offset-2 hover:underline">
          Privacy Policy
        </Link>
        <Link href="/terms" className="underline-offset-2 hover:underline">
          Terms of Service
        </Link>
        <Link href="/pricing" className="underline-offset-2 hover:underline">
          Pricing
        </Link>
      </nav>
    </aside>
  );
}
