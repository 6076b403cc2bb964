// The "Export" download: title, description, hashtags, engagement, verified, confidence, who wrote
// it (generatedBy, and fallbackReason when it was not the plan's model) and the ideas (hook,
// outline, estimatedViews) of each trend, saved as {niche}_trends_{date}.json.
import type { TrendDTO } from "@/lib/dto";
import { shownConfidence } from "./trend-labels";

export type ExportedIdea = { hook: string; outline: string; estimatedViews: string | null };
export type ExportedTrend = {
  title: string;
  description: string;
  hashtags: string[];
  engagement: string;
  verified: boolean;
  confidence: number;
  generatedBy: string;
  fallbackReason: string | null;
  videoIdeas: ExportedIdea[];
};

export function buildTrendsExport(trends: readonly TrendDTO[]): ExportedTrend[] {
  return trends.map((t) => ({
    title: t.title,
    description: t.description,
    hashtags: t.hashtags,
    engagement: t.engagement,
    verified: Boolean(t.verified),
    confidence: shownConfidence(t),
    generatedBy: t.generatedBy,
    fallbackReason: t.fallbackReason ?? null,
    videoIdeas: (t.ideas ?? []).map((i) => ({
      hook: i.hook,
      outline: i.outline,
      estimatedViews: i.estimatedViews ?? null,
    })),
  }));
}

/** Local calendar date as YYYY-MM-DD (the creator's "today", not UTC's). */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A custom niche may hold characters no file system accepts; those (and spaces) become "-". */
export function fileSafe(text: string): string {
  const safe = text
    .trim()
    .replace(/[\\/:*?"<>|\p{Cc}\p{Cf}]+/gu, "-")
    .replace(/\s+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[.-]+|[.-]+$/g, "");
  return Array.from(safe).slice(0, 60).join("") || "niche";
}

export function trendsFileName(niche: string, date: Date): string {
  return `${fileSafe(niche)}_trends_${isoDate(date)}.json`;
}

export function exportJson(trends: readonly TrendDTO[]): string {
  return JSON.stringify(buildTrendsExport(trends), null, 2);
}
