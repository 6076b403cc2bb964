// The creator's dashboard end to end: a new free-plan creator generates trends for a preset and a
// custom niche, develops a script, copies and downloads it, exports, clears, and meets the limit.
import { readFile } from "node:fs/promises";
import { expect, test, type Download, type Page } from "@playwright/test";
import { slugify } from "../components/dashboard/download";
import { ADMIN, apiSignIn, newVerifiedUser } from "./helpers";

test.describe.configure({ timeout: 180_000 });

async function downloaded(
  page: Page,
  click: () => Promise<void>,
): Promise<{ name: string; text: string; download: Download }> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, "utf8"), download };
}

async function generate(page: Page) {
  // An earlier report's toast must be gone first, or it would answer for this one (toasts stay
  // while the pointer rests on them, so the pointer moves away).
  const toast = page.getByText("New trends generated successfully!");
  await page.mouse.move(0, 0);
  await expect(toast).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole("button", { name: "Generate Trends" }).click();
  await expect(toast).toBeVisible({ timeout: 120_000 });
}

test("a new creator generates trends, develops a script, exports, clears and reaches the free limit", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await newVerifiedUser(page);
  await page.goto("/");

  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Casey!" })).toBeVisible();
  const header = page.getByRole("navigation", { name: "Account" });
  await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Admin" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Trending Now in Technology" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No Trends Yet" })).toBeVisible();
  const plan = page.getByRole("region", { name: "Your Plan" });
  await expect(plan.getByText("0 / 3")).toBeVisible();

  // A preset niche (live trends from the stand-in); the progress card shows while the request is held back a moment.
  await page.getByRole("button", { name: "Fitness" }).click();
  await expect(page.getByRole("heading", { name: "Trending Now in Fitness" })).toBeVisible();
  await page.route("**/api/trends/generate", async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.getByRole("button", { name: "Generate Trends" }).click();
  await expect(page.getByRole("heading", { name: "Generating Fitness Trends" })).toBeVisible();
  await expect(page.getByText("Usually takes 30s - 5min")).toBeVisible();
  await expect(page.getByRole("timer", { name: "Elapsed time" })).toHaveText(/^\d+:\d\d$/);
  await expect(page.getByText("New trends generated successfully!")).toBeVisible({ timeout: 120_000 });
  await page.unroute("**/api/trends/generate");
  // As many as the data holds, up to five (a thin niche shows fewer rather than filler).
  await expect(page.getByText(/^[2-5] trends found$/)).toBeVisible();
  await expect(plan.getByText("1 / 3")).toBeVisible();

  // A niche with no signals: the honest empty state, and no report used.
  await page.getByPlaceholder("Or enter custom niche...").fill("underwater basket weaving");
  await page.getByRole("button", { name: "Generate Trends" }).click();
  await expect(page.getByRole("heading", { name: 'No live signals for "underwater basket weaving" yet' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText(/This didn't use one of your trend reports\./)).toBeVisible();
  await expect(plan.getByText("1 / 3")).toBeVisible();

  // A custom niche overrides the preset; its trends come from the live-source stand-in.
  await page.getByPlaceholder("Or enter custom niche...").fill("  sourdough ");
  await expect(page.getByRole("heading", { name: "Trending Now in Sourdough" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No Trends Yet" })).toBeVisible();
  await generate(page);
  await expect(page.getByText(/^[2345] trends found$/)).toBeVisible();
  await expect(plan.getByText("2 / 3")).toBeVisible();

  const card = page.getByRole("article").first();
  await expect(card.getByText(/Reddit r\/(Sourdough|Breadit)/)).toBeVisible();
  await expect(card.getByText(/data from (just now|\d+ (min|h) ago)/)).toBeVisible();
  const title = (await card.getByRole("heading", { level: 3 }).textContent())!.trim();
  await expect(card.getByText(/^(Hot|Rising|Educational|Trend)$/)).toBeVisible();
  await expect(card.getByText(/^(Real Data|Real-time trend data|Sampled content)$/)).toBeVisible();
  await expect(card.getByRole("heading", { name: "3 Ideas" })).toBeVisible();
  await card.getByRole("button", { name: "Show All Details" }).click();
  await expect(card.getByRole("button", { name: "Show Less" })).toHaveAttribute("aria-expanded", "true");
  // The list carries the evidence's summary; its series and top items arrive when the disclosure opens.
  await card.getByRole("button", { name: "Why it's trending" }).click();
  await expect(card.getByText("Top evidence")).toBeVisible();
  await expect(card.getByRole("img", { name: /^Daily mentions over \d+ days/ })).toBeVisible();

  // The script studio.
  await card.getByRole("button", { name: "Develop Script" }).first().click();
  const dialog = page.getByRole("dialog", { name: "AI Script Development" });
  await expect(dialog.getByText("Content Outline")).toBeVisible();
  await dialog.getByRole("button", { name: "Generate Professional Script" }).click();
  const script = dialog.getByLabel("Script text");
  await expect(script).toContainText("[0:00-0:03] HOOK", { timeout: 60_000 });
  await expect(dialog.getByText("Scripts Generated: 1/9 this month (free)")).toBeVisible();

  await dialog.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Script copied!")).toBeVisible();
  const clip = await page.evaluate(() => navigator.clipboard.readText());
  expect(clip).toContain("[0:00-0:03] HOOK");
  expect(clip).toBe(await script.textContent());

  const txt = await downloaded(page, () => dialog.getByRole("button", { name: "Download" }).click());
  expect(txt.name).toBe(`${slugify(title)}-script.txt`);
  expect(txt.text).toContain("[0:00-0:03] HOOK");
  const srt = await downloaded(page, () => dialog.getByRole("button", { name: "Captions (.srt)" }).click());
  expect(srt.name).toBe(`${slugify(title)}-captions.srt`);
  expect(srt.text).toMatch(/^1\n00:00:00,000 --> /);

  await dialog.getByRole("button", { name: "Teleprompter" }).click();
  await expect(dialog.getByRole("region", { name: "Teleprompter" })).toBeVisible();
  await dialog.getByRole("button", { name: "Play" }).click();
  await expect(dialog.getByRole("timer", { name: "Teleprompter time" })).toHaveText(/^0:0[1-9] \/ 1:\d\d$/, {
    timeout: 5000,
  });
  await dialog.getByRole("button", { name: "Pause" }).click();

  // A click on the backdrop closes the modal.
  await page.mouse.click(3, 3);
  await expect(dialog).toBeHidden();

  // Export, then clear.
  const json = await downloaded(page, () => page.getByRole("button", { name: "Export" }).click());
  expect(json.name).toMatch(/^sourdough_trends_\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(json.text) as Record<string, unknown>[];
  expect(exported.length).toBeGreaterThanOrEqual(3);
  expect(Object.keys(exported[0]).sort()).toEqual([
    "confidence",
    "description",
    "engagement",
    "fallbackReason",
    "generatedBy",
    "hashtags",
    "title",
    "verified",
    "videoIdeas",
  ]);
  // No model is set up here: the export says who wrote it.
  expect(exported[0]).toMatchObject({ generatedBy: "Offline Engine", fallbackReason: null });
  expect(Object.keys((exported[0].videoIdeas as object[])[0]).sort()).toEqual(["estimatedViews", "hook", "outline"]);
  await expect(page.getByText("Trends exported to JSON file.")).toBeVisible();

  await page.getByRole("button", { name: "Clear Trends" }).click();
  await expect(page.getByText("All trends cleared successfully!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No Trends Yet" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Export" })).toHaveCount(0);

  // The third report of the month uses up the free plan; the fourth is refused with the server's message.
  await page.getByPlaceholder("Or enter custom niche...").fill("");
  await page.getByRole("button", { name: "Fitness" }).click();
  await generate(page);
  await expect(plan.getByText("3 / 3")).toBeVisible();
  await expect(plan.getByText("Monthly trend report limit reached. Upgrade your plan for more.")).toBeVisible();
  await page.getByRole("button", { name: "Generate Trends" }).click();
  await expect(page.getByText(/You've used all 3 trend reports in your Creator plan this month/)).toBeVisible();
});

test("the dashboard fits a 360 px wide screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await newVerifiedUser(page);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Casey!" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate Trends" })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test("admins see the Admin link, the 'Admin Access' badge and unlimited usage", async ({ page }) => {
  await apiSignIn(page.request, ADMIN.email, ADMIN.password);
  await page.goto("/dashboard");
  await expect(page.getByText("Admin Access")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Admin" })).toHaveAttribute(
    "href",
    "/admin",
  );
  await expect(page.getByRole("region", { name: "Your Plan" }).getByText("Admin: Unlimited Access")).toHaveCount(2);
});

test("a creator whose session ends is told and sent to sign in", async ({ page, context }) => {
  await newVerifiedUser(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "No Trends Yet" })).toBeVisible();
  // The session ends once the page knows who is signed in: cleared before the user read answers,
  // the cookie would be a stale one on arrival, which sends the visitor to the landing page instead.
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome back, .+!$/ })).toBeVisible();
  await context.clearCookies();
  await page.getByRole("button", { name: "Generate Trends" }).click();
  await expect(page.getByText("You are logged out. Logging in again...")).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test("logout ends the session on the server, not only in this browser", async ({ page, browser }) => {
  await newVerifiedUser(page);
  await page.goto("/");
  // A copy of the session cookie, as someone who lifted it would hold it.
  const copied = await browser.newContext({ storageState: await page.context().storageState() });
  expect((await copied.request.get("/api/auth/user")).status()).toBe(200);
  await page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Get Started Free" }).first()).toBeVisible();
  expect((await copied.request.get("/api/auth/user")).status()).toBe(401);
  await copied.close();
});
