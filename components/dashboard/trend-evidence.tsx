"use client";
// Why a trend is on the list: growth, lifecycle stage, its daily series and the top source items,
// behind a disclosure so cards stay short. The list carries only the summary (growth, lifecycle):
// the series and top items of a stored trend are fetched the first time its disclosure opens (they
// were a fifth of the list's body); a card still being written carries them already.
import { useQuery } from "@tanstack/react-query";
import { ChevronDownIcon } from "lucide-react";
import { useState } from "react";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { Button } from "@/components/ui/button";
import type { TrendDTO, TrendEvidenceDTO, TrendEvidenceSummaryDTO } from "@/lib/dto";
import { cn } from "@/lib/utils";
import { Sparkline } from "./sparkline";

const compact = new Intl.NumberFormat("en", { notation: "compact", maximumFractionDigits: 1 });

type Growth = Pick<TrendEvidenceSummaryDTO, "growthPct" | "baselineDays" | "baselineMentions">;

/**
 * growthPct null: the source was read for the first time, so there is no earlier level to compare
 * with. No earlier mentions at all: the topic is new, and a percentage from zero would be made up.
 */
export function formatGrowth(e: Growth): string {
  if (e.growthPct === null) return "No baseline yet";
  if (e.baselineMentions === 0) return "New";
  if (!Number.isFinite(e.growthPct)) return "n/a";
  return `${e.growthPct > 0 ? "+" : ""}${Math.round(e.growthPct)}%`;
}

/** The span the growth was computed against, when the trend was stored with it. */
export function growthSpan(e: Growth): string | null {
  const days = e.baselineDays;
  if (e.growthPct === null || typeof days !== "number" || !(days >= 1)) return null;
  const before = days === 1 ? "the day before" : `the ${days} days before`;
  return e.baselineMentions === 0 ? `none in ${before}` : `vs ${before}`;
}

/** Only plain https links to the evidence are rendered as links. */
export function safeLink(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).protocol === "https:" ? url : undefined;
  } catch {
    return undefined;
  }
}

export function lifecycleLabel(lifecycle: string): string {
  const s = lifecycle.trim();
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : "Unknown";
}

type Evidence = TrendEvidenceSummaryDTO | TrendEvidenceDTO;

const isWhole = (e: Evidence): e is TrendEvidenceDTO => "series" in e && "topItems" in e;

/** The query key (a URL path) of a stored trend's whole evidence. */
const evidenceKey = (trend: Pick<TrendDTO, "id" | "niche">) => ["/api/trends", trend.niche, trend.id, "evidence"];

export function TrendEvidence({ trend, evidence }: { trend: Pick<TrendDTO, "id" | "niche">; evidence: Evidence }) {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible open={open} onOpenChange={setOpen}>
      <CollapsibleTrigger className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-violet-800 underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
        <ChevronDownIcon className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden />
        Why it&apos;s trending
      </CollapsibleTrigger>
      <CollapsibleContent className="mt-3 space-y-3 rounded-lg border bg-muted/40 p-3 text-sm">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-xs text-muted-foreground">Growth</dt>
            <dd className="font-semibold">{formatGrowth(evidence)}</dd>
            {growthSpan(evidence) && <dd className="text-xs text-muted-foreground">{growthSpan(evidence)}</dd>}
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Lifecycle</dt>
            <dd className="font-semibold">{lifecycleLabel(evidence.lifecycle)}</dd>
          </div>
        </dl>
        {isWhole(evidence) ? <EvidenceDetails evidence={evidence} /> : open && <StoredEvidenceDetails trend={trend} />}
      </CollapsibleContent>
    </Collapsible>
  );
}

function StoredEvidenceDetails({ trend }: { trend: Pick<TrendDTO, "id" | "niche"> }) {
  const query = useQuery<TrendEvidenceDTO>({ queryKey: evidenceKey(trend) });
  if (query.data) return <EvidenceDetails evidence={query.data} />;
  if (query.isError) {
    return (
      <p role="alert" className="flex flex-wrap items-center gap-2 text-muted-foreground">
        The daily mentions and top evidence could not be loaded.
        <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  return (
    <p aria-busy="true" className="text-muted-foreground">
      Loading the daily mentions and top evidence...
    </p>
  );
}

function EvidenceDetails({ evidence }: { evidence: TrendEvidenceDTO }) {
  const series = evidence.series ?? [];
  const total = series.reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0);
  return (
    <>
      <div>
        <p className="mb-1 text-xs text-muted-foreground">Daily mentions</p>
        <Sparkline
          series={series}
          label={`Daily mentions over ${series.length} days, ${total} in total, latest ${series.at(-1) ?? 0}`}
        />
      </div>
      {evidence.topItems.length > 0 && (
        <div>
          <p className="mb-1 text-xs text-muted-foreground">Top evidence</p>
          <ul className="space-y-1">
            {evidence.topItems.map((item, i) => (
              <li key={i} className="break-words">
                {safeLink(item.url) ? (
                  <a
                    href={safeLink(item.url)}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="font-medium underline-offset-4 hover:underline"
                  >
                    {item.title}
                  </a>
                ) : (
                  <span className="font-medium">{item.title}</span>
                )}
                <span className="text-muted-foreground">
                  {" "}
                  · {item.channel}
                  {item.views > 0 ? ` · ${compact.format(item.views)} views` : ""}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
