"use client";
// The report while it is written: each trend card appears as soon as the model has written it
// (its numbers come from the evidence at once, the words as they arrive), and a fallback says
// why another writer took over. The cards are read-only until the report is stored.
import { Alert, AlertDescription } from "@/components/ui/alert";
import type { DraftTrendDTO } from "@/lib/dto";
import type { Writing } from "@/lib/client/dashboard/use-streams";
import { fallbackLine } from "./generation-note";
import { TrendCard } from "./trend-card";

const noop = () => undefined;

/** Anything to show yet: who is writing, a fallback, or a first trend. */
export const hasDrafts = (w: Writing<unknown>) => Boolean(w.model || w.fallback || w.drafts.length);

export function DraftTrends({ writing }: { writing: Writing<DraftTrendDTO> }) {
  const { model, drafts, fallback, total } = writing;
  if (!hasDrafts(writing)) return null;
  const done = drafts.filter((d) => d.complete).length;
  return (
    <section aria-label="Trends being written" className="space-y-4" data-testid="draft-trends">
      {fallback && (
        <Alert>
          <AlertDescription>{fallbackLine(fallback.reason, fallback.to)}</AlertDescription>
        </Alert>
      )}
      {model && (
        <p role="status" className="text-sm text-muted-foreground">
          {drafts.length === 0
            ? `Writing with ${model}...`
            : `Writing with ${model}: ${done}${total ? ` of ${total}` : ""} trends written so far.`}
        </p>
      )}
      {/* A disabled fieldset keeps every button of a card being written inert. */}
      <fieldset disabled className="min-w-0 space-y-4">
        {drafts.map((d) => (
          <TrendCard key={d.trend.id} trend={d.trend} onDevelop={noop} />
        ))}
      </fieldset>
    </section>
  );
}
