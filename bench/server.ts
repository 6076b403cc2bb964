// The bench's server: the production build (`npm run build` first) started through e2e/server.ts
// on a fresh database (BENCH_DATABASE_URL: a real PostgreSQL database; otherwise the embedded
// PGlite) with QUERY_COUNTS=1, or an already running one (BENCH_BASE); the seeded admin signed in
// and given 50 trends in BENCH_NICHE.
import { spawn, type ChildProcess } from "node:child_process";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
export const BASE = process.env.BENCH_BASE ?? `http://127.0.0.1:${PORT}`;

// The seeded admin of e2e/server.ts (unlimited quota).
const ADMIN = { email: "admin@trendscript.local", password: "e2e-admin-password" };

export async function signedInCookie(): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * The niche the bench's trends are in: one the stand-in's corpus knows. The live sources answer
 * on the bench's server, so a niche they know nothing of (a preset such as Gaming) gets an empty
 * report, not the curated examples, and no trend is stored.
 */
export const BENCH_NICHE = "pottery";

/** At least `want` trends in BENCH_NICHE (reports of 3-5); a reused database keeps what it has. */
export async function seedTrends(cookie: string, want = 50): Promise<number> {
  const count = async () =>
    ((await (await fetch(`${BASE}/api/trends/${BENCH_NICHE}`, { headers: { cookie } })).json()) as unknown[]).length;
  for (let have = await count(); have < want;) {
    const res = await fetch(`${BASE}/api/trends/generate`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ niche: BENCH_NICHE }),
    });
    if (!res.ok) throw new Error(`generate failed: ${res.status} ${await res.text()}`);
    const now = await count();
    if (now <= have) throw new Error(`a ${BENCH_NICHE} report stored no trend: ${JSON.stringify(await res.json())}`);
    have = now;
  }
  return count();
}

export async function waitFor(url: string, timeoutMs = 120_000) {
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

/** Starts the server unless BENCH_BASE names one; `extraEnv` reaches the `next start` process. */
export function startServer(extraEnv: Record<string, string> = {}): ChildProcess | null {
  if (process.env.BENCH_BASE) return null;
  const env = { ...process.env, ...extraEnv, E2E_PORT: String(PORT), QUERY_COUNTS: "1" } as NodeJS.ProcessEnv;
  if (process.env.BENCH_DATABASE_URL) env.E2E_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  return spawn("npx", ["tsx", "e2e/server.ts"], { env, stdio: ["ignore", "ignore", "inherit"], detached: true });
}

export function stopServer(server: ChildProcess | null) {
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
}
