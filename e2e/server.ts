// The server the browser tests run against: a production build (`next build` must have run) on a
// throw-away embedded database, or on E2E_DATABASE_URL (CI: the real PostgreSQL server).
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startMailbox } from "./mailbox";
import { startOidc } from "./oidc";
import { serverLogFile } from "./server-log";
import { stripeStub, stubEnv } from "../test/stripe-stub";
import { trendSourcesStub } from "../test/trend-sources-stub";
import { channelHistory, serveChannelFeeds } from "../test/youtube-channel";
import { watchedChannels } from "../test/watched-channels";

const port = process.env.E2E_PORT ?? "3100";
// The mailbox listens on the app port + 1 (e2e/helpers.ts reads it there).
const mailboxPort = Number(port) + 1;
// The OpenID Connect stand-in (Google and Microsoft) on port + 3, its control endpoint on port + 4.
const oidcPort = Number(port) + 3;
const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  APP_URL: `http://127.0.0.1:${port}`,
  ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? "admin@trendscript.local",
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? "e2e-admin-password",
  AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-secret-e2e-secret-e2e-secret-0123456789",
  CRON_SECRET: process.env.CRON_SECRET ?? "e2e-cron-secret",
  RESEND_API_KEY: "re_e2e_stand_in",
  RESEND_BASE_URL: `http://127.0.0.1:${mailboxPort}`,
  AUTH_GOOGLE_ID: "e2e-google-client",
  AUTH_GOOGLE_SECRET: "e2e-google-secret",
  AUTH_GOOGLE_ISSUER: oidcIssuer,
  AUTH_MICROSOFT_ENTRA_ID_ID: "e2e-microsoft-client",
  AUTH_MICROSOFT_ENTRA_ID_SECRET: "e2e-microsoft-secret",
  AUTH_MICROSOFT_ENTRA_ID_ISSUER: oidcIssuer,
};
if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
else {
  delete env.DATABASE_URL;
  env.PGLITE_DIR = join(mkdtempSync(join(tmpdir(), "e2e-db-")), "pglite");
}

async function main() {
  await startMailbox(mailboxPort);
  await startOidc(oidcPort, oidcPort + 1);
  // The live trend sources on a local stand-in (any free port): no browser test reaches the internet.
  const sources = trendSourcesStub();
  await sources.start(0);
  // Its made-up corpus as it stands at one hour of the day, whatever the hour of the run: the
  // reports the tests read (the pottery report's raku trend, that the channel test needs) are
  // then the same at 00:05 and at 20:00.
  sources.holdTimeOfDay("20:00");
  // The made-up creator's channel and the competitors it watches, on the stand-in's channel feeds.
  // Its long videos only: keyless, the feed's latest 15 then hold a baseline for the newest; and
  // an upload with an id of YouTube's 11 characters a day and a half old, for an idea to be linked to.
  const filmed = {
    id: "filmedRaku1",
    title: "Raku firing with a barrel kiln",
    tags: [],
    format: "long" as const,
    durationS: 640,
    daysAgo: 1.5,
    views: 15_000,
    shortsLink: false,
  };
  const uploads = [...channelHistory().filter((u) => u.format === "long"), filmed];
  serveChannelFeeds(sources, new Date(), uploads, watchedChannels(), "/youtube-feed");
  // Many creators in one run: the stand-in is no real Reddit, so its per-minute budget is lifted.
  Object.assign(env, { LIVE_SOURCES_ENABLED: "1", REDDIT_REQUESTS_PER_MINUTE: "600", ...sources.env() });
  // A bench may put its own Wikipedia in front (bench/model-stream.ts: one that answers slowly).
  if (process.env.E2E_WIKIPEDIA_BASE_URL) env.WIKIPEDIA_BASE_URL = process.env.E2E_WIKIPEDIA_BASE_URL;
  delete env.YOUTUBE_API_KEY;
  // Opt-in (E2E_STRIPE=1): the Stripe stand-in on port + 2, signing its webhooks to the app.
  // Unset, the app runs with billing off (what a fresh machine without keys shows).
  if (process.env.E2E_STRIPE === "1") {
    const secret = "whsec_e2e_stand_in";
    const stripe = stripeStub({ webhook: { url: `${env.APP_URL}/api/stripe/webhook`, secret } });
    Object.assign(env, stubEnv(await stripe.start(Number(port) + 2), secret));
  } else {
    for (const key of Object.keys(env)) if (key.startsWith("STRIPE_")) delete env[key];
  }
  const setup = spawnSync("npx", ["tsx", "scripts/db/setup.ts"], { env, stdio: "inherit" });
  if (setup.status !== 0) process.exit(setup.status ?? 1);
  // The output goes on to this process's and into the log file the tests read (e2e/server-log.ts).
  const logFile = createWriteStream(serverLogFile(port), { flags: "w" });
  const server = spawn("npx", ["next", "start", "-p", port, "-H", "127.0.0.1"], {
    env,
    stdio: ["inherit", "pipe", "pipe"],
  });
  server.stdout.on("data", (chunk: Buffer) => {
    process.stdout.write(chunk);
    logFile.write(chunk);
  });
  server.stderr.on("data", (chunk: Buffer) => {
    process.stderr.write(chunk);
    logFile.write(chunk);
  });
  const stop = () => server.kill("SIGTERM");
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  server.on("exit", (code) => process.exit(code ?? 0));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
