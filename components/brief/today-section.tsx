"use client";
// 'Today' at the top of the dashboard: the brief of each followed niche, marked new since the last
// visit, with following and unfollowing. 'Develop Script' opens the dashboard's script studio.
import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { SunriseIcon } from "lucide-react";
import type { ScriptTarget } from "@/components/dashboard/script-modal";
import { Skeleton } from "@/components/ui/skeleton";
import { longDate } from "@/lib/brief/format";
import type { NicheBriefDTO } from "@/lib/brief/types";
import { useMarkSeen, useRefreshToday, useToday } from "@/lib/client/brief";
import { BriefCard } from "./brief-card";
import { FollowForm } from "./follow-form";

const ScriptModal = dynamic(() => import("@/components/dashboard/script-modal").then((m) => m.ScriptModal), {
  ssr: false,
});

/** The brief's ready idea in the shape the script studio takes (it isn't a stored idea: no id). */
export function scriptTarget(brief: NicheBriefDTO): ScriptTarget | null {
  const idea = brief.content.idea;
  if (!idea) return null;
  const trend = brief.content.trends.find((t) => t.name === idea.trend);
  const createdAt = brief.builtAt ?? new Date().toISOString();
  return {
    niche: brief.niche,
    trend: {
      id: `brief-${brief.id}`,
      niche: brief.niche,
      title: idea.trend,
      topic: idea.topic,
      kind: idea.kind ?? null,
      description: trend?.description ?? "",
      engagement: trend?.engagement ?? "",
      hashtags: idea.hashtags,
      status: trend?.status ?? "rising",
      source: trend?.source ?? "",
      generatedBy: brief.content.generatedBy,
      fallbackReason: null,
      verified: trend?.verified ?? false,
      confidence: trend?.confidence ?? 50,
      createdAt,
      ideas: [],
      evidence: null,
      sources: [],
      newestEvidenceAt: null,
      adjacentFrom: null,
      story: null,
      reach: null,
      figuresFrom: null,
    },
    idea: {
      id: "",
      hook: idea.hook,
      outline: idea.outline,
      engagementPotential: idea.engagementPotential,
      estimatedViews: idea.estimatedViews,
    },
  };
}

export function TodaySection() {
  const today = useToday();
  const seen = useMarkSeen();
  const refresh = useRefreshToday();
  const marked = useRef(false);
  const refreshed = useRef(false);
  const [target, setTarget] = useState<ScriptTarget | null>(null);
  const data = today.data;

  // A followed niche without today's brief (the morning run hasn't reached it): build it now, once.
  useEffect(() => {
    if (!data || refreshed.current) return;
    const stale = data.follows.some(
      (f) => !data.briefs.some((b) => b.nicheKey === f.nicheKey && b.briefDate === data.briefDate),
    );
    if (!stale) return;
    refreshed.current = true;
    refresh.mutate();
  }, [data, refresh]);

  // Seen once per visit: the marks stay on screen now and are gone on the next visit.
  useEffect(() => {
    if (!data || marked.current || !data.briefs.some((b) => b.isNew)) return;
    marked.current = true;
    seen.mutate();
  }, [data, seen]);

  return (
    <section
      id="today"
      aria-labelledby="today-heading"
      className="space-y-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="today-heading" className="flex items-center gap-2 text-xl font-bold">
          <SunriseIcon className="size-5 text-violet-700" aria-hidden />
          Today
        </h2>
        {data && (
          <p className="text-sm text-muted-foreground">
            {longDate(data.briefDate)} · a fresh brief every morning at {data.availableHour}:00 (
            {data.timeZone.replace(/_/g, " ")})
          </p>
        )}
      </div>
      {today.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : !data ? (
        <p className="text-sm text-red-800">Unable to load your daily brief right now.</p>
      ) : (
        <>
          <FollowForm today={data} />
          {data.follows.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Follow a niche and its brief lands here every morning: the trends of the day with their evidence, three
              fresh hooks and one idea ready to film. It never uses your monthly trend reports.
            </p>
          ) : (
            <div className={data.briefs.length > 1 ? "grid gap-4 lg:grid-cols-2" : "grid gap-4"}>
              {data.briefs.map((b) => (
                <BriefCard
                  key={b.id}
                  brief={b}
                  today={data.briefDate}
                  wide={data.briefs.length === 1}
                  onDevelop={(brief) => setTarget(scriptTarget(brief))}
                />
              ))}
            </div>
          )}
        </>
      )}
      {target && <ScriptModal target={target} onClose={() => setTarget(null)} />}
    </section>
  );
}
