// Editing a script in the browser: the offline writer's note, a beat rewritten by hand with its cue
// times following the words, another beat regenerated, and both coming back after a reload.
import { expect, test } from "@playwright/test";
import { newVerifiedUser, seriousViolations } from "./helpers";

test.describe.configure({ timeout: 180_000 });

const ADDED = " And this last sentence is mine, typed into the editor by hand.";
const seconds = (cue: string) => {
  const [, m, s] = /-(\d+):(\d\d)\]/.exec(cue)!;
  return Number(m) * 60 + Number(s);
};

test("a creator edits a beat, regenerates another, and finds both after a reload", async ({ page }) => {
  await newVerifiedUser(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Fitness" }).click();
  await page.getByRole("button", { name: "Generate Trends" }).click();
  await expect(page.getByText("New trends generated successfully!")).toBeVisible({ timeout: 120_000 });

  const card = page.getByRole("article").first();
  await card.getByRole("button", { name: "Develop Script" }).first().click();
  const dialog = page.getByRole("dialog", { name: "AI Script Development" });
  await dialog.getByRole("button", { name: "Generate Professional Script" }).click();
  await expect(dialog.getByLabel("Script text")).toContainText("[0:00-0:03] HOOK", { timeout: 60_000 });

  // Written offline: said plainly, with the lines left to the creator.
  const note = dialog.getByRole("region", { name: "Written offline" });
  await expect(note.getByRole("listitem").first()).toContainText("[your ");

  await dialog.getByRole("button", { name: "Edit Beats" }).click();
  expect(await seriousViolations(page)).toEqual([]);
  const headings = dialog.getByTestId("beat-heading");
  const point1 = headings.filter({ hasText: "POINT 1" });
  const last = headings.last();
  const before = { point: seconds((await point1.textContent())!), end: seconds((await last.textContent())!) };
  const spoken = dialog.getByLabel("Spoken text, POINT 1");
  const original = await spoken.inputValue();
  await spoken.fill(original + ADDED);
  // Twelve more words: the point and every cue after it move by the same few seconds, at once.
  await expect.poll(async () => seconds((await point1.textContent())!)).toBeGreaterThanOrEqual(before.point + 4);
  const shift = seconds((await point1.textContent())!) - before.point;
  expect(seconds((await last.textContent())!)).toBe(before.end + shift);
  await expect(dialog.getByText("All edits saved")).toBeVisible({ timeout: 10_000 });

  const point2 = dialog.getByLabel("Spoken text, POINT 2");
  const old2 = await point2.inputValue();
  await dialog.getByRole("button", { name: "Regenerate POINT 2" }).click();
  await expect(point2).not.toHaveValue(old2);
  const new2 = await point2.inputValue();
  await expect(spoken).toHaveValue(original + ADDED);

  // After a reload the idea opens its saved script, edits included.
  await page.reload();
  await page.getByRole("button", { name: "Fitness" }).click();
  await page.getByRole("article").first().getByRole("button", { name: "Develop Script" }).first().click();
  const script = page.getByRole("dialog", { name: "AI Script Development" }).getByLabel("Script text");
  await expect(script).toContainText(ADDED.trim(), { timeout: 30_000 });
  await expect(script).toContainText(new2);
});
