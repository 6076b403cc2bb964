// Quotas over real HTTP and on the database: the limit holds under 20 parallel calls, the month
// rolls over inside the reserving UPDATE (old counts archived), failures are refunded, and the
// status endpoints show what the server enforces.
import { adminEmail } from "@/env";
import { setupAppServer, type TestClient } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { PLANS } from "@/lib/plans";
import { periodStart, refund, reserve, resetUsagePeriod } from "./quota";

// Failure injection for the refund tests: the real modules, with a switch to make one step throw.
const mockFail = { store: false, script: false };
jest.mock("@/lib/trends/store", () => {
  const actual = jest.requireActual("@/lib/trends/store");
  return {
    ...actual,
    storeTrends: (...args: unknown[]) =>
      mockFail.store ? Promise.reject(new Error("disk full")) : actual.storeTrends(...args),
  };
});
jest.mock("@/lib/ai/script", () => {
  const actual = jest.requireActual("@/lib/ai/script");
  return {
    ...actual,
    writeScript: (...args: unknown[]) =>
      mockFail.script ? Promise.reject(new Error("boom")) : actual.writeScript(...args),
  };
});

const t = setupTestDatabase();
const app = setupAppServer();

const lastMonth = () => {
  const start = periodStart();
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - 1, 15, 12));
};
const counters = async (id: string) => {
  const u = await t.prisma.user.findUniqueOrThrow({ where: { id } });
  return { trends: u.trendsUsedThisMonth, scripts: u.scriptsUsedThisMonth, reset: u.lastUsageReset };
};
const IDEA = {
  hook: "Three things I wish I knew",
  outline: "First -> Second -> Third",
  trendTitle: "Protein Ice Cream",
  topic: "protein ice cream",
  niche: "Food",
};

async function parallel(client: TestClient, n: number, path: string, body: unknown) {
  const responses = await Promise.all(Array.from({ length: n }, () => client.post(path, body)));
  return Promise.all(responses.map(async (r) => ({ status: r.status, body: await r.json() })));
}

describe("reserving at the limit", () => {
  it("lets exactly the remaining trend reports through out of 20 parallel calls", async () => {
    const user = await createUser(t.prisma, { trendsUsedThisMonth: 1 });
    const client = await signInAs(app.client(), user);
    const results = await parallel(client, 20, "/api/trends/generate", { niche: "Gaming" });
    const ok = results.filter((r) => r.status === 200);
    const limited = results.filter((r) => r.status === 429);
    expect(ok).toHaveLength(2);
    expect(limited).toHaveLength(18);
    expect(limited[0].body.message).toBe(
      "You've used all 3 trend reports in your Creator plan this month. Upgrade for more.",
    );
    expect(ok.map((r) => r.body.usage.used).sort()).toEqual([2, 3]);
    expect((await counters(user.id)).trends).toBe(3);
    expect(await t.prisma.trend.count({ where: { userId: user.id } })).toBe(
      ok.reduce((s, r) => s + r.body.trends.length, 0),
    );
  }, 60000);

  it("lets exactly the remaining script through out of 20 parallel calls", async () => {
    const user = await createUser(t.prisma, { scriptsUsedThisMonth: 8 });
    const client = await signInAs(app.client(), user);
    const results = await parallel(client, 20, "/api/develop-script", IDEA);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const limited = results.filter((r) => r.status === 429);
    expect(limited).toHaveLength(19);
    expect(limited[0].body.message).toBe(
      "You've used all 9 scripts in your Creator plan this month. Upgrade for more.",
    );
    expect((await counters(user.id)).scripts).toBe(9);
    expect(await t.prisma.script.count({ where: { userId: user.id } })).toBe(1);
  }, 60000);

  it("holds for direct reservations too, per plan, and never blocks admins or unlimited plans", async () => {
    const pro = await createUser(t.prisma, {
      subscriptionTier: "pro",
      trendsUsedThisMonth: PLANS.pro.trendsPerMonth - 3,
    });
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => reserve(pro.id, "trends")));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(3);
    expect((await counters(pro.id)).trends).toBe(25);

    const admin = await createUser(t.prisma, { role: "admin", trendsUsedThisMonth: 500 });
    const designated = await t.prisma.user.upsert({
      where: { email: adminEmail() },
      update: {},
      create: { email: adminEmail(), scriptsUsedThisMonth: 77 },
    });
    const enterprise = await createUser(t.prisma, { subscriptionTier: "enterprise", trendsUsedThisMonth: 123456 });
    await expect(reserve(admin.id, "trends")).resolves.toMatchObject({ used: 501, limit: -1, unlimited: true });
    await expect(reserve(designated.id, "scripts")).resolves.toMatchObject({ used: 78, limit: -1 });
    await expect(reserve(enterprise.id, "trends")).resolves.toMatchObject({
      used: 123457,
      limit: -1,
      tier: "enterprise",
    });
    const studio = await createUser(t.prisma, { subscriptionTier: "studio", scriptsUsedThisMonth: 5000 });
    await expect(reserve(studio.id, "scripts")).resolves.toMatchObject({ limit: -1 });
    await expect(reserve(studio.id, "trends")).resolves.toMatchObject({ used: 1, limit: 100 });
  });
});

describe("the monthly period", () => {
  it("restarts a counter from last month inside the reserving UPDATE and archives the old counts", async () => {
    const old = lastMonth();
    const user = await createUser(t.prisma, { trendsUsedThisMonth: 3, scriptsUsedThisMonth: 7, lastUsageReset: old });
    const client = await signInAs(app.client(), user);
    const status = await (await client.get("/api/subscription/status")).json();
    expect(status).toMatchObject({ trendsUsed: 0, scriptsUsed: 0, trendsLimit: 3, scriptsLimit: 9 });

    const res = await client.post("/api/trends/generate", { niche: "Food" });
    expect(res.status).toBe(200);
    expect((await res.json()).usage).toEqual({ used: 1, limit: 3, tier: "free" });
    const now = await counters(user.id);
    expect(now).toMatchObject({ trends: 1, scripts: 0 });
    expect(now.reset.getTime()).toBeGreaterThanOrEqual(periodStart().getTime());
    const archived = await t.prisma.usagePeriod.findMany({ where: { userId: user.id } });
    expect(archived).toEqual([{ userId: user.id, periodStart: old, trendsUsed: 3, scriptsUsed: 7 }]);
  });

  it("resetUsagePeriod (invoice.paid) zeroes both counters and archives them", async () => {
    const user = await createUser(t.prisma, { trendsUsedThisMonth: 2, scriptsUsedThisMonth: 4 });
    const before = await counters(user.id);
    await resetUsagePeriod(user.id);
    const after = await counters(user.id);
    expect(after).toMatchObject({ trends: 0, scripts: 0 });
    expect(after.reset.getTime()).toBeGreaterThanOrEqual(before.reset.getTime());
    expect(await t.prisma.usagePeriod.findMany({ where: { userId: user.id } })).toEqual([
      { userId: user.id, periodStart: before.reset, trendsUsed: 2, scriptsUsed: 4 },
    ]);
    await resetUsagePeriod(user.id); // nothing used since: nothing more archived
    expect(await t.prisma.usagePeriod.count({ where: { userId: user.id } })).toBe(1);
  });
});

describe("refunds", () => {
  afterEach(() => Object.assign(mockFail, { store: false, script: false }));

  it("gives the trend report back when generation fails", async () => {
    const user = await createUser(t.prisma, { trendsUsedThisMonth: 2 });
    const client = await signInAs(app.client(), user);
    mockFail.store = true;
    const res = await client.post("/api/trends/generate", { niche: "DIY" });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: "Internal server error" });
    expect((await counters(user.id)).trends).toBe(2);
    expect(await t.prisma.trend.count({ where: { userId: user.id } })).toBe(0);
    mockFail.store = false;
    expect((await client.post("/api/trends/generate", { niche: "DIY" })).status).toBe(200);
    expect((await counters(user.id)).trends).toBe(3);
  });

  it("gives the script back when development fails", async () => {
    const user = await createUser(t.prisma, { scriptsUsedThisMonth: 3 });
    const client = await signInAs(app.client(), user);
    mockFail.script = true;
    expect((await client.post("/api/develop-script", IDEA)).status).toBe(500);
    expect((await counters(user.id)).scripts).toBe(3);
    expect(await t.prisma.script.count({ where: { userId: user.id } })).toBe(0);
  });

  it("never goes below zero and never refunds into a newer period", async () => {
    const user = await createUser(t.prisma);
    const r = await reserve(user.id, "scripts");
    await t.prisma.user.update({ where: { id: user.id }, data: { scriptsUsedThisMonth: 0 } });
    await expect(refund(r)).resolves.toBe(true);
    expect((await counters(user.id)).scripts).toBe(0);

    const r2 = await reserve(user.id, "trends");
    await resetUsagePeriod(user.id);
    await reserve(user.id, "trends");
    await expect(refund(r2)).resolves.toBe(false);
    expect((await counters(user.id)).trends).toBe(1);
  });
});

describe("GET /api/subscription/status and /api/model-info", () => {
  it("need a session", async () => {
    expect((await app.client().get("/api/subscription/status")).status).toBe(401);
    expect(await (await app.client().get("/api/model-info")).text()).toContain("Unauthorized");
  });

  it("show the plan, its features and this month's usage (-1 = unlimited)", async () => {
    const ends = new Date("2031-01-01T00:00:00Z");
    const cases = [
      {
        data: { trendsUsedThisMonth: 2, scriptsUsedThisMonth: 5 },
        expected: { tier: "free", trendsUsed: 2, trendsLimit: 3, scriptsUsed: 5, scriptsLimit: 9, isAdmin: false },
      },
      {
        data: { subscriptionTier: "pro" as const, subscriptionEndsAt: ends },
        expected: { tier: "pro", trendsLimit: 25, scriptsLimit: 100, subscriptionEndsAt: ends.toISOString() },
      },
      { data: { subscriptionTier: "studio" as const }, expected: { trendsLimit: 100, scriptsLimit: -1 } },
      {
        data: { subscriptionTier: "enterprise" as const, subscriptionStatus: "past_due" },
        expected: { status: "past_due", trendsLimit: -1, scriptsLimit: -1 },
      },
      {
        data: { role: "admin" as const },
        expected: { tier: "free", trendsLimit: -1, scriptsLimit: -1, isAdmin: true },
      },
    ];
    for (const { data, expected } of cases) {
      const user = await createUser(t.prisma, data);
      const client = await signInAs(app.client(), user);
      const status = await (await client.get("/api/subscription/status")).json();
      expect(status).toMatchObject({ status: "active", subscriptionEndsAt: null, ...expected });
      expect(status.plan).toEqual({
        name: PLANS[status.tier as keyof typeof PLANS].name,
        features: PLANS[status.tier as keyof typeof PLANS].features,
      });
    }
  });

  it("names the AI Intelligence Level of the tier", async () => {
    const levels = {
      free: "Standard Intelligence",
      pro: "Enhanced Intelligence",
      studio: "Advanced Intelligence",
      enterprise: "Premium Intelligence",
    };
    for (const [tier, level] of Object.entries(levels)) {
      const user = await createUser(t.prisma, { subscriptionTier: tier as keyof typeof levels });
      const info = await (await (await signInAs(app.client(), user)).get("/api/model-info")).json();
      expect(info).toMatchObject({ tier, level });
      expect(info.explanation.length).toBeGreaterThan(10);
    }
  });
});
