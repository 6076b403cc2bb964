// Stored trends: written in one transaction (trends + video_ideas + trend_evidence), read back in
// one query whatever the count, and returned as DTOs (never whole rows).
import "server-only";
import { randomUUID } from "node:crypto";
import { db, Prisma } from "@/lib/db";
import type { TrendDTO, TrendEvidenceDTO, WrittenTrendDTO } from "@/lib/dto";
import type { GeneratedTrend } from "@/lib/generation/types";
import { jsonPairs, TREND_SQL } from "./dto";

/** A user's trends in one niche: the newest this many (20 reports of 5). */
export const TRENDS_LIST_MAX = 100;

// The evidence columns as the evidence endpoint reads them (json columns may hold null).
type EvidenceRow = {
  score: number;
  growthPct: number | null;
  baselineDays: number | null;
  baselineMentions: number | null;
  lifecycle: string;
  factors: Record<string, number> | null;
  series: number[] | null;
  topItems: TrendEvidenceDTO["topItems"] | null;
};

function evidenceDTO(e: EvidenceRow): TrendEvidenceDTO {
  return {
    score: Number(e.score),
    growthPct: e.growthPct === null ? null : Number(e.growthPct),
    baselineDays: e.baselineDays,
    baselineMentions: e.baselineMentions,
    lifecycle: e.lifecycle,
    factors: e.factors ?? {},
    series: e.series ?? [],
    topItems: e.topItems ?? [],
  };
}

type Written = WrittenTrendDTO & { evidence: TrendEvidenceDTO };

/**
 * A written trend as the client shows it, the one mapping for a report still streaming (draft ids,
 * lib/trends/stream.ts) and a stored one (its rows' ids): the card looks the same before and after.
 */
export function writtenTrendDTO(
  t: GeneratedTrend,
  ids: { trend: string; ideas: string[] },
  at: { niche: string; generatedBy: string; fallbackReason: string | null; createdAt: Date },
): Written {
  const e = t.evidence;
  return {
    id: ids.trend,
    niche: at.niche,
    title: t.title,
    topic: t.topic,
    kind: t.kind,
    description: t.description,
    engagement: t.engagement,
    hashtags: t.hashtags,
    status: t.status,
    source: t.source,
    // A trend the model's answer lacked says who wrote it instead, and why.
    generatedBy: t.writtenBy?.generatedBy ?? at.generatedBy,
    fallbackReason: t.writtenBy?.fallbackReason ?? at.fallbackReason,
    verified: t.verified,
    confidence: Math.round(t.confidence),
    createdAt: at.createdAt.toISOString(),
    ideas: t.ideas.map((idea, j) => ({
      id: ids.ideas[j],
      hook: idea.hook,
      outline: idea.outline,
      engagementPotential: idea.engagementPotential,
      estimatedViews: idea.estimatedViews,
    })),
    evidence: {
      score: e.score,
      growthPct: e.growthPct,
      baselineDays: e.baselineDays ?? null,
      baselineMentions: e.baselineMentions ?? null,
      lifecycle: e.lifecycle,
      factors: { ...e.factors },
      series: e.series,
      topItems: e.topItems.map((x) => ({
        title: x.title,
        channel: x.channel,
        views: x.views,
        ...(x.url ? { url: x.url } : {}),
        ...(x.source ? { source: x.source } : {}),
      })),
    },
    sources: e.sources ?? [],
    newestEvidenceAt: e.newestAt ? new Date(e.newestAt).toISOString() : null,
    adjacentFrom: e.adjacentFrom ?? null,
    story: e.story ?? null,
    reach: e.reach ?? null,
    figuresFrom: e.figuresFrom ?? null,
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
  const written = trends.map((t, i) =>
    writtenTrendDTO(
      t,
      { trend: randomUUID(), ideas: t.ideas.map(() => randomUUID()) },
      { niche, generatedBy, fallbackReason, createdAt: new Date(now - i) },
    ),
  );
  const json = (v: unknown) => v as Prisma.InputJsonValue;
  await db.$transaction([
    db.trend.createMany({
      data: written.map((w, i) => ({
        id: w.id,
        userId,
        niche,
        title: w.title,
        // What scripts read of the trend: never parsed back out of its title.
        topic: trends[i].topic,
        kind: trends[i].kind,
        description: w.description,
        engagement: w.engagement,
        hashtags: w.hashtags,
        status: w.status,
        source: w.source,
        generatedBy: w.generatedBy,
        fallbackReason: w.fallbackReason,
        verified: w.verified,
        confidence: w.confidence,
        createdAt: new Date(w.createdAt),
      })),
    }),
    // An idea's createdAt only orders a trend's ideas.
    db.videoIdea.createMany({
      data: written.flatMap((w) =>
        w.ideas.map((idea, j) => ({ ...idea, trendId: w.id, createdAt: new Date(now + j) })),
      ),
    }),
    db.trendEvidence.createMany({
      data: written.map(({ id, evidence: e, sources, newestEvidenceAt, adjacentFrom, story, reach, figuresFrom }) => ({
        trendId: id,
        score: e.score,
        growthPct: e.growthPct,
        baselineDays: e.baselineDays,
        baselineMentions: e.baselineMentions,
        lifecycle: e.lifecycle,
        factors: json(e.factors),
        series: json(e.series),
        topItems: json(e.topItems),
        sources,
        newestAt: newestEvidenceAt ? new Date(newestEvidenceAt) : null,
        adjacentFrom,
        ...(story ? { story: json(story) } : {}),
        ...(reach ? { reach: json(reach) } : {}),
        figuresFrom,
      })),
    }),
  ]);
  return written;
}

/**
 * The user's trends for a niche (case-insensitive), newest first, with ideas and the evidence's
 * summary, as the JSON text of a TrendDTO[] whose fields ./dto.ts lists: PostgreSQL builds the
 * whole array in one query, so the list costs the same whatever the count and the server never
 * materializes 50 trends x 3 ideas as rows and objects (it was the bottleneck of GET /api/trends/{niche}; BENCHMARKS.md). The evidence's
 * series, top items and factors (a fifth of the body, shown only once "Why it's trending" opens)
 * come from trendEvidence(). Same shape as listItem(writtenTrendDTO()), which lib/trends/list.test.ts
 * checks field by field against a generated report.
 */
export async function listTrendsJson(userId: string, niche: string): Promise<string> {
  const [{ json }] = await db.$queryRaw<{ json: string }[]>`
    SELECT coalesce(json_agg(x.dto ORDER BY x."createdAt" DESC, x.id), '[]'::json)::text AS json
    FROM (
      SELECT t.id, t."createdAt", json_build_object(${Prisma.raw(jsonPairs(TREND_SQL))}) AS dto
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
  return {
    ...trend,
    evidence: e && {
      score: e.score,
      growthPct: e.growthPct,
      baselineDays: e.baselineDays,
      baselineMentions: e.baselineMentions,
      lifecycle: e.lifecycle,
    },
  };
}

/** The whole evidence of one of the user's trends in a niche; null when there is none to show them. */
export async function trendEvidence(userId: string, niche: string, trendId: string): Promise<TrendEvidenceDTO | null> {
  const [e] = await db.$queryRaw<EvidenceRow[]>`
    SELECT e.score, e."growthPct", e."baselineDays", e."baselineMentions", e.lifecycle, e.factors, e.series, e."topItems"
    FROM trend_evidence e JOIN trends t ON t.id = e."trendId"
    WHERE e."trendId" = ${trendId} AND t."userId" = ${userId} AND lower(t.niche) = lower(${niche})`;
  return e ? evidenceDTO(e) : null;
}

/** Deletes the user's trends for a niche (ideas and evidence cascade); returns how many. */
export async function clearTrends(userId: string, niche: string): Promise<number> {
  return db.$executeRaw`DELETE FROM trends WHERE "userId" = ${userId} AND lower(niche) = lower(${niche})`;
}
