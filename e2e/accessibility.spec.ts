import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { newVerifiedUser } from "./helpers";

// No serious or critical axe violations (WCAG 2.x A/AA rules) on the main screens.
async function seriousViolations(page: Page) {
  // Toasts are transient and fade in with partial opacity; scan the settled page.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("the public pages have no serious accessibility violations", async ({ page }) => {
  for (const path of ["/", "/pricing", "/login", "/signup", "/support", "/privacy"]) {
    await page.goto(path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test("the dashboard, with trends, ideas and the script modal, has no serious accessibility violations", async ({ page }) => {
  await newVerifiedUser(page);
  await page.goto("/");
  await expect(page.getByText("No Trends Yet")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Generate Trends" }).click();
  await expect(page.getByText(/trends? found/)).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Show All Details" }).first().click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Develop Script" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
