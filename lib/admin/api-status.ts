// API Status tab: one status per external data source. Configured sources are checked for real
// with a cheap call (OpenAI models.list, YouTube videoCategories.list = 1 quota unit, a one-item
// Reddit listing) at most once per CHECK_INTERVAL_MS across all servers (the claim is a
// conditional upsert in api_source_status); the trend engine's own calls also refresh the rows.
import "server-only";
import { env } from "@/env";
import { db } from "@/lib/db";
import type { ApiSourceStatusDTO, HealthStatus, SourceAboutDTO } from "@/lib/admin/dto";
import { recentFailures } from "@/lib/ai/calls";
import { hitsCounted } from "@/lib/rate-limit";
import { log } from "@/lib/log";
import { sourcePause } from "@/lib/trends/sources/fetch";
import { sourceHold } from "@/lib/trends/sources/holds";
import { adapterOf, readingOf, SOURCES, sourceEntry, type SourceEntry } from "@/lib/trends/sources/registry";
import { spendUnits, UNIT_COST } from "@/lib/trends/sources/youtube/units";

export const CHECK_INTERVAL_MS = 5 * 60 * 1000;
export const CHECK_TIMEOUT_MS = 4000;

/** Sources the card list always shows: the AI provider, the social platforms not integrated yet,
 * then every trend source of the registry. */
export const KNOWN_SOURCES: readonly string[] = [
  "openai",
  "twitter",
  "instagram",
  "tiktok",
  ...SOURCES.map((s) => s.id),
];

type CheckResult = { status: HealthStatus; errorMessage: string | null };
// Keyless trend sources have no `run`: probing them would spend their small request budgets, so
// their rows come from the trend refresh's own calls.
type Check = { configured: () => string | null; run?: () => Promise<CheckResult> };

async function probe(url: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { headers, signal: AbortSignal.timeout(CHECK_TIMEOUT_MS), cache: "no-store" });
}

function fromHttp(res: Response, body: string): CheckResult {
  if (res.ok) return { status: "healthy", errorMessage: null };
  const detail = body.replace(/\s+/g, " ").slice(0, 200);
  // Rate limits and provider outages are temporary; bad keys and missing endpoints are not.
  if (res.status === 429 || res.status >= 500 || /quotaExceeded|rateLimitExceeded/.test(body)) {
    return { status: "degraded", errorMessage: `HTTP ${res.status}: ${detail}` };
  }
  return { status: "down", errorMessage: `HTTP ${res.status}: ${detail}` };
}

async function runProbe(url: string, headers?: Record<string, string>): Promise<CheckResult> {
  try {
    const res = await probe(url, headers);
    return fromHttp(res, res.ok ? "" : await res.text().catch(() => ""));
  } catch (err) {
    const e = err as Error;
    const timedOut = e.name === "TimeoutError" || e.name === "AbortError";
    return {
      status: "down",
      errorMessage: timedOut
        ? `No answer within ${CHECK_TIMEOUT_MS / 1000} s`
        : `Unreachable: ${e.message.slice(0, 150)}`,
    };
  }
}

const trimSlash = (u: string) => u.replace(/\/+$/, "");

const CHECKS: Record<string, Check> = {
  openai: {
    configured: () =>
      env.AI_DISABLED
        ? "AI_DISABLED is set (offline engine)"
        : env.OPENAI_API_KEY || env.OPENAI_BASE_URL
          ? null
          : "OPENAI_API_KEY / OPENAI_BASE_URL not set",
    run: () =>
      runProbe(
        `${trimSlash(env.OPENAI_BASE_URL ?? "https://api.openai.com/v1")}/models`,
        env.OPENAI_API_KEY ? { authorization: `Bearer ${env.OPENAI_API_KEY}` } : {},
      ),
  },
  // Trend sources: configured as the registry says; only YouTube is probed (1 quota unit).
  ...Object.fromEntries(SOURCES.map((s) => [s.id, { configured: () => s.offBecause(env) } satisfies Check])),
  youtube: {
    configured: () => sourceEntry("youtube")!.offBecause(env),
    run: async () => {
      // The probe's unit is spent on the day's ledger like every other YouTube call.
      if (!(await spendUnits("status", UNIT_COST["videoCategories.list"])))
        return { status: "degraded", errorMessage: "Not probed: the status share of today's YouTube units is spent" };
      const base = trimSlash(env.YOUTUBE_API_BASE_URL ?? "https://www.googleapis.com/youtube/v3");
      const q = new URLSearchParams({ part: "snippet", regionCode: "US", key: env.YOUTUBE_API_KEY ?? "" });
      return runProbe(`${base}/videoCategories?${q}`);
    },
  },
  twitter: {
    configured: () => "No microblog integration configured",
    run: async () => ({ status: "not_configured", errorMessage: null }),
  },
  instagram: {
    configured: () => "No photo-sharing integration configured",
    run: async () => ({ status: "not_configured", errorMessage: null }),
  },
  tiktok: {
    configured: () => "No short-video integration configured",
    run: async () => ({ status: "not_configured", errorMessage: null }),
  },
};

/** Claims the check of `source` when its last check is older than the interval (one server wins). */
async function claim(source: string): Promise<boolean> {
  // Timestamps as UTC literals cast to timestamp: the column holds UTC wall time (Prisma's
  // convention) whatever the database session's time zone is.
  const now = new Date().toISOString();
  const since = new Date(Date.now() - CHECK_INTERVAL_MS).toISOString();
  const rows = await db.$queryRaw<{ source: string }[]>`
    INSERT INTO api_source_status (source, status, "lastCheck", "errorMessage")
    VALUES (${source}, 'degraded', ${now}::timestamp, 'First check in progress')
    ON CONFLICT (source) DO UPDATE SET "lastCheck" = ${now}::timestamp
      WHERE api_source_status."lastCheck" < ${since}::timestamp
    RETURNING source`;
  return rows.length > 0;
}

/** Runs the due checks of configured sources (in parallel, each bounded by CHECK_TIMEOUT_MS). */
export async function refreshStaleChecks(): Promise<string[]> {
  const due = Object.entries(CHECKS).filter(([, c]) => c.run && c.configured() === null);
  const ran: string[] = [];
  await Promise.all(
    due.map(async ([source, check]) => {
      if (!(await claim(source))) return;
      const result = await check.run!();
      await db.apiSourceStatus.update({
        where: { source },
        data: { status: result.status, errorMessage: result.errorMessage, lastCheck: new Date() },
      });
      if (result.status !== "healthy") log.warn("api_source_unhealthy", { source, status: result.status });
      ran.push(source);
    }),
  );
  return ran;
}

/** What the registry says of a trend source, as its API Status card shows it. */
async function aboutOf(e: SourceEntry): Promise<SourceAboutDTO> {
  // The budget as fetch.ts counts it (per adapter, across servers), and a pause a provider asked for.
  const [used, pause, held] = await Promise.all([
    hitsCounted(`source:${adapterOf(e)}`),
    sourcePause(adapterOf(e)),
    sourceHold(adapterOf(e)),
  ]);
  return {
    title: e.title,
    auth: e.auth,
    limits: e.limits,
    keepsTo: e.keepsTo,
    commercialUse: e.commercialUse,
    termsUrl: e.terms.url,
    termsNote: e.terms.note,
    usedThisWindow: used,
    ...(pause ? { pausedUntil: new Date(pause.until).toISOString(), pausedBecause: pause.why } : {}),
    ...(held ? { heldSince: held.since.toISOString(), heldBecause: held.reason } : {}),
    // A credential the reports are missing (readingOf: the sources a paid product may use, kept off for want of it).
    ...(e.credential && readingOf(env).widen.some((w) => w.credential === e.credential)
      ? { wouldAdd: { credential: e.credential, adds: e.adds, how: e.switch.replace(/`/g, "") } }
      : {}),
  };
}

const asHealth = (s: string): HealthStatus =>
  ["healthy", "degraded", "down", "not_configured"].includes(s) ? (s as HealthStatus) : "degraded";

/** Every known source plus any other source the engine recorded; unconfigured ones say so. */
export async function apiStatuses(): Promise<Record<string, ApiSourceStatusDTO>> {
  const [rows, failures] = await Promise.all([
    db.apiSourceStatus.findMany({ orderBy: { source: "asc" } }),
    recentFailures(),
  ]);
  const bySource = new Map(rows.map((r) => [r.source, r]));
  const out: Record<string, ApiSourceStatusDTO> = {};
  for (const source of [...KNOWN_SOURCES, ...rows.map((r) => r.source)]) {
    if (out[source]) continue;
    const entry = sourceEntry(source);
    // Two entries of one adapter (Reddit's OAuth and keyless access) read the adapter's one row.
    const row = bySource.get(entry ? adapterOf(entry) : source);
    const check = Object.hasOwn(CHECKS, source) ? CHECKS[source] : undefined;
    const notConfigured = check?.configured() ?? null;
    const status: ApiSourceStatusDTO = notConfigured
      ? { status: "not_configured", lastCheck: row?.lastCheck.toISOString() ?? null, errorMessage: notConfigured }
      : row
        ? { status: asHealth(row.status), lastCheck: row.lastCheck.toISOString(), errorMessage: row.errorMessage }
        : { status: "not_configured", lastCheck: null, errorMessage: "Not checked yet" };
    out[source] = entry ? { ...status, about: await aboutOf(entry) } : status;
  }
  // The AI provider's card also lists its latest failed calls, whatever its status now.
  out.openai = { ...out.openai, recentFailures: failures };
  return out;
}
