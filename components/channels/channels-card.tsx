"use client";
// The connected YouTube channels in /settings (#channels): connect, open or disconnect them.
import { SquarePlayIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useChannels } from "@/lib/client/channels";
import { ConnectForm } from "./connect-form";

export function ChannelsCard() {
  const channels = useChannels();
  return (
    <Card id="channels">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <SquarePlayIcon className="size-5 text-red-600" aria-hidden />
          Your YouTube channels
        </CardTitle>
        <CardDescription>
          Paste your channel&apos;s URL (or its @handle). Only its public videos and view counts are read; their data is
          kept 30 days from the last read.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {channels.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : channels.data ? (
          <ConnectForm list={channels.data} />
        ) : (
          <p className="text-sm text-red-800">Unable to load your channels right now.</p>
        )}
      </CardContent>
    </Card>
  );
}
