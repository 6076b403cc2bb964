// The shared refresh: a niche's live signals are fetched once per interval and shared by every
// user of that niche. Single flight across requests and server instances through a job row
// (niche_refresh): a round is claimed by one compare-and-set on the row (lease + the refresh time
// the claimer saw), so of 20 simultaneous "Generate" clicks exactly one fetches; the others wait
// for that round, at most ROUND_MS, then read what is stored. A server that dies mid-round only
// holds the lease for LEASE_S.
import "server-only";
import { log } from "@/lib/log";
import { storeNicheSignals } from "./live-store";
import { matchesText, nicheMatcher, type NicheMatcher } from "./core/niche";
import { SourceError } from "./sources/fetch";
import { liveSources, type LiveSource, type SourceOutcome } from "./live-sources";
import { publicSourceError } from "./sources/types";
import { recordSourceStatus } from "@/lib/source-status";
import { DEMAND_DAYS } from "./sources/youtube/plan";
import { db } from "@/lib/db";
import { resolveNiche, type Niche } from "@/lib/niches";
import { daysBefore } from "@/lib/time";

/** A Generate click waits for at most one round this long. */
export const ROUND_MS = 8000;
const LEASE_S = 30;
/** A source that failed (or was paused) is asked again after this, not after its full interval. */
export const RETRY_FAILED_S = 5 * 60;
const POLL_MS = 150;

export type Outcomes = Record<string, SourceOutcome>;
type State = { refreshedAt: Date | null; leaseUntil: Date | null; outcomes: Outcomes };

const iso = (d: Date) => d.toISOString();
const utc = (d: Date | null) => (d ? iso(d) : null);

function isDue(source: LiveSource, previous: SourceOutcome | undefined, now: Date): boolean {
  if (!previous) return true;
  const age = (now.getTime() - Date.parse(previous.at)) / 1000;
  return age >= (previous.ok && !previous.skipped ? source.intervalS : RETRY_FAILED_S);
}

export function dueSources(outcomes: Outcomes, now: Date): LiveSource[] {
  return liveSources().filter((s) => isDue(s, outcomes[s.name], now));
}

function toState(
  row: { refreshedAt: Date | string | null; leaseUntil: Date | string | null; outcomes: unknown } | undefined,
): State {
  // Raw queries may hand a timestamp back as text ("2026-11-24 05:00:00.123"): it is UTC wall time.
  const date = (v: Date | string | null) =>
    v === null ? null : typeof v === "string" ? new Date(`${v.replace(" ", "T").replace(/Z?$/, "Z")}`) : v;
  return {
    refreshedAt: date(row?.refreshedAt ?? null),
    leaseUntil: date(row?.leaseUntil ?? null),
    outcomes: (row?.outcomes ?? {}) as Outcomes,
  };
}

/**
 * The niche's refresh row; `touch` records a use (the cron refreshes recently used niches) and
 * adds one to its demand, which fades with a DEMAND_DAYS time constant (YouTube's search plan).
 */
export async function readState(matcher: NicheMatcher, touch: boolean, now = new Date()): Promise<State> {
  if (!touch) {
    const row = await db.nicheRefresh.findUnique({
      where: { nicheKey: matcher.key },
      select: { refreshedAt: true, leaseUntil: true, outcomes: true },
    });
    return toState(row ?? undefined);
  }
  const rows = await db.$queryRaw<{ refreshedAt: Date | null; leaseUntil: Date | null; outcomes: unknown }[]>`
    INSERT INTO niche_refresh ("nicheKey", niche, "lastUsedAt", demand) VALUES (${matcher.key}, ${matcher.label}, ${iso(now)}::timestamp, 1)
    ON CONFLICT ("nicheKey") DO UPDATE SET "lastUsedAt" = EXCLUDED."lastUsedAt",
      demand = niche_refresh.demand * exp(-GREATEST(0, EXTRACT(EPOCH FROM (EXCLUDED."lastUsedAt" - niche_refresh."lastUsedAt"))::float8) / ${DEMAND_DAYS * 86_400}) + 1
    RETURNING "refreshedAt", "leaseUntil", outcomes`;
  return toState(rows[0]);
}

/** Compare-and-set: the round is ours if no live lease and nobody refreshed since we looked. */
async function claim(matcher: NicheMatcher, seen: Date | null, now: Date): Promise<boolean> {
  const lease = new Date(now.getTime() + LEASE_S * 1000);
  const rows = await db.$queryRaw<unknown[]>`
    INSERT INTO niche_refresh ("nicheKey", niche, "lastUsedAt", "leaseUntil") VALUES (${matcher.key}, ${matcher.label}, ${iso(now)}::timestamp, ${iso(lease)}::timestamp)
    ON CONFLICT ("nicheKey") DO UPDATE SET "leaseUntil" = EXCLUDED."leaseUntil"
      WHERE (niche_refresh."leaseUntil" IS NULL OR niche_refresh."leaseUntil" < ${iso(now)}::timestamp)
        AND niche_refresh."refreshedAt" IS NOT DISTINCT FROM ${utc(seen)}::timestamp
    RETURNING 1`;
  return rows.length > 0;
}

function healthOf(err: SourceError): "degraded" | "down" {
  return err.kind === "parse" || err.kind === "rate_limited" || err.kind === "budget" || err.kind === "too_large"
    ? "degraded"
    : "down";
}

async function runSource(
  source: LiveSource,
  matcher: NicheMatcher,
  niche: string,
  now: Date,
  signal: AbortSignal,
): Promise<SourceOutcome> {
  const at = iso(now);
  try {
    // The adapters honour the signal; the race is the guarantee that a round ends on time.
    const deadline = new Promise<never>((_, reject) =>
      signal.addEventListener("abort", () => reject(new SourceError("refresh round ended", "timeout")), { once: true }),
    );
    const result = await Promise.race([source.fetch({ niche, matcher, now, signal }), deadline]);
    if (result.skipped) {
      // Nothing to ask for this niche (e.g. no channels known yet): the source itself is fine.
      await recordSourceStatus(source.name, "healthy", `idle for this niche: ${result.skipped}`);
      return { name: source.name, ok: true, items: 0, skipped: true, error: result.skipped, at };
    }
    // Query-matched sources with loose matching keep only items that speak of the niche.
    const items =
      source.name === "hackernews" ? result.items.filter((it) => matchesText(matcher, it.title)) : result.items;
    await storeNicheSignals(matcher.key, items, new Date());
    const warning = result.warnings?.[0] ?? null;
    await recordSourceStatus(source.name, warning ? "degraded" : "healthy", warning);
    return { name: source.name, ok: true, items: items.length, at, okAt: at };
  } catch (err) {
    const e =
      err instanceof SourceError
        ? err
        : new SourceError(`unexpected error: ${String((err as Error)?.message ?? err).slice(0, 120)}`, "network");
    const raw = err instanceof SourceError ? e.message : String((err as Error)?.message ?? err);
    if (e.kind === "parse")
      log.warn("source_parse_failed", { source: source.name, niche: matcher.key, error: raw.slice(0, 300) });
    else log.warn("source_failed", { source: source.name, niche: matcher.key, kind: e.kind, error: raw.slice(0, 300) });
    await recordSourceStatus(source.name, healthOf(e), e.message);
    const skipped = e.kind === "rate_limited" || e.kind === "budget";
    return {
      name: source.name,
      ok: false,
      items: 0,
      // Every user of the niche sees this: the cause in plain words, never the raw error.
      error: publicSourceError(e.kind, e.status),
      at,
      ...(skipped ? { skipped } : {}),
    };
  }
}

/**
 * Runs the due sources in parallel, except that a source reading another's discovery (`after`:
 * the channel feeds read the channels a YouTube search finds) starts once that one, if due too,
 * has finished: a new niche's first round then reads what its discovery found.
 */
export function runDue<T>(due: LiveSource[], run: (source: LiveSource) => Promise<T>): Promise<T[]> {
  const started = new Map<string, Promise<T>>();
  const start = (source: LiveSource): Promise<T> => {
    let p = started.get(source.name);
    if (p) return p;
    // One step only: a source waits for one that waits for nothing, so no round can deadlock.
    const first = source.after ? due.find((d) => d.name === source.after && !d.after) : undefined;
    // Whatever became of the discovery, this source then does what it can.
    p = first
      ? start(first).then(
          () => run(source),
          () => run(source),
        )
      : run(source);
    started.set(source.name, p);
    return p;
  };
  return Promise.all(due.map(start));
}

/** One round over the due sources, in parallel, bounded by ROUND_MS; releases the lease. */
async function runRound(matcher: NicheMatcher, previous: Outcomes, now: Date): Promise<Outcomes> {
  const due = dueSources(previous, now);
  const signal = AbortSignal.timeout(ROUND_MS);
  const results = await runDue(due, (s) => runSource(s, matcher, matcher.label, now, signal));
  const outcomes: Outcomes = { ...previous };
  for (const r of results) outcomes[r.name] = { ...r, okAt: r.okAt ?? previous[r.name]?.okAt };
  await db.$executeRaw`
    UPDATE niche_refresh SET "refreshedAt" = ${iso(new Date())}::timestamp, "leaseUntil" = NULL, outcomes = ${JSON.stringify(outcomes)}::jsonb
    WHERE "nicheKey" = ${matcher.key}`;
  log.info("niche_refreshed", {
    niche: matcher.key,
    sources: results.map((r) => `${r.name}:${r.ok ? r.items : "x"}`).join(" "),
  });
  return outcomes;
}

export type FreshResult = "off" | "fresh" | "refreshed" | "waited" | "gave_up";

/**
 * Makes the niche's signals current if a round is due: runs it (one caller across all servers)
 * or waits for the running one, never longer than `waitMs`. Never throws for a source's sake.
 */
export async function ensureFresh(niche: Niche, opts: { waitMs?: number; touch?: boolean } = {}): Promise<FreshResult> {
  if (liveSources().length === 0) return "off";
  const matcher = nicheMatcher(niche);
  const waitMs = opts.waitMs ?? ROUND_MS;
  const started = Date.now();
  let state = await readState(matcher, opts.touch ?? true);
  if (dueSources(state.outcomes, new Date()).length === 0 && !leased(state)) return "fresh";
  for (;;) {
    const now = new Date();
    if (
      !leased(state, now) &&
      dueSources(state.outcomes, now).length > 0 &&
      (await claim(matcher, state.refreshedAt, now))
    ) {
      await runRound(matcher, state.outcomes, now);
      return "refreshed";
    }
    // Someone else's round: wait for it to end, within our own bound.
    if (Date.now() - started + POLL_MS > waitMs) return "gave_up";
    await new Promise((r) => setTimeout(r, POLL_MS));
    state = await readState(matcher, false);
    if (!leased(state) && state.refreshedAt && state.refreshedAt.getTime() >= started - 1000) return "waited";
    if (!leased(state) && dueSources(state.outcomes, new Date()).length === 0) return "waited";
  }
}

function leased(state: State, now = new Date()): boolean {
  return Boolean(state.leaseUntil && state.leaseUntil > now);
}

/** The cron's work: refresh the niches used in the last `days`, most recent first, within `budgetMs`. */
export async function refreshRecentNiches(
  opts: { days?: number; budgetMs?: number; max?: number } = {},
): Promise<{ refreshed: string[]; due: number }> {
  if (liveSources().length === 0) return { refreshed: [], due: 0 };
  const since = daysBefore(new Date(), opts.days ?? 7);
  const rows = await db.nicheRefresh.findMany({
    where: { lastUsedAt: { gte: since } },
    orderBy: { lastUsedAt: "desc" },
    take: opts.max ?? 50,
    select: { niche: true, outcomes: true },
  });
  const now = new Date();
  const due = rows.filter((r) => dueSources((r.outcomes ?? {}) as Outcomes, now).length > 0);
  const refreshed: string[] = [];
  const budget = opts.budgetMs ?? 45_000;
  for (const row of due) {
    if (Date.now() - now.getTime() + ROUND_MS > budget) break;
    if ((await ensureFresh(resolveNiche(row.niche), { waitMs: 0, touch: false })) === "refreshed")
      refreshed.push(row.niche);
  }
  return { refreshed, due: due.length };
}
