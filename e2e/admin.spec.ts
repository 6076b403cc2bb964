// The admin console end to end with the seeded admin: Access Denied for a creator; a role change,
// a tier's model, a test email and a launch welcome (both in the mailbox stand-in), the activity
// table. With E2E_STRIPE=1 (the Stripe stand-in): a creator's checkout looked up and "fixed" in the
// Sessions tab, then refunded in part and in full in the Refunds tab.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { ADMIN, apiSignIn, latestMail, newVerifiedUser } from "./helpers";

test.describe.configure({ timeout: 180_000 });

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

async function creatorIn(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const creator = await newVerifiedUser(page);
  return { ...creator, page, context };
}

async function openAdmin(page: Page) {
  await apiSignIn(page.request, ADMIN.email, ADMIN.password);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
}

test("a creator who is not an admin sees Access Denied, and the admin API refuses them", async ({ page }) => {
  await newVerifiedUser(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You don't have admin privileges to access this page.")).toBeVisible();
  expect((await page.request.get("/api/admin/users")).status()).toBe(403);
});

test("the admin changes a role, sets a tier's model, tests email, welcomes a user and sees the activity", async ({
  page,
  browser,
  baseURL,
}) => {
  const creator = await creatorIn(browser, baseURL);
  const generated = await creator.page.request.post("/api/trends/generate", { data: { niche: "fitness" } });
  expect(generated.status(), await generated.text()).toBe(200);
  const trendTitle = ((await generated.json()) as { trends: { title: string }[] }).trends[0].title;

  await openAdmin(page);
  await expect(page.getByTestId("system-status")).toHaveText(/^(Healthy|Degraded|Down)$/);
  await expect(page.getByText(/\d+ active this week/)).toBeVisible();
  await page.getByRole("button", { name: "Refresh Data" }).click();

  // Users: promote the creator (their old session ends), then demote again.
  await page.getByRole("tab", { name: "Users" }).click();
  await expect(page.getByRole("button", { name: `Delete ${ADMIN.email}` })).toBeDisabled();
  await page.getByLabel("User email").fill(creator.email);
  await page.getByLabel("Role").selectOption("admin");
  await page.getByRole("button", { name: "Update Role" }).click();
  await expect(toast(page, "Role Updated")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: creator.email });
  await expect(row.getByText("admin", { exact: true })).toBeVisible();
  expect((await creator.page.request.get("/api/admin/users")).status()).toBe(401);
  await page.getByLabel("User email").fill(creator.email);
  await page.getByLabel("Role").selectOption("user");
  await page.getByRole("button", { name: "Update Role" }).click();
  await expect(row.getByText("user", { exact: true })).toBeVisible();

  // AI Models: the Pro tier's model; the config the engine reads on its next request.
  await page.getByRole("tab", { name: "AI Models" }).click();
  await expect(page.getByTestId("current-model-pro")).toHaveText("gpt-4o-mini"); // the seeded default
  await page.locator("#pro-primary").fill("");
  await page.getByRole("button", { name: "Update Pro Model" }).click();
  await expect(toast(page, "Model ID cannot be empty")).toBeVisible();
  await page.locator("#pro-primary").fill("gpt-4.1-mini");
  await page.locator("#pro-backup").fill("gpt-4o-mini");
  await page.getByRole("button", { name: "Update Pro Model" }).click();
  await expect(toast(page, "Model Updated")).toBeVisible();
  await expect(page.getByTestId("current-model-pro")).toHaveText("gpt-4.1-mini");
  await page.getByRole("button", { name: "Show Current Active Models" }).click();
  const panel = page.getByRole("region", { name: "Current active models" });
  await expect(panel.getByTestId("active-model-pro")).toContainText("gpt-4.1-mini (backup: gpt-4o-mini)");
  await page.getByRole("button", { name: "Dismiss current active models" }).click();
  await expect(panel).toHaveCount(0);
  const current = (await (await page.request.get("/api/admin/current-models")).json()) as {
    config: Record<string, { primary: string; backup: string | null }>;
  };
  expect(current.config.pro).toMatchObject({ primary: "gpt-4.1-mini", backup: "gpt-4o-mini" });

  // Email Support: a test message to the admin and a launch welcome, both delivered.
  await page.getByRole("tab", { name: "Email Support" }).click();
  await expect(page.getByTestId("email-provider")).toHaveText("Resend");
  await page.getByRole("button", { name: "Send Test Email" }).click();
  await expect(toast(page, "Test Email Sent")).toBeVisible();
  expect((await latestMail(ADMIN.email, /email system test/)).text).toContain("admin console");
  await expect(page.getByRole("cell", { name: "TrendScript email system test" }).first()).toBeVisible();
  await page.getByRole("button", { name: "Send Welcome" }).click();
  await expect(toast(page, "Please enter an email address")).toBeVisible();
  await page.getByLabel("Email address").fill(creator.email);
  await page.getByRole("button", { name: "Send Welcome" }).click();
  await expect(toast(page, "Welcome Sent")).toBeVisible();
  expect((await latestMail(creator.email, /we're live/)).text).toContain("Hi Casey");

  // Activity: the creator's trend, and the admin actions just taken.
  await page.getByRole("tab", { name: "Activity" }).click();
  const activity = page.getByRole("row").filter({ hasText: trendTitle }).first();
  await expect(activity).toContainText(creator.email);
  await expect(activity).toContainText("fitness");
  await expect(page.getByRole("cell", { name: "update model" }).first()).toBeVisible();

  // API Status and Monitoring render from real data (nothing configured here but the database).
  await page.getByRole("tab", { name: "API Status" }).click();
  await expect(page.getByTestId("api-source-openai")).toContainText("AI Provider (OpenAI)");
  await expect(page.getByText(/10,000 units\/day/)).toBeVisible();
  await page.getByRole("tab", { name: "Monitoring" }).click();
  await expect(page.getByTestId("conversionRate")).toHaveText(/%$/);
  await creator.context.close();
});

test.describe("payments through the Stripe stand-in", { tag: "@stripe" }, () => {
  test("the admin looks up a creator's checkout, fixes it idempotently, then refunds in part and in full", async ({
    page,
    browser,
    baseURL,
  }) => {
    const creator = await creatorIn(browser, baseURL);
    await creator.page.goto("/pricing");
    await creator.page.getByRole("button", { name: "Upgrade to Creator Pro" }).click();
    await creator.page.waitForURL(/\/subscription-complete\?session_id=cs_test_/);
    const sessionId = new URL(creator.page.url()).searchParams.get("session_id")!;

    await openAdmin(page);
    await page.getByRole("tab", { name: "Sessions" }).click();
    await expect(page.getByRole("button", { name: "Look Up Session" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Fix by Email" })).toBeDisabled();
    await page.getByLabel("Session ID").fill(sessionId);
    await page.getByRole("button", { name: "Look Up Session" }).click();
    await expect(toast(page, "Session Found")).toBeVisible();
    await expect(page.getByTestId("check-payment_complete")).toHaveText("Payment complete: yes");
    await expect(page.getByTestId("check-tier_matches")).toHaveText("Plan matches the purchase: yes");
    await expect(page.getByTestId("check-needs_manual_fix")).toHaveText("Needs a manual fix: no");
    await page.getByRole("button", { name: "Fix Payment Disconnect" }).click();
    await expect(toast(page, "Payment was already applied")).toBeVisible();

    await page.getByRole("tab", { name: "Refunds" }).click();
    await page.getByLabel("User email").fill(creator.email);
    await page.getByRole("button", { name: "Search Payments" }).click();
    await expect(toast(page, "Payment Data Retrieved")).toBeVisible();
    await expect(page.getByRole("cell", { name: "$19.00" })).toBeVisible();
    await page.getByRole("button", { name: /^Refund charge ch_/ }).click();
    await page.getByLabel("Amount in cents (optional)").fill("5000");
    await page.getByRole("button", { name: "Process Refund" }).click();
    await expect(page.locator("#refund-amount-error")).toHaveText(
      "Refund amount cannot exceed the refundable $19.00 (1900 cents)",
    );
    await page.getByLabel("Amount in cents (optional)").fill("500");
    await page.getByRole("button", { name: "Process Refund" }).click();
    await expect(toast(page, "plan kept")).toBeVisible();
    await expect(page.getByRole("cell", { name: "Partially ($5.00)" })).toBeVisible();

    await page.getByRole("button", { name: /^Refund charge ch_/ }).click();
    await page.locator("#refund-reason").selectOption("subscription_canceled");
    await page.getByRole("button", { name: "Process Refund" }).click();
    await expect(toast(page, "fully refunded, plan moved to free")).toBeVisible();
    await expect(page.getByText(/^Plan Free/)).toBeVisible();
    await expect(page.getByText(/Refund of \$14\.00 on charge ch_/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Already on Free" })).toBeDisabled();
    await creator.context.close();
  });
});
