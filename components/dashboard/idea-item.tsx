"use client";
// One video idea: number, hook, outline, potential colour, copy, "Develop Script", and "I filmed
// this" (a stored idea only: a daily-brief idea has no id to link).
import { CopyIcon, EyeIcon, WandSparklesIcon } from "lucide-react";
import { FilmedControl } from "@/components/channels/filmed-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { FilmedIdeaDTO } from "@/lib/channels/types";
import type { VideoIdeaDTO } from "@/lib/dto";
import { cn } from "@/lib/utils";
import { copyWithToast } from "./copy";
import { potentialStyle } from "./trend-labels";

type Props = {
  idea: VideoIdeaDTO;
  number: number;
  expanded: boolean;
  onDevelop: (idea: VideoIdeaDTO) => void;
  /** The video the creator linked to this idea, if any. */
  filmed?: FilmedIdeaDTO | null;
};

export function IdeaItem({ idea, number, expanded, onDevelop, filmed }: Props) {
  const potential = potentialStyle(idea.engagementPotential);
  return (
    <li className="rounded-lg border bg-muted/40 p-3">
      <div className="flex items-start gap-3">
        <span
          className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
          aria-hidden
        >
          {number}
        </span>
        <div className="min-w-0 flex-1 space-y-2">
          <p className="font-medium break-words">
            <span className="sr-only">Idea {number}: </span>
            {idea.hook}
          </p>
          <p
            className={cn("text-sm whitespace-pre-line break-words text-muted-foreground", !expanded && "line-clamp-2")}
          >
            {idea.outline}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="outline" className={potential.className}>
              {potential.label} potential
            </Badge>
            {expanded && idea.estimatedViews && (
              <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                <EyeIcon className="size-3.5" aria-hidden />
                Est. {idea.estimatedViews} views
              </span>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" onClick={() => onDevelop(idea)}>
              <WandSparklesIcon aria-hidden />
              Develop Script
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-label={`Copy idea ${number}`}
              onClick={() => void copyWithToast(`${idea.hook}\n\n${idea.outline}`, "Idea")}
            >
              <CopyIcon aria-hidden />
              <span aria-hidden>Copy</span>
            </Button>
          </div>
          {idea.id && <FilmedControl ideaId={idea.id} hook={idea.hook} filmed={filmed ?? null} />}
        </div>
      </div>
    </li>
  );
}
