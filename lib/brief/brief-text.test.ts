// The brief read as a creator reads it, two mornings in a row, for a preset ("Fitness"), a custom
// niche with a little data ("sourdough") and one with none ("aquarium plants"). What reading
// them turned up is pinned here: another niche's trend in a thin niche, headline frames repeated
// ("The X Surge", "The Y Surge"), the same hooks served again as if new, numbers nobody says.
import { setupTestDatabase } from "@/test/db";
import { createUser } from "@/test/auth";
import { seedLiveSignals } from "@/test/live-signals";
import { runStart } from "./content";
import { runDailyBriefs } from "./daily";
import { followNiche, today } from "./follows";
import type { BriefContent } from "./types";

const t = setupTestDatabase();
const DAY1 = new Date("2026-03-10T12:00:00Z");
const DAY2 = new Date("2026-03-11T12:00:00Z");
const DAY3 = new Date("2026-03-12T12:00:00Z");
let day1: Record<string, BriefContent>;
let day2: Record<string, BriefContent>;
let day3: Record<string, BriefContent>;
let emails: { subject: string; text: string }[];
let others: Record<string, BriefContent>;

beforeAll(async () => {
  const user = await createUser(t.prisma, { firstName: "Casey", marketingConsent: true, subscriptionTier: "studio" });
  // sourdough is not a preset: its evidence is what the live sources read for it (Reddit posts and
  // news headlines from the stand-in's corpus), as a refresh would have stored it.
  await seedLiveSignals("sourdough", "sourdough", DAY1);
  for (const niche of ["Fitness", "sourdough", "aquarium plants"])
    await followNiche(user, { niche, timeZone: "UTC" }, DAY1);
  const read = async (now: Date) =>
    Object.fromEntries((await today(user, now)).briefs.map((b) => [b.niche, b.content]));
  await runDailyBriefs({ now: DAY1 });
  day1 = await read(DAY1);
  await runDailyBriefs({ now: DAY2 });
  day2 = await read(DAY2);
  await runDailyBriefs({ now: DAY3 });
  day3 = await read(DAY3);
  // Two more presets, read by someone without email, to check no trend lands in the wrong niche.
  const other = await createUser(t.prisma, { subscriptionTier: "studio" });
  for (const niche of ["Food", "Beauty"]) await followNiche(other, { niche, timeZone: "UTC" }, DAY1);
  others = Object.fromEntries((await today(other, DAY1)).briefs.map((b) => [b.niche, b.content]));
  emails = await t.prisma.emailOutbox.findMany({
    where: { kind: "daily-brief" },
    orderBy: { createdAt: "asc" },
    select: { subject: true, text: true },
  });
}, 120_000);

const hooksOf = (c: BriefContent) => c.hooks.map((h) => h.text);

describe("reading the daily brief", () => {
  it("briefs Fitness on fitness trends with three distinct hooks about them and one outlined idea", () => {
    const c = day1.Fitness;
    expect(c.trends).toHaveLength(3);
    const elsewhere = new Set(
      [...others.Food.trends, ...others.Beauty.trends, ...day1.sourdough.trends].map((tr) => tr.topic),
    );
    expect(elsewhere.size).toBeGreaterThan(3);
    for (const tr of c.trends) {
      expect(elsewhere.has(tr.topic)).toBe(false);
      expect(tr.topExample!.title.toLowerCase()).toContain(tr.topic.split(" ")[0]); // the evidence is about this trend
      expect(tr.name).toMatch(/^[A-Z0-9]/);
      expect(tr.name).not.toMatch(/Surge|Boom|Breakdown|Explained|Momentum/); // a topic, not a headline frame
      expect(tr.firstSeenDaysAgo === null || tr.firstSeenDaysAgo >= 0).toBe(true);
      expect(tr.streak).toBe(1);
    }
    expect(new Set(hooksOf(c)).size).toBe(3);
    for (const h of c.hooks) expect(h.text.toLowerCase()).toContain(h.trend.toLowerCase());
    expect(hooksOf(c)).not.toContain(c.idea!.hook);
    expect(c.idea!.outline.split("->").length).toBeGreaterThanOrEqual(3);
    expect(c.trends.map((tr) => tr.name)).toContain(c.idea!.trend);
  });

  it("keeps sourdough to sourdough, never the food niche's other trends", () => {
    const c = day1.sourdough;
    expect(c.empty).toBeNull();
    expect(c.trends.length).toBeGreaterThanOrEqual(1);
    const own = ["discard crackers", "lamination", "inclusion loaves", "starter hydration", "banneton scoring"];
    for (const tr of c.trends) expect(own).toContain(tr.topic);
    const text = JSON.stringify(c).toLowerCase();
    for (const other of ["pistachio", "dubai chocolate", "birria", "air fryer"]) expect(text).not.toContain(other);
    expect(c.hooks).toHaveLength(3);
    for (const h of c.hooks) expect(h.text.toLowerCase()).toContain(h.trend.toLowerCase());
  });

  it("says plainly that aquarium plants has no signals, and invents nothing", () => {
    const c = day1["aquarium plants"];
    expect(c).toMatchObject({ trends: [], hooks: [], idea: null });
    expect(c.empty).toBe(
      'No live signals for "aquarium plants" yet. Nothing in today\'s signals is about this niche, so there is nothing honest to brief you on. We look again every morning, and the brief fills in as soon as creators start posting about it.',
    );
  });

  it("on the second morning marks what is still trending and never passes old hooks off as fresh", () => {
    const before = new Set(day1.Fitness.trends.map((tr) => tr.topic));
    for (const tr of day2.Fitness.trends) expect(tr.streak).toBe(before.has(tr.topic) ? 2 : 1);
    // Fitness has enough ideas for three new hooks and a new idea.
    const yesterday = new Set([...hooksOf(day1.Fitness), day1.Fitness.idea!.hook]);
    expect(day2.Fitness.hooks.filter((h) => yesterday.has(h.text))).toEqual([]);
    expect(day2.Fitness.hooks.every((h) => !h.repeat)).toBe(true);
    for (const h of day2.sourdough.hooks) expect(h.repeat).toBe(hooksOf(day1.sourdough).includes(h.text));
    // sourdough has three trends of three ideas: by the third morning hooks come back, and say so.
    const given = new Set([
      ...hooksOf(day1.sourdough),
      ...hooksOf(day2.sourdough),
      day1.sourdough.idea!.hook,
      day2.sourdough.idea!.hook,
    ]);
    for (const h of day3.sourdough.hooks) expect(h.repeat).toBe(given.has(h.text));
    expect(day3.sourdough.hooks.some((h) => h.repeat)).toBe(true);
    expect(emails[2].text).toContain("Hooks to try\n");
    expect(emails[2].text).toContain("also in an earlier brief");
  });

  it("writes numbers the way people say them", () => {
    expect(emails).toHaveLength(3);
    for (const { subject, text } of emails) {
      expect(subject).toMatch(/^Your daily brief for Mar 1[0-2]: Fitness, sourdough and aquarium plants$/);
      expect(text).not.toMatch(/\d+\.\d{2,}/); // no 3.14159 or 0.8731
      expect(text).not.toMatch(/confidence|z-score|significance|NaN|undefined|null|\[object/i);
      // Live counts said the way people say them; the curated Fitness examples claim none.
      expect(text).toMatch(/\d+ upvotes and comments/);
      expect(text).not.toMatch(/est\. +views|\d+(\.\d)?[KM] recent views/);
      expect(text).toMatch(/First spotted (today|yesterday|\d+ days ago)|Around for \d+ weeks?\+/);
    }
  });
});

describe("how long a trend has been building", () => {
  it("counts back to the start of the current run of daily mentions", () => {
    expect(runStart([0, 0, 1, 2, 3])).toBe(2);
    expect(runStart([6, 3, 0, 0, 1, 2, 4])).toBe(2); // it faded and came back: the comeback counts
    expect(runStart([1, 1, 1])).toBeNull(); // older than the window
    expect(runStart([0, 0, 5])).toBe(0);
    expect(runStart([0, 3, 0])).toBe(1); // quiet today: dated from the last run
    expect(runStart([])).toBeNull();
  });
});
