"use client";
// One trend: badges, description, engagement, hashtags, source, confidence,
// a local bookmark, copy, and its video ideas with the 'Show All Details' / 'Show Less' toggle.
import { BarChart3Icon, BookmarkIcon, CopyIcon, DatabaseIcon, TrendingUpIcon } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FitNote } from "@/components/channels/fit-note";
import { WatchedNote } from "@/components/channels/watched-note";
import type { TrendFitDTO } from "@/lib/channels/fit";
import type { FilmedIdeaDTO, WatchedEvidenceDTO } from "@/lib/channels/types";
import type { TrendDTO, VideoIdeaDTO } from "@/lib/dto";
import { cn } from "@/lib/utils";
import { copyWithToast } from "./copy";
import { GenerationNote } from "./generation-note";
import { IdeaItem } from "./idea-item";
import { TrendEvidence } from "./trend-evidence";
import { TrendStoryNote } from "./trend-story";
import {
  reachText,
  shownConfidence,
  dataQualityBadge,
  freshnessText,
  hashtagText,
  trendSourceLabel,
  statusBadge,
} from "./trend-labels";

type Props = {
  trend: TrendDTO;
  onDevelop: (trend: TrendDTO, idea: VideoIdeaDTO) => void;
  /** How the trend fits the creator's connected channel, and why. */
  fit?: TrendFitDTO;
  /** The watched channels with a recent outlier on the trend. */
  watched?: WatchedEvidenceDTO;
  /** The videos the creator linked to this trend's ideas, by idea id. */
  filmed?: ReadonlyMap<string, FilmedIdeaDTO>;
};

export function trendCopyText(trend: TrendDTO): string {
  return [trend.title, trend.description, trend.hashtags.map(hashtagText).join(" ")].filter(Boolean).join("\n\n");
}

export function TrendCard({ trend, onDevelop, fit, watched, filmed }: Props) {
  const [bookmarked, setBookmarked] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const ideasId = useId();
  const status = statusBadge(trend.status);
  const quality = dataQualityBadge(trend);
  const ideas = trend.ideas ?? [];
  const sources = trend.sources?.length ? trend.sources.join(", ") : trendSourceLabel(trend.source);
  const freshness = freshnessText(trend.newestEvidenceAt);
  return (
    <article aria-labelledby={titleId} className="space-y-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap gap-2">
            <Badge variant="outline" className={status.className}>
              {status.label}
            </Badge>
            <Badge variant="outline" className={quality.className}>
              {quality.label}
            </Badge>
            {trend.adjacentFrom && (
              <Badge variant="outline" className="border-zinc-300 bg-white text-zinc-700">
                Adjacent: from {trend.adjacentFrom}
              </Badge>
            )}
          </div>
          <h3 id={titleId} className="text-lg leading-snug font-semibold break-words">
            {trend.title}
          </h3>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-pressed={bookmarked}
            aria-label="Bookmark trend"
            onClick={() => setBookmarked((b) => !b)}
          >
            <BookmarkIcon className={cn(bookmarked && "fill-current text-violet-700")} aria-hidden />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label="Copy trend"
            onClick={() => void copyWithToast(trendCopyText(trend), "Trend")}
          >
            <CopyIcon aria-hidden />
          </Button>
        </div>
      </div>

      <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{trend.description}</p>
      {trend.story && <TrendStoryNote story={trend.story} />}
      <GenerationNote generatedBy={trend.generatedBy} fallbackReason={trend.fallbackReason} />
      {fit && <FitNote fit={fit} />}
      {watched && <WatchedNote evidence={watched} />}

      <dl className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <div className="flex items-center gap-1.5">
          <dt className="flex items-center">
            <TrendingUpIcon className="size-4 text-violet-700" aria-hidden />
            <span className="sr-only">Engagement</span>
          </dt>
          <dd className="font-medium">{trend.engagement}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="flex items-center gap-1.5 text-muted-foreground">
            <DatabaseIcon className="size-4" aria-hidden />
            Source:
          </dt>
          <dd className="break-words">
            {sources}
            {freshness && <span className="text-muted-foreground"> · {freshness}</span>}
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="flex items-center gap-1.5 text-muted-foreground">
            <BarChart3Icon className="size-4" aria-hidden />
            Confidence:
          </dt>
          <dd className="font-medium">{shownConfidence(trend)}%</dd>
          {trend.reach && trend.reach.platforms.length > 0 && (
            <dd className="text-muted-foreground">· {reachText(trend.reach)}</dd>
          )}
        </div>
      </dl>

      {trend.hashtags.length > 0 && (
        <ul aria-label="Hashtags" className="flex flex-wrap gap-1.5">
          {trend.hashtags.map((tag, i) => (
            <li
              key={`${tag}-${i}`}
              className="rounded-full bg-violet-50 px-2 py-0.5 text-xs font-medium break-all text-violet-800"
            >
              {hashtagText(tag)}
            </li>
          ))}
        </ul>
      )}

      {trend.evidence && <TrendEvidence trend={trend} evidence={trend.evidence} />}

      <section aria-label={`Video ideas for ${trend.title}`} className="space-y-3 border-t pt-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h4 className="font-semibold">{ideas.length} Ideas</h4>
          {ideas.length > 0 && (
            <Button
              type="button"
              variant="link"
              size="sm"
              aria-expanded={expanded}
              aria-controls={ideasId}
              onClick={() => setExpanded((e) => !e)}
            >
              {expanded ? "Show Less" : "Show All Details"}
            </Button>
          )}
        </div>
        <ol id={ideasId} className="space-y-2">
          {ideas.map((idea, i) => (
            <IdeaItem
              key={idea.id}
              idea={idea}
              number={i + 1}
              expanded={expanded}
              onDevelop={(it) => onDevelop(trend, it)}
              filmed={filmed?.get(idea.id)}
            />
          ))}
        </ol>
      </section>
    </article>
  );
}
