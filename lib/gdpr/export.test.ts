import { setupAppServer } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";

const t = setupTestDatabase();
const app = setupAppServer();

const FORBIDDEN_KEYS =
  /^(passwordHash|verificationToken|verificationTokenExpires|resetPasswordToken|resetPasswordExpires|access_token|refresh_token|id_token|session_state|sessionVersion)$/;

function allKeys(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => allKeys(v, out));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      allKeys(v, out);
    }
  }
  return out;
}

async function seedUserData(prisma: PrismaClient, tag: string) {
  const user = await createUser(prisma, {
    email: `${tag}@example.com`,
    verificationToken: `vt-hash-${tag}`,
    resetPasswordToken: `rt-hash-${tag}`,
    stripeCustomerId: `cus_${tag}`,
  });
  await prisma.account.create({
    data: {
      userId: user.id,
      type: "oidc",
      provider: "google",
      providerAccountId: `g-${tag}`,
      access_token: `at-secret-${tag}`,
      refresh_token: `rf-secret-${tag}`,
      id_token: `id-secret-${tag}`,
    },
  });
  const trend = await prisma.trend.create({
    data: {
      userId: user.id,
      niche: "fitness",
      title: `Trend of ${tag}`,
      description: "desc",
      engagement: "12K views",
      hashtags: [`#${tag}`],
      ideas: { create: [{ hook: `Hook of ${tag}`, outline: "outline", estimatedViews: "10K" }] },
      evidence: {
        create: {
          score: 0.8,
          growthPct: 120,
          lifecycle: "emerging",
          factors: { velocity: 1 },
          series: [1, 2, 3],
          topItems: [],
        },
      },
    },
    include: { ideas: true },
  });
  await prisma.script.create({
    data: {
      userId: user.id,
      ideaId: trend.ideas[0].id,
      niche: "fitness",
      trendTitle: trend.title,
      hook: "h",
      content: `Script of ${tag}`,
      beats: [],
      durationS: 75,
      model: "offline",
      platform: "shorts",
      caption: `Caption of ${tag}`,
      hashtags: ["#x"],
      editedAt: new Date("2026-01-02T03:04:05Z"),
    },
  });
  await prisma.supportTicket.create({
    data: {
      id: `TKT-${tag.toUpperCase().padEnd(10, "X")}`,
      userId: user.id,
      email: user.email,
      subject: `Ticket of ${tag}`,
      message: "m",
      channel: "dialog",
    },
  });
  await prisma.billingRecord.create({
    data: { userId: user.id, kind: "payment", amount: 1900, details: `Payment of ${tag}`, stripeId: `ch_${tag}` },
  });
  await prisma.gdprAuditLog.create({
    data: {
      userId: user.id,
      action: "consent_updated",
      dataType: "consent",
      details: { source: "signup", marker: tag },
    },
  });
  return user;
}

describe("data export", () => {
  it("needs a session", async () => {
    const res = await app.client().get("/api/gdpr/export");
    expect(res.status).toBe(401);
  });

  it("returns a dated JSON attachment with the caller's data and nothing of anyone else", async () => {
    const alice = await seedUserData(t.prisma, "alice");
    await seedUserData(t.prisma, "bob");
    const c = await signInAs(app.client(), alice);
    const res = await c.get("/api/gdpr/export");
    expect(res.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="trendscript-data-export-${today}.json"`);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    const text = await res.text();
    const data = JSON.parse(text);

    expect(data.profile).toMatchObject({ email: "alice@example.com", firstName: "Test", authProvider: "email" });
    expect(data.linkedSignInProviders).toEqual([
      { provider: "google", providerAccountId: "g-alice", type: "oidc", scope: null },
    ]);
    expect(data.consents).toMatchObject({ gdprConsent: true, dataProcessingConsent: true, consentVersion: "1.1" });
    expect(data.trends).toHaveLength(1);
    expect(data.trends[0]).toMatchObject({
      title: "Trend of alice",
      hashtags: ["#alice"],
      verified: false,
      confidence: 50,
    });
    expect(data.trends[0].videoIdeas[0]).toMatchObject({
      hook: "Hook of alice",
      outline: "outline",
      estimatedViews: "10K",
    });
    expect(data.trends[0].evidence).toMatchObject({ lifecycle: "emerging", series: [1, 2, 3] });
    expect(data.scripts[0]).toMatchObject({
      content: "Script of alice",
      durationS: 75,
      platform: "shorts",
      caption: "Caption of alice",
      hashtags: ["#x"],
      editedAt: "2026-01-02T03:04:05.000Z",
    });
    expect(data.supportTickets[0]).toMatchObject({ subject: "Ticket of alice" });
    expect(data.subscription).toMatchObject({ tier: "free", planName: "Creator", stripeCustomerId: "cus_alice" });
    expect(data.billing.summary).toMatchObject({ payments: 1, totalPaidCents: 1900 });
    expect(data.usage).toMatchObject({ trendsUsedThisMonth: 0, monthlyTrendLimit: 3 });
    expect(data.auditEvents.some((a: { details: { marker?: string } }) => a.details?.marker === "alice")).toBe(true);
    expect(data.retentionSchedule).toHaveLength(3);
    expect(data.yourRights.retention.map((r: { period: string }) => r.period).join(" ")).toMatch(
      /7 years.*2 years.*1 year/s,
    );
    expect(data.yourRights).toHaveProperty("purposes");
    expect(data.yourRights).toHaveProperty("recipients");
    expect(data.yourRights).toHaveProperty("rights");
    expect(data.yourRights.controller.contact).toBe("support@trendscript.app");

    // Nothing of Bob, and no secret of Alice's, anywhere in the file.
    expect(text).not.toMatch(/bob/i);
    for (const secret of [
      "at-secret-alice",
      "rf-secret-alice",
      "id-secret-alice",
      "vt-hash-alice",
      "rt-hash-alice",
      alice.passwordHash!,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(allKeys(data).filter((k) => FORBIDDEN_KEYS.test(k))).toEqual([]);
    expect(text).not.toMatch(/argon2/);

    const audit = await t.prisma.gdprAuditLog.findFirst({ where: { userId: alice.id, action: "data_exported" } });
    expect(audit?.dataType).toBe("export");
  });

  it("allows at most 5 exports per calendar month, then 429 with a clear message", async () => {
    const user = await createUser(t.prisma);
    const c = await signInAs(app.client(), user);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await c.get("/api/gdpr/export");
      statuses.push(res.status);
      if (res.status === 429) expect((await res.json()).message).toMatch(/up to 5 times a month/);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const bucket = await t.prisma.rateLimitBucket.findUniqueOrThrow({
      where: { key: `export:${user.id}:${new Date().toISOString().slice(0, 7)}` },
    });
    expect(bucket.count).toBe(6);
    // Another user's allowance is untouched.
    const other = await signInAs(app.client(), await createUser(t.prisma));
    expect((await other.get("/api/gdpr/export")).status).toBe(200);
  });

  it("refuses a cross-site navigation (it would spend the allowance)", async () => {
    const user = await createUser(t.prisma);
    const c = await signInAs(app.client(), user);
    expect((await c.get("/api/gdpr/export", { headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    expect((await c.get("/api/gdpr/export", { headers: { "sec-fetch-site": "same-origin" } })).status).toBe(200);
    expect(await t.prisma.gdprAuditLog.count({ where: { userId: user.id, action: "data_exported" } })).toBe(1);
  });

  it("counts concurrent exports atomically", async () => {
    const user = await createUser(t.prisma);
    const c = await signInAs(app.client(), user);
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () => c.get("/api/gdpr/export").then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });
});
