"use client";
// "Channels you watch" on the channel page: add a competitor's channel (its URL, @handle or UC id,
// as when connecting one's own), remove it, and see each one's latest outliers against its own
// usual. Their recent outliers also show on the trend cards they are close to.
import { useId } from "react";
import { EyeIcon, XIcon } from "lucide-react";
import { toast } from "sonner";
import { LimitCount, limitReached } from "@/components/subscription/limit-count";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { channelError, useDisconnectChannel, useWatchChannel, useWatched } from "@/lib/client/channels";
import { handleUnauthorized } from "@/lib/client/query-client";
import type { WatchedChannelDTO } from "@/lib/channels/types";
import { ChannelInputForm } from "./channel-input-form";

function WatchedChannel({
  channel,
  onRemove,
  busy,
}: {
  channel: WatchedChannelDTO;
  onRemove: () => void;
  busy: boolean;
}) {
  return (
    <li className="space-y-1 rounded-lg border p-3">
      <div className="flex items-center justify-between gap-2">
        <a href={channel.url} target="_blank" rel="noreferrer" className="font-medium break-words hover:underline">
          {channel.title}
        </a>
        <Button
          type="button"
          size="icon"
          variant="ghost"
          className="size-7 rounded-full"
          aria-label={`Stop watching ${channel.title}`}
          disabled={busy}
          onClick={onRemove}
        >
          <XIcon aria-hidden />
        </Button>
      </div>
      {channel.readError && <p className="text-sm text-red-800">{channel.readError}</p>}
      {channel.outliers.length === 0 ? (
        <p className="text-sm text-muted-foreground">No outliers among its recent uploads.</p>
      ) : (
        <ul className="space-y-1 text-sm" aria-label={`Outliers of ${channel.title}`}>
          {channel.outliers.map((v) => (
            <li key={v.videoId} className="flex flex-wrap gap-x-2">
              <a href={v.url} target="_blank" rel="noreferrer" className="hover:underline">
                {v.title}
              </a>
              <span className="text-muted-foreground">{v.label}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function WatchedSection() {
  const id = useId();
  const watched = useWatched();
  const add = useWatchChannel();
  const remove = useDisconnectChannel();
  const list = watched.data;
  const full = list ? limitReached(list.channels.length, list.limit) : false;

  const onRemove = (c: WatchedChannelDTO) =>
    remove.mutate(c.id, {
      onSuccess: () => toast.success(`Stopped watching ${c.title}`),
      onError: (err) => {
        if (!handleUnauthorized(err))
          toast.error("Couldn't remove it", { description: channelError(err, "Please try again.") });
      },
    });

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="space-y-1">
        <h2 id={`${id}-heading`} className="flex items-center gap-2 text-xl font-bold">
          <EyeIcon className="size-5 text-red-600" aria-hidden />
          Channels you watch
        </h2>
        <p className="text-sm text-muted-foreground">
          Competitors in your niche. When one of their videos beats its own usual, the trend cards it is about say so.
        </p>
      </div>
      {watched.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : !list ? (
        <p className="text-sm text-red-800">{channelError(watched.error, "Unable to load the channels you watch.")}</p>
      ) : (
        <>
          {!full && (
            <ChannelInputForm
              send={add}
              formLabel="Watch a channel"
              inputLabel="A competitor's YouTube channel"
              placeholder={
                list.apiKey ? "@theirhandle or youtube.com/channel/UC…" : "youtube.com/channel/UC… or the UC… id"
              }
              submitLabel="Watch"
              pendingLabel="Reading the channel..."
              failMessage="Couldn't add that channel. Please try again."
              limitTitle="Watched channel limit reached"
              onAdded={(channel) => toast.success(`Watching ${channel.title}`)}
            />
          )}
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <LimitCount
              used={list.channels.length}
              limit={list.limit}
              verb="watched"
              more="Watch more with a bigger plan"
            />
          </div>
          {list.channels.length > 0 && (
            <ul className="grid gap-3 sm:grid-cols-2" aria-label="Watched channels">
              {list.channels.map((c) => (
                <WatchedChannel key={c.id} channel={c} busy={remove.isPending} onRemove={() => onRemove(c)} />
              ))}
            </ul>
          )}
          <p className="text-xs text-muted-foreground">{list.note}</p>
        </>
      )}
    </section>
  );
}
