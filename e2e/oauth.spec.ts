import { expect, test } from "@playwright/test";
import { ADMIN, nextOidcIdentity, uniqueEmail } from "./helpers";

test("Continue with Google creates an account, asks for consent once, and signs in", async ({ page }) => {
  const email = uniqueEmail("google");
  await nextOidcIdentity({ sub: `g-${email}`, email, name: "Gia Google" });
  await page.goto("/login");
  await page.getByRole("link", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  const setup = page.getByRole("button", { name: "Complete Account Setup" });
  await expect(setup).toBeDisabled();
  await page.getByLabel(/Privacy Policy/).click();
  await setup.click();
  // The label turns to "Saving..." at once; the dialog closes only after the save and the refetch.
  await expect(page.getByRole("dialog")).toBeHidden();
  const me = await (await page.request.get("/api/auth/user")).json();
  expect(me).toMatchObject({ email, authProvider: "google", gdprConsent: true, firstName: "Gia" });
  await page.reload();
  await expect(page.getByRole("button", { name: "Complete Account Setup" })).toBeHidden();
});

test("Continue with Microsoft signs in with a verified email claim", async ({ page }) => {
  const email = uniqueEmail("microsoft");
  await nextOidcIdentity({ sub: `m-${email}`, email, name: "Max Soft" });
  await page.goto("/login");
  await page.getByRole("link", { name: "Continue with Microsoft" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  expect(await (await page.request.get("/api/auth/user")).json()).toMatchObject({ email, authProvider: "microsoft" });
});

test("a cancelled provider consent comes back as 'login was cancelled'", async ({ page }) => {
  await nextOidcIdentity({ deny: true });
  await page.goto("/api/auth/google");
  await expect(page).toHaveURL(/\/login\?error=oauth_denied&provider=google/);
  await expect(page.getByText("Google login was cancelled. Please try again or use email.")).toBeVisible();
});

test("an unverified provider email never signs in", async ({ page }) => {
  const email = uniqueEmail("unverified");
  await nextOidcIdentity({ sub: `u-${email}`, email, email_verified: false, xms_edov: false });
  await page.goto("/api/auth/google");
  await expect(page).toHaveURL(/error=email_unverified/);
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  await page.goto("/api/auth/microsoft");
  await expect(page).toHaveURL(/error=email_unverified&provider=microsoft/);
});

test("a provider login never takes over an existing password account with the same email", async ({ page }) => {
  await nextOidcIdentity({ sub: "attacker-sub", email: ADMIN.email });
  await page.goto("/api/auth/google");
  await expect(page).toHaveURL(/\/login\?error=account_exists/);
  await expect(
    page.getByText("An account with this email already exists. Sign in with your email and password."),
  ).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});
