"use client";
// Connect a channel (a handle, a channel URL or a UC id) and the connected ones, each with a link
// to what works for it and a disconnect button. On the dashboard and in /settings.
import Link from "next/link";
import { XIcon } from "lucide-react";
import { toast } from "sonner";
import { LimitCount, limitReached } from "@/components/subscription/limit-count";
import { Button } from "@/components/ui/button";
import { channelError, useConnectChannel, useDisconnectChannel } from "@/lib/client/channels";
import { handleUnauthorized } from "@/lib/client/query-client";
import type { ChannelListDTO } from "@/lib/channels/types";
import { ChannelInputForm } from "./channel-input-form";

export function ConnectForm({ list }: { list: ChannelListDTO }) {
  const connect = useConnectChannel();
  const disconnect = useDisconnectChannel();
  const full = limitReached(list.channels.length, list.limit);

  const onDisconnect = (channelId: string, title: string) =>
    disconnect.mutate(channelId, {
      onSuccess: () => toast.success(`Disconnected ${title}`),
      onError: (err) => {
        if (!handleUnauthorized(err))
          toast.error("Couldn't disconnect", { description: channelError(err, "Please try again.") });
      },
    });

  return (
    <div className="space-y-3">
      {!full && (
        <ChannelInputForm
          send={connect}
          formLabel="Connect a channel"
          inputLabel="Your YouTube channel"
          placeholder={list.apiKey ? "@yourhandle or youtube.com/channel/UC…" : "youtube.com/channel/UC… or the UC… id"}
          submitLabel="Connect"
          pendingLabel="Reading your channel..."
          failMessage="Couldn't connect that channel. Please try again."
          limitTitle="Channel limit reached"
          onAdded={(channel) =>
            toast.success(`Connected ${channel.title}`, {
              description: `${channel.videos.long} long videos and ${channel.videos.short} Shorts read.`,
            })
          }
        />
      )}
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <LimitCount
          used={list.channels.length}
          limit={list.limit}
          verb="connected"
          more="Connect more with a bigger plan"
        />
        <ul className="flex flex-wrap gap-2" aria-label="Connected channels">
          {list.channels.map((c) => (
            <li key={c.id} className="inline-flex items-center gap-1 rounded-full border bg-muted/50 py-0.5 pr-1 pl-3">
              <Link
                href={`/dashboard/channel?id=${encodeURIComponent(c.id)}`}
                className="max-w-48 truncate underline-offset-2 hover:underline"
              >
                {c.title}
              </Link>
              <Button
                type="button"
                size="icon"
                variant="ghost"
                className="size-6 rounded-full"
                aria-label={`Disconnect ${c.title}`}
                disabled={disconnect.isPending}
                onClick={() => onDisconnect(c.id, c.title)}
              >
                <XIcon aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
