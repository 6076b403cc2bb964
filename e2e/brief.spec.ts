// The daily brief in a real browser: a creator with marketing consent follows Fitness from the
// dashboard, the cron run delivers the morning's brief (one digest with the one-click unsubscribe
// headers), the Today section shows it, its idea becomes a script, and the email's unsubscribe
// link works without signing in.
import { expect, request, test } from "@playwright/test";
import { latestMail, linkIn, newVerifiedUser, seriousViolations } from "./helpers";

/** A zone where it is about noon now, so the creator's 06:00 brief is due whenever this runs. */
function noonZone(now = new Date()): string {
  const offset = 12 - now.getUTCHours(); // Etc/GMT-5 is UTC+5
  return offset === 0 ? "UTC" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
}

test.use({ timezoneId: noonZone() });
test.describe.configure({ timeout: 120_000 });

test("a creator follows Fitness, and after the cron run has its brief in Today and one digest by email", async ({
  page,
  baseURL,
}) => {
  const { email } = await newVerifiedUser(page);
  const consent = await page.request.post("/api/gdpr/consent", {
    data: {
      gdprConsent: true,
      marketingConsent: true,
      analyticsConsent: false,
      conversionTrackingConsent: false,
      dataProcessingConsent: true,
    },
  });
  expect(consent.status()).toBe(200);

  await page.goto("/");
  const today = page.getByRole("region", { name: "Today" });
  await expect(today.getByText(/Follow a niche and its brief lands here every morning/)).toBeVisible();
  await expect(today.getByText("0 of 1 followed")).toBeVisible();
  await today.getByRole("combobox", { name: "Niche to follow" }).fill("Fitness");
  await today.getByRole("button", { name: "Follow" }).click();
  await expect(page.getByText("Following Fitness")).toBeVisible();
  await expect(today.getByText("1 of 1 followed")).toBeVisible();
  await expect(today.getByRole("combobox", { name: "Niche to follow" })).toBeDisabled();

  // The morning run.
  const run = await page.request.get("/api/cron/brief", { headers: { authorization: "Bearer e2e-cron-secret" } });
  expect(run.status(), await run.text()).toBe(200);
  expect((await run.json()).processed).toBeGreaterThanOrEqual(1);

  await page.reload();
  const card = today.getByRole("article", { name: "Fitness" });
  await expect(card.getByRole("heading", { name: "Trending now" })).toBeVisible();
  await expect(card.getByText(/First spotted|Around for/).first()).toBeVisible();
  await expect(card.getByRole("heading", { name: "3 fresh hooks" })).toBeVisible();
  await expect(card.getByText(/^Ready to film: /)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // 'Develop Script' from the brief is the dashboard's own script studio, and counts as a script.
  await card.getByRole("button", { name: "Develop Script" }).click();
  const dialog = page.getByRole("dialog", { name: "AI Script Development" });
  await dialog.getByRole("button", { name: "Generate Professional Script" }).click();
  await expect(dialog.getByText(/Scripts Generated: 1\/9 this month/)).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press("Escape");

  // One digest, with the RFC 8058 headers; the one-click POST needs no session.
  const mail = await latestMail(email, /^Your daily brief for \w{3} \d{1,2}: Fitness$/);
  expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const oneClick = /^<(.+)>$/.exec(mail.headers?.["List-Unsubscribe"] ?? "")?.[1];
  expect(oneClick).toMatch(new RegExp(`^${baseURL}/api/brief/unsubscribe\\?token=`));
  expect(mail.html).toContain("Develop this script");
  expect(mail.text).toContain("== FITNESS ==");

  // The footer link, opened with no session at all.
  const guest = await request.newContext();
  const page2 = await (await page.context().browser()!.newContext()).newPage();
  await page2.goto(linkIn(mail, "/unsubscribe"));
  await expect(page2.getByRole("heading", { name: "Unsubscribe from the daily brief" })).toBeVisible();
  expect(await seriousViolations(page2)).toEqual([]);
  await page2.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(
    page2.getByText("You're unsubscribed from the daily brief email. Your followed niches stay in the app."),
  ).toBeVisible();
  // Mail clients' one-click POST on the header link answers the same (idempotent).
  const post = await guest.post(oneClick!, { form: { "List-Unsubscribe": "One-Click" } });
  expect(post.status()).toBe(200);
  await guest.dispose();

  await page.goto("/settings#daily-brief");
  await expect(page.getByRole("switch", { name: "Email me the daily brief" })).not.toBeChecked();
});
