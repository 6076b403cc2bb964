// `npm run bench` (after bench/generation.ts): starts the production build (`npm run build` first)
// on a fresh database and measures the HTTP endpoints with autocannon: req/s, p50 and p99 latency,
// errors, and queries per request (the server runs with QUERY_COUNTS=1). The trends list and the
// mixed workload run at the fixed rate (BENCH_RATE, default 500 req/s); the others flat out.
// BENCH_DATABASE_URL points it at a real PostgreSQL database; otherwise the embedded PGlite.
// Then first-load JS per route and Lighthouse (mobile) on the public pages and the signed-in
// dashboard (BENCH_LIGHTHOUSE=0 skips Lighthouse).
import { spawn, type ChildProcess } from "node:child_process";
import autocannon from "autocannon";
import { firstLoadJs } from "./first-load";
import { runLighthouse } from "./lighthouse";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

type Target = {
  name: string;
  path: string;
  method?: "GET" | "POST";
  body?: string;
  headers?: Record<string, string>;
  /** several requests cycled by each connection (a mixed workload) */
  requests?: { method: "GET"; path: string }[];
  duration?: number;
  /** fixed total request rate (req/s); unset = as fast as the connections go */
  rate?: number;
  target?: string;
};
const RATE = Number(process.env.BENCH_RATE ?? 500);

// The seeded admin of e2e/server.ts (unlimited quota): it gets 50 trends to list.
const ADMIN = { email: "admin@trendscript.local", password: "e2e-admin-password" };

async function signedInCookie(): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

async function seedTrends(cookie: string, reports = 10) {
  for (let i = 0; i < reports; i++) {
    const res = await fetch(`${BASE}/api/trends/generate`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ niche: "Gaming" }),
    });
    if (!res.ok) throw new Error(`generate failed: ${res.status} ${await res.text()}`);
  }
  const list = (await (await fetch(`${BASE}/api/trends/Gaming`, { headers: { cookie } })).json()) as unknown[];
  return list.length;
}

function targets(cookie: string): Target[] {
  const headers = { cookie };
  return [
    { name: "GET /api/health (db round trip)", path: "/api/health" },
    { name: "GET / (landing)", path: "/" },
    { name: `GET /api/trends/Gaming (50 trends) at ${RATE}/s`, path: "/api/trends/Gaming", headers, rate: RATE, target: "p99 < 25 ms" },
    { name: "GET /api/trends/Gaming (50 trends) flat out", path: "/api/trends/Gaming", headers },
    { name: "GET /api/auth/user", path: "/api/auth/user", headers },
    { name: "GET /api/subscription/status", path: "/api/subscription/status", headers },
    {
      name: `mixed (trends, user, status, health) ${MIXED_S} s at ${RATE}/s`,
      path: "/api/health",
      headers,
      duration: MIXED_S,
      rate: RATE,
      target: "0 errors",
      requests: ["/api/trends/Gaming", "/api/auth/user", "/api/subscription/status", "/api/health"].map((path) => ({ method: "GET", path })),
    },
  ];
}
const MIXED_S = Number(process.env.BENCH_MIXED_DURATION ?? 60);

async function waitFor(url: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer ${url}`);
}

function startServer(): ChildProcess {
  const env = { ...process.env, E2E_PORT: String(PORT), QUERY_COUNTS: "1" } as NodeJS.ProcessEnv;
  if (process.env.BENCH_DATABASE_URL) env.E2E_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  return spawn("npx", ["tsx", "e2e/server.ts"], { env, stdio: ["ignore", "ignore", "inherit"], detached: true });
}

/** Queries one request of each path takes (x-query-count; the mixed workload lists each). */
async function queriesFor(t: Target): Promise<string> {
  const paths = t.requests?.map((r) => r.path) ?? [t.path];
  const counts = await Promise.all(paths.map(async (p) => (await fetch(BASE + p, { headers: t.headers })).headers.get("x-query-count") ?? "-"));
  return counts.join("/");
}

async function measure(t: Target) {
  const queries = await queriesFor(t);
  const result = await autocannon({
    overallRate: t.rate,
    url: BASE + t.path,
    method: t.method ?? "GET",
    body: t.body,
    headers: t.headers,
    requests: t.requests,
    connections: CONNECTIONS,
    duration: t.duration ?? DURATION_S,
  });
  return {
    endpoint: t.name,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    errors: result.errors + result.non2xx,
    queries,
    target: t.target ?? "",
  };
}

async function main() {
  const server = startServer();
  try {
    await waitFor(`${BASE}/api/health`);
    const cookie = await signedInCookie();
    const count = await seedTrends(cookie);
    console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION_S} s per endpoint, ${BASE} (user holds ${count} trends)\n`);
    const rows = [];
    for (const t of targets(cookie)) rows.push(await measure(t));
    console.table(rows);
    const pages = [
      { label: "/ (landing)", path: "/" },
      { label: "/pricing", path: "/pricing" },
      { label: "/login", path: "/login" },
      { label: "/ (dashboard, signed in)", path: "/", cookie },
    ];
    console.log("\nFirst-load JS per route (target: landing <= 120 KB gzip):\n");
    console.table(await firstLoadJs(BASE, pages));
    if (process.env.BENCH_LIGHTHOUSE !== "0") {
      console.log("\nLighthouse, mobile profile, Debian Chromium (targets: landing performance >= 95, accessibility >= 95):\n");
      console.table(await runLighthouse(BASE, pages));
    }
  } finally {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
