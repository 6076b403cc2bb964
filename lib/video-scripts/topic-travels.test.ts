// A script is about the topic stored with its trend or idea, whichever way it is asked for: a
// dashboard trend's idea (the stored topic wins over anything the request says), the daily brief's
// ready idea (its topic travels with the request), and a trend stored before topics were kept (the
// migrations' backfill gives it one, once). The titles here are headlines no code could read a
// topic out of, so a script that names the topic can only have read the stored one.
import type { DevelopScriptResponseDTO, TrendDTO } from "@/lib/dto";
import { composeBrief, withIdeaTopic } from "@/lib/brief/content";
import { planTrends } from "@/lib/generation/offline";
import type { ScoredTopic } from "@/lib/generation/types";
import { resolveNiche } from "@/lib/niches";
import { storeTrends } from "@/lib/trends/store";
import { backfillTopics } from "@/scripts/db/backfill-topics";
import { setupAppServer, type TestClient } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";

const t = setupTestDatabase();
const app = setupAppServer();

const HEADLINE = "Everybody Is Suddenly Talking About This One";

const scored: ScoredTopic = {
  topic: "deload week",
  score: 3.1,
  factors: { velocity: 5, significance: 4, lift: 3, spread: 9, engagementRate: 0.05, saturation: 0.1 },
  confidence: 75,
  status: "rising",
  lifecycle: "accelerating",
  growthPct: 240,
  baselineDays: 9,
  baselineMentions: 4,
  series: [1, 0, 1, 1, 0, 1, 1, 0, 1, 3, 5, 7],
  recentViews: 90_000,
  recentUpvotes: 0,
  recentComments: 0,
  channels: Array.from({ length: 9 }, (_, i) => `Lifter ${i}`),
  hashtags: ["#deloadweek"],
  topItems: [
    { title: "Why I take a deload week every 6 weeks", channel: "Lifter 0", views: 52_000, source: "YouTube" },
    { title: "Deload week: what to actually do", channel: "Lifter 1", views: 38_000, source: "YouTube" },
  ],
  source: "API",
  verified: true,
  sources: ["YouTube"],
};

/** A written Fitness trend about deload week under a headline that names no topic. */
function deloadTrend(title = HEADLINE) {
  const [p] = planTrends(resolveNiche("Fitness"), [scored]);
  return { ...p.trend, title, topic: "deload week" };
}

const spoken = (b: DevelopScriptResponseDTO) => b.beats.map((x) => x.text).join(" ");

async function develop(client: TestClient, body: Record<string, unknown>): Promise<DevelopScriptResponseDTO> {
  const res = await client.post("/api/develop-script", body);
  expect(res.status).toBe(200);
  return (await res.json()) as DevelopScriptResponseDTO;
}

it("a dashboard trend's script is about its stored topic, whatever the request says", async () => {
  const user = await createUser(t.prisma, { subscriptionTier: "enterprise" });
  const client = await signInAs(app.client(), user);
  const [stored] = await storeTrends(user.id, "Fitness", [deloadTrend()], "Offline engine");
  // The listed trend carries its topic and kind, for the script modal to send.
  const listed = (await (await client.get("/api/trends/Fitness")).json()) as TrendDTO[];
  expect(listed[0]).toMatchObject({ title: HEADLINE, topic: "deload week", kind: stored.kind });
  const idea = stored.ideas[0];
  const body = await develop(client, {
    hook: idea.hook,
    outline: idea.outline,
    trendTitle: HEADLINE,
    // A request that names another topic for a stored idea is not believed.
    topic: "cold plunge",
    niche: "Fitness",
    ideaId: idea.id,
  });
  expect(spoken(body).toLowerCase()).toContain("deload week");
  expect(body.script).not.toMatch(/cold plunge|suddenly/i);
  expect(await t.prisma.script.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({
    topic: "deload week",
    kind: stored.kind,
  });
});

it("the daily brief's ready idea carries its trend's topic, and its script is about it", async () => {
  const trend = deloadTrend();
  const content = composeBrief(
    { niche: "Fitness", trends: [{ trend, recentDays: 3 }], generatedBy: "Offline engine" },
    [],
    "2026-03-01",
  );
  expect(content.idea).toMatchObject({ topic: "deload week", kind: trend.kind });
  // What the script modal sends for a brief's idea (components/dashboard/script-modal.tsx).
  const idea = content.idea!;
  const user = await createUser(t.prisma, { subscriptionTier: "enterprise" });
  const client = await signInAs(app.client(), user);
  const body = await develop(client, {
    hook: idea.hook,
    outline: idea.outline,
    trendTitle: HEADLINE,
    topic: idea.topic,
    kind: idea.kind,
    niche: "Fitness",
  });
  expect(spoken(body).toLowerCase()).toContain("deload week");
  expect(body.script).not.toMatch(/suddenly/i);
  // Its beats are rewritten about the same topic: the script row kept it.
  const row = await t.prisma.script.findFirstOrThrow({ where: { userId: user.id } });
  expect(row).toMatchObject({ topic: "deload week", ideaId: null });
  const point = body.beats.findIndex((x) => x.label === "POINT");
  const rewritten = await client.post(`/api/scripts/${row.id}/regenerate-beat`, {
    // The beats as the studio sends them: their words, never their timings.
    beats: body.beats.map(({ label, text, onScreen, broll }) => ({ label, text, onScreen, broll })),
    index: point,
  });
  expect(rewritten.status).toBe(200);
  expect(JSON.stringify(await rewritten.json())).not.toMatch(/suddenly/i);

  // A brief stored before the idea kept its topic is read with its trend's.
  const older: Partial<typeof idea> = { ...idea };
  delete older.topic;
  delete older.kind;
  expect(withIdeaTopic({ ...content, idea: older as typeof idea }).idea?.topic).toBe("deload week");
});

it("an old trend row without a topic gets one from the backfill, once, and its scripts read it", async () => {
  const user = await createUser(t.prisma, { subscriptionTier: "enterprise" });
  const client = await signInAs(app.client(), user);
  const [stored] = await storeTrends(user.id, "Fitness", [deloadTrend("The Rise of Deload Week")], "Offline engine");
  // As stored before the topic was kept, with a script of the time.
  await t.prisma.trend.update({ where: { id: stored.id }, data: { topic: null, kind: null } });
  const old = await t.prisma.script.create({
    data: {
      userId: user.id,
      ideaId: stored.ideas[0].id,
      niche: "Fitness",
      trendTitle: "The Rise of Deload Week",
      hook: "h",
      content: "c",
      beats: [],
      durationS: 60,
      model: "Offline Engine",
    },
  });

  expect(await backfillTopics(t.sql)).toMatchObject({ trends: 1 });
  const row = await t.prisma.trend.findUniqueOrThrow({ where: { id: stored.id } });
  expect(row.topic).toBe("deload week");
  expect(row.kind).toBeTruthy();
  expect(await t.prisma.script.findUniqueOrThrow({ where: { id: old.id } })).toMatchObject({
    topic: "deload week",
    kind: row.kind,
  });
  // Run again (every migrate runs it): nothing left to fill.
  expect(await backfillTopics(t.sql)).toEqual({ trends: 0, scripts: 0 });

  // From now on the title is never read for it: a headline with no topic in it changes nothing.
  await t.prisma.trend.update({ where: { id: stored.id }, data: { title: HEADLINE } });
  const idea = stored.ideas[1];
  const body = await develop(client, {
    hook: idea.hook,
    outline: idea.outline,
    trendTitle: HEADLINE,
    niche: "Fitness",
    ideaId: idea.id,
  });
  expect(spoken(body).toLowerCase()).toContain("deload week");
  expect(body.script).not.toMatch(/suddenly/i);
});

it("refuses a missing, over-long or wordless topic with a clear 400, before anything is counted", async () => {
  const user = await createUser(t.prisma);
  const client = await signInAs(app.client(), user);
  const base = {
    hook: "Why everyone deloads now",
    outline: "What -> Why -> How",
    trendTitle: HEADLINE,
    niche: "Fitness",
  };
  const cases: [Record<string, unknown>, string][] = [
    [base, "Topic is required"],
    [{ ...base, topic: "   " }, "Topic is required"],
    [{ ...base, topic: "d".repeat(201) }, "Topic must be at most 200 characters"],
    [{ ...base, topic: "🙈 -.-" }, "Topic must name the trend in words"],
    [{ ...base, topic: "deload \u0000 week" }, "Topic contains characters that are not allowed"],
    [{ ...base, topic: "deload week", kind: "vibe" }, "Unknown topic kind"],
  ];
  for (const [body, message] of cases) {
    const res = await client.post("/api/develop-script", body);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  }
  expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).scriptsUsedThisMonth).toBe(0);
});
