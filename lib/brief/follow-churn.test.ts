// Following and unfollowing niches over HTTP with a model configured: the brief a follow builds
// is worded by the offline engine (no model call, nobody's token budget), and the distinct niches
// one creator newly follows in a day are capped, so churn through niches can't make the shared
// brief machinery work without bound. The scheduled run then has the model reword such a brief.
import { env } from "@/env";
import { NEW_FOLLOWS_PER_DAY } from "@/lib/plans";
import { setupAppServer, type TestClient } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { goodAnswer } from "@/test/model-answers";
import { openaiStub } from "@/test/openai-stub";
import { runDailyBriefs } from "./daily";
import { followNiche, newFollowsMessage } from "./follows";
import type { TodayDTO } from "./types";

const t = setupTestDatabase();
const app = setupAppServer();
const ai = openaiStub();
const PRESETS = ["Fitness", "Beauty", "DIY", "Food", "Gaming", "Education", "Technology", "Fashion"];

beforeAll(async () => {
  const url = await ai.start();
  Object.assign(env, { OPENAI_BASE_URL: url, OPENAI_API_KEY: "sk-test-stand-in", AI_DISABLED: false });
  await t.prisma.aiModelConfig.createMany({
    data: (["free", "pro", "studio", "enterprise"] as const).map((tier) => ({ tier, primary: "local-8b" })),
  });
  ai.reply((req) => goodAnswer(req));
});
afterAll(() => ai.stop());

async function signedIn(data: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.prisma, data);
  return { user, client: await signInAs(app.client(), user) };
}
const follow = (client: TestClient, niche: string) => client.post("/api/brief/follows", { niche, timeZone: "UTC" });
const unfollow = (client: TestClient, niche: string) => client.delete("/api/brief/follows", { niche });

describe("follow and unfollow churn", () => {
  it("builds briefs offline and stops at the day's cap of new niches", async () => {
    const { user, client } = await signedIn();
    const cap = NEW_FOLLOWS_PER_DAY.free;
    const statuses: number[] = [];
    for (const niche of PRESETS) {
      const res = await follow(client, niche);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(await res.json()).toEqual({ message: newFollowsMessage("free") });
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      expect((await unfollow(client, niche)).status).toBe(200);
    }
    expect(statuses).toEqual(PRESETS.map((_, i) => (i < cap ? 200 : 429)));
    // No model call for any of them, and the follower's own daily token budget is untouched.
    expect(ai.requests).toHaveLength(0);
    expect(await t.prisma.aiCall.count()).toBe(0);
    const briefs = await t.prisma.nicheBrief.findMany({ where: { status: "ready" } });
    expect(briefs.map((b) => b.niche).sort()).toEqual(PRESETS.slice(0, cap).sort());
    expect(briefs.every((b) => b.generatedBy === "Offline Engine")).toBe(true);
    expect(await t.prisma.nicheFollow.count({ where: { userId: user.id } })).toBe(0);
  });

  it("counts a niche once a day however often it is followed again, and a refused follow costs nothing", async () => {
    const { client } = await signedIn({ subscriptionTier: "pro" });
    for (let i = 0; i < 5; i++) {
      expect((await follow(client, "Fitness")).status).toBe(200);
      expect((await unfollow(client, "Fitness")).status).toBe(200);
    }
    // The plan's follow limit (3) refuses before the day's count is touched.
    for (const niche of ["Beauty", "DIY", "Food"]) expect((await follow(client, niche)).status).toBe(200);
    expect((await follow(client, "Gaming")).status).toBe(403);
    expect((await unfollow(client, "Beauty")).status).toBe(200);
    // Fitness, Beauty, DIY, Food so far: two more new niches today on Creator Pro (cap 6).
    expect((await follow(client, "Gaming")).status).toBe(200);
    expect((await unfollow(client, "Gaming")).status).toBe(200);
    expect((await follow(client, "Education")).status).toBe(200);
    expect((await unfollow(client, "Education")).status).toBe(200);
    expect((await follow(client, "Technology")).status).toBe(429);
    // Niches already counted today can still be followed again.
    expect((await follow(client, "Beauty")).status).toBe(200);
    const today = (await (await client.get("/api/brief")).json()) as TodayDTO;
    expect(today.follows.map((f) => f.niche).sort()).toEqual(["Beauty", "DIY", "Food"]);
  });

  it("the scheduled run has the model reword a brief a follow built offline, once", async () => {
    ai.reset();
    ai.reply((req) => goodAnswer(req));
    const now = new Date("2026-03-10T12:00:00Z");
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createUser(t.prisma, { subscriptionTier: "pro" })));
    await followNiche(a, { niche: "Gaming", timeZone: "UTC" }, now);
    const built = await t.prisma.nicheBrief.findFirstOrThrow({
      where: { nicheKey: "gaming", briefDate: new Date("2026-03-10") },
    });
    expect(built).toMatchObject({ status: "ready", generatedBy: "Offline Engine" });
    expect(built.content).toMatchObject({ provisional: true });
    expect(ai.requests).toHaveLength(0);
    // Two followers whose brief of the same date is due now.
    for (const u of [b, c]) {
      await followNiche(u, { niche: "Gaming", timeZone: "UTC" }, now);
      await t.prisma.briefSettings.update({
        where: { userId: u.id },
        data: { nextBriefDate: new Date("2026-03-10"), nextBriefAt: new Date(now.getTime() - 3_600_000) },
      });
    }
    await runDailyBriefs({ now });
    const reworded = await t.prisma.nicheBrief.findUniqueOrThrow({ where: { id: built.id } });
    expect(reworded).toMatchObject({ status: "ready", generatedBy: "local-8b" });
    expect(reworded.content).not.toHaveProperty("provisional");
    expect(ai.requests).toHaveLength(1);
    expect(await t.prisma.briefDelivery.count({ where: { userId: { in: [b.id, c.id] } } })).toBe(2);
  });

  it("leaves admins uncapped", async () => {
    const { client } = await signedIn({ role: "admin" });
    for (const niche of PRESETS) expect((await follow(client, niche)).status).toBe(200);
  });
});
