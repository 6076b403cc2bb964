"use client";
// /dashboard/channel: the chosen connected channel's insights and what the creator filmed, or the
// connect form when there is no channel.
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { ArrowLeftIcon } from "lucide-react";
import { Brand } from "@/components/layout/brand";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { channelError, useChannelInsights, useChannels } from "@/lib/client/channels";
import { ChannelInsights } from "./channel-insights";
import { ConnectForm } from "./connect-form";
import { FilmedSection } from "./filmed-section";

export function ChannelPage() {
  const wanted = useSearchParams().get("id");
  const channels = useChannels();
  const list = channels.data?.channels ?? [];
  const chosen = list.find((c) => c.id === wanted) ?? list[0] ?? null;
  const insights = useChannelInsights(chosen?.id ?? null);

  return (
    <div className="min-h-screen">
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
          <Brand href="/dashboard" />
          <Button asChild variant="ghost" size="sm">
            <Link href="/dashboard">
              <ArrowLeftIcon aria-hidden />
              Back to Dashboard
            </Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
        {channels.isPending || (chosen && insights.isPending) ? (
          <Skeleton className="h-64 w-full" />
        ) : !channels.data ? (
          <p className="text-sm text-red-800">Unable to load your channels right now.</p>
        ) : !chosen ? (
          <div className="space-y-3">
            <h1 className="text-2xl font-bold tracking-tight">Connect your channel</h1>
            <ConnectForm list={channels.data} />
          </div>
        ) : insights.data ? (
          <>
            <ChannelInsights data={insights.data} />
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
