// `npm run bench`'s channel part: what connecting a channel costs a creator's pages and reports.
// The production build (`npm run build` first) on a fresh database (bench/server.ts; the stand-in
// of e2e/server.ts serves the made-up channel and the competitors it watches); the seeded admin
// holds 50 trends in BENCH_NICHE. The same requests are timed before and after the admin connects
// the channel and watches two competitors: the channel page (its static HTML, then the data calls
// it makes in the browser, and their sum), the fit the dashboard asks for once a report is shown,
// and a whole report in the niche (its round joins the creator's channels to the niche first).
// One request at a time: the channel calls are rate limited per creator (60 a minute between
// them), so their cost is a request's latency and queries, not a throughput; a 429 is waited out,
// untimed. Each call is warmed first.
//   npx tsx bench/channel.ts
//   BENCH_CHANNEL_REQUESTS  sequential requests per page and data call (15)
//   BENCH_CHANNEL_REPORTS   reports per measurement (5; each uses one unit of the admin's quota)
//   BENCH_PORT, BENCH_BASE, BENCH_DATABASE_URL  as bench/server.ts reads them
import { fileURLToPath } from "node:url";
import { CHANNEL_ID } from "../test/youtube-channel";
import { GLAZE_GARAGE_ID, KILN_WORKS_ID } from "../test/watched-channels";
import { BASE, BENCH_NICHE, seedTrends, signedInCookie, startServer, stopServer, waitFor } from "./server";

const CHANNEL_REQUESTS = Number(process.env.BENCH_CHANNEL_REQUESTS ?? 15);
const REPORTS = Number(process.env.BENCH_CHANNEL_REPORTS ?? 5);

async function post(base: string, cookie: string, path: string, body: object) {
  const res = await fetch(base + path, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} failed: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ channel: { id: string } }>;
}

/** Connects the channel and watches two competitors; the connected channel's row id. */
export async function connectChannels(base: string, cookie: string): Promise<string> {
  const { channel } = await post(base, cookie, "/api/channels", { channel: CHANNEL_ID });
  for (const id of [KILN_WORKS_ID, GLAZE_GARAGE_ID])
    await post(base, cookie, "/api/channels/competitors", { channel: id });
  return channel.id;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Call = { label: string; path: string; method?: "GET" | "POST"; body?: object; accept?: string };

/** One request, timed; a 429 is waited out (its Retry-After) and the request made again. */
async function timed(base: string, cookie: string, call: Call): Promise<{ ms: number; queries: string }> {
  for (;;) {
    const start = performance.now();
    const res = await fetch(base + call.path, {
      method: call.method ?? "GET",
      headers: {
        cookie,
        "accept-encoding": "gzip, deflate, br, zstd",
        ...(call.accept ? { accept: call.accept } : {}),
        ...(call.body ? { "content-type": "application/json" } : {}),
      },
      body: call.body ? JSON.stringify(call.body) : undefined,
    });
    await res.arrayBuffer();
    const ms = performance.now() - start;
    if (res.status === 429) {
      await sleep(1000 * Number(res.headers.get("retry-after") ?? 10));
      continue;
    }
    if (!res.ok) throw new Error(`${call.path}: ${res.status}`);
    return { ms, queries: res.headers.get("x-query-count") ?? "-" };
  }
}

/** Each call's median and p99 latency over `n` sequential requests, and its queries (API routes). */
async function measure(base: string, cookie: string, calls: Call[], n: number, state: string) {
  const rows = [];
  for (const call of calls) {
    const times: number[] = [];
    let queries = "-";
    for (let i = 0; i < n; i++) {
      const r = await timed(base, cookie, call);
      times.push(r.ms);
      queries = r.queries;
    }
    times.sort((a, b) => a - b);
    rows.push({
      request: call.label,
      channel: state,
      n,
      "p50 ms": Math.round(percentile(times, 0.5) * 10) / 10,
      "p99 ms": Math.round(percentile(times, 0.99) * 10) / 10,
      queries,
    });
  }
  return rows;
}

/** The channel page: static HTML, then the data it asks for in the browser (lib/client/channels.ts, filmed.ts). */
function pageCalls(channelRef: string | null): Call[] {
  return [
    { label: "GET /dashboard/channel (static HTML)", path: "/dashboard/channel", accept: "text/html" },
    { label: "GET /api/channels (connected channels)", path: "/api/channels" },
    ...(channelRef
      ? [{ label: "GET /api/channels/{id} (what works: 32 videos)", path: `/api/channels/${channelRef}` }]
      : []),
    { label: "GET /api/channels/competitors (watched)", path: "/api/channels/competitors" },
    { label: "GET /api/filmed (what you filmed)", path: "/api/filmed" },
  ];
}

const report: Call = {
  label: `POST /api/trends/generate (a ${BENCH_NICHE} report)`,
  path: "/api/trends/generate",
  method: "POST",
  body: { niche: BENCH_NICHE },
};

/** A channel state's rows: the page's calls and their sum, the fit the dashboard asks for, reports. */
async function costs(cookie: string, channelRef: string | null, trends: number) {
  const state = channelRef ? "a channel, 2 watched" : "none";
  const calls = pageCalls(channelRef);
  const fit: Call = {
    label: `GET /api/channels/fit?niche=${BENCH_NICHE} (a report's fit, ${trends}+ trends)`,
    path: `/api/channels/fit?niche=${BENCH_NICHE}`,
  };
  // Warmed first: a route's first requests after a start pay for loading its code.
  for (const call of [...calls, fit]) for (let i = 0; i < 3; i++) await timed(BASE, cookie, call);
  const page = await measure(BASE, cookie, calls, CHANNEL_REQUESTS, state);
  const sum = (key: "p50 ms" | "p99 ms") => Math.round(page.reduce((a, r) => a + r[key], 0) * 10) / 10;
  const queries = page.reduce((a, r) => a + (Number(r.queries) || 0), 0);
  return [
    ...page,
    {
      request: "the channel page: the sums of the above (one after another)",
      channel: state,
      n: CHANNEL_REQUESTS,
      "p50 ms": sum("p50 ms"),
      "p99 ms": sum("p99 ms"),
      queries: String(queries),
    },
    ...(await measure(BASE, cookie, [fit], CHANNEL_REQUESTS, state)),
    ...(await measure(BASE, cookie, [report], REPORTS, state)),
  ];
}

async function main() {
  const server = startServer();
  try {
    await waitFor(`${BASE}/api/health`);
    const cookie = await signedInCookie();
    const count = await seedTrends(cookie);
    console.log(`\nThe channel, ${BASE}: the signed-in admin holds ${count} trends in ${BENCH_NICHE}.`);
    console.log(
      `Sequential requests: ${CHANNEL_REQUESTS} per page and data call, ${REPORTS} reports (the niche's round already run).\n`,
    );
    const rows = await costs(cookie, null, count);
    const ref = await connectChannels(BASE, cookie);
    // The first report after connecting joins the channels to the niche; its round reads their feeds.
    const first = await timed(BASE, cookie, report);
    const ms = Math.round(first.ms * 10) / 10;
    rows.push({
      request: `${report.label}, the first after connecting`,
      channel: "a channel, 2 watched",
      n: 1,
      "p50 ms": ms,
      "p99 ms": ms,
      queries: first.queries,
    });
    rows.push(...(await costs(cookie, ref, count)));
    console.table(rows);
  } finally {
    stopServer(server);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
