// Stored trends: written in one transaction (trends + video_ideas + trend_evidence), read back in
// exactly two queries whatever the count, and returned as DTOs (never whole rows).
import "server-only";
import { randomUUID } from "node:crypto";
import { db, Prisma } from "@/lib/db";
import type { TrendDTO, TrendEvidenceDTO, VideoIdeaDTO } from "@/lib/dto";
import type { GeneratedTrend } from "./types";

/** A user's trends in one niche: the newest this many (20 reports of 5). */
export const TRENDS_LIST_MAX = 100;

type TrendRow = {
  id: string;
  niche: string;
  title: string;
  description: string;
  engagement: string;
  hashtags: string[];
  status: string;
  source: string;
  generatedBy: string;
  verified: boolean;
  confidence: number;
  createdAt: Date;
  score: number | null;
  growthPct: number | null;
  lifecycle: string | null;
  factors: Record<string, number> | null;
  series: number[] | null;
  topItems: TrendEvidenceDTO["topItems"] | null;
};

type IdeaRow = { id: string; trendId: string; hook: string; outline: string; engagementPotential: string; estimatedViews: string | null; createdAt: Date };

const iso = (d: Date) => new Date(d).toISOString();

function ideaDTO(i: IdeaRow): VideoIdeaDTO {
  return { id: i.id, hook: i.hook, outline: i.outline, engagementPotential: i.engagementPotential, estimatedViews: i.estimatedViews, createdAt: iso(i.createdAt) };
}

function trendDTO(t: TrendRow, ideas: IdeaRow[]): TrendDTO {
  const evidence: TrendEvidenceDTO | null =
    t.score === null
      ? null
      : {
          score: Number(t.score),
          growthPct: Number(t.growthPct ?? 0),
          lifecycle: t.lifecycle ?? "emerging",
          factors: t.factors ?? {},
          series: t.series ?? [],
          topItems: t.topItems ?? [],
        };
  return {
    id: t.id,
    niche: t.niche,
    title: t.title,
    description: t.description,
    engagement: t.engagement,
    hashtags: t.hashtags ?? [],
    status: t.status,
    source: t.source,
    generatedBy: t.generatedBy,
    verified: t.verified,
    confidence: Number(t.confidence),
    createdAt: iso(t.createdAt),
    ideas: ideas.map(ideaDTO),
    evidence,
  };
}

/** Stores one report; the first trend gets the newest timestamp so "newest first" keeps its order. */
export async function storeTrends(userId: string, niche: string, trends: GeneratedTrend[], generatedBy: string): Promise<TrendDTO[]> {
  const now = Date.now();
  const rows = trends.map((t, i) => {
    const trendId = randomUUID();
    const createdAt = new Date(now - i);
    const row: TrendRow = {
      id: trendId,
      niche,
      title: t.title,
      description: t.description,
      engagement: t.engagement,
      hashtags: t.hashtags,
      status: t.status,
      source: t.source,
      generatedBy,
      verified: t.verified,
      confidence: Math.round(t.confidence),
      createdAt,
      score: t.evidence.score,
      growthPct: t.evidence.growthPct,
      lifecycle: t.evidence.lifecycle,
      factors: { ...t.evidence.factors },
      series: t.evidence.series,
      topItems: t.evidence.topItems.map((x) => ({ title: x.title, channel: x.channel, views: x.views })),
    };
    const ideas: IdeaRow[] = t.ideas.map((idea, j) => ({
      id: randomUUID(),
      trendId,
      hook: idea.hook,
      outline: idea.outline,
      engagementPotential: idea.engagementPotential,
      estimatedViews: idea.estimatedViews,
      createdAt: new Date(now + j),
    }));
    return { row, ideas };
  });
  const json = (v: unknown) => v as Prisma.InputJsonValue;
  await db.$transaction([
    db.trend.createMany({
      data: rows.map(({ row: r }) => ({
        id: r.id, userId, niche: r.niche, title: r.title, description: r.description, engagement: r.engagement, hashtags: r.hashtags,
        status: r.status, source: r.source, generatedBy: r.generatedBy, verified: r.verified, confidence: r.confidence, createdAt: r.createdAt,
      })),
    }),
    db.videoIdea.createMany({ data: rows.flatMap((r) => r.ideas) }),
    db.trendEvidence.createMany({
      data: rows.map(({ row: r }) => ({
        trendId: r.id, score: r.score ?? 0, growthPct: r.growthPct ?? 0, lifecycle: r.lifecycle ?? "emerging",
        factors: json(r.factors), series: json(r.series), topItems: json(r.topItems),
      })),
    }),
  ]);
  return rows.map(({ row, ideas }) => trendDTO(row, ideas));
}

/** The user's trends for a niche (case-insensitive), newest first, with ideas and evidence: 2 queries. */
export async function listTrends(userId: string, niche: string): Promise<TrendDTO[]> {
  const trends = await db.$queryRaw<TrendRow[]>`
    SELECT t.id, t.niche, t.title, t.description, t.engagement, t.hashtags, t.status, t.source, t."generatedBy",
      t.verified, t.confidence, t."createdAt", e.score, e."growthPct", e.lifecycle, e.factors, e.series, e."topItems"
    FROM trends t LEFT JOIN trend_evidence e ON e."trendId" = t.id
    WHERE t."userId" = ${userId} AND lower(t.niche) = lower(${niche})
    ORDER BY t."createdAt" DESC, t.id
    LIMIT ${TRENDS_LIST_MAX}`;
  if (trends.length === 0) return [];
  const ideas = await db.videoIdea.findMany({
    where: { trendId: { in: trends.map((t) => t.id) } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, trendId: true, hook: true, outline: true, engagementPotential: true, estimatedViews: true, createdAt: true },
  });
  const byTrend = new Map<string, IdeaRow[]>();
  for (const idea of ideas) {
    const list = byTrend.get(idea.trendId);
    if (list) list.push(idea);
    else byTrend.set(idea.trendId, [idea]);
  }
  return trends.map((t) => trendDTO(t, byTrend.get(t.id) ?? []));
}

/** Deletes the user's trends for a niche (ideas and evidence cascade); returns how many. */
export async function clearTrends(userId: string, niche: string): Promise<number> {
  return db.$executeRaw`DELETE FROM trends WHERE "userId" = ${userId} AND lower(niche) = lower(${niche})`;
}
