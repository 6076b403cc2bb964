"use client";
// Generate Trends; Export and Clear Trends only when trends exist; Sort by (by fit once a channel is connected).
import { DownloadIcon, SparklesIcon, Trash2Icon } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { isSortMode, SORT_LABELS, SORT_MODES, type SortMode } from "./sort";

type Props = {
  hasTrends: boolean;
  generating: boolean;
  clearing: boolean;
  sort: SortMode;
  onGenerate: () => void;
  onExport: () => void;
  onClear: () => void;
  onSortChange: (mode: SortMode) => void;
  /** A channel is connected: "Fit to your channel" is offered. */
  fitAvailable?: boolean;
};

export function TrendToolbar({
  hasTrends,
  generating,
  clearing,
  sort,
  onGenerate,
  onExport,
  onClear,
  onSortChange,
  fitAvailable = false,
}: Props) {
  const sortId = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button type="button" onClick={onGenerate} disabled={generating}>
        {generating ? <Spinner label="Generating" /> : <SparklesIcon aria-hidden />}
        Generate Trends
      </Button>
      {hasTrends && (
        <>
          <Button type="button" variant="outline" onClick={onExport}>
            <DownloadIcon aria-hidden />
            Export
          </Button>
          <Button type="button" variant="outline" onClick={onClear} disabled={clearing || generating}>
            <Trash2Icon aria-hidden />
            Clear Trends
          </Button>
        </>
      )}
      <div className="flex items-center gap-2 sm:ml-auto">
        <label htmlFor={sortId} className="text-sm font-medium whitespace-nowrap">
          Sort by
        </label>
        <select
          id={sortId}
          value={sort}
          onChange={(e) => isSortMode(e.target.value) && onSortChange(e.target.value)}
          className="h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {SORT_MODES.filter((m) => m !== "fit" || fitAvailable).map((m) => (
            <option key={m} value={m}>
              {SORT_LABELS[m]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
