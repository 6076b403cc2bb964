"use client";
// 'Trending Now in {Niche}' with its count, the loading skeletons, the empty state and the cards;
// a report being written shows at the top (in place of the empty state) until it is stored.
import type { ReactNode } from "react";
import { SearchXIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import type { EmptyReportDTO, TrendDTO, VideoIdeaDTO } from "@/lib/dto";
import type { TrendFitDTO } from "@/lib/channels/fit";
import type { FilmedIdeaDTO, WatchedEvidenceDTO } from "@/lib/channels/types";
import { TrendCard } from "./trend-card";

type Props = {
  nicheLabel: string;
  trends: TrendDTO[] | undefined;
  loading: boolean;
  error: string | null;
  /** The server's answer when the niche had nothing to report: shown instead of 'No Trends Yet'. */
  empty?: EmptyReportDTO | null;
  onDevelop: (trend: TrendDTO, idea: VideoIdeaDTO) => void;
  /** The trends being written right now, if any. */
  writing?: ReactNode;
  /** Each trend's fit to the creator's connected channel, by trend id. */
  fits?: ReadonlyMap<string, TrendFitDTO>;
  /** The watched channels' recent outliers on each trend, by trend id. */
  watched?: ReadonlyMap<string, WatchedEvidenceDTO>;
  /** The videos the creator linked to ideas, by idea id. */
  filmed?: ReadonlyMap<string, FilmedIdeaDTO>;
};

export function trendsFoundText(n: number): string {
  return `${n} ${n === 1 ? "trend" : "trends"} found`;
}

export function TrendList({
  nicheLabel,
  trends,
  loading,
  error,
  empty,
  onDevelop,
  writing,
  fits,
  watched,
  filmed,
}: Props) {
  const none = !trends || trends.length === 0;
  return (
    <section aria-labelledby="trending-heading" aria-busy={loading} className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="trending-heading" className="text-xl font-bold break-words">
          Trending Now in {nicheLabel}
        </h2>
        {trends && !loading && !writing && (
          <p className="text-sm text-muted-foreground">{trendsFoundText(trends.length)}</p>
        )}
      </div>
      {writing}
      {loading ? (
        <div className="space-y-4">
          <p className="sr-only" role="status">
            Loading trends...
          </p>
          {[0, 1, 2].map((i) => (
            <div key={i} data-testid="trend-skeleton" className="space-y-3 rounded-xl border p-5">
              <Skeleton className="h-5 w-32" />
              <Skeleton className="h-6 w-3/4" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
            </div>
          ))}
        </div>
      ) : error ? (
        <Alert variant="destructive">
          <AlertTitle>Couldn&apos;t load trends</AlertTitle>
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : none && writing ? null : none ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center">
          <SearchXIcon className="size-10 text-muted-foreground" aria-hidden />
          <h3 className="text-lg font-semibold break-words">{empty ? empty.title : "No Trends Yet"}</h3>
          <p className="max-w-md text-sm text-muted-foreground">
            {empty ? (
              empty.message
            ) : (
              <>Click Generate Trends to discover what&apos;s rising in {nicheLabel} right now.</>
            )}
          </p>
        </div>
      ) : (
        <div className="space-y-4">
          {trends!.map((trend) => (
            <TrendCard
              key={trend.id}
              trend={trend}
              onDevelop={onDevelop}
              fit={fits?.get(trend.id)}
              watched={watched?.get(trend.id)}
              filmed={filmed}
            />
          ))}
        </div>
      )}
    </section>
  );
}
