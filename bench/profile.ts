// Where a request's time goes, measured: `npm run bench:profile -- list dashboard /settings` starts the
// production build like `npm run bench` (bench/server.ts), loads each named endpoint flat out
// (bench/http.ts keys, or a path requested signed in) for BENCH_PROFILE_S seconds (default 8) to measure the CPU per request of the
// server (main thread and others), PostgreSQL and the load generator (from /proc), then again while
// V8's sampling profiler runs in the `next start` process (bench/profile-hook.mjs), and prints the
// main thread's CPU split by component, plus the functions with the most self time. The .cpuprofile files stay in
// BENCH_PROFILE_DIR (default a temp folder) for Chrome DevTools' Performance panel.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { ENDPOINTS, load } from "./http";
import { BASE, seedTrends, signedInCookie, startServer, stopServer, waitFor } from "./server";

const SECONDS = Number(process.env.BENCH_PROFILE_S ?? 8);
const DIR = process.env.BENCH_PROFILE_DIR ?? mkdtempSync(join(tmpdir(), "bench-profile-"));

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

// First match wins: the component a sampled function belongs to, by its script's path.
const BUCKETS: [string, RegExp][] = [
  ["idle", /^\(idle\)$/],
  ["garbage collection", /^\(garbage collector\)$/],
  ["V8 (program: compiling, runtime)", /^\(program\)$/],
  ["compression (zlib)", /node:zlib|^zlib$/],
  ["PostgreSQL driver (pg)", /node_modules\/(pg|pg-protocol|pg-pool|pg-types)\//],
  ["Prisma client", /@prisma|prisma\/client|lib\/generated\/prisma|query_compiler|\.wasm/],
  ["session cookie (Auth.js JWE)", /jose|next-auth|@auth\/core|@panva/],
  ["React SSR to HTML (react-dom/server)", /react-dom[^/]*\/.*server|react-dom-server/],
  ["RSC render (react-server-dom)", /react-server-dom|react-server/],
  ["Next.js server", /node_modules\/next\//],
  ["app code (.next/server chunks)", /\.next[^/]*\/server\//],
  [
    "Node http/net/streams",
    /^node:(internal\/)?(http|_http|net|stream|internal\/streams|internal\/http|internal\/webstreams)|node:internal\/(streams|webstreams|http)|undici|node:internal\/deps\/undici/,
  ],
  ["Node other", /^node:/],
];

function bucketOf(url: string, fn: string): string {
  const key = url || fn;
  for (const [name, re] of BUCKETS) if (re.test(key)) return name;
  return url ? "other scripts" : "native, no caller";
}

/**
 * The main thread's sampled time by component and by function, as shares of the samples, scaled to
 * its measured CPU per request (`mainMs`): the samples' own durations are wall time, which a busy
 * machine inflates whenever it deschedules the server.
 */
function analyse(profile: Profile, mainMs: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // A native function (no script: a socket write, a hash update...) counts for the component that
  // called it; V8's own entries ((garbage collector), (program), (idle)) stay themselves.
  const bucketOfNode = (id: number): string => {
    const { url, functionName } = byId.get(id)!.callFrame;
    if (url || functionName.startsWith("(")) return bucketOf(url, functionName);
    const up = parent.get(id);
    return up === undefined ? bucketOf(url, functionName) : bucketOfNode(up);
  };
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const buckets = new Map<string, number>();
  const fns = new Map<string, number>();
  let busy = 0;
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const bucket = bucketOfNode(id);
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + us);
    if (bucket === "idle") continue;
    busy += us;
    const caller = url ? "" : byId.get(parent.get(id) ?? -1)?.callFrame;
    const where = caller
      ? `(from ${caller.functionName || "(anonymous)"} ${caller.url.replace(/^.*node_modules\//, "").replace(/^.*\.next[^/]*\//, ".next/")})`
      : "";
    const short = url.replace(/^.*node_modules\//, "").replace(/^.*\.next[^/]*\//, ".next/");
    const name = `${functionName || "(anonymous)"} ${short}${url ? `:${lineNumber + 1}` : where}`;
    fns.set(name, (fns.get(name) ?? 0) + us);
  }
  const perReq = (us: number) => Math.round((mainMs * us * 100) / busy) / 100;
  const split = [...buckets]
    .filter(([b]) => b !== "idle")
    .sort((a, b) => b[1] - a[1])
    .map(([component, us]) => ({ component, "ms/request": perReq(us), share: `${Math.round((100 * us) / busy)}%` }));
  const top = [...fns]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([fn, us]) => ({
      function: fn.slice(0, 110),
      "ms/request": perReq(us),
      share: `${Math.round((100 * us) / busy)}%`,
    }));
  return { split, top };
}

/** CPU seconds (user + system) used so far, from /proc (Linux): a whole process, or one of its threads. */
function cpuSeconds(pid: number, thread?: number): number {
  try {
    const fields = readFileSync(thread ? `/proc/${pid}/task/${thread}/stat` : `/proc/${pid}/stat`, "utf8")
      .split(") ")[1]
      .split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return 0; // the process has gone (or no /proc)
  }
}

/** The PostgreSQL backends serving the bench database (BENCH_DATABASE_URL), to count their CPU. */
async function databaseBackends(): Promise<number[]> {
  if (!process.env.BENCH_DATABASE_URL) return [];
  const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

async function waitForFile(dir: string, prefix: string, known: Set<string>): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const file = readdirSync(dir).find((f) => f.startsWith(prefix) && f.endsWith(".cpuprofile") && !known.has(f));
    if (file) return join(dir, file);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${prefix}*.cpuprofile written in ${dir}`);
}

async function main() {
  const keys = process.argv.slice(2);
  // Endpoint keys of bench/http.ts, or any path (requested signed in, as a browser asks for a page).
  const named = (k: string) =>
    ENDPOINTS.find((e) => e.key === k && !e.paced) ?? {
      key: k,
      label: `GET ${k} signed in`,
      path: k,
      signedIn: true,
      accept: "text/html",
    };
  const endpoints = (keys.length ? keys : ["list", "dashboard"]).map(named);
  const hook = resolve("bench/profile-hook.mjs");
  const server = startServer({
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${pathToFileURL(hook).href}`.trim(),
    BENCH_PROFILE_DIR: DIR,
  });
  try {
    await waitFor(`${BASE}/api/health`);
    const pidFile = join(DIR, "server.pid");
    if (!existsSync(pidFile))
      throw new Error("the profile hook did not load into the server (BENCH_BASE servers can't be profiled)");
    const pid = Number(readFileSync(pidFile, "utf8"));
    const cookie = await signedInCookie();
    await seedTrends(cookie);
    const seen = new Set<string>();
    for (const e of endpoints) {
      await load(BASE, e, cookie, 3);
      // The connection pool has grown to what this load needs by now.
      const backends = await databaseBackends();
      const cpu = () => ({
        server: cpuSeconds(pid),
        main: cpuSeconds(pid, pid),
        db: backends.reduce((sum, b) => sum + cpuSeconds(b), 0),
        bench: process.cpuUsage(),
      });
      // First the CPU each request costs, without the profiler's own overhead...
      const before = cpu();
      const run = await load(BASE, e, cookie, SECONDS);
      const after = cpu();
      const requests = Math.round(run.rps * SECONDS);
      const ms = (seconds: number) => Math.round((seconds * 1000 * 100) / requests) / 100;
      const mainMs = ms(after.main - before.main);
      const benchCpu = process.cpuUsage(before.bench);
      // ...then where the main thread spends it, sampled over a second run.
      process.kill(pid, "SIGUSR2");
      await new Promise((r) => setTimeout(r, 200));
      await load(BASE, e, cookie, SECONDS);
      process.kill(pid, "SIGUSR2");
      const file = await waitForFile(DIR, `${pid}-`, seen);
      seen.add(file.split("/").pop()!);
      const { split, top } = analyse(JSON.parse(readFileSync(file, "utf8")) as Profile, mainMs);
      console.log(`\n${e.label}: ${Math.round(run.rps)} req/s over ${SECONDS} s (profile: ${file})`);
      console.log(
        `CPU per request: server ${ms(after.server - before.server)} ms (main thread ${mainMs}, other threads ${ms(after.server - before.server - (after.main - before.main))}), ` +
          `PostgreSQL ${backends.length ? `${ms(Math.max(0, after.db - before.db))} ms (${backends.length} backends)` : "not measured (PGlite runs inside the server)"}, ` +
          `load generator ${ms((benchCpu.user + benchCpu.system) / 1e6)} ms. The main thread by component:`,
      );
      console.table(split);
      console.table(top);
    }
  } finally {
    stopServer(server);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
