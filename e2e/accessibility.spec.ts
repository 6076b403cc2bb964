import { expect, test } from "@playwright/test";
import { newVerifiedUser, seriousViolations } from "./helpers";

// No serious or critical axe violations (WCAG 2.x A/AA rules) on the main screens.

test("the public pages have no serious accessibility violations", async ({ page }) => {
  for (const path of ["/", "/pricing", "/login", "/signup", "/support", "/privacy"]) {
    await page.goto(path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test("the dashboard, with trends, ideas and the script modal, has no serious accessibility violations", async ({
  page,
}) => {
  await newVerifiedUser(page);
  await page.goto("/");
  await expect(page.getByText("No Trends Yet")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // A preset the live-source stand-in has posts for (with a source answering, presets get live trends).
  await page.getByRole("button", { name: "Fitness" }).click();
  await page.getByRole("button", { name: "Generate Trends" }).click();
  await expect(page.getByText(/trends? found/)).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Show All Details" }).first().click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Develop Script" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
