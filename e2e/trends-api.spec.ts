// The trend intelligence endpoints in a production build, on the seeded embedded database with no
// API keys and the live-source stand-in answering: live reports for a preset and a custom niche
// (the curated examples stand in only when no source answers), path niches decoded by Next,
// scripts with timing cues, quotas and the plan status.
import { expect, test } from "@playwright/test";
import { newVerifiedUser } from "./helpers";

test.describe.configure({ timeout: 120_000 });

type Trend = {
  id: string;
  niche: string;
  title: string;
  source: string;
  generatedBy: string;
  confidence: number;
  ideas: { id: string; hook: string; outline: string }[];
};

test("a new creator's reports, scripts and quota through the API", async ({ page }) => {
  await newVerifiedUser(page);
  const api = page.request;

  const status = await (await api.get("/api/subscription/status")).json();
  expect(status).toMatchObject({
    tier: "free",
    status: "active",
    trendsUsed: 0,
    trendsLimit: 3,
    scriptsUsed: 0,
    scriptsLimit: 9,
    isAdmin: false,
  });
  expect(status.plan.name).toBe("Creator");
  expect(await (await api.get("/api/model-info")).json()).toMatchObject({
    tier: "free",
    level: "Standard Intelligence",
  });

  // A preset niche: a live source answers, so its trends are live like any other niche's.
  const started = Date.now();
  const res = await api.post("/api/trends/generate", { data: { niche: "Fitness" } });
  expect(res.status(), await res.text()).toBe(200);
  const elapsed = Date.now() - started;
  const report = (await res.json()) as {
    trends: Trend[];
    usage: { used: number; limit: number; tier: string };
    generatedBy: string;
  };
  // As many as the stand-in's thin Fitness data holds (two planted risers at least), never filler.
  expect(report.trends.length).toBeGreaterThanOrEqual(2);
  expect(report.trends.length).toBeLessThanOrEqual(5);
  expect(report.generatedBy).toBe("Offline Engine");
  expect(report.usage).toEqual({ used: 1, limit: 3, tier: "free" });
  for (const t of report.trends) {
    expect(t).toMatchObject({ niche: "Fitness", source: "API", generatedBy: "Offline Engine" });
    expect(t.ideas).toHaveLength(3);
  }
  // Well under the product's "30 s - 5 min" (one refresh round of at most 8 s, then a few ms of writing).
  expect(elapsed).toBeLessThan(10_000);

  // A custom niche with a space goes through the path segment and back; its trends come from the
  // live-source stand-in the e2e server runs, each with its sources and age.
  const custom = await api.post("/api/trends/generate", { data: { niche: "home espresso" } });
  expect(custom.status()).toBe(200);
  const customTrends = (
    (await custom.json()) as { trends: (Trend & { sources: string[]; newestEvidenceAt: string })[] }
  ).trends;
  expect(customTrends.length).toBeGreaterThanOrEqual(2);
  // Each card names where its evidence was found: the niche's community, and the other sources a
  // trend was also found in.
  for (const t of customTrends) {
    expect(t).toMatchObject({ source: "API" });
    expect(t.sources).toContain("Reddit r/espresso");
  }
  const listed = (await (await api.get(`/api/trends/${encodeURIComponent("HOME ESPRESSO")}`)).json()) as Trend[];
  expect(listed.map((t) => t.id)).toEqual(customTrends.map((t) => t.id));
  // One without signals: the honest empty state, and no report used.
  const none = await (await api.post("/api/trends/generate", { data: { niche: "café latte art" } })).json();
  expect(none).toMatchObject({
    trends: [],
    empty: { title: 'No live signals for "café latte art" yet' },
    usage: { used: 2 },
  });
  expect((await api.get("/api/trends/generate")).status()).toBe(200);
  expect(await (await api.get("/api/trends/fitness")).json()).toHaveLength(report.trends.length);

  // A script for the first idea: timing cues from 0:00, 60-90 s in all.
  const trend = report.trends[0];
  const idea = trend.ideas[0];
  const scriptRes = await api.post("/api/develop-script", {
    data: { hook: idea.hook, outline: idea.outline, trendTitle: trend.title, niche: "Fitness", ideaId: idea.id },
  });
  expect(scriptRes.status(), await scriptRes.text()).toBe(200);
  const script = await scriptRes.json();
  expect(script.script).toMatch(/^\[0:00-0:03\] HOOK\n/);
  expect(script.durationS).toBeGreaterThanOrEqual(60);
  expect(script.durationS).toBeLessThanOrEqual(90);
  expect(script.usage).toEqual({ used: 1, limit: 9, tier: "free" });

  // The third report is the last one of the month on the free plan.
  expect((await api.post("/api/trends/generate", { data: { niche: "pottery" } })).status()).toBe(200);
  const limited = await api.post("/api/trends/generate", { data: { niche: "pottery" } });
  expect(limited.status()).toBe(429);
  expect((await limited.json()).message).toBe(
    "You've used all 3 trend reports in your Creator plan this month. Upgrade for more.",
  );
  expect(await (await api.get("/api/subscription/status")).json()).toMatchObject({ trendsUsed: 3, scriptsUsed: 1 });

  const cleared = await api.post("/api/trends/clear", { data: { niche: "fitness" } });
  expect(await cleared.json()).toEqual({ cleared: report.trends.length });
  expect(await (await api.get("/api/trends/Fitness")).json()).toEqual([]);

  // Bad input and foreign origins are refused.
  expect((await api.post("/api/trends/generate", { data: { niche: "   " } })).status()).toBe(400);
  expect(
    (
      await api.post("/api/trends/generate", { data: { niche: "Beauty" }, headers: { origin: "https://evil.example" } })
    ).status(),
  ).toBe(403);
});

test("the trend endpoints answer 401 without a session", async ({ request }) => {
  for (const res of [
    await request.get("/api/trends/Beauty"),
    await request.post("/api/trends/generate", { data: { niche: "Beauty" } }),
    await request.post("/api/trends/clear", { data: { niche: "Beauty" } }),
    await request.post("/api/develop-script", { data: { hook: "h", outline: "o", trendTitle: "t", niche: "Beauty" } }),
    await request.get("/api/subscription/status"),
    await request.get("/api/model-info"),
  ]) {
    expect(res.status()).toBe(401);
    expect(await res.text()).toContain("Unauthorized");
  }
});
