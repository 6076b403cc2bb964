// Privacy and GDPR rights in the browser: the policy page, consent toggles, export and deletion.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { newVerifiedUser } from "./helpers";

test("the privacy policy links to the three rights pages and states the retention periods", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
  const rights = page.getByRole("navigation", { name: "Your data rights" });
  await expect(rights.getByRole("link", { name: "Manage Consent" })).toHaveAttribute("href", "/privacy/consent");
  await expect(rights.getByRole("link", { name: "Export Data" })).toHaveAttribute("href", "/privacy/export");
  await expect(rights.getByRole("link", { name: "Delete Account" })).toHaveAttribute("href", "/privacy/delete");
  for (let n = 1; n <= 7; n++)
    await expect(page.getByRole("heading", { name: new RegExp(`^${n}\\. `), level: 2 })).toBeVisible();
  await expect(
    page.getByText(/billing data is kept for 7 years, analytics for 2 years and security logs for 1 year/),
  ).toBeVisible();
  await expect(page.getByText(/within 30 days/)).toBeVisible();
});

test("the three rights pages send signed-out visitors to /login", async ({ page }) => {
  for (const path of ["/privacy/consent", "/privacy/export", "/privacy/delete"]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?callbackUrl=${encodeURIComponent(path)}$`));
  }
});

test("consent toggles persist across a reload; data processing stays locked on", async ({ page }) => {
  await newVerifiedUser(page);
  await page.goto("/privacy/consent");
  const analytics = page.getByRole("switch", { name: "Analytics" });
  const marketing = page.getByRole("switch", { name: "Product updates and marketing emails" });
  const processing = page.getByRole("switch", { name: /Essential data processing/ });
  await expect(analytics).not.toBeChecked();
  await expect(processing).toBeChecked();
  await expect(processing).toBeDisabled();
  const save = page.getByRole("button", { name: "Save Preferences" });
  await expect(save).toBeDisabled();

  await analytics.click();
  await marketing.click();
  await save.click();
  await expect(page.getByText("Preferences saved")).toBeVisible();
  await expect(page.getByTestId("consent-updated")).toContainText("version 1.1");

  await page.reload();
  await expect(page.getByRole("switch", { name: "Analytics" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Product updates and marketing emails" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Ad conversion measurement" })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: /Essential data processing/ })).toBeChecked();

  const record = await (await page.request.get("/api/gdpr/consent")).json();
  expect(record).toMatchObject({
    analyticsConsent: true,
    marketingConsent: true,
    conversionTrackingConsent: false,
    dataProcessingConsent: true,
    consentVersion: "1.1",
  });
});

test("export downloads a dated JSON file with the user's data and no secrets", async ({ page }) => {
  const { email } = await newVerifiedUser(page);
  await page.goto("/privacy/export");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export My Data" }).click();
  const download = await downloading;
  const today = new Date().toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(`trendscript-data-export-${today}.json`);
  const text = readFileSync((await download.path())!, "utf8");
  const data = JSON.parse(text);
  expect(data.profile.email).toBe(email);
  expect(data.consents).toMatchObject({ gdprConsent: true, dataProcessingConsent: true });
  expect(Array.isArray(data.trends)).toBe(true);
  expect(data.subscription.tier).toBe("free");
  expect(data.yourRights.retention.length).toBeGreaterThan(0);
  expect(text).not.toMatch(/passwordHash|argon2|verificationToken|resetPasswordToken|access_token|refresh_token/);
  await expect(page.getByText("Export Complete")).toBeVisible();
});

test("delete: validation, then the account is gone and cannot sign in", async ({ page }) => {
  const { email, password } = await newVerifiedUser(page);
  await page.goto("/privacy/delete");
  const input = page.getByLabel(/to confirm/);
  const button = page.getByRole("button", { name: "Delete My Account" });
  const ack = page.getByRole("checkbox", { name: /permanent and cannot be undone/ });
  await expect(button).toBeDisabled();

  await input.fill("delete my account");
  await input.press("Enter");
  await expect(page.getByText("Confirmation Required")).toBeVisible();
  await expect(page.getByText("Please type 'DELETE_MY_ACCOUNT' exactly as shown").first()).toBeVisible();
  await expect(button).toBeDisabled();

  await input.fill("DELETE_MY_ACCOUNT");
  await input.press("Enter");
  await expect(page.getByText("Acknowledgment Required")).toBeVisible();
  await expect(page.getByText("Please acknowledge that you understand this action is permanent")).toBeVisible();
  await expect(button).toBeDisabled();

  await ack.check();
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page.getByText("Your account has been deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/privacy\/delete$/);
  await page.waitForURL((url) => url.pathname === "/", { timeout: 8000 });
  await expect(page.getByRole("link", { name: "Start Creating Viral Content" })).toBeVisible();

  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  const login = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(login.status()).toBe(401);
});
