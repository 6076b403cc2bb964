// A model configured, seen from the browser: a second production server on the same build whose
// OPENAI_BASE_URL is the OpenAI stand-in writing at 40 tokens/s (a 7-8B model on a laptop). The
// first trend card is on screen while the model is still writing the rest, the whole report then
// replaces the drafts, a script streams beat by beat, and closing the modal mid-script cuts the
// provider call. (Rates, fallbacks, refunds and rows: lib/ai/*.test.ts.)
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { goodAnswer } from "../test/model-answers";
import { openaiStub, type OpenAIStubRequest } from "../test/openai-stub";
import { ADMIN, apiSignIn } from "./helpers";

const port = Number(process.env.E2E_PORT ?? 3100) + 6;
const base = `http://127.0.0.1:${port}`;
const ai = openaiStub({ rate: 40 });
let server: ChildProcess;

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    APP_URL: base,
    AUTH_SECRET: "model-stream-secret-model-stream-secret-0123",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PGLITE_DIR: join(mkdtempSync(join(tmpdir(), "e2e-model-")), "pglite"),
    OPENAI_BASE_URL: await ai.start(),
    OPENAI_API_KEY: "sk-stand-in",
  };
  delete env.DATABASE_URL;
  for (const key of Object.keys(env)) if (key.startsWith("STRIPE_")) delete env[key];
  const setup = spawnSync("npx", ["tsx", "scripts/db/setup.ts"], { env, stdio: "ignore" });
  if (setup.status !== 0) throw new Error("database setup failed");
  server = spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    env,
    stdio: "ignore",
    detached: true,
  });
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the model server did not start");
});

test.afterAll(async () => {
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
  await ai.stop();
});

const isReport = (r: OpenAIStubRequest) => !JSON.stringify(r.schema ?? {}).includes('"beats"');

test("the first trend card is on screen while the model is still writing the rest", async ({ browser }) => {
  ai.reply((req) => goodAnswer(req));
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await apiSignIn(page.request, ADMIN.email, ADMIN.password);
  await page.goto("/");
  await page.getByRole("button", { name: "Fitness" }).click();
  await expect(page.getByRole("heading", { name: "Trending Now in Fitness" })).toBeVisible();

  await page.getByRole("button", { name: "Generate Trends" }).click();
  const drafts = page.getByTestId("draft-trends");
  await expect(drafts.getByRole("article").first()).toBeVisible({ timeout: 30_000 });
  // The model has not finished: its request is still open and the progress card still shows.
  const report = ai.requests.find(isReport)!;
  expect(report.stream).toBe(true);
  let finished = false;
  void report.closed.then(() => (finished = true));
  expect(finished).toBe(false);
  await expect(page.getByRole("heading", { name: "Generating Fitness Trends" })).toBeVisible();
  await expect(drafts.getByText(/^Writing with gpt-4o-mini: \d of \d trends written so far\.$/)).toBeVisible();

  // Then the stored report replaces the drafts: the model's words, no fallback note.
  await expect(page.getByText("New trends generated successfully!")).toBeVisible({ timeout: 120_000 });
  await expect(drafts).toHaveCount(0);
  const cards = page.getByRole("article");
  await expect(cards.first().getByRole("heading", { level: 3 })).toHaveText(/is picking up fast$/);
  await expect(page.getByTestId("generation-note")).toHaveCount(0);

  // A script streams beat by beat; closing the modal mid-script cuts the provider call.
  await cards.first().getByRole("button", { name: "Develop Script" }).first().click();
  const dialog = page.getByRole("dialog", { name: "AI Script Development" });
  await dialog.getByRole("button", { name: "Generate Professional Script" }).click();
  const stream = dialog.getByTestId("script-stream");
  await expect(stream.getByText(/^HOOK/)).toBeVisible({ timeout: 30_000 });
  await expect(stream.getByRole("listitem")).not.toHaveCount(0);
  const script = ai.requests.filter((r) => !isReport(r)).at(-1)!;
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => script.aborted, { timeout: 10_000 }).toBe(true);
  await context.close();
});
