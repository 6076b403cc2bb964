"use client";
// Says plainly when the offline writer wrote the script, and lists the lines it left for the
// creator: it only says what the trend's evidence supports, and marks where it would need
// knowledge it doesn't have.
import { InfoIcon } from "lucide-react";
import { FILL_IN_WORDS, WORDS_PER_SECOND } from "@/lib/generation/spoken";
import type { ScriptBeat } from "@/lib/generation/types";
import { markedLines } from "./script-doc";

export function OfflineNote({ beats, offline }: { beats: ScriptBeat[]; offline: boolean }) {
  const marked = markedLines(beats);
  if (!offline && marked.length === 0) return null;
  const seconds = Math.round(FILL_IN_WORDS / WORDS_PER_SECOND);
  return (
    <section
      aria-labelledby="offline-note-heading"
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <h4 id="offline-note-heading" className="flex items-center gap-2 font-semibold">
        <InfoIcon className="size-4" aria-hidden />
        {offline ? "Written offline" : "Lines for you to fill in"}
      </h4>
      {offline && (
        <p>
          No AI model wrote this script: the offline writer only says what the trend&apos;s evidence shows (real video
          titles, channels and counts) and leaves the rest to you.
        </p>
      )}
      {marked.length > 0 ? (
        <>
          <p>
            Lines in [brackets] are yours to say in your own words. Each is timed as one spoken line, about {seconds}{" "}
            seconds.
          </p>
          <ul className="list-disc space-y-1 pl-5" aria-label="Lines to fill in">
            {marked.map((m, i) => (
              <li key={i}>
                <span className="font-medium">{m.heading}:</span> {m.line}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>Every line is filled in.</p>
      )}
    </section>
  );
}
