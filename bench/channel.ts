// `npm run bench`'s channel part: the seeded admin connects the made-up channel and watches two
// competitors (the feeds on e2e/server.ts's stand-in), then the channel page's HTML is measured
// flat out beside the landing (bench/http.ts), and its data calls and the fit a report with a
// channel connected asks for, one request at a time: they are rate limited per creator (60 a
// minute between them), so their cost is a request's latency and queries, not a throughput.
import { CHANNEL_ID } from "../test/youtube-channel";
import { GLAZE_GARAGE_ID, KILN_WORKS_ID } from "../test/watched-channels";

/** Sequential requests per channel endpoint: together within the 60 a minute they share. */
export const CHANNEL_REQUESTS = Number(process.env.BENCH_CHANNEL_REQUESTS ?? 15);

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

/** Each endpoint's median and p99 latency over CHANNEL_REQUESTS requests, and its queries. */
export async function channelCosts(base: string, cookie: string, channelRef: string) {
  const endpoints = [
    { label: "GET /api/channels/{id} (channel page: what works, 32 videos)", path: `/api/channels/${channelRef}` },
    { label: "GET /api/channels/competitors (channel page: 2 watched)", path: "/api/channels/competitors" },
    {
      label: "GET /api/channels/fit?niche=Gaming (report of 50 trends, a channel, 2 watched)",
      path: "/api/channels/fit?niche=Gaming",
    },
  ];
  const rows = [];
  for (const e of endpoints) {
    const times: number[] = [];
    let queries = "-";
    for (let i = 0; i < CHANNEL_REQUESTS; i++) {
      const start = performance.now();
      const res = await fetch(base + e.path, { headers: { cookie, "accept-encoding": "gzip, deflate, br, zstd" } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${e.path}: ${res.status}`);
      times.push(performance.now() - start);
      queries = res.headers.get("x-query-count") ?? "-";
    }
    times.sort((a, b) => a - b);
    rows.push({
      endpoint: e.label,
      "p50 ms": Math.round(percentile(times, 0.5) * 10) / 10,
      "p99 ms": Math.round(percentile(times, 0.99) * 10) / 10,
      queries,
    });
  }
  return rows;
}
