// The trend endpoints over real HTTP with no keys configured: the offline engine on the curated
// examples (built in memory: this database was never seeded) and on stored imports.
import { BLNS, LONE_SURROGATES } from "@/test/blns";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { TrendDTO, WrittenTrendDTO } from "@/lib/dto";
import { setupAppServer, type TestClient } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { parseTrendingCsv } from "./csv";
import { curatedSignalItems } from "./curated-seed";
import { nicheMatcher } from "./core/niche";
import { storeSignalItems } from "./seed-signals";
import { listItem } from "./store";
import { resolveNiche } from "@/lib/niches";
import { DAY_MS } from "@/lib/time";

const t = setupTestDatabase();
const app = setupAppServer();

const PRESETS = ["Beauty", "Gaming", "DIY", "Food", "Fitness", "Education", "technology"];
const CSV = path.resolve(process.cwd(), "test/fixtures/youtube-trending/US_2017-09-13_2017-10-22.csv");

async function signedIn(data: Parameters<typeof createUser>[1] = { subscriptionTier: "enterprise" }) {
  const user = await createUser(t.prisma, data);
  return { user, client: await signInAs(app.client(), user) };
}

async function generate(client: TestClient, niche: string) {
  const res = await client.post("/api/trends/generate", { niche });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${niche}: ${res.status} ${JSON.stringify(body)}`);
  return body as {
    trends: WrittenTrendDTO[];
    generatedBy: string;
    usage: { used: number; limit: number; tier: string };
  };
}

const list = async (client: TestClient, niche: string) =>
  (await client.get(`/api/trends/${encodeURIComponent(niche)}`)).json() as Promise<TrendDTO[]>;

function expectReport(trends: WrittenTrendDTO[], niche: string) {
  expect(trends.length).toBeGreaterThanOrEqual(3);
  expect(trends.length).toBeLessThanOrEqual(5);
  expect(new Set(trends.map((tr) => tr.title)).size).toBe(trends.length);
  for (const tr of trends) {
    expect(tr).toMatchObject({ niche, generatedBy: "Offline Engine" });
    expect(["hot", "rising", "educational", "other"]).toContain(tr.status);
    // A topic at or past its peak is never badged Hot.
    if (["peaking", "saturated", "declining"].includes(tr.evidence?.lifecycle ?? "")) expect(tr.status).not.toBe("hot");
    expect(tr.ideas).toHaveLength(3);
    expect(new Set(tr.ideas.map((i) => i.hook)).size).toBe(3);
    for (const idea of tr.ideas) {
      expect(idea.hook.length).toBeGreaterThan(5);
      expect(idea.outline).toContain("->");
      expect(["High", "Medium", "Low"]).toContain(idea.engagementPotential);
      // An estimate from the made-up examples' views would be a made-up number: none is given.
      if (tr.source === "Curated Examples") expect(idea.estimatedViews).toBe("");
      else expect(idea.estimatedViews).toMatch(/^\d/);
    }
    expect(tr.hashtags.length).toBeGreaterThan(0);
    expect(tr.hashtags.every((h) => /^#[\p{L}\p{N}_]+$/u.test(h))).toBe(true);
    expect(tr.confidence).toBeGreaterThanOrEqual(0);
    expect(tr.confidence).toBeLessThanOrEqual(100);
    expect(tr.evidence).not.toBeNull();
    expect(tr.evidence!.series.length).toBeGreaterThan(0);
    expect(tr.evidence!.topItems.length).toBeGreaterThan(0);
    if (tr.source === "Curated Examples") expect(tr.engagement).toBe("Example: no live figures");
    else expect(tr.engagement).toMatch(/views|No views tracked/);
  }
}

describe("signed out and bad input", () => {
  it("answers 401 on every trend endpoint without a session", async () => {
    const c = app.client();
    for (const res of [
      await c.get("/api/trends/Beauty"),
      await c.post("/api/trends/generate", { niche: "Beauty" }),
      await c.post("/api/trends/clear", { niche: "Beauty" }),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.text()).toContain("Unauthorized");
    }
  });

  it("refuses empty, oversized, non-text and over-specified niches with 400 and a message", async () => {
    const { user, client } = await signedIn();
    const bodies = [
      {},
      { niche: "" },
      { niche: "   " },
      { niche: "\u200B\u2060\uFEFF" },
      { niche: 42 },
      { niche: null },
      { niche: "x".repeat(501) },
      { niche: "Beauty", subscriptionTier: "enterprise" },
    ];
    for (const body of bodies) {
      for (const p of ["/api/trends/generate", "/api/trends/clear"]) {
        const res = await client.post(p, body);
        expect(res.status).toBe(400);
        expect((await res.json()).message).toBeTruthy();
      }
    }
    const bad = await client.fetch("/api/trends/generate", {
      method: "POST",
      body: "{niche:",
      headers: { "content-type": "application/json" },
    });
    expect(bad.status).toBe(400);
    expect((await client.get(`/api/trends/${encodeURIComponent("\u200B ")}`)).status).toBe(400);
    const foreign = await client.fetch("/api/trends/generate", {
      method: "POST",
      json: { niche: "Beauty" },
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect(await t.prisma.trend.count({ where: { userId: user.id } })).toBe(0);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).trendsUsedThisMonth).toBe(0);
  });
});

describe("generating with no keys", () => {
  it.each(PRESETS)("returns 3-5 evidence-backed trends with 3 ideas each for %s", async (niche) => {
    const { user, client } = await signedIn({});
    const body = await generate(client, niche);
    expectReport(body.trends, niche);
    expect(body.generatedBy).toBe("Offline Engine");
    expect(body.usage).toEqual({ used: 1, limit: 3, tier: "free" });
    for (const tr of body.trends) expect(tr).toMatchObject({ source: "Curated Examples", verified: false });
    expect(body.trends.every((tr) => tr.confidence <= 59)).toBe(true);
    // A preset's own name is never one of its trends; curated examples carry no live sources or age.
    expect(body.trends.map((tr) => tr.title.toLowerCase())).not.toContain(
      nicheMatcher(resolveNiche(niche)).label.toLowerCase(),
    );
    for (const tr of body.trends) expect(tr).toMatchObject({ sources: [], newestEvidenceAt: null, adjacentFrom: null });
    expect(await t.prisma.trend.count({ where: { userId: user.id } })).toBe(body.trends.length);
    expect(await t.prisma.videoIdea.count({ where: { trend: { userId: user.id } } })).toBe(body.trends.length * 3);
    expect(await t.prisma.trendEvidence.count({ where: { trend: { userId: user.id } } })).toBe(body.trends.length);
    expect(await list(client, niche)).toEqual(body.trends.map(listItem));
  });

  it.each(["pottery wheel", "Lip Oil", "sourdough"])(
    "gives the custom niche %s the honest empty state, never another niche's trends, and charges nothing",
    async (niche) => {
      const { user, client } = await signedIn({});
      const body = (await generate(client, niche)) as Awaited<ReturnType<typeof generate>> & {
        empty?: { title: string; message: string };
      };
      expect(body.trends).toEqual([]);
      expect(body.empty!.title).toBe(`No live signals for "${niche}" yet`);
      expect(body.empty!.message).toMatch(/^Live sources are switched off on this server/);
      expect(body.usage).toEqual({ used: 0, limit: 3, tier: "free" });
      expect(await t.prisma.trend.count({ where: { userId: user.id } })).toBe(0);
      expect(await list(client, niche)).toEqual([]);
    },
  );

  it("writes different ideas for different niches, not one template with the niche swapped", async () => {
    const { client } = await signedIn();
    const hooks = async (niche: string) =>
      (await generate(client, niche)).trends.flatMap((tr) => tr.ideas.map((i) => i.hook.replaceAll(niche, "")));
    const beauty = new Set(await hooks("Beauty"));
    const gaming = await hooks("Gaming");
    expect(gaming.filter((h) => beauty.has(h))).toHaveLength(0);
  });

  it("reads the seeded curated store exactly like the in-memory examples of an unseeded one", async () => {
    const { client } = await signedIn();
    const unseeded = await generate(client, "Beauty");
    const now = Date.now();
    const beauty = curatedSignalItems(new Date(now)).filter(
      (i) => i.niche === "beauty" && i.observedAt.getTime() > now - 22 * DAY_MS,
    );
    await storeSignalItems(t.prisma, beauty);
    try {
      const seeded = await generate(client, "Beauty");
      const view = (r: typeof seeded) =>
        r.trends.map((tr) => [
          tr.title,
          tr.source,
          tr.confidence,
          tr.evidence!.series.join(","),
          tr.ideas.map((i) => i.hook),
        ]);
      expect(view(seeded)).toEqual(view(unseeded));
    } finally {
      await t.prisma.signalItem.deleteMany({});
    }
  });

  it("scores stored imports on their own dates, labelled with the file name and verified", async () => {
    const all = parseTrendingCsv(readFileSync(CSV, "utf8"), path.basename(CSV));
    const last = Math.max(...all.map((i) => i.observedAt.getTime()));
    const tech = nicheMatcher(resolveNiche("technology"));
    const items = all.filter((i) => i.observedAt.getTime() > last - 21 * DAY_MS && tech.matches(i));
    const distinct = new Set(items.map((i) => `${i.externalId}|${i.observedAt.getTime()}`)).size;
    expect(await storeSignalItems(t.prisma, items)).toBe(distinct);
    const { client } = await signedIn();
    const { trends } = await generate(client, "technology");
    expectReport(trends, "technology");
    const imported = trends.filter((tr) => tr.source === "US_2017-09-13_2017-10-22.csv");
    expect(imported.length).toBeGreaterThanOrEqual(3);
    for (const tr of imported) {
      expect(tr.verified).toBe(true);
      const titles = new Set(items.map((i) => i.title));
      expect(tr.evidence!.topItems.every((x) => titles.has(x.title))).toBe(true);
    }
    // Imported real data comes before the curated examples.
    expect(trends[0].source).toBe("US_2017-09-13_2017-10-22.csv");
    await t.prisma.signalItem.deleteMany({});
  });
});

describe("GET /api/trends/{niche}", () => {
  it("lists the caller's trends for the niche, case-insensitively, newest first, never another user's", async () => {
    const { client } = await signedIn();
    const other = await signedIn();
    const first = await generate(client, "Fitness");
    const second = await generate(client, "Fitness");
    await generate(client, "Food");
    await generate(other.client, "Fitness");
    for (const spelled of ["Fitness", "fitness", "FITNESS"]) {
      const got = await list(client, spelled);
      expect(got.map((tr) => tr.id)).toEqual([...second.trends, ...first.trends].map((tr) => tr.id));
    }
    const created = (await list(client, "fitness")).map((tr) => Date.parse(tr.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const theirs = await list(other.client, "fitness");
    expect(theirs.length).toBeGreaterThanOrEqual(3);
    expect(theirs.some((tr) => first.trends.some((mine) => mine.id === tr.id))).toBe(false);
    expect(await list((await signedIn()).client, "fitness")).toEqual([]);
  });

  it("serves the niches named like the static routes, 'generate' and 'clear'", async () => {
    const { client } = await signedIn();
    const made = await generate(client, "generate");
    expect((await (await client.get("/api/trends/generate")).json()).map((tr: TrendDTO) => tr.id)).toEqual(
      made.trends.map((tr) => tr.id),
    );
    expect(await (await client.get("/api/trends/clear")).json()).toEqual([]);
  });
});

describe("POST /api/trends/clear", () => {
  it("deletes only the caller's trends of that niche, with their ideas and evidence", async () => {
    const { user, client } = await signedIn();
    const other = await signedIn();
    const mine = await generate(client, "DIY");
    await generate(client, "Gaming");
    await generate(other.client, "DIY");
    const idea = mine.trends[0].ideas[0];
    const script = await client.post("/api/develop-script", {
      hook: idea.hook,
      outline: idea.outline,
      trendTitle: mine.trends[0].title,
      niche: "DIY",
      ideaId: idea.id,
    });
    expect(script.status).toBe(200);

    const res = await client.post("/api/trends/clear", { niche: "diy" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ cleared: mine.trends.length });
    expect(await list(client, "DIY")).toEqual([]);
    expect((await list(client, "Gaming")).length).toBeGreaterThanOrEqual(3);
    expect((await list(other.client, "DIY")).length).toBeGreaterThanOrEqual(3);
    const ids = mine.trends.map((tr) => tr.id);
    expect(await t.prisma.videoIdea.count({ where: { trendId: { in: ids } } })).toBe(0);
    expect(await t.prisma.trendEvidence.count({ where: { trendId: { in: ids } } })).toBe(0);
    // The developed script stays in the user's history, detached from the deleted idea.
    expect(await t.prisma.script.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({ ideaId: null });
    expect(await (await client.post("/api/trends/clear", { niche: "DIY" })).json()).toEqual({ cleared: 0 });
  });
});

describe("hostile niches (big list of naughty strings)", () => {
  it("reads every string as a niche with a 2xx or a 4xx, never a 5xx", async () => {
    const { client } = await signedIn();
    for (const s of BLNS) {
      const p = `/api/trends/${encodeURIComponent(s)}`;
      const res = await client.get(p);
      // "", "." and ".." leave no niche segment once the URL is resolved: no such route.
      const resolved = s !== "" && new URL(p, "http://x").pathname === p;
      expect(resolved ? [200, 400] : [404]).toContain(res.status);
    }
  }, 120000);

  it("generates for a sample of them and stores the cleaned niche verbatim, or refuses with 400", async () => {
    const sample = [...BLNS.filter((_, i) => i % 12 === 0), ...LONE_SURROGATES];
    let signed = await signedIn();
    for (const [n, s] of sample.entries()) {
      // A fresh creator every 20 reports: the per-user rate limit is not what this test is about.
      if (n > 0 && n % 20 === 0) signed = await signedIn();
      const { user, client } = signed;
      const res = await client.post("/api/trends/generate", { niche: s });
      expect([200, 400]).toContain(res.status);
      if (res.status !== 200) continue;
      const body = await res.json();
      // Custom text has no signals on this offline machine: the empty state, nothing stored.
      if (body.empty) {
        expect(body.trends).toEqual([]);
        expect(body.empty.title).not.toMatch(/[\u0000-\u001f\u200B\u202E\uFEFF]/);
        continue;
      }
      const stored = await t.prisma.trend.findFirstOrThrow({ where: { id: body.trends[0].id, userId: user.id } });
      expect(stored.niche).toBe(body.trends[0].niche);
      expect(stored.niche.length).toBeLessThanOrEqual(60);
      expect(stored.niche).not.toMatch(/[\u0000-\u001f\u200B\u202E\uFEFF]/);
      expect((await list(client, stored.niche)).map((tr) => tr.id)).toContain(stored.id);
    }
  }, 120000);
});

describe("a custom niche with a little evidence of its own", () => {
  it("reports its own trend and borrows no made-up example to fill the report", async () => {
    // "meal prep" is one of the Food preset's words; its own live signals hold one rising topic.
    const now = new Date();
    const day = (ago: number) => new Date(now.getTime() - ago * DAY_MS);
    const items: import("./core/types").SignalItem[] = [];
    let n = 0;
    const plan: [string, number[]][] = [
      ["freezer burritos", [0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 0, 2, 3, 5]],
      ["lunch containers", [2, 1, 2, 2, 1, 2, 2, 1, 2, 2, 1, 2, 2, 1, 2, 2, 1]],
      ["grocery budget", [1, 2, 1, 2, 2, 1, 2, 1, 2, 1, 2, 2, 1, 2, 1, 2, 2]],
    ];
    for (const [topic, counts] of plan) {
      counts.forEach((c, i) => {
        for (let k = 0; k < c; k++) {
          const at = day(counts.length - 1 - i);
          items.push({
            source: "reddit",
            externalId: `mp${++n}`,
            url: `https://www.reddit.com/r/MealPrepSunday/comments/mp${n}/`,
            // Each cook words it a little differently: one sentence from everyone is one voice.
            title: `${["So", "And", "But", "Now", "Then", "Just"][n % 6]} my ${topic} this week`,
            tags: [],
            channel: `u/cook${n % 9}`,
            categoryId: null,
            views: 0,
            likes: 30,
            comments: 4,
            observedAt: at,
            publishedAt: at,
            niche: "meal-prep",
            via: "r/MealPrepSunday",
          });
        }
      });
    }
    const { storeNicheSignals } = await import("./live-store");
    await storeNicheSignals("meal-prep", items, now);
    const { client } = await signedIn();
    const body = (await generate(client, "meal prep")) as Awaited<ReturnType<typeof generate>> & {
      meta: { coverage: string };
    };
    // Its own live evidence only: the presets' curated examples are a demo for presets with no live source.
    expect(body.trends.length).toBeGreaterThanOrEqual(1);
    const own = body.trends.find((tr) => tr.title.toLowerCase().includes("freezer burritos"));
    expect(own).toMatchObject({ adjacentFrom: null, source: "API", sources: ["Reddit r/MealPrepSunday"] });
    for (const tr of body.trends) expect(tr.source).not.toBe("Curated Examples");
  });
});
