"use client";
// What works for one channel: per format, its outliers and flops ("3.2x your usual at 4 days") and
// its latest uploads, the topics the outliers (and the flops) share, how it is calculated, and a
// failed last read said plainly (the videos shown are from the last good one).
import { RefreshCwIcon, TrendingDownIcon, TrendingUpIcon } from "lucide-react";
import { toast } from "sonner";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { channelError, useRefreshChannel } from "@/lib/client/channels";
import { handleUnauthorized } from "@/lib/client/query-client";
import type { ChannelInsightsDTO, ChannelTopicDTO, ChannelVideoDTO } from "@/lib/channels/types";

const FORMAT_NAME = { short: "Shorts", long: "Long videos" } as const;
const count = new Intl.NumberFormat("en-US");

function VideoList({ videos, empty, label }: { videos: ChannelVideoDTO[]; empty: string; label: string }) {
  if (videos.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="space-y-2" aria-label={label}>
      {videos.map((v) => (
        <li key={v.videoId} className="text-sm">
          <a href={v.url} target="_blank" rel="noreferrer" className="font-medium hover:underline">
            {v.title}
          </a>
          <div className="text-muted-foreground">
            {v.label} · {count.format(v.views)} views
          </div>
        </li>
      ))}
    </ul>
  );
}

function Topics({ topics, label }: { topics: ChannelTopicDTO[]; label: string }) {
  if (topics.length === 0) return <p className="text-sm text-muted-foreground">None shared by two or more yet.</p>;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {topics.map((t) => (
        <li key={t.topic}>
          <Badge variant="secondary" title={t.titles.join("\n")}>
            {t.topic} · {t.videos} videos
          </Badge>
        </li>
      ))}
    </ul>
  );
}

export function ChannelInsights({ data }: { data: ChannelInsightsDTO }) {
  const refresh = useRefreshChannel();
  const { channel } = data;
  const onRefresh = () =>
    refresh.mutate(channel.id, {
      onError: (err) => {
        if (!handleUnauthorized(err))
          toast.error("Couldn't read your channel", { description: channelError(err, "Please try again later.") });
      },
    });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">What works for {channel.title}</h1>
          <p className="text-sm text-muted-foreground">
            {channel.videos.long} long videos and {channel.videos.short} Shorts
            {channel.readAt ? `, read ${new Date(channel.readAt).toLocaleString()}` : ""}
            {channel.readWith === "feed" ? " (the latest 15 uploads: the channel feed)" : ""}.
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={onRefresh} disabled={refresh.isPending}>
          <RefreshCwIcon aria-hidden />
          {refresh.isPending ? "Reading..." : "Read again"}
        </Button>
      </div>
      {channel.readError && (
        <Alert variant="destructive">
          <AlertTitle>The last read of your channel failed</AlertTitle>
          <AlertDescription>{channel.readError} The videos below are from the last read that worked.</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        {data.formats.map((f) => (
          <Card key={f.format}>
            <CardHeader>
              <CardTitle>{FORMAT_NAME[f.format]}</CardTitle>
              <CardDescription>Compared only with your other {FORMAT_NAME[f.format].toLowerCase()}.</CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              <div className="space-y-2">
                <h3 className="flex items-center gap-1 font-semibold">
                  <TrendingUpIcon className="size-4 text-green-700" aria-hidden /> Outliers
                </h3>
                <VideoList videos={f.outliers} empty="No outliers yet." label={`${FORMAT_NAME[f.format]} outliers`} />
              </div>
              <div className="space-y-2">
                <h3 className="flex items-center gap-1 font-semibold">
                  <TrendingDownIcon className="size-4 text-red-700" aria-hidden /> Flops
                </h3>
                <VideoList videos={f.flops} empty="No flops." label={`${FORMAT_NAME[f.format]} flops`} />
              </div>
              <div className="space-y-2">
                <h3 className="font-semibold">Latest</h3>
                <VideoList
                  videos={f.recent}
                  empty={`No ${FORMAT_NAME[f.format].toLowerCase()} read yet.`}
                  label={`Latest ${FORMAT_NAME[f.format].toLowerCase()}`}
                />
              </div>
            </CardContent>
          </Card>
        ))}
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Topics</CardTitle>
          <CardDescription>What your outliers, and your flops, have in common.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <h3 className="font-semibold">In your outliers</h3>
          <Topics topics={data.topics.outliers} label="Topics your outliers share" />
          <h3 className="font-semibold">In your flops</h3>
          <Topics topics={data.topics.flops} label="Topics your flops share" />
        </CardContent>
      </Card>
      <div className="space-y-1 text-xs text-muted-foreground">
        <p>{data.note}</p>
        <p>{data.method}</p>
      </div>
    </div>
  );
}
