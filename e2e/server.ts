// The server the browser tests run against: a production build (`next build` must have run) on a
// throw-away embedded database, or on E2E_DATABASE_URL (CI: the real PostgreSQL server).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startMailbox } from "./mailbox";

const port = process.env.E2E_PORT ?? "3100";
// The mailbox listens on the app port + 1 (e2e/helpers.ts reads it there).
const mailboxPort = Number(port) + 1;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  APP_URL: `http://127.0.0.1:${port}`,
  ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? "admin@trendscript.local",
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? "e2e-admin-password",
  AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-secret-e2e-secret-e2e-secret-0123456789",
  RESEND_API_KEY: "re_e2e_stand_in",
  RESEND_BASE_URL: `http://127.0.0.1:${mailboxPort}`,
};
if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
else {
  delete env.DATABASE_URL;
  env.PGLITE_DIR = join(mkdtempSync(join(tmpdir(), "e2e-db-")), "pglite");
}

async function main() {
  await startMailbox(mailboxPort);
  const setup = spawnSync("npx", ["tsx", "scripts/db/setup.ts"], { env, stdio: "inherit" });
  if (setup.status !== 0) process.exit(setup.status ?? 1);
  const server = spawn("npx", ["next", "start", "-p", port, "-H", "127.0.0.1"], { env, stdio: "inherit" });
  const stop = () => server.kill("SIGTERM");
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  server.on("exit", (code) => process.exit(code ?? 0));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
