// The bench's server: the production build (`npm run build` first) started through e2e/server.ts
// on a fresh database (BENCH_DATABASE_URL: a real PostgreSQL database; otherwise the embedded
// PGlite) with QUERY_COUNTS=1, or an already running one (BENCH_BASE); the seeded admin signed in
// and given 50 trends in Gaming.
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

/** Up to 50 trends in Gaming (reports of 5); a reused database keeps what it has. */
export async function seedTrends(cookie: string, want = 50): Promise<number> {
  const count = async () =>
    ((await (await fetch(`${BASE}/api/trends/Gaming`, { headers: { cookie } })).json()) as unknown[]).length;
  for (let have = await count(); have < want; have += 5) {
    const res = await fetch(`${BASE}/api/trends/generate`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ niche: "Gaming" }),
    });
    if (!res.ok) throw new Error(`generate failed: ${res.status} ${await res.text()}`);
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
