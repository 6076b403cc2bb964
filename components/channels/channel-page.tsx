"use client";
// /dashboard/channel: the chosen connected channel's insights and what the creator filmed, or the
// connect form when there is no channel; the competitor channels they watch either way.
import { useSearchParams } from "next/navigation";
import { BackHeader } from "@/components/layout/back-header";
import { Skeleton } from "@/components/ui/skeleton";
import { channelError, useChannelInsights, useChannels } from "@/lib/client/channels";
import { ChannelInsights } from "./channel-insights";
import { ConnectForm } from "./connect-form";
import { FilmedSection } from "./filmed-section";
import { WatchedSection } from "./watched-section";

export function ChannelPage() {
  const wanted = useSearchParams().get("id");
  const channels = useChannels();
  const list = channels.data?.channels ?? [];
  const chosen = list.find((c) => c.id === wanted) ?? list[0] ?? null;
  const insights = useChannelInsights(chosen?.id ?? null);

  return (
    <div className="min-h-screen">
      <BackHeader width="max-w-6xl" />
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
        {channels.isPending || (chosen && insights.isPending) ? (
          <Skeleton className="h-64 w-full" />
        ) : !channels.data ? (
          <p className="text-sm text-red-800">Unable to load your channels right now.</p>
        ) : !chosen ? (
          <>
            <div className="space-y-3">
              <h1 className="text-2xl font-bold tracking-tight">Connect your channel</h1>
              <ConnectForm list={channels.data} />
            </div>
            <WatchedSection />
          </>
        ) : insights.data ? (
          <>
            <ChannelInsights data={insights.data} />
            <WatchedSection />
            <FilmedSection />
          </>
        ) : (
          <p className="text-sm text-red-800">
            {channelError(insights.error, "Unable to load your channel right now. Please try again.")}
          </p>
        )}
      </main>
    </div>
  );
}
