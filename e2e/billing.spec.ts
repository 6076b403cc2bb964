// Plans and billing in the browser. Without E2E_STRIPE the server runs with billing off (no keys):
// the pricing page works and explains it. With E2E_STRIPE=1 (e2e/server.ts starts the Stripe
// stand-in): checkout from /pricing through the stand-in's payment page to /subscription-complete,
// and the upgraded plan on /settings and the dashboard, then the cancel flow (tagged @stripe: see
// playwright.config.ts for which run picks which tests).
import { expect, test, type Page } from "@playwright/test";
import { newVerifiedUser } from "./helpers";

const card = (page: Page, name: string) =>
  page.locator("[data-slot=card]").filter({ has: page.getByRole("heading", { name, exact: true }) });

test.describe("pricing", () => {
  test("signed out: plans, labels, the yearly toggle with Save 33% and the FAQ", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 1, name: "Choose your plan" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(card(page, "Creator").getByRole("link", { name: "Get Started Free" })).toHaveAttribute(
      "href",
      "/signup",
    );
    await expect(card(page, "Creator Pro").getByRole("link", { name: "Get Started", exact: true })).toHaveAttribute(
      "href",
      "/signup",
    );
    await expect(card(page, "Creator Studio").getByRole("link", { name: "Get Started", exact: true })).toHaveAttribute(
      "href",
      "/signup",
    );
    await expect(card(page, "Enterprise").getByRole("link", { name: "Contact Sales" })).toHaveAttribute(
      "href",
      /^mailto:/,
    );
    await expect(card(page, "Creator Pro").getByText("Most Popular")).toBeVisible();
    await expect(page.getByText("Save 33%")).toBeVisible();
    await expect(page.getByTestId("price-pro")).toHaveText("$19/month");

    await page.getByRole("switch", { name: "Bill yearly" }).click();
    await expect(page.getByTestId("price-pro")).toHaveText("$153/year");
    await expect(page.getByTestId("price-studio")).toHaveText("$394/year");
    await expect(page.getByTestId("price-enterprise")).toHaveText("$1,198/year");
    await expect(card(page, "Creator Pro").getByText("Save $75 a year")).toBeVisible();

    await expect(page.getByText("Is there a money-back guarantee?")).toBeVisible();
    await expect(page.getByText("Every paid plan comes with a 30-day money-back guarantee.")).toBeVisible();
    await card(page, "Creator Pro").getByRole("link", { name: "Get Started", exact: true }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("with no Stripe key: the page says billing is off and Upgrade shows why", async ({ page }) => {
    await page.goto("/pricing");
    const notice = "Billing is not configured on this server. Please contact support to change plans.";
    await expect(page.getByRole("alert").filter({ hasText: notice })).toBeVisible();
    await newVerifiedUser(page);
    await page.goto("/pricing");
    await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(card(page, "Creator").getByRole("button", { name: "Current Plan" })).toBeDisabled();
    await expect(card(page, "Creator").getByText("Already on Free Plan")).toBeVisible();
    await page.getByRole("button", { name: "Upgrade to Creator Pro" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: notice })).toBeVisible();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});

test.describe("checkout through the Stripe stand-in", { tag: "@stripe" }, () => {
  test.describe.configure({ timeout: 120_000 });

  test("a free creator upgrades to Creator Pro, sees it verified, on settings and the dashboard, then cancels", async ({
    page,
  }) => {
    await newVerifiedUser(page);
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Upgrade to Creator Pro" }).click();

    // The stand-in's payment page pays at once and returns to success_url with the session id.
    await page.waitForURL(/\/subscription-complete\?session_id=cs_test_/);
    const sessionId = new URL(page.url()).searchParams.get("session_id")!;
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to Creator Pro!" })).toBeVisible();
    await expect(page.getByText("Your payment is confirmed and your new plan is active.")).toBeVisible();
    await expect(page.getByTestId("detail-billing")).toHaveText("Monthly");
    await expect(page.getByTestId("detail-amount")).toHaveText("$19.00");
    await expect(page.getByTestId("detail-reference")).toHaveText(`...${sessionId.slice(-8)}`);
    await expect(page.getByRole("heading", { name: "Special Launch Bonus" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard?from=subscription-complete",
    );

    await page.goto("/settings");
    await expect(page.getByText("Subscription Updated Successfully!")).toBeVisible();
    await expect(page.getByTestId("current-plan")).toHaveText("Creator Pro");
    await expect(page.getByTestId("intelligence-level")).toHaveText("Enhanced Intelligence");
    await expect(page.getByRole("link", { name: "Change Plan" })).toHaveAttribute("href", "/pricing");
    await expect(page.getByRole("link", { name: "View Plans & Pricing" })).toHaveCount(0);

    await page.goto("/dashboard?from=subscription-complete");
    await expect(page.getByRole("region", { name: "Your Plan" }).getByText("Creator Pro")).toBeVisible();

    await page.goto("/pricing");
    await expect(card(page, "Creator Pro").getByRole("button", { name: "Current Plan" })).toBeDisabled();
    await expect(card(page, "Creator").getByRole("button", { name: "Downgrade to Free" })).toBeEnabled();

    await page.goto("/settings");
    await page.getByRole("button", { name: "Cancel Subscription" }).click();
    await expect(page.getByRole("dialog")).toContainText(
      "You keep Creator Pro until the end of the current billing period",
    );
    await page.getByRole("button", { name: "Confirm Cancellation" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Subscription Cancelled" })).toContainText(
      "You'll keep access until the current billing period ends",
    );
    await expect(page.getByText(/Your subscription is cancelled\. You keep Creator Pro until/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel Subscription" })).toHaveCount(0);
  });
});
