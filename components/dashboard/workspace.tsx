"use client";
// The dashboard's working area: niche picker, actions, generation progress with the trends as they
// are written, the sorted trend list and the script studio (lazy: its script engine loads only
// when an idea is developed).
import dynamic from "next/dynamic";
import { useEffect, useMemo, useState } from "react";
import { toast } from "sonner";
import { useChannelFit } from "@/lib/client/channels";
import { useFilmed } from "@/lib/client/filmed";
import { useClearTrends, useTrends } from "@/lib/client/dashboard/queries";
import { handleUnauthorized } from "@/lib/client/query-client";
import { useGenerateTrends } from "@/lib/client/dashboard/use-streams";
import { useDebouncedValue } from "@/lib/client/dashboard/use-debounced-value";
import type { EmptyReportDTO, TrendDTO, VideoIdeaDTO } from "@/lib/dto";
import { sourcesLine } from "@/lib/trends/source-labels";
import { downloadText } from "./download";
import { DraftTrends, hasDrafts } from "./draft-trends";
import { friendlyMessage } from "./errors";
import { trendsFileName, exportJson } from "./export";
import { GeneratingCard } from "./generating-card";
import { NichePicker } from "./niche-picker";
import { DEFAULT_NICHE } from "@/lib/niches";
import { displayNiche, effectiveNiche } from "./niches";
import type { ScriptTarget } from "./script-modal";
import { sortTrends, type SortMode } from "./sort";
import { TrendList } from "./trend-list";
import { TrendToolbar } from "./trend-toolbar";

const loadScriptModal = () => import("./script-modal");
const ScriptModal = dynamic(() => loadScriptModal().then((m) => m.ScriptModal), { ssr: false });

/** Typing a custom niche refetches once the creator pauses, not on every key. */
export const NICHE_DEBOUNCE_MS = 350;

export function Workspace() {
  const [selected, setSelected] = useState<string>(DEFAULT_NICHE);
  const [custom, setCustom] = useState("");
  // Until the creator picks one: by fit when a channel is connected, else by confidence.
  const [picked, setPicked] = useState<SortMode | null>(null);
  const [target, setTarget] = useState<ScriptTarget | null>(null);
  const [startedAt, setStartedAt] = useState(0);
  // The last "nothing to report" answer, per niche, until that niche gets trends.
  const [empty, setEmpty] = useState<(EmptyReportDTO & { niche: string }) | null>(null);
  // Which sources the last report read and what would widen it, shown under that niche's report.
  const [reading, setReading] = useState<{ niche: string; line: string } | null>(null);

  const debouncedCustom = useDebouncedValue(custom, NICHE_DEBOUNCE_MS);
  // Clearing the custom niche (or picking a preset) switches at once; only typing waits.
  const niche = effectiveNiche(selected, custom.trim() ? debouncedCustom : "");
  const nicheLabel = displayNiche(niche);

  const trendsQuery = useTrends(niche);
  const generate = useGenerateTrends();
  const clear = useClearTrends();
  const fitQuery = useChannelFit(niche, trendsQuery.dataUpdatedAt);
  const fits = useMemo(() => new Map((fitQuery.data?.fits ?? []).map((f) => [f.trendId, f])), [fitQuery.data]);
  const fitAvailable = Boolean(fitQuery.data?.channel);
  const watched = useMemo(() => new Map((fitQuery.data?.watched ?? []).map((w) => [w.trendId, w])), [fitQuery.data]);
  const filmedQuery = useFilmed();
  const filmed = useMemo(
    () => new Map((filmedQuery.data?.filmed ?? []).flatMap((f) => (f.ideaId ? [[f.ideaId, f] as const] : []))),
    [filmedQuery.data],
  );
  const sort: SortMode = picked ?? (fitAvailable ? "fit" : "confidence");
  const sorted = useMemo(
    () => sortTrends(trendsQuery.data ?? [], sort, new Map([...fits].map(([id, f]) => [id, f.score]))),
    [trendsQuery.data, sort, fits],
  );
  const hasTrends = sorted.length > 0;

  // Warm the script studio's chunk while the creator reads the trends.
  useEffect(() => {
    const id = setTimeout(() => void loadScriptModal(), 2000);
    return () => clearTimeout(id);
  }, []);

  const onGenerate = () => {
    const target = effectiveNiche(selected, custom);
    setStartedAt(Date.now());
    generate.mutate(target, {
      onSuccess: (data) => {
        setReading(data.meta?.reading ? { niche: target.toLowerCase(), line: data.meta.reading.line } : null);
        if (data.empty) {
          setEmpty({ ...data.empty, niche: target.toLowerCase() });
          toast.info(data.empty.title, { description: "No trend report was used." });
          return;
        }
        setEmpty(null);
        // Which live sources stand behind the report, and which were down this time.
        const line = sourcesLine(data.meta?.sources);
        if (line) toast.success("New trends generated successfully!", { description: line });
        else toast.success("New trends generated successfully!");
      },
      onError: (err: Error) => {
        // The creator started over or left: nothing to report.
        if (err.name === "AbortError") return;
        if (handleUnauthorized(err)) return;
        toast.error("Error", { description: friendlyMessage(err, "Failed to generate trends. Please try again.") });
      },
    });
  };

  const onExport = () => {
    downloadText(trendsFileName(niche, new Date()), exportJson(sorted), "application/json;charset=utf-8");
    toast.success("Trends exported to JSON file.");
  };

  const onClear = () =>
    clear.mutate(niche, {
      onSuccess: () => toast.success("All trends cleared successfully!"),
      onError: (err) => {
        if (handleUnauthorized(err)) return;
        toast.error("Error", { description: "Failed to clear trends. Please try again." });
      },
    });

  const onSelectPreset = (value: string) => {
    setSelected(value);
    setCustom("");
  };

  const onDevelop = (trend: TrendDTO, idea: VideoIdeaDTO) => setTarget({ trend, idea, niche: trend.niche || niche });

  const loadError =
    trendsQuery.error && !String(trendsQuery.error.message).startsWith("401:")
      ? friendlyMessage(trendsQuery.error, "Failed to load trends. Please try again.")
      : null;

  return (
    <div className="min-w-0 space-y-6">
      <section aria-label="Find trends" className="space-y-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
        <NichePicker selected={selected} custom={custom} onSelect={onSelectPreset} onCustomChange={setCustom} />
        <TrendToolbar
          hasTrends={hasTrends}
          generating={generate.isPending}
          clearing={clear.isPending}
          sort={sort}
          onGenerate={onGenerate}
          onExport={onExport}
          onClear={onClear}
          onSortChange={setPicked}
          fitAvailable={fitAvailable}
        />
      </section>
      {generate.isPending && generate.variables !== undefined && (
        <GeneratingCard nicheLabel={displayNiche(generate.variables)} startedAt={startedAt} />
      )}
      <TrendList
        nicheLabel={nicheLabel}
        trends={trendsQuery.data ? sorted : undefined}
        loading={trendsQuery.isLoading}
        error={loadError}
        empty={empty && empty.niche === niche.toLowerCase() ? empty : null}
        onDevelop={onDevelop}
        fits={fitAvailable ? fits : undefined}
        watched={watched}
        filmed={filmed}
        writing={
          generate.isPending && generate.variables === niche && hasDrafts(generate.writing) ? (
            <DraftTrends writing={generate.writing} />
          ) : undefined
        }
      />
      {reading && reading.niche === niche.toLowerCase() ? (
        <p data-testid="report-reading" className="text-xs text-muted-foreground">
          {reading.line}
        </p>
      ) : null}
      {target && <ScriptModal target={target} onClose={() => setTarget(null)} />}
    </div>
  );
}
