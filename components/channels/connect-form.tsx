"use client";
// Connect a channel (a handle, a channel URL or a UC id) and the connected ones, each with a link
// to what works for it and a disconnect button. On the dashboard and in /settings.
import Link from "next/link";
import { LimitCount, limitReached } from "@/components/subscription/limit-count";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { PlusIcon, XIcon } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { httpStatus } from "@/lib/client/api";
import { channelError, useConnectChannel, useDisconnectChannel } from "@/lib/client/channels";
import { handleUnauthorized } from "@/lib/client/query-client";
import { CHANNEL_INPUT_MAX } from "@/lib/schemas/channels";
import type { ChannelListDTO } from "@/lib/channels/types";

export function ConnectForm({ list }: { list: ChannelListDTO }) {
  const id = useId();
  const router = useRouter();
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const connect = useConnectChannel();
  const disconnect = useDisconnectChannel();
  const full = limitReached(list.channels.length, list.limit);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const value = typed.trim();
    if (!value) return;
    setError(null);
    connect.mutate(value, {
      onSuccess: ({ channel }) => {
        setTyped("");
        toast.success(`Connected ${channel.title}`, {
          description: `${channel.videos.long} long videos and ${channel.videos.short} Shorts read.`,
        });
      },
      onError: (err) => {
        if (handleUnauthorized(err)) return;
        const message = channelError(err, "Couldn't connect that channel. Please try again.");
        setError(message);
        if (httpStatus(err) === 403)
          toast.error("Channel limit reached", {
            description: message,
            action: { label: "See plans", onClick: () => router.push("/pricing") },
          });
      },
    });
  };

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
        <form method="post" onSubmit={onSubmit} className="space-y-1" aria-label="Connect a channel">
          <div className="flex flex-col gap-2 sm:flex-row">
            <label htmlFor={`${id}-channel`} className="sr-only">
              Your YouTube channel
            </label>
            <Input
              id={`${id}-channel`}
              value={typed}
              maxLength={CHANNEL_INPUT_MAX}
              onChange={(e) => setTyped(e.target.value)}
              placeholder={
                list.apiKey ? "@yourhandle or youtube.com/channel/UC…" : "youtube.com/channel/UC… or the UC… id"
              }
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="sm:max-w-md"
            />
            <Button type="submit" disabled={connect.isPending || !typed.trim()}>
              <PlusIcon aria-hidden />
              {connect.isPending ? "Reading your channel..." : "Connect"}
            </Button>
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-800">
              {error}
            </p>
          )}
        </form>
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
