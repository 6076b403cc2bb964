// Stored trends: written in one transaction (trends + video_ideas + trend_evidence), read back in
// one query whatever the count, and returned as DTOs (never whole rows).
import "server-only";
import { randomUUID } from "node:crypto";
import { db, Prisma } from "@/lib/db";
import type { TrendDTO, TrendEvidenceDTO, VideoIdeaDTO, WrittenTrendDTO } from "@/lib/dto";
import type { GeneratedTrend } from "@/lib/generation/types";

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
  fallbackReason: string | null;
  verified: boolean;
  confidence: number;
  createdAt: Date;
  score: number | null;
  growthPct: number | null;
  lifecycle: string | null;
  factors: Record<string, number> | null;
  series: number[] | null;
  topItems: TrendEvidenceDTO["topItems"] | null;
  sources: string[];
  newestAt: Date | null;
  adjacentFrom: string | null;
};

type IdeaRow = { id: string; trendId: string; hook: string; outline: string; engagementPotential: string; estimatedViews: string | null; createdAt: Date };

const iso = (d: Date) => new Date(d).toISOString();

function ideaDTO(i: IdeaRow): VideoIdeaDTO {
  return { id: i.id, hook: i.hook, outline: i.outline, engagementPotential: i.engagementPotential, estimatedViews: i.estimatedViews };
}

type EvidenceRow = Pick<TrendRow, "score" | "growthPct" | "lifecycle" | "factors" | "series" | "topItems">;

function evidenceDTO(e: EvidenceRow): TrendEvidenceDTO | null {
  if (e.score === null) return null;
  return {
    score: Number(e.score),
    growthPct: e.growthPct === null ? null : Number(e.growthPct),
    lifecycle: e.lifecycle ?? "emerging",
    factors: e.factors ?? {},
    series: e.series ?? [],
    topItems: e.topItems ?? [],
  };
}

function trendDTO(t: TrendRow, ideas: IdeaRow[]): WrittenTrendDTO {
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
    fallbackReason: t.fallbackReason ?? null,
    verified: t.verified,
    confidence: Number(t.confidence),
    createdAt: iso(t.createdAt),
    ideas: ideas.map(ideaDTO),
    evidence: evidenceDTO(t),
    sources: t.sources,
    newestEvidenceAt: t.newestAt ? iso(t.newestAt) : null,
    adjacentFrom: t.adjacentFrom,
  };
}

/** Stores one report; the first trend gets the newest timestamp so "newest first" keeps its order. */
export async function storeTrends(
  userId: string,
  niche: string,
  trends: GeneratedTrend[],
  generatedBy: string,
  fallbackReason: string | null = null,
): Promise<WrittenTrendDTO[]> {
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
      fallbackReason,
      verified: t.verified,
      confidence: Math.round(t.confidence),
      createdAt,
      score: t.evidence.score,
      growthPct: t.evidence.growthPct,
      lifecycle: t.evidence.lifecycle,
      factors: { ...t.evidence.factors },
      series: t.evidence.series,
      topItems: t.evidence.topItems.map((x) => ({ title: x.title, channel: x.channel, views: x.views, ...(x.url ? { url: x.url } : {}) })),
      sources: t.evidence.sources ?? [],
      newestAt: t.evidence.newestAt ? new Date(t.evidence.newestAt) : null,
      adjacentFrom: t.evidence.adjacentFrom ?? null,
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
        status: r.status, source: r.source, generatedBy: r.generatedBy, fallbackReason: r.fallbackReason, verified: r.verified, confidence: r.confidence, createdAt: r.createdAt,
      })),
    }),
    db.videoIdea.createMany({ data: rows.flatMap((r) => r.ideas) }),
    db.trendEvidence.createMany({
      data: rows.map(({ row: r }) => ({
        trendId: r.id, score: r.score ?? 0, growthPct: r.growthPct, lifecycle: r.lifecycle ?? "emerging",
        factors: json(r.factors), series: json(r.series), topItems: json(r.topItems),
        sources: r.sources, newestAt: r.newestAt, adjacentFrom: r.adjacentFrom,
      })),
    }),
  ]);
  return rows.map(({ row, ideas }) => trendDTO(row, ideas));
}

// PostgreSQL's text form of a timestamp(3) column (stored as UTC), the same as Date#toISOString().
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * The user's trends for a niche (case-insensitive), newest first, with ideas and the evidence's
 * summary, as the JSON text of a TrendDTO[]: PostgreSQL builds the whole array in one query, so the
 * list costs the same whatever the count and the server never materializes 50 trends x 3 ideas as
 * rows and objects (it was the bottleneck of GET /api/trends/{niche}; BENCHMARKS.md). The evidence's
 * series, top items and factors (a fifth of the body, shown only once "Why it's trending" opens)
 * come from trendEvidence(). Same shape as listItem(trendDTO()), which lib/trends/list.test.ts
 * checks field by field against a generated report.
 */
export async function listTrendsJson(userId: string, niche: string): Promise<string> {
  const [{ json }] = await db.$queryRaw<{ json: string }[]>`
    SELECT coalesce(json_agg(x.dto ORDER BY x."createdAt" DESC, x.id), '[]'::json)::text AS json
    FROM (
      SELECT t.id, t."createdAt", json_build_object(
        'id', t.id, 'niche', t.niche, 'title', t.title, 'description', t.description, 'engagement', t.engagement,
        'hashtags', coalesce(to_json(t.hashtags), '[]'::json), 'status', t.status, 'source', t.source,
        'generatedBy', t."generatedBy", 'fallbackReason', t."fallbackReason", 'verified', t.verified, 'confidence', t.confidence,
        'createdAt', to_char(t."createdAt", ${Prisma.raw(ISO)}),
        'ideas', coalesce((
          SELECT json_agg(json_build_object(
            'id', i.id, 'hook', i.hook, 'outline', i.outline, 'engagementPotential', i."engagementPotential",
            'estimatedViews', i."estimatedViews"
          ) ORDER BY i."createdAt", i.id)
          FROM video_ideas i WHERE i."trendId" = t.id), '[]'::json),
        'evidence', CASE WHEN e."trendId" IS NULL THEN NULL ELSE json_build_object(
          'score', e.score, 'growthPct', e."growthPct", 'lifecycle', e.lifecycle) END,
        'sources', coalesce(to_json(e.sources), '[]'::json),
        'newestEvidenceAt', to_char(e."newestAt", ${Prisma.raw(ISO)}),
        'adjacentFrom', e."adjacentFrom"
      ) AS dto
      FROM trends t LEFT JOIN trend_evidence e ON e."trendId" = t.id
      WHERE t."userId" = ${userId} AND lower(t.niche) = lower(${niche})
      ORDER BY t."createdAt" DESC, t.id
      LIMIT ${TRENDS_LIST_MAX}
    ) x`;
  // PostgreSQL writes json as `"key" : value, ...`; compacted once here (the body is then kept per
  // trendsVersion), it is 7% smaller and a quarter cheaper to gzip on every response.
  return JSON.stringify(JSON.parse(json));
}

/** A trend as the list sends it: the evidence as its summary. */
export function listItem(trend: WrittenTrendDTO): TrendDTO {
  const e = trend.evidence;
  return { ...trend, evidence: e && { score: e.score, growthPct: e.growthPct, lifecycle: e.lifecycle } };
}

/** The whole evidence of one of the user's trends in a niche; null when there is none to show them. */
export async function trendEvidence(userId: string, niche: string, trendId: string): Promise<TrendEvidenceDTO | null> {
  const [e] = await db.$queryRaw<EvidenceRow[]>`
    SELECT e.score, e."growthPct", e.lifecycle, e.factors, e.series, e."topItems"
    FROM trend_evidence e JOIN trends t ON t.id = e."trendId"
    WHERE e."trendId" = ${trendId} AND t."userId" = ${userId} AND lower(t.niche) = lower(${niche})`;
  return e ? evidenceDTO(e) : null;
}

/** Deletes the user's trends for a niche (ideas and evidence cascade); returns how many. */
export async function clearTrends(userId: string, niche: string): Promise<number> {
  return db.$executeRaw`DELETE FROM trends WHERE "userId" = ${userId} AND lower(niche) = lower(${niche})`;
}
