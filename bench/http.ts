// The HTTP part of `npm run bench`: every endpoint warmed, then measured over several rounds, each
// time right beside its reference, and each figure reported as a ratio to that reference measured
// next to it (absolute req/s on these shared machines move 2x between days; ratios hold).
// The floor is GET /api/health: one query and the framework's own cost, nothing else.
import autocannon from "autocannon";
import { BENCH_NICHE } from "./server";

export const WARM_S = Number(process.env.BENCH_WARM ?? 3);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

// What a browser sends: compressed bodies are part of what a real request costs.
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd", accept: "*/*" };

export type Endpoint = {
  key: string;
  label: string;
  path: string;
  signedIn?: boolean;
  /** The reference its ratio is taken to (in the same round); unset for the references themselves. */
  ratioTo?: string;
  /** Offered at a fixed total rate (the paced comparison) instead of flat out. */
  paced?: boolean;
  accept?: string;
};

export type Target = { key: string; text: string; met: (s: Summary, all: Map<string, Summary>) => boolean };

export const ENDPOINTS: Endpoint[] = [
  { key: "floor", label: "GET /api/health (one query: the floor)", path: "/api/health" },
  { key: "landing", label: "GET / signed out (static landing)", path: "/", accept: "text/html" },
  { key: "user", label: "GET /api/auth/user", path: "/api/auth/user", signedIn: true, ratioTo: "floor" },
  {
    key: "status",
    label: "GET /api/subscription/status",
    path: "/api/subscription/status",
    signedIn: true,
    ratioTo: "floor",
  },
  {
    key: "list",
    label: `GET /api/trends/${BENCH_NICHE} (50 trends)`,
    path: `/api/trends/${BENCH_NICHE}`,
    signedIn: true,
    ratioTo: "floor",
  },
  {
    key: "dashboard",
    label: "GET / signed in (dashboard page)",
    path: "/",
    signedIn: true,
    ratioTo: "landing",
    accept: "text/html",
  },
  {
    key: "channelPage",
    label: "GET /dashboard/channel signed in (channel page, a channel and 2 watched)",
    path: "/dashboard/channel",
    signedIn: true,
    ratioTo: "landing",
    accept: "text/html",
  },
  { key: "floorPaced", label: "GET /api/health, paced", path: "/api/health", paced: true },
  {
    key: "listPaced",
    label: `GET /api/trends/${BENCH_NICHE}, paced`,
    path: `/api/trends/${BENCH_NICHE}`,
    signedIn: true,
    paced: true,
    ratioTo: "floorPaced",
  },
];

export const TARGETS: Target[] = [
  { key: "user", text: "req/s >= 0.9x the floor", met: (s) => s.ratio.median >= 0.9 },
  { key: "list", text: "req/s >= 0.8x the floor", met: (s) => s.ratio.median >= 0.8 },
  {
    key: "listPaced",
    text: "p99 < 2x the floor's p99 at the same offered rate",
    met: (s, all) => s.p99.median < 2 * all.get("floorPaced")!.p99.median,
  },
  {
    key: "dashboard",
    text: "req/s >= 0.25x the landing, p99 < 300 ms",
    met: (s) => s.ratio.median >= 0.25 && s.p99.median < 300,
  },
];

type Run = { rps: number; p50: number; p99: number; errors: number };
type Spread = { median: number; min: number; max: number };
export type Summary = {
  endpoint: Endpoint;
  rps: Spread;
  p50: Spread;
  p99: Spread;
  ratio: Spread;
  errors: number;
  queries: string;
  runs: Run[];
};

function spread(values: number[]): Spread {
  const s = [...values].sort((a, b) => a - b);
  const mid = (s.length - 1) / 2;
  return { median: (s[Math.floor(mid)] + s[Math.ceil(mid)]) / 2, min: s[0], max: s[s.length - 1] };
}

export async function load(base: string, e: Endpoint, cookie: string, seconds: number, rate?: number): Promise<Run> {
  const headers: Record<string, string> = { ...BROWSER, ...(e.accept ? { accept: e.accept } : {}) };
  if (e.signedIn) headers.cookie = cookie;
  const r = await autocannon({
    url: base + e.path,
    headers,
    connections: CONNECTIONS,
    duration: seconds,
    overallRate: rate,
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

/** The x-query-count one request of an endpoint reports (the server runs with QUERY_COUNTS=1). */
async function queries(base: string, e: Endpoint, cookie: string): Promise<string> {
  const res = await fetch(base + e.path, { headers: e.signedIn ? { cookie } : {} });
  await res.arrayBuffer();
  return res.headers.get("x-query-count") ?? "-";
}

export function plan(endpoints = ENDPOINTS): string {
  const pairs = endpoints.filter((e) => e.ratioTo).length;
  const total = endpoints.length * WARM_S + ROUNDS * pairs * 2 * DURATION_S;
  return (
    `${endpoints.length} endpoints, ${CONNECTIONS} connections: each warmed ${WARM_S} s, then ${ROUNDS} rounds in which each of ${pairs} ` +
    `endpoints runs ${DURATION_S} s right beside its reference (about ${Math.ceil(total / 60)} min; BENCH_WARM, BENCH_ROUNDS, BENCH_DURATION, BENCH_CONNECTIONS)`
  );
}

/**
 * Warms every endpoint, then runs the rounds. Each endpoint with a reference is measured right next
 * to it, reference first in even rounds and last in odd ones (A B, B A: a machine getting busier or
 * quieter over a pair shifts both alike), and its ratio is taken pair by pair; the pairs' order
 * rotates from round to round. The paced pair is offered BENCH_PACED_RATE req/s, by default half
 * what the floor served flat out while warming (a rate both should sustain).
 */
export async function measureAll(
  base: string,
  cookie: string,
  endpoints = ENDPOINTS,
): Promise<{ summaries: Map<string, Summary>; rate: number }> {
  let rate = Number(process.env.BENCH_PACED_RATE ?? 0);
  for (const e of endpoints) {
    const warm = await load(base, e, cookie, WARM_S, e.paced && rate ? rate : undefined);
    if (e.key === "floor" && !rate) rate = Math.max(10, Math.round(warm.rps / 20) * 10);
  }
  const byKey = new Map(endpoints.map((e) => [e.key, e]));
  const pairs = endpoints
    .filter((e) => e.ratioTo && byKey.has(e.ratioTo))
    .map((e) => [e, byKey.get(e.ratioTo!)!] as const);
  const runs = new Map<string, Run[]>(endpoints.map((e) => [e.key, []]));
  const ratios = new Map<string, number[]>(pairs.map(([e]) => [e.key, []]));
  const measure = async (e: Endpoint) => {
    const run = await load(base, e, cookie, DURATION_S, e.paced ? rate : undefined);
    runs.get(e.key)!.push(run);
    return run;
  };
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < pairs.length; i++) {
      const [e, ref] = pairs[(i + round) % pairs.length];
      const [a, b] = round % 2 === 0 ? [await measure(ref), await measure(e)] : [await measure(e), await measure(ref)];
      ratios.get(e.key)!.push(round % 2 === 0 ? b.rps / a.rps : a.rps / b.rps);
    }
    process.stderr.write(`  round ${round + 1}/${ROUNDS} done\n`);
  }
  const summaries = new Map<string, Summary>();
  for (const e of endpoints) {
    const mine = runs.get(e.key)!;
    if (!mine.length) continue;
    summaries.set(e.key, {
      endpoint: e,
      rps: spread(mine.map((r) => r.rps)),
      p50: spread(mine.map((r) => r.p50)),
      p99: spread(mine.map((r) => r.p99)),
      ratio: spread(ratios.get(e.key) ?? [1]),
      errors: mine.reduce((n, r) => n + r.errors, 0),
      queries: await queries(base, e, cookie),
      runs: mine,
    });
  }
  return { summaries, rate };
}

const range = (s: Spread, digits = 0) =>
  s.min === s.max
    ? s.median.toFixed(digits)
    : `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}-${s.max.toFixed(digits)})`;

/** One row per endpoint: medians over the rounds, the rounds' range in brackets. */
export function table(summaries: Map<string, Summary>) {
  return [...summaries.values()].map((s) => ({
    endpoint: s.endpoint.label,
    "req/s": range(s.rps),
    ratio: s.endpoint.ratioTo ? `${range(s.ratio, 2)} of ${s.endpoint.ratioTo}` : "reference",
    "p50 ms": range(s.p50),
    "p99 ms": range(s.p99),
    errors: s.errors,
    queries: s.queries,
  }));
}

export function verdicts(summaries: Map<string, Summary>) {
  return TARGETS.filter((t) => summaries.has(t.key)).map((t) => ({
    endpoint: summaries.get(t.key)!.endpoint.label,
    target: t.text,
    result: t.met(summaries.get(t.key)!, summaries) ? "met" : "MISSED",
  }));
}
