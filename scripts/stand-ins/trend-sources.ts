// npm run stand-in:sources [-- --port 4010]: the live trend sources' local stand-in (Reddit,
// Google News, Hacker News, Mastodon, YouTube channel feeds), answering in the recorded shapes with a
// made-up corpus for a few niches (pottery, personal finance, skateboarding, sourdough, home
// espresso, aquarium plants, fitness). Prints the variables that point the app at it.
import { trendSourcesStub } from "../../test/trend-sources-stub";

async function main() {
  const i = process.argv.indexOf("--port");
  const port = i > 0 ? Number(process.argv[i + 1]) : 4010;
  const stub = trendSourcesStub();
  await stub.start(port);
  console.log(`Live-source stand-in on ${stub.url}. Put these in .env.local (or export them), then npm run dev:\n`);
  console.log("LIVE_SOURCES_ENABLED=1");
  for (const [k, v] of Object.entries(stub.env())) console.log(`${k}=${v}`);
  console.log(
    "\nNiches it knows: pottery, personal finance, skateboarding, sourdough, home espresso, aquarium plants, Fitness. Ctrl+C stops it.",
  );
  const stop = () => void stub.stop().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
