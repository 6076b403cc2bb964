// `npm run bench` (after bench/generation.ts): starts the production build (`npm run build` first)
// on a fresh database, gives the seeded admin 50 trends, and measures the HTTP endpoints
// (bench/http.ts: warmed, alternated over rounds, each figure a ratio to the one-query floor or the
// static landing measured in the same run; the admin has a channel connected and watches two, so the
// dashboard and the channel page carry them; bench/channel.ts, run after, times the channel's
// rate-limited calls and reports with and without it), then first-load JS per route and
// Lighthouse (mobile) on the public pages and the signed-in dashboard and channel page.
//   BENCH_DATABASE_URL  a real PostgreSQL database (otherwise the embedded PGlite)
//   BENCH_BASE          measure an already running server instead (its admin must exist)
//   BENCH_WARM, BENCH_ROUNDS, BENCH_DURATION  seconds warming each endpoint (3), rounds (4), seconds
//                       per measurement (5); BENCH_CONNECTIONS (20); BENCH_PACED_RATE (req/s)
//   BENCH_ONLY          comma-separated endpoint keys (floor,landing,user,status,list,dashboard,channelPage,floorPaced,listPaced)
//   BENCH_PAGES=0       HTTP only (no first-load JS, no Lighthouse)
//   BENCH_JSON=file     also write the HTTP figures (every round) as JSON
//   BENCH_LIGHTHOUSE=0  skip Lighthouse; BENCH_LIGHTHOUSE_RUNS runs per page (default 5)
//   BENCH_PEER_URL      another app's running server (nextjs/saas-starter): the landing's first and
//                       largest contentful paint beside its landing, BENCH_PEER_RUNS runs each (3)
import { writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { connectChannels } from "./channel";
import { firstLoadJs } from "./first-load";
import { ENDPOINTS, measureAll, plan, table, verdicts } from "./http";
import { paintBesidePeer, paintVerdict, runLighthouse } from "./lighthouse";
import { BASE, BENCH_NICHE, seedTrends, signedInCookie, startServer, stopServer, waitFor } from "./server";

async function main() {
  const server = startServer();
  const only = process.env.BENCH_ONLY?.split(",");
  // A chosen endpoint brings its reference along.
  const keys = only && new Set(only.flatMap((k) => [k, ENDPOINTS.find((e) => e.key === k)?.ratioTo ?? k]));
  const endpoints = keys ? ENDPOINTS.filter((e) => keys.has(e.key)) : ENDPOINTS;
  try {
    await waitFor(`${BASE}/api/health`);
    const cookie = await signedInCookie();
    const count = await seedTrends(cookie);
    await connectChannels(BASE, cookie);
    // The machine's load average, before and after: how busy it was besides this bench.
    const load = () =>
      loadavg()
        .map((x) => x.toFixed(1))
        .join(" / ");
    console.log(`\nHTTP, ${BASE}, the signed-in user holds ${count} trends in ${BENCH_NICHE}.\n${plan(endpoints)}`);
    console.log(`${availableParallelism()} cores; load average (1 / 5 / 15 min) before: ${load()}\n`);
    const { summaries, rate } = await measureAll(BASE, cookie, endpoints);
    console.log(`load average after: ${load()}`);
    console.log(
      `\nMedians over the measurements, (lowest-highest) in brackets; each ratio is taken against the reference measured beside it.`,
    );
    console.log(`Paced rows are offered ${rate} req/s (BENCH_PACED_RATE; default half the floor's warm-up rate).\n`);
    console.table(table(summaries));
    console.table(verdicts(summaries));
    if (process.env.BENCH_JSON)
      writeFileSync(process.env.BENCH_JSON, JSON.stringify({ rate, summaries: [...summaries.values()] }, null, 1));
    if (process.env.BENCH_PAGES === "0") return;
    const pages = [
      { label: "/ (landing)", path: "/" },
      { label: "/pricing", path: "/pricing" },
      { label: "/login", path: "/login" },
      { label: "/ (dashboard, signed in)", path: "/", cookie },
      { label: "/dashboard/channel (signed in)", path: "/dashboard/channel", cookie },
    ];
    console.log("\nFirst-load JS per route (target: landing <= 120 KB gzip):\n");
    console.table(await firstLoadJs(BASE, pages));
    if (process.env.BENCH_LIGHTHOUSE !== "0") {
      console.log(
        "\nLighthouse, mobile profile, Debian Chromium (targets: landing performance >= 95, accessibility >= 95):\n",
      );
      console.table(await runLighthouse(BASE, pages));
      const peer = process.env.BENCH_PEER_URL;
      if (peer) {
        const runs = Number(process.env.BENCH_PEER_RUNS ?? 3);
        console.log(`\nThe landing beside the peer's (${peer}/), ${runs} runs each, alternating:\n`);
        const paint = await paintBesidePeer(`${BASE}/`, `${peer}/`, runs);
        console.table(paint);
        console.log(`Target (FCP and LCP at or under the peer's): ${paintVerdict(paint)}`);
      }
    }
  } finally {
    stopServer(server);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
