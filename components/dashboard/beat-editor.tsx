"use client";
// Every beat of the script, editable: spoken text, on-screen text and B-roll. Cue times follow
// the words as they're typed (the same timing the server stores), and any one beat can be
// regenerated while the others keep their words.
import { RefreshCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { Spinner } from "@/components/ui/spinner";
import { SCRIPT_LIMITS } from "@/lib/generation/limits";
import { platformOf, type PlatformId } from "@/lib/generation/platforms";
import { beatHeadings, formatClock, timeBeats, toDraft, totalSeconds } from "@/lib/generation/timing";
import type { ScriptBeat } from "@/lib/generation/types";

type Field = "text" | "onScreen" | "broll";

type Props = {
  beats: ScriptBeat[];
  platform: PlatformId;
  onChange: (beats: ScriptBeat[]) => void;
  onRegenerate: (index: number) => void;
  /** The beat being regenerated, if any (all regenerate buttons wait for it). */
  regenerating: number | null;
};

export function BeatEditor({ beats, platform, onChange, onRegenerate, regenerating }: Props) {
  const headings = beatHeadings(beats);
  const total = totalSeconds(beats);
  const {
    window: [lo, hi],
    label,
  } = platformOf(platform);
  const outside = total < lo || total > hi;

  const edit = (index: number, field: Field, value: string) =>
    onChange(timeBeats(beats.map((b, i) => (i === index ? { ...toDraft(b), [field]: value } : toDraft(b)))));

  return (
    <div className="space-y-3">
      <p
        className={outside ? "text-sm font-medium text-amber-800" : "text-sm text-muted-foreground"}
        aria-live="polite"
      >
        Runtime {formatClock(total)}
        {outside
          ? ` is outside ${label}'s ${formatClock(lo)}-${formatClock(hi)}`
          : ` (${label}: ${formatClock(lo)}-${formatClock(hi)})`}
      </p>
      <ol className="max-h-[45vh] space-y-3 overflow-y-auto pr-1" aria-label="Script beats">
        {beats.map((b, i) => (
          <li key={i} className="space-y-2 rounded-lg border bg-muted/40 p-3">
            <div className="flex items-center justify-between gap-2">
              <h4 className="text-sm font-semibold" data-testid="beat-heading">
                <span className="font-mono">
                  [{formatClock(b.start)}-{formatClock(b.end)}]
                </span>{" "}
                {headings[i]}
              </h4>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={regenerating !== null}
                onClick={() => onRegenerate(i)}
                aria-label={`Regenerate ${headings[i]}`}
              >
                {regenerating === i ? <Spinner label={`Regenerating ${headings[i]}`} /> : <RefreshCwIcon aria-hidden />}
                <span aria-hidden>Regenerate</span>
              </Button>
            </div>
            {b.direction && <p className="text-xs text-muted-foreground">Direction: {b.direction}</p>}
            <Textarea
              aria-label={`Spoken text, ${headings[i]}`}
              value={b.text}
              maxLength={SCRIPT_LIMITS.beatText}
              onChange={(e) => edit(i, "text", e.target.value)}
              className="bg-background"
            />
            <div className="grid gap-2 sm:grid-cols-2">
              <Input
                aria-label={`On-screen text, ${headings[i]}`}
                placeholder="On-screen text"
                value={b.onScreen}
                maxLength={SCRIPT_LIMITS.onScreen}
                onChange={(e) => edit(i, "onScreen", e.target.value)}
                className="bg-background"
              />
              <Input
                aria-label={`B-roll, ${headings[i]}`}
                placeholder="B-roll"
                value={b.broll}
                maxLength={SCRIPT_LIMITS.broll}
                onChange={(e) => edit(i, "broll", e.target.value)}
                className="bg-background"
              />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
