// The database unreachable, seen from the browser: a second production server on the same build
// whose DATABASE_URL points at a closed port. A signed-in page shows the crash screen and the API
// answers 503 with the generic message; neither leaks the connection string or a driver error.
// (The API side, recovery and "nothing half-written" are in lib/http/db-fault.test.ts.)
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { encode } from "next-auth/jwt";

const port = Number(process.env.E2E_PORT ?? 3100) + 5;
const base = `http://127.0.0.1:${port}`;
const SECRET = "db-down-secret-db-down-secret-0123456789";
const DEAD_DB = "postgresql://postgres@127.0.0.1:9/unreachable";
let server: ChildProcess;

test.beforeAll(async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: DEAD_DB, AUTH_SECRET: SECRET, APP_URL: base };
  server = spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    env,
    stdio: "ignore",
    detached: true,
  });
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${base}/login`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the second server did not start");
});

test.afterAll(() => {
  if (server.pid) process.kill(-server.pid, "SIGTERM");
});

test("with the database down, a signed-in page shows the crash screen and the API a generic 503", async ({
  browser,
}) => {
  // A well-formed session for a user the server can't look up (what any signed-in visitor sends).
  const token = await encode({
    token: { sub: randomUUID(), sv: 0, at: Math.floor(Date.now() / 1000) },
    secret: SECRET,
    salt: "authjs.session-token",
    maxAge: 3600,
  });
  const context = await browser.newContext({ baseURL: base });
  await context.addCookies([{ name: "authjs.session-token", value: token, url: base }]);
  const page = await context.newPage();

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByText("The application encountered an error")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reload Page" })).toBeVisible();
  const html = await page.content();
  for (const leak of ["127.0.0.1:9", "ECONNREFUSED", "postgresql://", "PrismaClient"]) expect(html).not.toContain(leak);

  const api = await context.request.get("/api/auth/user");
  expect(api.status()).toBe(503);
  const body = await api.text();
  expect(JSON.parse(body)).toEqual({ message: "Service temporarily unavailable. Please try again shortly." });
  await context.close();
});
