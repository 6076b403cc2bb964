"use client";
// The progress card while trends generate: m:ss elapsed, the expected range,
// and a humorous status line that changes every 20 s.
import { useEffect, useState } from "react";
import { Spinner } from "@/components/ui/spinner";

export const STATUS_ROTATE_MS = 20_000;

export const STATUS_LINES = [
  "Scrolling through the internet so you don't have to...",
  "Asking the algorithm nicely for its secrets...",
  "Separating real trends from yesterday's memes...",
  "Counting views, likes and suspiciously viral cats...",
  "Teaching the AI what 'no cap' means...",
  "Bribing the hashtags with snacks...",
  "Checking if that dance is still a thing...",
  "Polishing hooks until they shine...",
] as const;

/** 75_000 ms -> "1:15". */
export function formatElapsed(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

export function statusLineAt(elapsedMs: number): string {
  return STATUS_LINES[Math.floor(Math.max(0, elapsedMs) / STATUS_ROTATE_MS) % STATUS_LINES.length];
}

export function GeneratingCard({ nicheLabel, startedAt }: { nicheLabel: string; startedAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const elapsed = now - startedAt;
  return (
    <section
      aria-labelledby="generating-heading"
      aria-busy="true"
      className="flex flex-col gap-3 rounded-xl border border-violet-200 bg-violet-50 p-5 text-violet-950 sm:flex-row sm:items-center"
    >
      <Spinner className="size-8 text-violet-700" label="Generating trends" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id="generating-heading" className="font-semibold break-words">
            Generating {nicheLabel} Trends
          </h3>
          <span role="timer" aria-label="Elapsed time" className="font-mono text-sm tabular-nums">
            {formatElapsed(elapsed)}
          </span>
        </div>
        <p className="text-sm">Usually takes 30s - 5min</p>
        <p aria-live="polite" className="mt-1 text-sm italic">
          {statusLineAt(elapsed)}
        </p>
      </div>
    </section>
  );
}
