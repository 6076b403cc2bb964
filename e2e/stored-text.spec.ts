// Stored text never runs. Script-injection strings from the Big List of Naughty Strings are saved
// through the real endpoints (a creator's names and custom niches) and come back from third
// parties (a niche whose live posts and headlines carry markup, served by the live-source
// stand-in), then rendered where people read them: the dashboard with its trends and empty
// states, the script studio and the admin console. They show up as text; no dialog opens and no
// injected element exists.
import { expect, test, type Page } from "@playwright/test";
import { BLNS } from "../test/blns";
import { ADMIN, apiSignIn, newVerifiedUser } from "./helpers";

test.describe.configure({ timeout: 240_000 });

// The list's markup/script entries short enough for a niche (60 characters).
const INJECTIONS = BLNS.filter((s) => /<script|onerror|onload|onfocus|javascript:/i.test(s) && s.length <= 60);
// The one markup niche the live-source stand-in has posts for (test/fixtures/niche-corpus).
const LIVE_NICHE = "<script>alert(123)</script>";

/** Records every dialog (alert/confirm/prompt) the page opens: the payloads call alert(). */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on("dialog", (d) => {
    opened.push(d.message());
    void d.dismiss();
  });
  return opened;
}

/** Elements an injection would have created: handler attributes, frames, or a script that isn't
 *  one of Next's own (its inline flight data carries the strings JSON-escaped, as data). */
const injectedElements = (page: Page) =>
  page.evaluate(() => {
    const scripts = [...document.querySelectorAll("script")].filter(
      (s) => !s.src && !s.textContent?.includes("self.__next_f") && /alert|prompt|confirm/.test(s.textContent ?? ""),
    );
    return (
      scripts.length +
      document.querySelectorAll("[onerror], [onload], [onfocus], [onmouseover], iframe, object, embed").length
    );
  });

test("injected markup in names, niches, trends and scripts renders as text everywhere", async ({
  page,
  browser,
  baseURL,
}) => {
  expect(INJECTIONS.length).toBeGreaterThan(20);
  expect(INJECTIONS).toContain(LIVE_NICHE);
  const [firstName, lastName, ...others] = INJECTIONS.filter((_, i) => i % 7 === 0 && _ !== LIVE_NICHE);
  const dialogs = watchDialogs(page);
  const creator = await newVerifiedUser(page, "creator-password-1", { firstName, lastName });

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(firstName.trim().split(/\s+/)[0]);
  const plan = page.getByRole("region", { name: "Your Plan" });
  // Niches nobody posts about: the honest empty state names them, as text, and costs nothing.
  for (const niche of others.slice(0, 2)) {
    await page.getByPlaceholder("Or enter custom niche...").fill(niche);
    await page.getByRole("button", { name: "Generate Trends" }).click();
    await expect(page.getByRole("heading", { name: `No live signals for "${niche.trim()}" yet` })).toBeVisible({
      timeout: 120_000,
    });
    await expect(plan.getByText("0 / 3")).toBeVisible();
  }
  // A markup niche with live posts whose titles carry markup: its trends, ideas and examples.
  await page.getByPlaceholder("Or enter custom niche...").fill(LIVE_NICHE);
  await page.getByRole("button", { name: "Generate Trends" }).click();
  await expect(plan.getByText("1 / 3")).toBeVisible({ timeout: 120_000 });
  const card = page.getByRole("article").first();
  // The report is charged with its first usable trend; the card can render a moment after.
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole("button", { name: "Show All Details" }).click();
  await card.getByRole("button", { name: "Develop Script" }).first().click();
  const studio = page.getByRole("dialog", { name: "AI Script Development" });
  await studio.getByRole("button", { name: "Generate Professional Script" }).click();
  await expect(studio.getByLabel("Script text")).toContainText("[0:00-0:03] HOOK", { timeout: 60_000 });
  await page.keyboard.press("Escape");

  // The niche is on the page as characters, markup included.
  await expect(page.locator("main")).toContainText("<");
  expect(await injectedElements(page)).toBe(0);
  expect(dialogs).toEqual([]);

  // The admin console: the creator in Users, their trends (niche and title) in Activity.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  const adminDialogs = watchDialogs(admin);
  await apiSignIn(admin.request, ADMIN.email, ADMIN.password);
  await admin.goto("/admin");
  await admin.getByRole("tab", { name: "Users" }).click();
  await expect(admin.getByRole("row").filter({ hasText: creator.email })).toBeVisible();
  await admin.getByRole("tab", { name: "Activity" }).click();
  await expect(admin.getByRole("row").filter({ hasText: creator.email }).first()).toContainText("<");
  expect(await injectedElements(admin)).toBe(0);
  expect(adminDialogs).toEqual([]);
  await adminContext.close();
});
