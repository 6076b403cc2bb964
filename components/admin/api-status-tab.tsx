"use client";
// API Status tab: a card per external data source (status, last checked, error; for the AI
// provider also its latest failed calls with kind and time) from the dashboard stats, and the
// static box of each provider's quotas and cache times. A trend source's card also says what the
// source registry says of it: authentication, published limits, what the app keeps to, and
// whether its terms allow a paid product.
import { InfoIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { AiFailureDTO, SourceAboutDTO, SystemStatsDTO } from "@/lib/admin/dto";
import { dateTime, failureKind, sourceLabel } from "./format";
import { StatusBadge } from "./status-badge";

export function ApiStatusTab({ stats }: { stats: SystemStatsDTO | undefined }) {
  return (
    <div className="space-y-4">
      {stats ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Object.entries(stats.apiStatus).map(([source, s]) => (
            <Card key={source} className="gap-3" data-testid={`api-source-${source}`}>
              <CardHeader>
                <CardTitle className="flex items-center justify-between gap-2 text-base">
                  <span className="min-w-0 break-words">{s.about?.title ?? sourceLabel(source)}</span>
                  <StatusBadge status={s.status} />
                </CardTitle>
              </CardHeader>
              <CardContent className="space-y-1 text-sm">
                <p>
                  <span className="text-muted-foreground">Last checked:</span> {dateTime(s.lastCheck)}
                </p>
                {s.errorMessage ? <p className="break-words text-muted-foreground">{s.errorMessage}</p> : null}
                {s.recentFailures ? <RecentFailures failures={s.recentFailures} /> : null}
                {s.about ? <AboutSource about={s.about} /> : null}
              </CardContent>
            </Card>
          ))}
        </div>
      ) : (
        <Skeleton className="h-32" />
      )}
      <Alert>
        <InfoIcon aria-hidden="true" />
        <AlertTitle>API limits and quotas</AlertTitle>
        <AlertDescription>
          <ul className="list-disc space-y-1 pl-4">
            <li>
              Video search source (YouTube Data API): 10,000 units/day, 100 units per search, 50 results max per
              request, 30-minute cache.
            </li>
            <li>
              Microblog source (X / Twitter API): 1,500 posts/month on the free tier, 300 requests per 15 minutes,
              15-minute cache.
            </li>
            <li>
              Trend sources: each card below shows its access, its provider&apos;s published limits, the budget the app
              keeps to (counted across servers) and whether its terms allow a paid product. Each niche&apos;s live
              signals are fetched at most once an hour and shared by all its users.
            </li>
            <li>
              Configured sources are re-checked at most every 5 minutes; the trend engine&apos;s own calls also update
              these cards.
            </li>
          </ul>
        </AlertDescription>
      </Alert>
    </div>
  );
}

const AUTH = { none: "No key", key: "API key", oauth: "OAuth" } as const;

function AboutSource({ about }: { about: SourceAboutDTO }) {
  return (
    <dl className="space-y-0.5 border-t pt-2 text-xs">
      {about.wouldAdd ? (
        <div data-testid="source-would-add">
          <dt className="inline font-medium">Missing: </dt>
          <dd className="inline">
            adding {about.wouldAdd.credential} would add {about.wouldAdd.adds} ({about.wouldAdd.how}).
          </dd>
        </div>
      ) : null}
      <div>
        <dt className="inline text-muted-foreground">Access: </dt>
        <dd className="inline">{AUTH[about.auth]}</dd>
      </div>
      <div>
        <dt className="inline text-muted-foreground">Published limits: </dt>
        <dd className="inline">{about.limits}</dd>
      </div>
      <div>
        <dt className="inline text-muted-foreground">Budget kept: </dt>
        <dd className="inline">{about.keepsTo}</dd>
      </div>
      <div>
        <dt className="inline text-muted-foreground">Used this window: </dt>
        <dd className="inline">{about.usedThisWindow.toLocaleString("en-US")} requests</dd>
      </div>
      {about.pausedUntil ? (
        <div>
          <dt className="inline text-muted-foreground">Paused until: </dt>
          <dd className="inline">
            {dateTime(about.pausedUntil)} ({about.pausedBecause})
          </dd>
        </div>
      ) : null}
      <div>
        <dt className="inline text-muted-foreground">Paid product allowed: </dt>
        <dd className="inline">
          {about.commercialUse ? "Yes" : "No"} (
          <a href={about.termsUrl} target="_blank" rel="noreferrer" className="underline">
            {about.termsNote}
          </a>
          )
        </dd>
      </div>
    </dl>
  );
}

function RecentFailures({ failures }: { failures: AiFailureDTO[] }) {
  return (
    <div className="space-y-1 border-t pt-2">
      <h4 className="text-sm font-medium">Recent failures</h4>
      {failures.length === 0 ? (
        <p className="text-muted-foreground">No failed calls.</p>
      ) : (
        <ul aria-label="Recent AI failures" className="space-y-1.5">
          {failures.map((f, i) => (
            <li key={`${f.at}-${i}`} className="break-words">
              <time dateTime={f.at} className="text-muted-foreground">
                {dateTime(f.at)}
              </time>{" "}
              <span className="font-medium">{failureKind(f.kind)}</span> - {f.model} (
              {f.purpose === "script" ? "script" : "trend report"})
              {f.message ? <span className="block text-xs text-muted-foreground">{f.message}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
