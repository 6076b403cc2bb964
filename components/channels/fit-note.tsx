// On a trend card: how the trend fits the creator's channel, naming their closest videos.
import { SquarePlayIcon } from "lucide-react";
import type { TrendFitDTO } from "@/lib/channels/fit";

export function FitNote({ fit }: { fit: TrendFitDTO }) {
  return (
    <div className="flex gap-2 rounded-md border bg-muted/40 p-2 text-sm" aria-label="Fit to your channel">
      <SquarePlayIcon className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />
      <p className="break-words">
        <span className="font-medium">Fit to your channel: </span>
        {fit.reason}
      </p>
    </div>
  );
}
