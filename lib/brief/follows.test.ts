// Following niches over HTTP: the limit of each plan, races at the limit, the Today section and
// its "new" marks, the settings card's API, and the daily brief in the data export and deletion.
import { BLNS } from "@/test/blns";
import { setupAppServer } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import type { Tier } from "@/lib/plans";
import { nicheMatcher } from "@/lib/trends/core/niche";
import type { BriefSettingsDTO, TodayDTO } from "./types";
import { resolveNiche } from "@/lib/niches";

const t = setupTestDatabase();
const app = setupAppServer();

async function signedIn(data: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.prisma, data);
  return { user, client: await signInAs(app.client(), user) };
}
const follow = (client: Awaited<ReturnType<typeof signedIn>>["client"], niche: string, timeZone = "Europe/Berlin") =>
  client.post("/api/brief/follows", { niche, timeZone });
const NICHES = [
  "Fitness",
  "sourdough",
  "Beauty",
  "DIY",
  "Food",
  "Gaming",
  "Education",
  "technology",
  "aquarium plants",
  "home espresso",
  "pottery",
  "van life",
];

describe("following niches", () => {
  it.each([
    ["free", 1, "Your Creator plan follows up to 1 niche. Unfollow one, or upgrade your plan to follow more."],
    ["pro", 3, "Your Creator Pro plan follows up to 3 niches. Unfollow one, or upgrade your plan to follow more."],
    [
      "studio",
      10,
      "Your Creator Studio plan follows up to 10 niches. Unfollow one, or upgrade your plan to follow more.",
    ],
  ] as const)(
    "lets a %s creator follow %i niche(s), then refuses with the plan's message",
    async (tier, limit, message) => {
      const { user, client } = await signedIn({ subscriptionTier: tier as Tier });
      for (const niche of NICHES.slice(0, limit)) expect((await follow(client, niche)).status).toBe(200);
      const refused = await follow(client, NICHES[limit]);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ message, limit });
      expect(await t.prisma.nicheFollow.count({ where: { userId: user.id } })).toBe(limit);
      // Following one already followed is not a new follow; unfollowing frees a place.
      expect((await follow(client, NICHES[0])).status).toBe(200);
      expect((await client.delete("/api/brief/follows", { niche: NICHES[0] })).status).toBe(200);
      expect((await follow(client, NICHES[limit])).status).toBe(200);
      const today = (await (await client.get("/api/brief")).json()) as TodayDTO;
      expect(today.followLimit).toBe(limit);
      expect(today.follows.map((f) => f.niche)).toEqual(
        [...NICHES.slice(1, limit), NICHES[limit]].map((n) => (n === "technology" ? "Technology" : n)),
      );
    },
  );

  it("has no limit on Enterprise or for admins", async () => {
    for (const data of [{ subscriptionTier: "enterprise" as const }, { role: "admin" as const }]) {
      const { user, client } = await signedIn(data);
      const results = [];
      for (const niche of NICHES) results.push((await follow(client, niche)).status);
      expect(results.every((s) => s === 200)).toBe(true);
      expect(await t.prisma.nicheFollow.count({ where: { userId: user.id } })).toBe(NICHES.length);
      expect(((await (await client.get("/api/brief")).json()) as TodayDTO).followLimit).toBe(-1);
    }
  });

  it("lets exactly one of ten follows sent at once through on the free plan", async () => {
    const { user, client } = await signedIn();
    const statuses = await Promise.all(NICHES.slice(0, 10).map((n) => follow(client, n).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(9);
    expect(await t.prisma.nicheFollow.count({ where: { userId: user.id } })).toBe(1);
  });

  it("knows presets by any name and keeps a custom niche as typed", async () => {
    const { client } = await signedIn({ subscriptionTier: "pro" });
    await follow(client, "  gym ");
    await follow(client, "Aquarium   Plants");
    expect((await follow(client, "fitness")).status).toBe(200); // the same niche as "gym"
    expect((await follow(client, "C#")).status).toBe(200);
    expect((await follow(client, "C++")).status).toBe(403); // a different niche, past the limit of 3
    const today = (await (await client.get("/api/brief")).json()) as TodayDTO;
    expect(today.follows.map((f) => [f.nicheKey, f.niche])).toEqual([
      ["fitness", "Fitness"],
      ["aquarium plants", "Aquarium Plants"],
      ["c#", "C#"],
    ]);
  });

  it("never touches the monthly trend-report quota", async () => {
    const { user, client } = await signedIn({ subscriptionTier: "pro" });
    await follow(client, "Fitness");
    await follow(client, "sourdough");
    expect(
      await t.prisma.user.findUnique({
        where: { id: user.id },
        select: { trendsUsedThisMonth: true, scriptsUsedThisMonth: true },
      }),
    ).toEqual({ trendsUsedThisMonth: 0, scriptsUsedThisMonth: 0 });
  });

  it("stores niche names verbatim (after trimming) and refuses what it can't store with a message", async () => {
    const { user, client } = await signedIn({ subscriptionTier: "enterprise" });
    // A sample (each follow builds a brief; lib/http/bad-input-matrix.test.ts sends every string).
    const sample = [
      ...BLNS.filter((_, i) => i % 20 === 0),
      "<script>alert(1)</script>",
      "'; DROP TABLE niche_follows; --",
    ];
    for (const [i, s] of sample.entries()) {
      if (i % 20 === 0) await t.prisma.rateLimitBucket.deleteMany(); // the per-minute follow limit
      const res = await follow(client, s);
      const body = await res.json();
      if (res.status === 200) {
        // Plain printable text (markup and SQL included) comes back exactly as typed.
        const plain =
          /^[\x21-\x7e]+( [\x21-\x7e]+)*$/.test(s) && s.length <= 60 && !nicheMatcher(resolveNiche(s)).preset;
        if (plain) expect(body.follow.niche).toBe(s);
      } else {
        expect(res.status).toBe(400);
        expect(body.message).toBeTruthy();
      }
    }
    const rows = await t.prisma.nicheFollow.findMany({ where: { userId: user.id } });
    expect(rows.length).toBeGreaterThan(sample.length / 2);
    expect(rows.map((r) => r.niche)).toEqual(
      expect.arrayContaining(["<script>alert(1)</script>", "'; DROP TABLE niche_follows; --"]),
    );
    const today = (await (await client.get("/api/brief")).json()) as TodayDTO;
    for (const b of today.briefs) expect(b.content.niche.length).toBeGreaterThan(0);
  }, 120_000);
});

describe("the Today section", () => {
  it("shows each followed niche's brief, marked new until seen", async () => {
    const { client } = await signedIn({ subscriptionTier: "pro" });
    await follow(client, "Fitness");
    await follow(client, "pottery");
    let today = (await (await client.get("/api/brief")).json()) as TodayDTO;
    expect(today.timeZone).toBe("Europe/Berlin"); // from the browser, with the first follow
    expect(today.availableHour).toBe(6);
    expect(today.briefs.map((b) => [b.niche, b.isNew])).toEqual([
      ["Fitness", true],
      ["pottery", true],
    ]);
    const [fitness, pottery] = today.briefs;
    expect(fitness.content.trends.length).toBeGreaterThan(0);
    expect(fitness.content.hooks).toHaveLength(3);
    expect(fitness.content.idea?.hook).toBeTruthy();
    expect(pottery.content).toMatchObject({ trends: [], hooks: [], idea: null });
    expect(pottery.content.empty).toContain('No live signals for "pottery" yet');

    expect((await client.post("/api/brief/seen")).status).toBe(200);
    today = (await (await client.get("/api/brief")).json()) as TodayDTO;
    expect(today.briefs.map((b) => b.isNew)).toEqual([false, false]);
    expect(today.lastSeenAt).not.toBeNull();
  });

  it("builds a missing brief of today when the dashboard asks, and only that", async () => {
    const { client } = await signedIn({ subscriptionTier: "pro" });
    await follow(client, "Fitness");
    await follow(client, "sourdough");
    const before = (await (await client.get("/api/brief")).json()) as TodayDTO;
    // As if the morning run hadn't reached sourdough yet: only yesterday's brief is there.
    const yesterday = new Date(`${before.briefDate}T00:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    await t.prisma.nicheBrief.updateMany({ where: { nicheKey: "sourdough" }, data: { briefDate: yesterday } });
    const stale = (await (await client.get("/api/brief")).json()) as TodayDTO;
    expect(stale.briefs.map((b) => b.briefDate === before.briefDate)).toEqual([true, false]);
    const fitnessId = stale.briefs[0].id;

    const res = await client.post("/api/brief/refresh");
    expect(res.status).toBe(200);
    const fresh = (await res.json()) as TodayDTO;
    expect(fresh.briefs.map((b) => [b.niche, b.briefDate])).toEqual([
      ["Fitness", before.briefDate],
      ["sourdough", before.briefDate],
    ]);
    expect(fresh.briefs[0].id).toBe(fitnessId); // shared and already there: not rebuilt
    expect(await t.prisma.nicheBrief.count({ where: { nicheKey: "sourdough" } })).toBe(2);
  });

  it("answers only about the caller's own follows", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await follow(a.client, "Fitness");
    const seenByB = (await (await b.client.get("/api/brief")).json()) as TodayDTO;
    expect(seenByB).toMatchObject({ follows: [], briefs: [] });
    await b.client.delete("/api/brief/follows", { niche: "Fitness" });
    expect(await t.prisma.nicheFollow.count({ where: { userId: a.user.id } })).toBe(1);
  });
});

describe("daily brief settings", () => {
  it("edits the time zone and the digest, and refuses a zone it doesn't know", async () => {
    const { user, client } = await signedIn({ marketingConsent: true });
    let s = (await (await client.get("/api/brief/settings")).json()) as BriefSettingsDTO;
    expect(s).toEqual({ timeZone: "UTC", digestEmail: true, marketingConsent: true, availableHour: 6, follows: 0 });

    for (const bad of ["Mars/Olympus", "+13:00", "", "Europe/Berlin\r\nBcc: x@example.com", 42]) {
      const res = await client.post("/api/brief/settings", { timeZone: bad });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe("Choose a time zone from the list");
    }
    expect((await client.post("/api/brief/settings", {})).status).toBe(400);
    s = (await (
      await client.post("/api/brief/settings", { timeZone: "Pacific/Tongatapu", digestEmail: false })
    ).json()) as BriefSettingsDTO;
    expect(s).toMatchObject({ timeZone: "Pacific/Tongatapu", digestEmail: false });
    const row = await t.prisma.briefSettings.findUnique({ where: { userId: user.id } });
    // Rescheduled to 06:00 in Tonga (17:00 UTC the day before).
    expect(row!.nextBriefAt.getUTCHours()).toBe(17);
  });
});

describe("GDPR", () => {
  it("exports follows, settings and briefs, and deletion removes them", async () => {
    const { user, client } = await signedIn({ subscriptionTier: "pro", marketingConsent: true });
    await follow(client, "Fitness");
    const [brief] = await t.prisma.nicheBrief.findMany({ where: { nicheKey: "fitness" } });
    await t.prisma.briefDelivery.create({
      data: {
        userId: user.id,
        briefDate: brief.briefDate,
        status: "done",
        digest: "sent",
        niches: [{ nicheKey: "fitness", niche: "Fitness", briefId: brief.id }],
        completedAt: new Date(),
      },
    });
    const res = await client.get("/api/gdpr/export");
    expect(res.status).toBe(200);
    const data = await res.json();
    expect(data.dailyBrief.settings).toMatchObject({ timeZone: "Europe/Berlin", digestEmail: true });
    expect(data.dailyBrief.followedNiches).toEqual([{ niche: "Fitness", followedAt: expect.any(String) }]);
    expect(data.dailyBrief.briefs).toHaveLength(1);
    expect(data.dailyBrief.briefs[0].niches[0].trends.length).toBeGreaterThan(0);
    expect(data.dailyBrief.briefs[0].digestEmail.status).toBe("sent");

    await t.prisma.user.delete({ where: { id: user.id } });
    const left = await Promise.all([
      t.prisma.nicheFollow.count({ where: { userId: user.id } }),
      t.prisma.briefSettings.count({ where: { userId: user.id } }),
      t.prisma.briefDelivery.count({ where: { userId: user.id } }),
    ]);
    expect(left).toEqual([0, 0, 0]);
    // The niche's shared brief holds nobody's data and stays for its other followers.
    expect(await t.prisma.nicheBrief.count({ where: { id: brief.id } })).toBe(1);
  });
});
