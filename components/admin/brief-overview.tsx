"use client";
// The daily brief's block on the Overview tab: followed niches, briefs built and digests today.
import { useQuery } from "@tanstack/react-query";
import { SunriseIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { BriefStatsDTO } from "@/lib/brief/types";
import { ADMIN_REFRESH_MS, BRIEF_STATS_KEY } from "./use-admin";

export function BriefOverview() {
  const stats = useQuery<BriefStatsDTO>({ queryKey: BRIEF_STATS_KEY, refetchInterval: ADMIN_REFRESH_MS });
  const s = stats.data;
  const rows: [string, number | undefined, string][] = [
    ["Followed niches", s?.followedNiches, s ? `${s.follows} follows by ${s.followers} creators` : ""],
    ["Briefs built today", s?.briefsBuiltToday, s ? `${s.emptyBriefsToday} without signals` : ""],
    [
      "Digests sent today",
      s?.digestsToday.sent,
      s ? `${s.digestsToday.skipped} skipped (no consent, email off or nothing to say)` : "",
    ],
    ["Digests failed today", s?.digestsToday.failed, "send errors, bounces and spam complaints"],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <SunriseIcon aria-hidden="true" className="size-4" />
          Daily brief
        </CardTitle>
      </CardHeader>
      <CardContent>
        {stats.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Failed to load the daily brief numbers
          </p>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {rows.map(([label, value, sub]) => (
              <div key={label}>
                <dt className="text-sm font-medium">{label}</dt>
                <dd className="text-2xl font-bold" data-testid={`brief-${label.toLowerCase().replace(/ /g, "-")}`}>
                  {value ?? <Skeleton className="h-7 w-12" />}
                </dd>
                <dd className="text-xs text-muted-foreground">{sub}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className="mt-3 text-xs text-muted-foreground">&ldquo;Today&rdquo; starts at 00:00 UTC.</p>
      </CardContent>
    </Card>
  );
}
