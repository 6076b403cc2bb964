"use client";
// "What you filmed" on the channel page: each idea the creator marked as filmed, from the report's
// trend and hook to the video, its views at 24 h, 48 h, 7 and 28 days against their usual band,
// and where its 28-day views are heading. Labelled as the app's estimate; an upload no longer
// stored keeps the results last worked out, said as such.
import { ClapperboardIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { channelError } from "@/lib/client/channels";
import { useFilmed } from "@/lib/client/filmed";
import type { FilmedIdeaDTO, FilmedListDTO } from "@/lib/channels/types";
import { cn } from "@/lib/utils";
import { VERDICT_STYLE } from "./filmed-dialog";

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });

function FilmedItem({ f }: { f: FilmedIdeaDTO }) {
  const r = f.results;
  return (
    <li className="space-y-2 rounded-lg border p-3">
      <div className="space-y-0.5">
        <p className="text-xs text-muted-foreground break-words">
          {f.niche} · {f.trendTitle}
        </p>
        <p className="font-medium break-words">{f.hook}</p>
        <p className="text-sm break-words">
          <a href={f.video.url} target="_blank" rel="noreferrer" className="underline underline-offset-2">
            {f.video.title}
          </a>
          <span className="text-muted-foreground">
            {" "}
            · {f.video.format === "short" ? "Short" : "Long video"} published {day(f.video.publishedAt)}
          </span>
        </p>
      </div>
      {r ? (
        <>
          <ul className="grid gap-1 text-sm sm:grid-cols-2" aria-label={`Milestones of ${f.video.title}`}>
            {r.milestones.map((m) => (
              <li key={m.age} className={cn(VERDICT_STYLE[m.verdict])}>
                {m.label}
              </li>
            ))}
          </ul>
          {r.projection && <p className="text-sm">{r.projection.label}</p>}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">No results yet.</p>
      )}
      {!f.stored && f.resultsAt && (
        <p className="text-xs text-muted-foreground">
          Its counts are no longer stored (a video&apos;s counts go 30 days after their last read, or with its channel):
          these results are from {day(f.resultsAt)}.
        </p>
      )}
    </li>
  );
}

export function FilmedList({ data }: { data: FilmedListDTO }) {
  if (data.filmed.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        Nothing marked as filmed yet. When you publish a video from one of your ideas, press “I filmed this” on the idea
        in your report (or on its script) and paste the video’s link or pick it from your uploads: its views at 24
        hours, 48 hours, 7 and 28 days are then compared with your usual here.
      </p>
    );
  return (
    <ul className="space-y-3" aria-label="Filmed ideas">
      {data.filmed.map((f) => (
        <FilmedItem key={f.id} f={f} />
      ))}
    </ul>
  );
}

export function FilmedSection() {
  const filmed = useFilmed();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ClapperboardIcon className="size-5" aria-hidden />
          <h2>What you filmed</h2>
        </CardTitle>
        <CardDescription>
          {filmed.data?.note ?? "From the idea in your report to the video and how it did."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {filmed.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : filmed.data ? (
          <FilmedList data={filmed.data} />
        ) : (
          <p className="text-sm text-red-800">
            {channelError(filmed.error, "Unable to load what you filmed right now. Please try again.")}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
