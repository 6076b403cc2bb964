// The trend read model's one field list: each field of a listed trend (TrendDTO) and the SQL
// PostgreSQL builds it from, typed by the DTO itself, so a field added to the type fails the
// type check here until the list query (lib/trends/store.ts listTrendsJson) carries it too. The
// data export lists the same stored columns in lib/gdpr/export-plan.ts.
import type { TrendDTO, TrendEvidenceSummaryDTO, VideoIdeaDTO } from "@/lib/dto";

// PostgreSQL's text form of a timestamp(3) column (stored as UTC), the same as Date#toISOString().
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** An idea of the list (alias i: video_ideas). */
export const IDEA_SQL: Record<keyof VideoIdeaDTO, string> = {
  id: "i.id",
  hook: "i.hook",
  outline: "i.outline",
  engagementPotential: `i."engagementPotential"`,
  estimatedViews: `i."estimatedViews"`,
};

/** The evidence as the list sends it, its summary (alias e: trend_evidence). */
export const EVIDENCE_SUMMARY_SQL: Record<keyof TrendEvidenceSummaryDTO, string> = {
  score: "e.score",
  growthPct: `e."growthPct"`,
  baselineDays: `e."baselineDays"`,
  baselineMentions: `e."baselineMentions"`,
  lifecycle: "e.lifecycle",
};

/** `'key', expression, ...`: the arguments of json_build_object for a field list. */
export function jsonPairs(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, sql]) => `'${key}', ${sql}`)
    .join(", ");
}

/** A trend of the list (aliases t: trends, e: its trend_evidence row, LEFT JOINed). */
export const TREND_SQL: Record<keyof TrendDTO, string> = {
  id: "t.id",
  niche: "t.niche",
  title: "t.title",
  topic: "t.topic",
  kind: "t.kind",
  description: "t.description",
  engagement: "t.engagement",
  hashtags: `coalesce(to_json(t.hashtags), '[]'::json)`,
  status: "t.status",
  source: "t.source",
  generatedBy: `t."generatedBy"`,
  fallbackReason: `t."fallbackReason"`,
  verified: "t.verified",
  confidence: "t.confidence",
  createdAt: `to_char(t."createdAt", ${ISO})`,
  ideas: `coalesce((
    SELECT json_agg(json_build_object(${jsonPairs(IDEA_SQL)}) ORDER BY i."createdAt", i.id)
    FROM video_ideas i WHERE i."trendId" = t.id), '[]'::json)`,
  evidence: `CASE WHEN e."trendId" IS NULL THEN NULL ELSE json_build_object(${jsonPairs(EVIDENCE_SUMMARY_SQL)}) END`,
  sources: `coalesce(to_json(e.sources), '[]'::json)`,
  newestEvidenceAt: `to_char(e."newestAt", ${ISO})`,
  adjacentFrom: `e."adjacentFrom"`,
  story: "e.story",
  reach: "e.reach",
  figuresFrom: `e."figuresFrom"`,
};
