"use client";
// Who wrote a report or a script when it was not the plan's model, and why, in plain words:
// "Written by the offline engine: your model did not answer in 15 s." Shown on every trend card
// and in the script modal; silent when the plan's model wrote it.
import { InfoIcon } from "lucide-react";
import { OFFLINE_ENGINE } from "@/lib/dto";
import { cn } from "@/lib/utils";

/** The note's text, or null when there is nothing to say. */
export function generationNote(
  generatedBy: string | undefined,
  fallbackReason: string | null | undefined,
): string | null {
  const reason = fallbackReason?.trim();
  if (generatedBy === OFFLINE_ENGINE)
    return reason
      ? `Written by the offline engine: ${reason}.`
      : "Written by the offline engine (no AI model is set up).";
  if (reason && generatedBy) return `Written by the backup model ${generatedBy}: ${reason}.`;
  return null;
}

export function GenerationNote({
  generatedBy,
  fallbackReason,
  className,
}: {
  generatedBy?: string;
  fallbackReason?: string | null;
  className?: string;
}) {
  const text = generationNote(generatedBy, fallbackReason);
  if (!text) return null;
  return (
    <p data-testid="generation-note" className={cn("flex items-start gap-1.5 text-xs text-amber-900", className)}>
      <InfoIcon className="mt-px size-3.5 shrink-0" aria-hidden />
      <span className="break-words">{text}</span>
    </p>
  );
}

/** While a model writes: a fallback just happened and who takes over. */
export function fallbackLine(reason: string, to: string): string {
  const cap = reason.charAt(0).toUpperCase() + reason.slice(1);
  return to === OFFLINE_ENGINE
    ? `${cap}. The offline engine is writing it instead.`
    : `${cap}. The backup model ${to} is writing it instead.`;
}
