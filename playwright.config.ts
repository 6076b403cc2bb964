import { defineConfig, devices } from "@playwright/test";

// Browser tests run against a production build (`next build && next start`) in Debian's
// Chromium (Playwright's own browser download cannot work on these machines).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
// Tests tagged @stripe need the Stripe stand-in (a server started with E2E_STRIPE=1); every other
// test needs the server without it (billing off, what a fresh machine shows). Each run picks the
// tests its server can serve; .ci/run makes one run of each kind.
const withStripe = process.env.E2E_STRIPE === "1";

export default defineConfig({
  testDir: "./e2e",
  ...(withStripe ? { grep: /@stripe\b/ } : { grepInvert: /@stripe\b/ }),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 60_000,
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-dev-shm-usage",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // e2e/server.ts builds a fresh embedded database for the run, then starts `next start`.
    command: `npx tsx e2e/server.ts`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: "pipe",
    env: { E2E_PORT: String(PORT) },
  },
});
