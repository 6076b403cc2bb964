import { expect, test } from "@playwright/test";
import { latestMail, linkIn, uniqueEmail } from "./helpers";

test("sign up, verify through the emailed link, sign in, see the dashboard, log out", async ({ page }) => {
  const email = uniqueEmail("signup");
  const password = "a strong enough password";
  await page.goto("/signup");
  const create = page.getByRole("button", { name: "Create Account" });
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await expect(create).toBeDisabled();
  await page.getByLabel(/Privacy Policy/).click();
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByText("Please check your email for a verification link.")).toBeVisible();

  const link = linkIn(await latestMail(email, /verify/i), "/verify-email");
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText(/Email verified successfully!/)).toBeVisible();
  await expect(page).toHaveURL(/\/login\?verified=true/, { timeout: 10_000 });
  await expect(page.getByText("Email verified successfully! You can now sign in to your account.")).toBeVisible();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
  const localPart = email.split("@")[0];
  await expect(page.getByText(`Welcome back, ${localPart}!`)).toBeVisible();

  await page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});

test("sign-up shows the product's validation messages", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Email").fill(uniqueEmail("invalid"));
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm Password").fill("different");
  await page.getByLabel(/Privacy Policy/).click();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Password must be at least 8 characters long")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("long enough password");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
});

test("sign-in shows the query-parameter messages and a wrong password's error", async ({ page }) => {
  await page.goto("/login?error=oauth_denied&provider=microsoft");
  await expect(page.getByText("Microsoft login was cancelled. Please try again or use email.")).toBeVisible();
  await page.goto("/login?error=google_auth_failed");
  await expect(
    page.getByText("Google authentication failed. Please check your internet connection and try again."),
  ).toBeVisible();
  await page.getByLabel("Email").fill(uniqueEmail("nobody"));
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/auth/forgot-password");
});

test("verify-email without a token is pending; a bad token offers Register Again and Contact Support", async ({
  page,
}) => {
  await page.goto("/verify-email");
  await expect(page.getByText("Please check your email for a verification link.")).toBeVisible();
  await page.goto("/verify-email?token=not-a-valid-token-value");
  await expect(page.getByText("Email verification failed. The link may be expired or invalid.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Register Again" })).toHaveAttribute("href", "/signup");
  await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/support");
});

test("a callbackUrl pointing off-site is ignored after sign-in", async ({ page, request }) => {
  const res = await request.post("/api/auth/login", {
    data: { email: "admin@trendscript.local", password: "e2e-admin-password", callbackUrl: "//evil.example/x" },
  });
  expect(res.status()).toBe(200);
  expect((await res.json()).redirectTo).toBe("/");
  await page.goto("/login?callbackUrl=https://evil.example");
  await expect(page).toHaveURL(/127\.0\.0\.1/);
});
