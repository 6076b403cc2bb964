// A trend report as it is written: the writer's events turned into the lines a streaming caller
// reads (lib/dto.ts TrendStreamEvent). Draft trends carry placeholder ids: nothing is stored
// until the whole report is, in one transaction.
import "server-only";
import type { DraftTrend } from "@/lib/ai/trends";
import type { WriterEvents } from "@/lib/ai/writer";
import type { TrendStreamEvent, WrittenTrendDTO } from "@/lib/dto";
import type { GeneratedTrend } from "@/lib/generation/types";
import { writtenTrendDTO } from "./store";

export type Emit = (event: TrendStreamEvent) => void;

export function draftTrendDTO(niche: string, generatedBy: string, t: GeneratedTrend, key: number): WrittenTrendDTO {
  const ids = { trend: `draft-${key}`, ideas: t.ideas.map((_, j) => `draft-${key}-${j}`) };
  return writtenTrendDTO(t, ids, { niche, generatedBy, fallbackReason: null, createdAt: new Date() });
}

/** The writer's events as stream lines; `count` is how many trends the report will hold. */
export function trendStreamEvents(
  niche: string,
  count: number,
  emit: Emit | undefined,
): WriterEvents<DraftTrend[]> | undefined {
  if (!emit) return undefined;
  let model = "";
  return {
    start: (m) => {
      model = m ?? "";
      emit({ type: "start", model: m, trends: count });
    },
    draft: (drafts) =>
      emit({
        type: "draft",
        trends: drafts.map((d, i) => ({ trend: draftTrendDTO(niche, model, d.trend, i), complete: d.complete })),
      }),
    fallback: (notice) => {
      model = notice.to;
      emit({ type: "fallback", ...notice });
    },
  };
}
