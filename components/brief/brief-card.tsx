"use client";
// One followed niche's brief in the Today section: the trends of the day with their evidence and
// age, the hooks, and the ready idea with 'Develop Script' (the dashboard's own script studio).
import { CopyIcon, SparklesIcon, WandSparklesIcon } from "lucide-react";
import { copyWithToast } from "@/components/dashboard/copy";
import { potentialStyle } from "@/components/dashboard/trend-labels";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  hooksHeading,
  longDate,
  metaLine,
  nicheHeading,
  noSignalsText,
  NO_SIGNALS_DETAIL,
  REPEAT_NOTE,
  sourceText,
} from "@/lib/brief/format";
import type { NicheBriefDTO } from "@/lib/brief/types";

/** `wide`: the only brief on screen, laid out in two columns on large screens. */
type Props = { brief: NicheBriefDTO; today: string; wide?: boolean; onDevelop: (brief: NicheBriefDTO) => void };

export function BriefCard({ brief, today, wide = false, onDevelop }: Props) {
  const { content } = brief;
  const headingId = `brief-${brief.id}`;
  const idea = content.idea;
  return (
    <article aria-labelledby={headingId} className="min-w-0 space-y-4 rounded-lg border bg-background p-4">
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-lg font-semibold break-words">
          {nicheHeading(brief.niche)}
        </h3>
        {brief.isNew && <Badge className="bg-violet-700 text-white">New</Badge>}
        {brief.briefDate !== today && (
          <span className="text-xs text-muted-foreground">
            Brief of {longDate(brief.briefDate)}; today&rsquo;s is on its way
          </span>
        )}
      </header>

      {content.empty ? (
        <div className="space-y-1 text-sm">
          <p className="font-medium">{noSignalsText(brief.niche)}</p>
          <p className="text-muted-foreground">{NO_SIGNALS_DETAIL}</p>
        </div>
      ) : (
        <div className={wide ? "grid gap-4 lg:grid-cols-2" : "grid gap-4"}>
          <section aria-label={`Trending now in ${brief.niche}`} className="space-y-2">
            <h4 className="text-sm font-semibold">Trending now</h4>
            <ol className="space-y-3">
              {content.trends.map((t) => (
                <li key={t.topic} className="border-l-2 border-violet-600 pl-3">
                  <p className="font-medium break-words">{t.name}</p>
                  <p className="text-sm break-words">{t.description}</p>
                  <p className="text-xs text-muted-foreground">{metaLine(t)}</p>
                </li>
              ))}
            </ol>
            <p className="text-xs text-muted-foreground">{sourceText(content.trends.map((t) => t.source))}</p>
          </section>

          <div className="min-w-0 space-y-4">
            {content.hooks.length > 0 && (
              <section aria-label={`Hooks for ${brief.niche}`} className="space-y-2">
                <h4 className="text-sm font-semibold">{hooksHeading(content.hooks)}</h4>
                <ul className="space-y-1.5">
                  {content.hooks.map((h) => (
                    <li key={h.text} className="flex items-start gap-2 text-sm">
                      <span className="min-w-0 flex-1 break-words">
                        &ldquo;{h.text}&rdquo;{" "}
                        <span className="text-xs text-muted-foreground">
                          ({h.trend}
                          {h.repeat ? `, ${REPEAT_NOTE}` : ""})
                        </span>
                      </span>
                      <Button
                        type="button"
                        size="icon"
                        variant="ghost"
                        className="size-7 shrink-0"
                        aria-label={`Copy hook: ${h.text}`}
                        onClick={() => void copyWithToast(h.text, "Hook")}
                      >
                        <CopyIcon aria-hidden />
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            )}

            {idea && (
              <section
                aria-label={`Ready to film in ${brief.niche}`}
                className="space-y-2 rounded-lg bg-violet-50 p-3 text-violet-950"
              >
                <h4 className="flex items-center gap-1.5 text-sm font-semibold">
                  <SparklesIcon className="size-4" aria-hidden />
                  Ready to film: {idea.trend}
                </h4>
                <p className="font-medium break-words">&ldquo;{idea.hook}&rdquo;</p>
                <ol className="list-decimal space-y-0.5 pl-5 text-sm">
                  {idea.outline
                    .split(/\s*->\s*/)
                    .filter(Boolean)
                    .map((step, i) => (
                      <li key={i} className="break-words">
                        {step}
                      </li>
                    ))}
                </ol>
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant="outline" className={potentialStyle(idea.engagementPotential).className}>
                    {potentialStyle(idea.engagementPotential).label} potential
                  </Badge>
                  {idea.estimatedViews && <span className="text-xs">Est. {idea.estimatedViews} views</span>}
                </div>
                <Button type="button" size="sm" onClick={() => onDevelop(brief)}>
                  <WandSparklesIcon aria-hidden />
                  Develop Script
                </Button>
              </section>
            )}
          </div>
        </div>
      )}
    </article>
  );
}
