// The landing's first and largest contentful paint beside a peer app's landing (Lighthouse mobile,
// bench/lighthouse.ts), on the same machine in one run:
//   npx tsx bench/landing-vs-peer.ts --peer=http://127.0.0.1:3100 [--ours=URL] [--runs=3]
// Without --ours it starts the production build (`npm run build` first) as `npm run bench` does;
// the peer URL may also come from BENCH_PEER_URL. Without a peer it says so and measures nothing.
import { paintBesidePeer, paintVerdict } from "./lighthouse";
import { BASE, startServer, stopServer, waitFor } from "./server";
import { flag } from "./args";

async function main() {
  const peer = flag("peer") ?? process.env.BENCH_PEER_URL;
  if (!peer) {
    console.log("No peer URL (--peer=... or BENCH_PEER_URL): nothing to compare.");
    return;
  }
  const runs = Number(flag("runs") ?? 3);
  const given = flag("ours");
  const server = given ? null : startServer();
  const ours = given ?? BASE;
  try {
    await waitFor(`${ours}/`);
    await waitFor(`${peer}/`);
    console.log(`\nLanding paint, Lighthouse mobile, ${runs} runs each, alternating: ours ${ours}/, peer ${peer}/\n`);
    const rows = await paintBesidePeer(`${ours}/`, `${peer}/`, runs);
    console.table(rows);
    console.log(`Target (ours at or under the peer's FCP and LCP): ${paintVerdict(rows)}`);
  } finally {
    stopServer(server);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
