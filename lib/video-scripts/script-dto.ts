// Stored scripts to DTOs, and the writer's request rebuilt from a stored script and its idea.
import "server-only";
import type { ScriptBeatDTO, ScriptDTO } from "@/lib/dto";
import { OFFLINE_ENGINE } from "@/lib/ai/writer";
import { db } from "@/lib/db";
import { scriptEvidence } from "@/lib/generation/evidence";
import { platformOf } from "@/lib/generation/platforms";
import type { ScriptBeat, ScriptEvidence } from "@/lib/generation/types";
import { TOPIC_KINDS, type TopicKind } from "@/lib/language/kind";

/** A stored kind column read back: one of the kernel's kinds, or none (the writer reads it from the evidence). */
export const storedKind = (kind: string | null | undefined): TopicKind | undefined =>
  TOPIC_KINDS.includes(kind as TopicKind) ? (kind as TopicKind) : undefined;

export const SCRIPT_SELECT = {
  id: true,
  ideaId: true,
  niche: true,
  trendTitle: true,
  topic: true,
  kind: true,
  hook: true,
  outline: true,
  content: true,
  beats: true,
  durationS: true,
  model: true,
  fallbackReason: true,
  platform: true,
  caption: true,
  hashtags: true,
  editedAt: true,
  createdAt: true,
} as const;

type ScriptRow = {
  id: string;
  content: string;
  beats: unknown;
  durationS: number;
  model: string;
  fallbackReason: string | null;
  platform: string;
  caption: string;
  hashtags: string[];
  editedAt: Date | null;
  createdAt: Date;
};

export const beatDTO = (b: ScriptBeat): ScriptBeatDTO => {
  const dto: ScriptBeatDTO = {
    label: b.label,
    start: b.start,
    end: b.end,
    text: b.text,
    onScreen: b.onScreen,
    broll: b.broll,
  };
  if (b.direction) dto.direction = b.direction;
  return dto;
};

export function scriptDTO(row: ScriptRow): ScriptDTO {
  return {
    id: row.id,
    script: row.content,
    beats: (Array.isArray(row.beats) ? (row.beats as ScriptBeat[]) : []).map(beatDTO),
    durationS: row.durationS,
    platform: platformOf(row.platform).id,
    caption: row.caption,
    hashtags: row.hashtags ?? [],
    generatedBy: row.model,
    fallbackReason: row.fallbackReason,
    offline: row.model === OFFLINE_ENGINE,
    editedAt: row.editedAt ? row.editedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a script of a stored idea is written from: its trend's evidence, topic and kind. */
export type IdeaSubject = { evidence: ScriptEvidence | null; topic: string | null; kind: TopicKind | undefined };

/** An idea's trend evidence, topic and kind, only when the idea belongs to the user; undefined when it doesn't (or is gone). */
export async function ideaEvidence(userId: string, ideaId: string): Promise<IdeaSubject | undefined> {
  const idea = await db.videoIdea.findFirst({
    where: { id: ideaId, trend: { userId } },
    select: {
      trend: {
        select: {
          description: true,
          hashtags: true,
          topic: true,
          kind: true,
          evidence: {
            select: {
              growthPct: true,
              lifecycle: true,
              factors: true,
              topItems: true,
              series: true,
              adjacentFrom: true,
              sources: true,
              story: true,
              figuresFrom: true,
            },
          },
        },
      },
    },
  });
  if (!idea) return undefined;
  const ev = idea.trend.evidence;
  return {
    // Null only for a trend the topic backfill hasn't reached (scripts/db/backfill-topics.ts).
    topic: idea.trend.topic,
    kind: storedKind(idea.trend.kind),
    evidence: scriptEvidence(
      idea.trend,
      ev
        ? {
            growthPct: ev.growthPct,
            adjacentFrom: ev.adjacentFrom,
            lifecycle: ev.lifecycle,
            factors: ev.factors as Record<string, number>,
            topItems: ev.topItems as ScriptEvidence["topItems"],
            sources: ev.sources,
            series: ev.series,
            story: ev.story,
            figuresFrom: ev.figuresFrom,
          }
        : null,
    ),
  };
}
