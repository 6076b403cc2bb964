// The public face: landing page targets, the Support dialog (guest and signed in), /support, /terms.
import { expect, test, type Page } from "@playwright/test";
import { latestMail, newVerifiedUser, uniqueEmail } from "./helpers";

test.describe("landing page", () => {
  test("every button and link goes where it should", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Get Started Free" })).toHaveAttribute("href", "/signup");
    await expect(header.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    await expect(header.getByRole("link", { name: "Pricing", exact: true })).toHaveAttribute("href", "/pricing");
    await expect(page.getByRole("link", { name: "Start Creating Viral Content" })).toHaveAttribute("href", "/signup");
    await expect(page.getByRole("link", { name: "View Pricing" })).toHaveAttribute("href", "/pricing");
    await expect(page.getByRole("main").getByRole("link", { name: "Get Started Free" })).toHaveAttribute(
      "href",
      "/signup",
    );
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await expect(footer.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", /^mailto:.+@.+/);
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");

    for (const title of ["AI trend spotting", "Video ideas plus full script development", "Niche-specific focus"]) {
      await expect(page.getByRole("heading", { name: title, level: 3 })).toBeVisible();
    }
    await expect(
      page.getByRole("heading", { name: /daily dashboard of niche-specific hooks and scripts/ }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: /Ready to post/ })).toBeVisible();
    await expect(page.getByText("Product walkthrough (16-second loop).")).toBeVisible();

    await page.getByRole("link", { name: "Start Creating Viral Content" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.goto("/");
    await page.getByRole("link", { name: "View Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.goto("/");
    await header.getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("animations run, can be paused, and stop under prefers-reduced-motion", async ({ browser }) => {
    const moving = await browser.newPage();
    await moving.goto("/");
    const blob = moving.locator('main section:first-child > [aria-hidden="true"] > div').nth(1);
    expect(await blob.evaluate((el) => getComputedStyle(el).animationName)).not.toBe("none");
    // The animated frame is mounted lazily once it nears the viewport after load.
    await moving.locator("figure").scrollIntoViewIfNeeded();
    await expect(moving.locator("figure [aria-hidden='true'][data-loaded]")).toBeAttached();
    await moving.getByLabel("Pause demo").check();
    const bar = moving.locator("figure [aria-hidden='true'] div").last();
    expect(await bar.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("paused");
    await moving.close();

    const still = await browser.newPage({ reducedMotion: "reduce" });
    await still.goto("/");
    expect(
      await still
        .locator('main section:first-child > [aria-hidden="true"] > div')
        .nth(1)
        .evaluate((el) => getComputedStyle(el).animationName),
    ).toBe("none");
    await still.close();
  });

  test("has no layout shift from the demo and loads no media", async ({ page }) => {
    const media: string[] = [];
    page.on("request", (r) => {
      if (["image", "media", "font"].includes(r.resourceType())) media.push(r.url());
    });
    await page.goto("/");
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(500);
    const cls = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
              if (!e.hadRecentInput) total += e.value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(cls).toBeLessThan(0.02);
    expect(media.filter((u) => !u.includes("favicon"))).toEqual([]);
  });

  test("serves React's chunks with V8's compile hint (npm run build's post-build step)", async ({ page, request }) => {
    await page.goto("/");
    const scripts = await page
      .locator("script[src]")
      .evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).src));
    const react: string[] = [];
    for (const src of scripts) {
      const body = await (await request.get(src)).text();
      if (body.includes("Minified React error")) react.push(body.slice(0, 40));
    }
    expect(react.length).toBeGreaterThan(0);
    for (const start of react) expect(start.startsWith("//# allFunctionsCalledOnLoad\n")).toBe(true);
  });
});

async function openSupport(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Support" }).click();
  const dialog = page.getByRole("dialog", { name: "Contact Support" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("Support dialog", () => {
  test("as a guest: validation toasts, counters, confirmation with the ticket id, Submit Another, Close", async ({
    page,
  }) => {
    await page.goto("/");
    const dialog = await openSupport(page);
    await expect(dialog.getByTestId("response-time")).toHaveText("Expected response: 48 hours (low)");
    await dialog.getByRole("combobox", { name: "Category" }).click();
    await page.getByRole("option", { name: "Bug report" }).click();
    await expect(dialog.getByTestId("response-time")).toHaveText("Expected response: 2 hours (high)");

    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Missing information")).toBeVisible();
    await expect(page.getByText("Please fill in both subject and message.")).toBeVisible();

    await dialog.getByLabel("Subject").fill("Export <b>broken</b>");
    await expect(dialog.getByText("20/200")).toBeVisible();
    await dialog.getByLabel("Message").fill("The export button does nothing.");
    await expect(dialog.getByText("31/2000")).toBeVisible();
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Email required", { exact: true })).toBeVisible();
    await expect(page.getByText("Please provide your email address so we can respond.")).toBeVisible();

    const email = uniqueEmail("guest");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("button", { name: "Send Message" }).click();
    // The dialog is titled 'Ticket Created' now.
    const done = page.getByRole("dialog", { name: "Ticket Created" });
    const id = done.getByTestId("ticket-id");
    await expect(id).toHaveText(/^TKT-[A-Z2-7]{10}$/);
    const ticketId = (await id.textContent())!;
    const ack = await latestMail(email, new RegExp(ticketId));
    expect(ack.text).toContain(ticketId);

    await done.getByRole("button", { name: "Submit Another" }).click();
    await expect(dialog.getByLabel("Subject")).toHaveValue("");
    await expect(dialog.getByLabel("Message")).toHaveValue("");
    await expect(dialog.getByLabel("Email")).toHaveValue(email); // pre-filled once known

    await dialog.getByLabel("Subject").fill("Second");
    await dialog.getByLabel("Message").fill("Another one");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(done.getByTestId("ticket-id")).toBeVisible();
    await done.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await openSupport(page);
    await expect(page.getByLabel("Subject")).toHaveValue("");
  });

  test("as a signed-in user: no email field, the account's address gets the acknowledgement", async ({ page }) => {
    const { email } = await newVerifiedUser(page);
    await page.goto("/support");
    const dialog = await openSupport(page);
    await expect(dialog.getByLabel("Email")).toHaveCount(0);
    await dialog.getByLabel("Subject").fill("Billing question");
    await dialog.getByLabel("Message").fill("Can I switch to yearly?");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    const id = page.getByRole("dialog", { name: "Ticket Created" }).getByTestId("ticket-id");
    await expect(id).toHaveText(/^TKT-[A-Z2-7]{10}$/);
    const ticketId = (await id.textContent())!;
    expect(ticketId).toMatch(/^TKT-/);
    const ack = await latestMail(email, new RegExp(ticketId));
    expect(ack.text).toContain(ticketId);
    expect(ack.text).toContain("48 hours");
  });
});

test.describe("/support and /terms", () => {
  test("guests see the email field, priorities, a 6-row message, FAQ, and get a ticket id", async ({ page }) => {
    await page.goto("/support");
    await expect(page.getByRole("heading", { name: "How can we help?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("heading", { name: "Help channels" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();
    await expect(page.getByTestId("support-level")).toContainText("24-48 hours");
    const form = page.locator("form");
    await expect(form.getByLabel("Message")).toHaveAttribute("rows", "6");
    await form.getByRole("button", { name: "Submit Ticket" }).click();
    await expect(form.getByText(/Please fill in both subject and message/).first()).toBeVisible();
    // The error is announced with the field: aria-invalid and described by its counter and error.
    await expect(form.getByLabel("Subject")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Subject")).toHaveAccessibleDescription(
      /^0\/200 Missing information: Please fill in both subject and message/,
    );
    await form.getByLabel("Subject").fill("Page ticket");
    await form.getByRole("combobox", { name: "Priority" }).click();
    await page.getByRole("option", { name: "Urgent" }).click();
    await form.getByLabel("Message").fill("Something is off");
    await form.getByLabel("Email").fill(uniqueEmail("page"));
    await form.getByRole("button", { name: "Submit Ticket" }).click();
    await expect(page.getByTestId("page-ticket-id")).toHaveText(/^TKT-[A-Z2-7]{10}$/);
  });

  test("signed-in users have no email field on the page form, and the way back is their dashboard", async ({
    page,
  }) => {
    await newVerifiedUser(page);
    await page.goto("/support");
    await expect(page.locator("form").getByLabel("Email")).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
  });

  test("/terms shows the terms of service", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { name: "Terms of Service", level: 1 })).toBeVisible();
    await expect(page.getByText(/30-day money-back guarantee/)).toBeVisible();
  });
});
