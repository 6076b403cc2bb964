"use client";
// Why a trend is on the list: growth, lifecycle stage, its daily series and the top source items,
// behind a disclosure so cards stay short.
import { ChevronDownIcon } from "lucide-react";
import { useState } from "react";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import type { TrendEvidenceDTO } from "@/lib/dto";
import { cn } from "@/lib/utils";
import { Sparkline } from "./sparkline";

const compact = new Intl.NumberFormat("en", { notation: "compact", maximumFractionDigits: 1 });

/** null: the source was read for the first time, so there is no earlier level to compare with. */
export function formatGrowth(pct: number | null): string {
  if (pct === null) return "No baseline yet";
  if (!Number.isFinite(pct)) return "n/a";
  return `${pct > 0 ? "+" : ""}${Math.round(pct)}%`;
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

export function TrendEvidence({ evidence }: { evidence: TrendEvidenceDTO }) {
  const [open, setOpen] = useState(false);
  const series = evidence.series ?? [];
  const total = series.reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0);
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
            <dd className="font-semibold">{formatGrowth(evidence.growthPct)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Lifecycle</dt>
            <dd className="font-semibold">{lifecycleLabel(evidence.lifecycle)}</dd>
          </div>
          <div className="col-span-2 sm:col-span-1">
            <dt className="text-xs text-muted-foreground">Daily mentions</dt>
            <dd>
              <Sparkline
                series={series}
                label={`Daily mentions over ${series.length} days, ${total} in total, latest ${series.at(-1) ?? 0}`}
              />
            </dd>
          </div>
        </dl>
        {evidence.topItems.length > 0 && (
          <div>
            <p className="mb-1 text-xs text-muted-foreground">Top evidence</p>
            <ul className="space-y-1">
              {evidence.topItems.map((item, i) => (
                <li key={i} className="break-words">
                  {safeLink(item.url) ? (
                    <a href={safeLink(item.url)} target="_blank" rel="noopener noreferrer nofollow" className="font-medium underline-offset-4 hover:underline">
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
      </CollapsibleContent>
    </Collapsible>
  );
}
