// The account and support forms submitted before the page's script has run (here JavaScript is
// off altogether): each posts itself to its server action and works, and neither an address the
// browser asked for nor a line the server logged holds the password or the email.
import { expect, test, type Page } from "@playwright/test";
import { latestMail, linkIn, uniqueEmail } from "./helpers";
import { readServerLog } from "./server-log";

const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;
const submit = (page: Page, name: string) => page.getByRole("button", { name }).click();

test("with JavaScript off: sign up, reset the password, sign in and send a ticket; no URL or log line holds the password or the email", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on("request", (r) => requested.push(r.url()));
  const email = uniqueEmail("noscript");
  const password = "Correct-horse-42!";
  const newPassword = "Battery-staple-43!";

  await page.goto("/signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  // Unticked, the server refuses with the form's own message and keeps the email.
  await submit(page, "Create Account");
  await expect(page.getByText("You must accept our Privacy Policy to create an account")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByLabel(/Privacy Policy/).check();
  await submit(page, "Create Account");
  await expect(page).toHaveURL(/\/verify-email$/);
  const verify = new URL(linkIn(await latestMail(email, /verify/i), "/verify-email"));
  expect(
    (await page.request.post("/api/verify-email", { data: { token: verify.searchParams.get("token") } })).status(),
  ).toBe(200);

  await page.goto("/auth/forgot-password");
  await page.getByLabel("Email").fill(email);
  await submit(page, "Send reset link");
  await expect(
    page.getByText("If an account exists for that email, we've sent a link to reset your password."),
  ).toBeVisible();
  await page.goto(pathOf(linkIn(await latestMail(email, /reset/i), "/auth/reset-password")));
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await submit(page, "Set new password");
  await expect(page).toHaveURL(/\/login\?reset=true$/);
  await expect(page.getByText("Your password has been reset. You can now sign in.")).toBeVisible();

  // The old password now fails with the endpoint's message; the email stays in its field.
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await submit(page, "Sign In");
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByLabel("Password").fill(newPassword);
  await submit(page, "Sign In");
  await expect(page).toHaveURL(/\/$/);
  // The same session cookie the JSON sign-in sets: the API knows who this is.
  const me = await page.request.get("/api/auth/user");
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email });

  await page.goto("/support");
  await page.getByLabel("Subject").fill("Sent without JavaScript");
  await page.getByLabel("Message").fill("The form still went through.");
  await submit(page, "Submit Ticket");
  await expect(page.getByText("Ticket Created")).toBeVisible();
  await expect(page.getByTestId("page-ticket-id")).toHaveText(/^TKT-[A-Z2-7]{10}$/);

  for (const url of requested.map((u) => decodeURIComponent(u))) {
    for (const secret of [email, password, newPassword]) expect(url).not.toContain(secret);
  }
  const log = readServerLog();
  expect(log).toContain("login_failed"); // the log file is the server's: the failed sign-in is in it
  for (const secret of [email, password, newPassword]) expect(log).not.toContain(secret);
  await context.close();
});
