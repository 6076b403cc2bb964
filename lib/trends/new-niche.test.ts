// A creator's daily allowance of fetch rounds for niches nobody asked for before, over real HTTP
// against the live-source stand-in: gibberish niches stop reaching the sources after the
// allowance (their empty reports still cost no report unit), while presets and niches others
// already asked for fetch as usual. A follow past the allowance builds from what is stored, and
// the scheduled run fetches it only once the follower's allowance covers it.
import { runDailyBriefs } from "@/lib/brief/daily";
import type { GenerateTrendsResponseDTO } from "@/lib/dto";
import { setupAppServer, type TestClient } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { setupTrendSourcesStub } from "@/test/trend-sources-stub";
import { NEW_NICHE_ROUNDS_PER_DAY, newNicheMessage } from "./new-niche";
import { DAY_MS } from "@/lib/time";

const t = setupTestDatabase();
const app = setupAppServer();
const stub = setupTrendSourcesStub({ clear: t });
const GIBBERISH = ["qzxv blorp", "wexlo frint", "plimbo zask", "trundle quagmo", "vorpa skelt"];

async function signedIn() {
  const user = await createUser(t.prisma, { subscriptionTier: "free" });
  return { user, client: await signInAs(app.client(), user) };
}
const generate = (client: TestClient, niche: string) => client.post("/api/trends/generate", { niche });

describe("the allowance of new niches", () => {
  it("stops fetching gibberish niches after the allowance; presets and known niches fetch as usual", async () => {
    const other = await signedIn();
    expect((await generate(other.client, "pottery")).status).toBe(200);
    const { user, client } = await signedIn();
    const allowance = NEW_NICHE_ROUNDS_PER_DAY.free;
    for (const niche of GIBBERISH.slice(0, allowance)) {
      const before = stub.calls.length;
      const res = await generate(client, niche);
      expect(res.status).toBe(200);
      const body = (await res.json()) as GenerateTrendsResponseDTO;
      expect(body.trends).toEqual([]);
      expect(body.usage.used).toBe(0);
      expect(stub.calls.length).toBeGreaterThan(before);
    }
    // Past the allowance: a clear answer, no source asked, no unit used.
    const before = stub.calls.length;
    for (const niche of GIBBERISH.slice(allowance)) {
      const res = await generate(client, niche);
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({ message: newNicheMessage("free") });
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(stub.calls.length).toBe(before);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).trendsUsedThisMonth).toBe(0);
    // A niche someone asked for before: its stored evidence, as usual.
    const pottery = await generate(client, "pottery");
    expect(pottery.status).toBe(200);
    expect(((await pottery.json()) as GenerateTrendsResponseDTO).trends.length).toBeGreaterThan(0);
    // A preset never asked for yet still reaches the sources.
    expect((await generate(client, "Fitness")).status).toBe(200);
    expect(stub.calls.length).toBeGreaterThan(before);
  }, 60_000);

  it("a follow past the allowance is kept, its brief built from what is stored without fetching", async () => {
    const { user, client } = await signedIn();
    for (const niche of GIBBERISH.slice(0, NEW_NICHE_ROUNDS_PER_DAY.free))
      expect((await generate(client, niche)).status).toBe(200);
    const before = stub.calls.length;
    const res = await client.post("/api/brief/follows", { niche: "sourdough", timeZone: "UTC" });
    expect(res.status).toBe(200);
    expect(stub.calls.length).toBe(before);
    expect(await t.prisma.nicheFollow.count({ where: { userId: user.id } })).toBe(1);
    expect(await t.prisma.nicheBrief.findFirst({ where: { nicheKey: "sourdough" } })).toMatchObject({
      status: "ready",
    });

    // The scheduled run builds the follower's next brief (tomorrow's, as for a creator east of
    // UTC) while their allowance is still spent: from what is stored, and the niche stays unknown.
    const now = new Date();
    const due = async (date: string) =>
      t.prisma.briefSettings.update({
        where: { userId: user.id },
        data: { nextBriefDate: new Date(date), nextBriefAt: new Date(now.getTime() - 60_000) },
      });
    const day = (n: number) => new Date(now.getTime() + n * DAY_MS).toISOString().slice(0, 10);
    await due(day(1));
    await runDailyBriefs({ now });
    expect(
      await t.prisma.nicheBrief.findFirst({ where: { nicheKey: "sourdough", briefDate: new Date(day(1)) } }),
    ).toMatchObject({ status: "ready" });
    expect(stub.calls.length).toBe(before);
    expect(await t.prisma.nicheRefresh.findUnique({ where: { nicheKey: "sourdough" } })).toBeNull();

    // The next UTC day the follower's new allowance covers it: the run fetches it, and counts it.
    const tomorrow = new Date(now.getTime() + DAY_MS);
    await t.prisma.briefSettings.update({
      where: { userId: user.id },
      data: { nextBriefDate: new Date(day(2)), nextBriefAt: new Date(tomorrow.getTime() - 60_000) },
    });
    await runDailyBriefs({ now: tomorrow });
    expect(stub.calls.length).toBeGreaterThan(before);
    expect(await t.prisma.nicheRefresh.findUnique({ where: { nicheKey: "sourdough" } })).not.toBeNull();
    const counted = await t.prisma.rateLimitBucket.findMany({
      where: { key: { startsWith: `new-niche:${user.id}:` } },
    });
    expect(counted.map((b) => b.key).sort()).toEqual([
      `new-niche:${user.id}:${day(0)}`,
      `new-niche:${user.id}:${day(1)}`,
    ]);
  }, 60_000);
});
