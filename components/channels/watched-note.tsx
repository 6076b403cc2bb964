// On a trend card: the channels the creator watches whose recent outliers are on this trend,
// each named with its video(s) and how far above its own usual they did.
import { EyeIcon } from "lucide-react";
import type { WatchedEvidenceDTO } from "@/lib/channels/types";

export function WatchedNote({ evidence }: { evidence: WatchedEvidenceDTO }) {
  return (
    <div className="flex gap-2 rounded-md border bg-muted/40 p-2 text-sm" aria-label="Channels you watch">
      <EyeIcon className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />
      <p className="break-words">
        <span className="font-medium">{evidence.line}: </span>
        {evidence.channels.map((c, i) => (
          <span key={c.id}>
            {i > 0 && "; "}
            {c.title} (
            {c.videos.map((v, j) => (
              <span key={v.videoId}>
                {j > 0 && ", "}
                <a href={v.url} target="_blank" rel="noreferrer" className="underline-offset-2 hover:underline">
                  {v.title}
                </a>
                , {v.label}
              </span>
            ))}
            )
          </span>
        ))}
      </p>
    </div>
  );
}
