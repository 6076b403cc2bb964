// First run as a new user does it: `npm run dev` with nothing configured, the page opened at
// http://127.0.0.1 (not the "localhost" next dev assumes), signing in through the live page. Before
// the dev server allowed the machine's own addresses, the page's scripts were refused there, it
// never hydrated, and the form fell back to a native submit. Slow (the dev server compiles each
// page on first visit), so it is one flow.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";

const ADMIN = { email: "admin@trendscript.local", password: "first-run-admin-password" };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once next dev says it is ready; rejects if it exits first. */
function ready(dev: ChildProcess, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    // (the database set-up before it prints a "Ready in" of its own)
    const check = () => /Next\.js[\s\S]*Ready in/.test(output()) && resolve();
    dev.stdout?.on("data", check);
    dev.once("exit", (code) => reject(new Error(`npm run dev exited (${code}):\n${output()}`)));
  });
}

/** React has taken over the form: its element carries React's fiber. */
async function hydrated(page: Page) {
  await page.waitForFunction(
    () => {
      const form = document.querySelector("form");
      return Boolean(form && Object.keys(form).some((k) => k.startsWith("__reactFiber")));
    },
    undefined,
    { timeout: 120_000 },
  );
}

test("npm run dev, opened at 127.0.0.1: the page hydrates and signing in works", async ({ browser }) => {
  test.setTimeout(10 * 60_000);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "first-run-"));
  // A fresh machine: no APP_URL, no AUTH_SECRET, the embedded database in a new folder (NODE_ENV
  // is what next dev sets anyway).
  const env = {
    NODE_ENV: "development" as const,
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    PGLITE_DIR: join(dir, "pglite"),
    AUTH_SECRET_FILE: join(dir, "auth-secret"),
    ADMIN_PASSWORD: ADMIN.password,
    NEXT_TELEMETRY_DISABLED: "1",
  };
  let output = "";
  const dev = spawn("npm", ["run", "dev"], { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  dev.stdout.on("data", (c: Buffer) => (output += c.toString()));
  dev.stderr.on("data", (c: Buffer) => (output += c.toString()));
  try {
    await ready(dev, () => output);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/login`, { timeout: 240_000 });
    await hydrated(page);
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    // The live page signs in through the JSON endpoint (the form's own POST is the fallback).
    const [signIn] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/auth/login"), { timeout: 240_000 }),
      page.getByRole("button", { name: "Sign In" }).click(),
    ]);
    expect(signIn.status()).toBe(200);
    await expect(page).toHaveURL(`http://127.0.0.1:${port}/`, { timeout: 240_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Admin!" })).toBeVisible({
      timeout: 240_000,
    });

    // The address next dev prints as "Network" works too (the page is compiled by now).
    const lan = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === "IPv4" && !i.internal);
    if (lan) {
      const other = await context.newPage();
      await other.goto(`http://${lan.address}:${port}/login`);
      await hydrated(other);
    }
    // An address with credentials in its query (what a native GET submit used to produce) stays out of the log.
    await page.goto(`http://127.0.0.1:${port}/login?email=leak%40example.com&password=Leaky-horse-42%21`);
    await context.close();
    expect(output).toMatch(/GET \/login 200/);
    expect(output).not.toMatch(/Blocked cross-origin request/);
    expect(output).not.toContain("leak%40example.com");
    expect(output).not.toContain("Leaky-horse");
    expect(output).not.toContain(ADMIN.password);
  } finally {
    if (dev.pid && dev.exitCode === null) process.kill(-dev.pid, "SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
});
