// Trend reports: one POST /api/trends/generate = one report = one unit of the monthly quota,
// reserved before the work and refunded if the report can't be made or the creator leaves.
// Sources are read in parallel (live ones never fail a report), topics scored and picked
// (lib/trends/pick.ts), texts written (model or offline engine) and the report stored in one
// transaction.
import "server-only";
import type { SessionUser } from "@/lib/auth/current-user";
import { offlineTrends } from "@/lib/ai/offline/engine";
import { writeTrends } from "@/lib/ai/trends";
import type { GenerateTrendsResponseDTO } from "@/lib/dto";
import { unavailable } from "@/lib/http/errors";
import { log } from "@/lib/log";
import { refund, reserve } from "@/lib/usage/quota";
import { nicheMatcher } from "./niche";
import { MAX_TRENDS, MIN_TRENDS, pickTopics, type Coverage, type Ranked } from "./pick";
import { inMemoryCurated, liveSources, snapshotSource, type SourceContext, type SourceOutcome } from "./sources";
import { clearTrends, storeTrends } from "./store";
import { trendStreamEvents, type Emit } from "./stream";
import type { ScoredTopic, SignalItem } from "./types";

export { clearTrends };

export type GenerateResult = GenerateTrendsResponseDTO;

export const NOT_ENOUGH_DATA = "Not enough trend data for this niche yet. Please try again later.";

// A live fetch and its stored copy (kept for later baselines) are one observation.
function dedupe(items: SignalItem[]): SignalItem[] {
  const seen = new Set<string>();
  return items.filter((it) => {
    const key = `${it.source}|${it.externalId}|${it.observedAt.getTime()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Sources -> 3-5 scored topics, widening the pool only when the niche's own items are too few. */
export async function collectTopics(niche: string, now = new Date()): Promise<{ ranked: Ranked[]; coverage: Coverage; outcomes: SourceOutcome[] }> {
  const matcher = nicheMatcher(niche);
  const ctx: SourceContext = { niche, matcher, now };
  const outcomes = await Promise.all([snapshotSource.collect(ctx), ...liveSources().map((s) => s.collect(ctx))]);
  const live = outcomes.slice(1).flatMap((o) => o.items);
  let { ranked, coverage } = pickTopics(dedupe([...live, ...outcomes[0].items]), matcher, now);
  if (ranked.length < MIN_TRENDS) {
    const all = await snapshotSource.collectAll(ctx);
    ({ ranked, coverage } = pickTopics(dedupe([...live, ...all]), matcher, now, ranked));
  }
  // A store that was never seeded still has the curated examples (built in memory).
  if (ranked.length < MIN_TRENDS) ({ ranked, coverage } = pickTopics(inMemoryCurated(now), matcher, now, ranked));
  return { ranked: ranked.slice(0, MAX_TRENDS), coverage, outcomes };
}

export type GenerateOptions = {
  /** Aborts when the creator leaves: the model call is cut, nothing is stored, the unit is refunded. */
  signal?: AbortSignal;
  /** A streaming caller hears the report as it is written. */
  emit?: Emit;
};

export async function generateTrends(user: SessionUser, niche: string, opts: GenerateOptions = {}): Promise<GenerateResult> {
  const reservation = await reserve(user.id, "trends");
  const started = performance.now();
  const signal = opts.signal ?? new AbortController().signal;
  try {
    const { ranked, coverage, outcomes } = await collectTopics(niche);
    if (ranked.length < MIN_TRENDS) throw unavailable(NOT_ENOUGH_DATA);
    const byTopic = new Map<ScoredTopic, Ranked>(ranked.map((r) => [r.topic, r]));
    const inNiche = (t: ScoredTopic) => byTopic.get(t)?.scope === "niche";
    const topics = ranked.map((r) => r.topic);
    // The offline report lays out every trend from its evidence; a model only rewords it.
    const offline = offlineTrends(niche, topics, topics.length, { daysFor: (t) => byTopic.get(t)?.recentDays, inNiche });
    const written = await writeTrends({
      niche,
      offline,
      inNiche,
      tier: reservation.tier,
      userId: user.id,
      signal,
      events: trendStreamEvents(niche, offline.length, opts.emit),
    });
    signal.throwIfAborted();
    const trends = await storeTrends(user.id, niche, written.value, written.generatedBy, written.fallbackReason);
    log.info("trends_generated", {
      userId: user.id,
      trends: trends.length,
      generatedBy: written.generatedBy,
      fallback: written.failures.map((f) => f.kind).join(",") || undefined,
      coverage,
      ms: Math.round(performance.now() - started),
    });
    return {
      trends,
      usage: { used: reservation.used, limit: reservation.limit, tier: reservation.tier },
      generatedBy: written.generatedBy,
      fallbackReason: written.fallbackReason,
      meta: {
        sources: outcomes.map((o) => ({ name: o.name, ok: o.ok, cached: Boolean(o.cached), items: o.items.length })),
        coverage,
      },
    };
  } catch (err) {
    await refund(reservation).catch((e) => log.error("quota_refund_failed", { userId: user.id, error: String(e?.message ?? e).slice(0, 200) }));
    throw err;
  }
}
