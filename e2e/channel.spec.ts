// The channel loop end to end, keyless (the feed stand-in serves the made-up channel and the
// competitors it watches): connect a channel and see its outliers, watch two competitors and see
// theirs, generate a report ordered by fit (the first card says why, and that the channels you
// watch had an outlier on it), mark an idea filmed by its upload's link, and see its 24 h result.
import { expect, test, type Page } from "@playwright/test";
import { CHANNEL_ID } from "../test/youtube-channel";
import { GLAZE_GARAGE_ID, KILN_WORKS_ID } from "../test/watched-channels";
import { newVerifiedUser } from "./helpers";

test.describe.configure({ timeout: 240_000 });

const channelUrl = (id: string) => `https://www.youtube.com/channel/${id}`;

async function watch(page: Page, id: string, title: string) {
  const section = page.getByRole("region", { name: "Channels you watch" });
  await section.getByRole("textbox", { name: "A competitor's YouTube channel" }).fill(channelUrl(id));
  await section.getByRole("button", { name: "Watch", exact: true }).click();
  await expect(section.getByRole("list", { name: `Outliers of ${title}` })).toBeVisible({ timeout: 30_000 });
}

test("a creator connects a channel, watches competitors, gets a report by fit and tracks what they filmed", async ({
  page,
}) => {
  await newVerifiedUser(page);
  await page.goto("/dashboard/channel");
  await expect(page.getByRole("heading", { level: 1, name: "Connect your channel" })).toBeVisible({
    timeout: 30_000,
  });
  // A video's link is refused with what to paste instead, and nothing is connected.
  const input = page.getByRole("textbox", { name: "Your YouTube channel" });
  await input.fill("https://www.youtube.com/watch?v=longRising");
  await page.getByRole("button", { name: "Connect" }).click();
  await expect(page.getByRole("form", { name: "Connect a channel" }).getByRole("alert")).toContainText(
    "That's a link to a video, not a channel.",
  );
  await input.fill(channelUrl(CHANNEL_ID));
  await page.getByRole("button", { name: "Connect" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "What works for Pottery Lab" })).toBeVisible({
    timeout: 30_000,
  });
  const outliers = page.getByRole("list", { name: "Long videos outliers" });
  await expect(outliers.getByText("Raku firing mistakes to avoid")).toBeVisible();
  await expect(outliers.getByText(/^5\.0x your usual at 4 days/)).toBeVisible();

  // Two competitors, judged against their own usual.
  await watch(page, KILN_WORKS_ID, "Kiln Works");
  await watch(page, GLAZE_GARAGE_ID, "Glaze Garage");
  await expect(
    page.getByRole("list", { name: "Outliers of Kiln Works" }).getByText(/x its usual at 3 days$/),
  ).toBeVisible();
  await expect(page.getByText("2 of 5 watched")).toBeVisible();

  // A report ordered by fit: the raku trend first, saying why and which watched channels back it.
  await page.goto("/dashboard");
  await page.getByPlaceholder("Or enter custom niche...").fill("pottery");
  await expect(page.getByRole("heading", { name: "Trending Now in Pottery" })).toBeVisible();
  await page.getByRole("button", { name: "Generate Trends" }).click();
  await expect(page.getByText("New trends generated successfully!")).toBeVisible({ timeout: 120_000 });
  // The fit arrives after the report: the cards are ordered by it once it has.
  await expect(page.getByLabel("Fit to your channel").first()).toBeVisible({ timeout: 30_000 });
  const cards = page.getByRole("article");
  // Ordered by fit: the first card is close to what works for the channel; the raku trend is one.
  await expect(cards.first().getByLabel("Fit to your channel")).toContainText("Close to what works for you:");
  const card = cards.filter({ has: page.getByRole("heading", { level: 3, name: /raku/i }) }).first();
  const fit = card.getByLabel("Fit to your channel");
  await expect(fit).toContainText("Close to what works for you:");
  await expect(fit).toContainText("Raku firing mistakes to avoid");
  const watched = card.getByLabel("Channels you watch");
  await expect(watched).toContainText("2 channels you watch had an outlier on this in the last 7 days:");
  await expect(watched).toContainText("Kiln Works (Raku firing in a trash can kiln");
  await expect(watched).toContainText("Glaze Garage (My first raku firing went wrong");

  // The first idea was filmed: a link that is no video is refused; the upload's is taken.
  await card.getByRole("button", { name: "I filmed this" }).first().click();
  const dialog = page.getByRole("dialog", { name: "I filmed this" });
  await dialog.getByRole("textbox", { name: "Video link or id" }).fill("https://www.youtube.com/playlist?list=x");
  await dialog.getByRole("button", { name: "Link video" }).click();
  await expect(dialog.getByRole("alert")).toContainText("That isn't a link to a YouTube video.");
  await dialog.getByRole("textbox", { name: "Video link or id" }).fill("https://youtu.be/filmedRaku1");
  await dialog.getByRole("button", { name: "Link video" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("Filmed:")).toBeVisible();

  // Its results on the channel page, from 24 hours on, against the channel's usual band. Keyless,
  // the upload was first read a day and a half old: its 24 h figure is estimated from the age curve.
  await page.goto("/dashboard/channel");
  const milestones = page.getByRole("list", { name: "Milestones of Raku firing with a barrel kiln" });
  await expect(
    milestones.getByText(/^[\d,]+ views at 24 h \(estimated\) — above your usual [\d,]+-[\d,]+$/),
  ).toBeVisible({ timeout: 30_000 });
  await expect(milestones.getByText("48 h: not yet")).toBeVisible();
});
