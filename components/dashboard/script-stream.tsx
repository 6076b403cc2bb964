"use client";
// A script while it is written: each beat appears as the model writes it (label, spoken words,
// on-screen text), the one still being written marked as such; a fallback says why another writer
// took over. Timings come once the script is whole (they are computed from all the words).
import { Alert, AlertDescription } from "@/components/ui/alert";
import type { DraftBeatDTO } from "@/lib/dto";
import type { Writing } from "@/lib/client/dashboard/use-streams";
import { fallbackLine } from "./generation-note";

export function ScriptStream({ writing }: { writing: Writing<DraftBeatDTO> }) {
  const { model, drafts, fallback } = writing;
  if (!model && !fallback && drafts.length === 0) return null;
  return (
    <section aria-labelledby="script-writing-heading" className="space-y-3" data-testid="script-stream">
      <h3 id="script-writing-heading" className="font-semibold">
        {model ? `Writing with ${model}...` : "Writing your script..."}
      </h3>
      {fallback && (
        <Alert>
          <AlertDescription>{fallbackLine(fallback.reason, fallback.to)}</AlertDescription>
        </Alert>
      )}
      <p role="status" className="sr-only">
        {drafts.filter((b) => b.complete).length} beats written
      </p>
      <ol className="space-y-2">
        {drafts.map((b, i) => (
          <li key={i} className="rounded-lg border bg-muted/40 p-3 text-sm" aria-busy={!b.complete}>
            <p className="text-xs font-semibold tracking-wide text-violet-700">
              {b.label}
              {b.complete ? "" : " (writing...)"}
            </p>
            <p className="break-words">{b.text}</p>
            {b.onScreen ? (
              <p className="mt-1 text-xs break-words text-muted-foreground">On screen: {b.onScreen}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
