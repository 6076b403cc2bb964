// What Chrome's DevTools "Issues" panel and console would show a developer on each screen: no
// Content-Security-Policy violations (e.g. a library probing eval), no form fields without id or
// name (autofill), no console errors or failed requests. Lighthouse's best-practices score reads
// the same signals.
import { expect, test, type Page } from "@playwright/test";
import { ADMIN, apiSignIn, newVerifiedUser } from "./helpers";

/** Records DevTools issues and console errors while `visit` runs, then returns them as text. */
async function problemsDuring(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on("Audits.issueAdded", ({ issue }) =>
    problems.push(`issue ${issue.code}: ${JSON.stringify(issue.details).slice(0, 300)}`),
  );
  await cdp.send("Audits.enable");
  const onConsole = (m: { type(): string; text(): string }) => {
    if (m.type() === "error") problems.push(`console: ${m.text().slice(0, 300)}`);
  };
  page.on("console", onConsole);
  try {
    await visit();
    // Issues arrive asynchronously after the page settles.
    await page.waitForTimeout(300);
  } finally {
    page.off("console", onConsole);
    await cdp.detach();
  }
  return problems;
}

async function visitAll(page: Page, paths: string[]) {
  for (const path of paths) {
    const problems = await problemsDuring(page, async () => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    });
    expect(problems, path).toEqual([]);
  }
}

test("public pages and the Support dialog raise no DevTools issues or console errors", async ({ page }) => {
  await visitAll(page, [
    "/",
    "/pricing",
    "/login",
    "/signup",
    "/support",
    "/privacy",
    "/terms",
    "/auth/forgot-password",
  ]);
  const dialog = await problemsDuring(page, async () => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Support" }).click();
    await expect(page.getByRole("dialog", { name: "Contact Support" })).toBeVisible();
  });
  expect(dialog).toEqual([]);
});

test("a creator's pages raise no DevTools issues or console errors", async ({ page }) => {
  await newVerifiedUser(page);
  await visitAll(page, [
    "/",
    "/settings",
    "/pricing",
    "/support",
    "/privacy",
    "/privacy/consent",
    "/privacy/export",
    "/privacy/delete",
  ]);
});

test("the admin console raises no DevTools issues or console errors", async ({ page }) => {
  await apiSignIn(page.request, ADMIN.email, ADMIN.password);
  await visitAll(page, ["/admin"]);
});
