"use client";
// 'Your channel' on the dashboard: connect a channel, and once connected, its latest standouts
// with a link to the whole picture (/dashboard/channel).
import Link from "next/link";
import { ArrowRightIcon, SquarePlayIcon } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { useChannelInsights, useChannels } from "@/lib/client/channels";
import { ConnectForm } from "./connect-form";

export function ChannelSection() {
  const channels = useChannels();
  const first = channels.data?.channels[0] ?? null;
  const insights = useChannelInsights(first?.id ?? null);
  const standouts = (insights.data?.formats ?? []).flatMap((f) => f.outliers.slice(0, 2));

  return (
    <section aria-labelledby="channel-heading" className="space-y-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="channel-heading" className="flex items-center gap-2 text-xl font-bold">
          <SquarePlayIcon className="size-5 text-red-600" aria-hidden />
          Your channel
        </h2>
        {first && (
          <Link
            href={`/dashboard/channel?id=${encodeURIComponent(first.id)}`}
            className="inline-flex items-center gap-1 text-sm font-medium underline-offset-2 hover:underline"
          >
            What works for you
            <ArrowRightIcon className="size-4" aria-hidden />
          </Link>
        )}
      </div>
      {channels.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : !channels.data ? (
        <p className="text-sm text-red-800">Unable to load your channels right now.</p>
      ) : (
        <>
          <ConnectForm list={channels.data} />
          {!first ? (
            <p className="text-sm text-muted-foreground">
              Connect your YouTube channel to see which of your videos beat your usual views, Shorts and long videos
              apart, and the topics they share.
            </p>
          ) : standouts.length > 0 ? (
            <ul className="space-y-1 text-sm" aria-label="Your latest outliers">
              {standouts.map((v) => (
                <li key={v.videoId} className="flex flex-wrap gap-x-2">
                  <a href={v.url} target="_blank" rel="noreferrer" className="font-medium hover:underline">
                    {v.title}
                  </a>
                  <span className="text-muted-foreground">{v.label}</span>
                </li>
              ))}
            </ul>
          ) : (
            insights.data && <p className="text-sm text-muted-foreground">No outliers among your recent uploads yet.</p>
          )}
        </>
      )}
    </section>
  );
}
