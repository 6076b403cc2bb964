import { expect, test } from "@playwright/test";

test("an unknown path shows the 404 screen", async ({ page }) => {
  const res = await page.goto("/this/page/does-not-exist");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("a render error shows the crash screen, with details and a working Reload Page", async ({ page }) => {
  await page.goto("/diagnostics/crash");
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByText("The application encountered an error")).toBeVisible();
  await page.locator("summary", { hasText: "Error details" }).click(); // a native <details> disclosure
  await expect(page.locator("pre")).toBeVisible();
  const reload = page.waitForEvent("load");
  await page.getByRole("button", { name: "Reload Page" }).click();
  await reload;
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
});

test("the landing page at / links to sign-up, sign-in and pricing", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Get Started Free" }).first()).toHaveAttribute("href", "/signup");
  await expect(page.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
  await expect(page.getByRole("link", { name: "View Pricing" })).toHaveAttribute("href", "/pricing");
  await expect(page.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
});

test("a stale session cookie at / shows the landing page, not a redirect", async ({ page, context, baseURL }) => {
  // "/" is static; proxy.ts sends visitors with a session cookie to app/(app)/home, which falls
  // back to the landing when the cookie no longer names a session.
  await context.addCookies([{ name: "authjs.session-token", value: "stale-or-forged", url: baseURL! }]);
  const res = await page.goto("/");
  expect(res?.status()).toBe(200);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: /Find the trend before it peaks/ })).toBeVisible();
});

test("signed-out visitors asking for the dashboard are sent to /login", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard/);
});

test("pages and API answers carry the security headers", async ({ request }) => {
  for (const path of ["/", "/api/health"]) {
    const res = await request.get(path);
    const h = res.headers();
    expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(h["content-security-policy"]).toContain("object-src 'none'");
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["strict-transport-security"]).toContain("max-age=");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  }
});
