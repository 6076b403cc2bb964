// Trend reports: one POST /api/trends/generate = one report = one unit of the monthly quota,
// reserved before the work and refunded if no report comes of it or the creator leaves before any
// usable trend was streamed to them. Collecting and writing are separate steps: collectTopics()
// reads the niche's stored pick, or scores its stored live signals and the snapshot store (and
// stores that pick); the shared refresh (refresh.ts) is what fetches, at most one bounded round per
// click; the writers (model or offline engine) then word the topics and the report is stored in
// one transaction.
import "server-only";
import { env } from "@/env";
import type { SessionUser } from "@/lib/auth/current-user";
import { offlineTrends } from "@/lib/generation/offline";
import { carriesTrend, writeTrends } from "@/lib/ai/trends";
import type { GenerateTrendsResponseDTO } from "@/lib/dto";
import { log } from "@/lib/log";
import { refund, reserve } from "@/lib/usage/quota";
import { emptyReport } from "./empty";
import { asExample, examplesAllowed, isExample, withoutFigures } from "./examples";
import { nicheMatcher } from "./core/niche";
import { requireNicheFetch } from "./new-niche";
import type { Ranked } from "./pick";
import { currentPick, type Picked } from "./stored-pick";
import { ensureFresh, readState } from "./refresh";
import { liveSources, type SourceOutcome } from "./live-sources";
import { readingOf, sourceOn } from "./sources/registry";
import { readingLine } from "./source-labels";
import { riseLine, wikipediaRises, type Rise } from "./sources/wikipedia";
import { clearTrends, storeTrends } from "./store";
import { trendStreamEvents, type Emit } from "./stream";
import type { ScoredTopic } from "@/lib/generation/types";
import { resolveNiche, type Niche } from "@/lib/niches";
import { db } from "@/lib/db";
import { daysBefore } from "@/lib/time";

export { clearTrends };
export type GenerateResult = GenerateTrendsResponseDTO;

export type CollectedTopics = Picked & {
  /** The live sources' latest round for the niche. */
  outcomes: SourceOutcome[];
  refreshedAt: Date | null;
};

/**
 * A niche's current scored topics from what is stored. Never fetches; writes only the pick it
 * made (stored-pick.ts), so the next report over the same items reads it.
 */
export async function collectTopics(niche: Niche, now = new Date()): Promise<CollectedTopics> {
  const matcher = nicheMatcher(niche);
  const state = await readState(matcher, false);
  const outcomes = Object.values(state.outcomes);
  // The curated examples stand in only where nothing live answered, and only for a preset.
  const examples = examplesAllowed(Boolean(matcher.preset), liveSources().length === 0 ? [] : outcomes);
  return { ...(await currentPick(matcher, now, examples)), outcomes, refreshedAt: state.refreshedAt };
}

/** Niches asked for within this many days keep their picks current on the cron. */
const PICKS_KEPT_FOR_DAYS = 1;

/**
 * The trends cron's step after its refresh: the picks of the niches asked for in the last day, made
 * again where their items or the time moved on (a current pick is only read), most recent first,
 * within `budgetMs`. The next report on such a niche, on any instance, reads its pick.
 */
export async function keepPicksCurrent(opts: { budgetMs: number; max?: number }): Promise<string[]> {
  const started = Date.now();
  const rows = await db.nicheRefresh.findMany({
    where: { lastUsedAt: { gte: daysBefore(new Date(), PICKS_KEPT_FOR_DAYS) } },
    orderBy: { lastUsedAt: "desc" },
    take: opts.max ?? 20,
    select: { niche: true },
  });
  const kept: string[] = [];
  for (const row of rows) {
    if (Date.now() - started > opts.budgetMs) break;
    try {
      await collectTopics(resolveNiche(row.niche));
      kept.push(row.niche);
    } catch (err) {
      log.warn("niche_pick_failed", { niche: row.niche, error: String((err as Error)?.message ?? err).slice(0, 200) });
    }
  }
  return kept;
}

function meta(c: CollectedTopics): GenerateResult["meta"] {
  const reading = readingOf(env);
  return {
    sources: c.outcomes.map((o) => ({
      name: o.name,
      ok: o.ok,
      items: o.items,
      ...(o.skipped ? { skipped: true } : {}),
      ...(o.error ? { error: o.error } : {}),
    })),
    refreshedAt: c.refreshedAt ? c.refreshedAt.toISOString() : null,
    coverage: c.coverage,
    reading: { ...reading, line: readingLine(reading) },
  };
}

export type GenerateOptions = {
  /** Aborts when the creator leaves: the model call is cut, nothing is stored, the unit is refunded. */
  signal?: AbortSignal;
  /** A streaming caller hears the report as it is written. */
  emit?: Emit;
  /**
   * Runs once the report is allowed, before the niche's round: the route joins the creator's own
   * and watched channels to the niche's channel set here (lib/channels builds on this module, so it
   * is handed in rather than imported).
   */
  beforeRound?: (nicheKey: string) => Promise<unknown>;
};

export async function generateTrends(
  user: SessionUser,
  niche: Niche,
  opts: GenerateOptions = {},
): Promise<GenerateResult> {
  const reservation = await reserve(user.id, "trends");
  const started = performance.now();
  const signal = opts.signal ?? new AbortController().signal;
  // Once a usable trend (a title and a description) has gone out on the stream the caller has the
  // content: leaving before the end no longer gives the unit back (reading the drafts and hanging
  // up made reports free, and a one-trend report's only trend is never marked complete).
  let delivered = false;
  const emit: Emit | undefined =
    opts.emit &&
    ((event) => {
      if (event.type === "draft" && event.trends.some((d) => d.complete || carriesTrend(d.trend))) delivered = true;
      opts.emit!(event);
    });
  try {
    // After the quota (a creator at their limit hears that, and keeps their allowance); a creator
    // past their allowance of new niches is told so, and the unit goes back.
    await requireNicheFetch(user, niche);
    await opts
      .beforeRound?.(nicheMatcher(niche).key)
      .catch((err) => log.warn("niche_channels_join_failed", { error: String(err?.message ?? err).slice(0, 200) }));
    // At most one bounded round; whatever happens, the report uses what is stored.
    await ensureFresh(niche).catch((err) =>
      log.warn("niche_refresh_failed", { error: String(err?.message ?? err).slice(0, 200) }),
    );
    const collected = await collectTopics(niche);
    const { ranked } = collected;
    if (ranked.length === 0) {
      // Nothing to report is not a report: the unit goes back.
      const empty: GenerateResult = {
        trends: [],
        usage: { used: Math.max(0, reservation.used - 1), limit: reservation.limit, tier: reservation.tier },
        generatedBy: "none",
        fallbackReason: null,
        empty: emptyReport(niche, collected),
        meta: meta(collected),
      };
      await refund(reservation);
      log.info("trends_empty", {
        userId: user.id,
        liveItems: collected.liveItems,
        ms: Math.round(performance.now() - started),
      });
      return empty;
    }
    const byTopic = new Map<ScoredTopic, Ranked>(ranked.map((r) => [r.topic, r]));
    const inNiche = (t: ScoredTopic) => byTopic.get(t)?.scope === "niche";
    // An example's invented figures never reach a writer (model or offline).
    const topics = ranked.map((r) => {
      if (!isExample(r.topic)) return r.topic;
      const bare = withoutFigures(r.topic);
      byTopic.set(bare, r);
      return bare;
    });
    // The offline report lays out every trend from its evidence; a model only rewords it.
    const offline = offlineTrends(niche, topics, topics.length, {
      daysFor: (t) => byTopic.get(t)?.recentDays,
      inNiche,
      adjacentFrom: (t) => t.adjacentFrom,
    });
    // Wikipedia pageviews confirm real topics' rise (never the examples'), asked while the writer works.
    const rises = sourceOn("wikipedia", env)
      ? wikipediaRises(
          topics.filter((t) => !isExample(t)).map((t) => t.topic),
          new Date(),
        )
      : Promise.resolve(new Map<string, Rise>());
    const written = await writeTrends({
      niche: niche.name,
      offline,
      inNiche,
      tier: reservation.tier,
      userId: user.id,
      signal,
      events: trendStreamEvents(niche.name, offline.length, emit),
    });
    signal.throwIfAborted();
    const label = niche.label;
    const risen = await rises;
    const cards = written.value.map((t) => {
      if (isExample(t.evidence)) return asExample(t, label);
      const line = riseLine(risen.get(t.evidence.topic));
      return line ? { ...t, description: `${t.description} ${line}.` } : t;
    });
    const trends = await storeTrends(user.id, niche.name, cards, written.generatedBy, written.fallbackReason);
    log.info("trends_generated", {
      userId: user.id,
      trends: trends.length,
      generatedBy: written.generatedBy,
      fallback: written.failures.map((f) => f.kind).join(",") || undefined,
      coverage: collected.coverage,
      ms: Math.round(performance.now() - started),
    });
    return {
      trends,
      usage: { used: reservation.used, limit: reservation.limit, tier: reservation.tier },
      generatedBy: written.generatedBy,
      fallbackReason: written.fallbackReason,
      meta: meta(collected),
    };
  } catch (err) {
    if (signal.aborted && delivered) {
      log.info("trends_left_after_content", { userId: user.id });
      throw err;
    }
    await refund(reservation).catch((e) =>
      log.error("quota_refund_failed", { userId: user.id, error: String(e?.message ?? e).slice(0, 200) }),
    );
    throw err;
  }
}
