// Overview stats, monitoring, API status checks, AI model config and the email tab, computed from
// seeded rows and real checks against local stand-ins (OpenAI, YouTube and Resend wire formats).
import { setupTestDatabase } from "@/test/db";
import { setupAppServer, type TestClient } from "@/test/app-server";
import { http, HttpResponse } from "@/test/http-stub";
import { DAY_MS } from "@/lib/time";

const t = setupTestDatabase();
const app = setupAppServer();
const openai = http();
const youtube = http();
const resend = http();
let auth: typeof import("@/test/auth");
let admin: TestClient;
let adminId: string;

// env.ts is parsed at the first import of an app module: point it at the stand-ins first.
beforeAll(async () => {
  await Promise.all([openai.start(), youtube.start(), resend.start()]);
  Object.assign(process.env, {
    OPENAI_API_KEY: "sk-test",
    OPENAI_BASE_URL: `${openai.url}/v1`,
    // YouTube is a live trend source: on only while the live sources are.
    LIVE_SOURCES_ENABLED: "1",
    YOUTUBE_API_KEY: "yt-key",
    YOUTUBE_API_BASE_URL: `${youtube.url}/youtube/v3`,
    STRIPE_SECRET_KEY: "sk_test_unused",
    STRIPE_WEBHOOK_SECRET: "whsec_unused",
    RESEND_API_KEY: "re_test",
    RESEND_BASE_URL: resend.url,
  });
  auth = await import("@/test/auth");
  const a = await auth.createUser(t.prisma, {
    email: "stats-admin@example.com",
    role: "admin",
    subscriptionTier: "enterprise",
  });
  adminId = a.id;
  admin = await auth.signInAs(app.client(), a);
});
afterAll(() => Promise.all([openai.stop(), youtube.stop(), resend.stop()]));

const monthStart = () => {
  const n = new Date();
  return new Date(Date.UTC(n.getUTCFullYear(), n.getUTCMonth(), 1));
};

describe("GET /api/admin/dashboard", () => {
  beforeAll(async () => {
    openai.on("GET /v1/models", () =>
      HttpResponse.json({ object: "list", data: [{ id: "gpt-4o-mini", object: "model" }] }),
    );
    youtube.on("GET /youtube/v3/videoCategories", () =>
      HttpResponse.json({ error: { code: 403, message: "quota", errors: [{ reason: "quotaExceeded" }] } }, 403),
    );
    const old = new Date(Date.now() - 40 * DAY_MS);
    const lastMonth = new Date(monthStart().getTime() - DAY_MS);
    const recently = new Date(Date.now() - 60_000);
    const mk = (email: string, subscriptionTier: "free" | "pro" | "studio" | "enterprise") =>
      auth.createUser(t.prisma, { email, subscriptionTier });
    const dormant = await mk("dormant@example.com", "free");
    const creator = await mk("creator@example.com", "pro");
    await mk("studio@example.com", "studio");
    await mk("new@example.com", "free");
    // dormant: signed up long ago, nothing since; creator: old account with a trend a minute ago.
    await t.prisma
      .$executeRaw`UPDATE users SET "createdAt" = ${old}, "updatedAt" = ${old} WHERE id IN (${dormant.id}, ${creator.id})`;
    const trend = (userId: string, title: string, createdAt: Date) =>
      t.prisma.trend.create({
        data: { userId, niche: "gaming", title, description: "d", engagement: "1.2M views", createdAt },
      });
    const t1 = await trend(creator.id, "Speedrun shorts", recently);
    await trend(adminId, "Cozy games", new Date(recently.getTime() - 1000));
    await trend(adminId, "Retro consoles", new Date(recently.getTime() - 2000));
    await trend(adminId, "Old news 1", lastMonth);
    await trend(adminId, "Old news 2", new Date(lastMonth.getTime() - DAY_MS));
    for (let i = 0; i < 4; i++)
      await t.prisma.videoIdea.create({ data: { trendId: t1.id, hook: `h${i}`, outline: "o" } });
    const script = (createdAt: Date) =>
      t.prisma.script.create({
        data: {
          userId: creator.id,
          niche: "gaming",
          trendTitle: "x",
          hook: "h",
          content: "c",
          beats: [],
          durationS: 60,
          model: "m",
          createdAt,
        },
      });
    await script(recently);
    await script(recently);
    await script(lastMonth);
    await t.prisma.aiModelConfig.create({ data: { tier: "free", primary: "gpt-4o-mini" } });
    await t.prisma.apiSourceStatus.create({ data: { source: "pinterest", status: "healthy" } });
  });

  it("computes the system stats from the rows", async () => {
    const res = await admin.get("/api/admin/dashboard");
    expect(res.status).toBe(200);
    const s = await res.json();
    expect(s).toMatchObject({
      totalUsers: 5,
      activeUsers: 4, // all but dormant
      totalTrends: 5,
      trendsThisMonth: 3,
      totalVideoIdeas: 4,
      scriptsThisMonth: 2,
      subscriptionBreakdown: { free: 2, pro: 1, studio: 1, enterprise: 1 },
      modelConfig: { free: "gpt-4o-mini" },
    });
    expect(s.recentActivity.map((a: { title: string }) => a.title).slice(0, 3)).toEqual([
      "Speedrun shorts",
      "Cozy games",
      "Retro consoles",
    ]);
    expect(s.recentActivity[0]).toEqual({
      id: expect.any(String),
      title: "Speedrun shorts",
      niche: "gaming",
      userEmail: "creator@example.com",
      createdAt: expect.any(String),
    });
  });

  it("checks configured sources for real, at most once per interval, and derives the system status", async () => {
    openai.calls.length = 0;
    youtube.calls.length = 0;
    await t.prisma.apiSourceStatus.deleteMany({ where: { source: { in: ["openai", "youtube"] } } });
    const s = await (await admin.get("/api/admin/dashboard")).json();
    expect(openai.calls.map((c) => c.path)).toEqual(["/v1/models"]);
    expect(youtube.calls.map((c) => c.path)).toEqual(["/youtube/v3/videoCategories"]);
    expect(s.apiStatus.openai).toMatchObject({ status: "healthy", errorMessage: null });
    expect(s.apiStatus.youtube.status).toBe("degraded");
    expect(s.apiStatus.youtube.errorMessage).toMatch(/HTTP 403/);
    expect(s.apiStatus.twitter).toMatchObject({ status: "not_configured" });
    expect(s.apiStatus.instagram.status).toBe("not_configured");
    expect(s.apiStatus.tiktok.status).toBe("not_configured");
    // Every trend source of the registry has its card, with what the registry says of its terms.
    for (const id of ["youtube", "youtube-feed", "hackernews", "mastodon", "reddit", "googlenews"])
      expect(s.apiStatus[id].about).toMatchObject({ termsUrl: expect.stringMatching(/^https:\/\//) });
    expect(s.apiStatus.youtube.about).toMatchObject({ auth: "key", commercialUse: true });
    expect(s.apiStatus.googlenews.about).toMatchObject({ auth: "none", commercialUse: false, usedThisWindow: 0 });
    // The budget each source has used, and a pause a provider asked for, as the sources counted them.
    await t.prisma.rateLimitBucket.create({
      data: { key: "source:reddit", count: 7, windowStart: new Date(), expiresAt: new Date(Date.now() + 60_000) },
    });
    const { pauseSource } = await import("@/lib/trends/sources/fetch");
    await pauseSource("mastodon", 120, "HTTP 429 with Retry-After 120 s");
    const budgets = (await (await admin.get("/api/admin/dashboard")).json()).apiStatus;
    expect(budgets.reddit.about.usedThisWindow).toBe(7);
    expect(budgets["reddit-keyless"].about.usedThisWindow).toBe(7);
    expect(budgets.mastodon.about).toMatchObject({ pausedBecause: "HTTP 429 with Retry-After 120 s" });
    await t.prisma.rateLimitBucket.deleteMany({ where: { key: "source:reddit" } });
    expect(s.apiStatus.pinterest.status).toBe("healthy");
    expect(s.systemStatus.status).toBe("degraded");

    // The 30 s poll does not re-run the checks.
    await admin.get("/api/admin/dashboard");
    expect(openai.calls).toHaveLength(1);

    // Once the interval has passed, a failing provider shows as down and so does the system.
    openai.on("GET /v1/models", () => HttpResponse.json({ error: { message: "Incorrect API key provided" } }, 401));
    youtube.on("GET /youtube/v3/videoCategories", () => HttpResponse.json({ items: [] }));
    await t.prisma.apiSourceStatus.updateMany({ data: { lastCheck: new Date(Date.now() - 6 * 60_000) } });
    const later = await (await admin.get("/api/admin/dashboard")).json();
    expect(openai.calls).toHaveLength(2);
    expect(later.apiStatus.openai.status).toBe("down");
    expect(later.apiStatus.youtube.status).toBe("healthy");
    expect(later.systemStatus.status).toBe("down");
    await t.prisma.apiSourceStatus.updateMany({
      where: { source: "openai" },
      data: { status: "healthy", errorMessage: null },
    });
    expect((await (await admin.get("/api/admin/dashboard")).json()).systemStatus.status).toBe("healthy");
  });
});

describe("GET /api/admin/monitoring", () => {
  it("derives conversion, 24 h revenue and payment health from checkout sessions, the ledger and webhook events", async () => {
    const ago = (ms: number) => new Date(Date.now() - ms);
    await t.prisma.checkoutSession.createMany({
      data: [
        {
          id: "cs_test_m1",
          tier: "pro",
          paymentStatus: "paid",
          status: "complete",
          createdAt: ago(20 * 60_000),
          fulfilledAt: ago(19 * 60_000),
        },
        {
          id: "cs_test_m2",
          tier: "studio",
          paymentStatus: "paid",
          status: "complete",
          createdAt: ago(30 * 60_000),
          fulfilledAt: ago(29 * 60_000),
        },
        { id: "cs_test_m3", tier: "pro", paymentStatus: "paid", status: "complete", createdAt: ago(40 * 60_000) },
        { id: "cs_test_m4", tier: "pro", createdAt: ago(60_000) },
      ],
    });
    await t.prisma.billingRecord.createMany({
      data: [
        { kind: "payment", amount: 1900, details: "p1", createdAt: ago(19 * 60_000) },
        { kind: "payment", amount: 4900, details: "p2", createdAt: ago(29 * 60_000) },
        { kind: "payment", amount: 14900, details: "old", createdAt: ago(2 * DAY_MS) },
        { kind: "refund", amount: 500, details: "r1", createdAt: ago(10 * 60_000) },
      ],
    });
    await t.prisma.processedStripeEvent.create({
      data: {
        id: "evt_1",
        type: "checkout.session.completed",
        createdAt: ago(5 * 60_000),
        processedAt: ago(5 * 60_000),
      },
    });
    const m = await (await admin.get("/api/admin/monitoring")).json();
    expect(m).toMatchObject({
      totalSessions: 4,
      successfulConversions: 3,
      failedVerifications: 1,
      conversionRate: 75,
      last24h: { revenueCents: 6800, refundsCents: 500, conversions: 3, sessions: 4, averageValueCents: 2267 },
    });
    expect(m.health.paymentProcessing.status).toBe("healthy");
    expect(m.health.sessionVerification.status).toBe("degraded");
    expect(m.health.googleAdsTracking.status).toBe("not_configured");
    expect(m.health.stripeWebhooks.status).toBe("healthy");

    await t.prisma.processedStripeEvent.deleteMany();
    const stale = await (await admin.get("/api/admin/monitoring")).json();
    expect(stale.health.stripeWebhooks.status).toBe("degraded");
  });
});

describe("AI models", () => {
  it("updates a tier's models (audited) and reports them with cost and status", async () => {
    const res = await admin.post("/api/admin/update-model", { tier: "pro", primary: "gpt-4.1", backup: "gpt-4o-mini" });
    expect(res.status).toBe(200);
    const current = await (await admin.get("/api/admin/current-models")).json();
    expect(current.config.pro).toMatchObject({
      primary: "gpt-4.1",
      backup: "gpt-4o-mini",
      cost: "$2.00 / $8.00 per 1M tokens",
      status: "active",
      updatedBy: "stats-admin@example.com",
    });
    expect(current.suggested).toContain("gpt-5");
    expect(current.provider.configured).toBe(true);
    const audit = await t.prisma.adminAuditLog.findFirstOrThrow({ where: { action: "update_model" } });
    expect(audit.after).toEqual({ tier: "pro", primary: "gpt-4.1", backup: "gpt-4o-mini" });
    expect((await (await admin.get("/api/admin/dashboard")).json()).modelConfig.pro).toBe("gpt-4.1");

    // A provider failure after the change marks the model as error; a new model starts clean.
    await t.prisma.apiSourceStatus.upsert({
      where: { source: "openai" },
      create: { source: "openai", status: "down", errorMessage: "model_not_found", lastCheck: new Date() },
      update: { status: "down", errorMessage: "model_not_found", lastCheck: new Date() },
    });
    const failing = await (await admin.get("/api/admin/current-models")).json();
    expect(failing.config.pro).toMatchObject({ status: "error", statusDetail: "model_not_found" });
    await new Promise((r) => setTimeout(r, 5));
    await admin.post("/api/admin/update-model", { tier: "pro", primary: "my-org/custom:v1.2", backup: "" });
    const fixed = await (await admin.get("/api/admin/current-models")).json();
    expect(fixed.config.pro).toMatchObject({ primary: "my-org/custom:v1.2", backup: null, status: "active" });

    // The engine names the failing model ("<model>: <error>"): only the tiers using it show error.
    await t.prisma.apiSourceStatus.update({
      where: { source: "openai" },
      data: {
        status: "degraded",
        errorMessage: "gpt-4o-mini: 429 rate limited",
        lastCheck: new Date(Date.now() + 1000),
      },
    });
    const partial = await (await admin.get("/api/admin/current-models")).json();
    expect(partial.config.free).toMatchObject({ status: "error", statusDetail: "gpt-4o-mini: 429 rate limited" });
    expect(partial.config.pro.status).toBe("active");
    await t.prisma.appSetting.create({ data: { key: "ai_disabled", value: true } });
    const off = await (await admin.get("/api/admin/current-models")).json();
    expect(off.config.free.status).toBe("inactive");
    expect(off.provider.configured).toBe(false);
    await t.prisma.appSetting.delete({ where: { key: "ai_disabled" } });
  });

  it("rejects empty and malformed model ids and unknown tiers", async () => {
    const cases: [unknown, string][] = [
      [{ tier: "free", primary: "" }, "Model ID cannot be empty"],
      [{ tier: "free", primary: "   " }, "Model ID cannot be empty"],
      [{ tier: "free", primary: "gpt 4" }, "Model ID may only contain letters, digits and . _ : / -"],
      [{ tier: "free", primary: "a".repeat(101) }, "Model ID must be at most 100 characters"],
      [
        { tier: "free", primary: "gpt-4o", backup: "<script>" },
        "Model ID may only contain letters, digits and . _ : / -",
      ],
      [{ tier: "platinum", primary: "gpt-4o" }, "Unknown tier"],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post("/api/admin/update-model", body);
      expect([body, res.status]).toEqual([body, 400]);
      expect((await res.json()).message).toBe(message);
    }
    expect((await t.prisma.aiModelConfig.findUniqueOrThrow({ where: { tier: "free" } })).primary).toBe("gpt-4o-mini");
  });
});

describe("email support", () => {
  it("sends a test email to the admin through the provider and lists it in the outbox", async () => {
    resend.on("POST /emails", () => HttpResponse.json({ id: "email_1" }));
    const res = await admin.post("/api/admin/test-email");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, status: "sent" });
    expect(JSON.parse(resend.calls.at(-1)!.body)).toMatchObject({
      to: "stats-admin@example.com",
      subject: "TrendScript email system test",
    });
    const status = await (await admin.get("/api/admin/email-status")).json();
    expect(status.config).toMatchObject({ provider: "Resend", configured: true });
    expect(status.outbox[0]).toMatchObject({
      to: "stats-admin@example.com",
      subject: "TrendScript email system test",
      status: "sent",
      kind: "admin-test",
    });
    expect(status.outbox[0]).not.toHaveProperty("text");
    expect(status.checklist.find((c: { item: string }) => c.item.startsWith("Last delivery")).done).toBe(true);
  });

  it("reports a provider failure as success false with the error", async () => {
    resend.on("POST /emails", () =>
      HttpResponse.json({ name: "validation_error", message: "Domain not verified", statusCode: 403 }, 403),
    );
    const body = await (await admin.post("/api/admin/test-email")).json();
    expect(body.success).toBe(false);
    expect(body.error).toMatch(/Domain not verified/);
  });

  it("sends the launch welcome to an address (audited) and requires an email", async () => {
    resend.on("POST /emails", () => HttpResponse.json({ id: "email_2" }));
    const res = await admin.post(`/api/admin/launch-welcome/${encodeURIComponent("creator@example.com")}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "Launch day welcome sent to creator@example.com" });
    const mail = JSON.parse(resend.calls.at(-1)!.body);
    expect(mail.subject).toBe("Welcome to TrendScript: we're live!");
    expect(
      await t.prisma.adminAuditLog.count({ where: { action: "launch_welcome", targetEmail: "creator@example.com" } }),
    ).toBe(1);
    const bad = await admin.post(`/api/admin/launch-welcome/${encodeURIComponent("not an email")}`);
    expect(bad.status).toBe(400);
    const blank = await admin.post(`/api/admin/launch-welcome/${encodeURIComponent(" ")}`);
    expect(blank.status).toBe(400);
    expect((await blank.json()).message).toBe("Email Required - Please enter an email address");
  });
});

describe("GET /api/admin/audit-log", () => {
  it("lists admin actions newest first with actor, target and before/after", async () => {
    const { entries } = await (await admin.get("/api/admin/audit-log")).json();
    expect(entries[0]).toMatchObject({
      actorEmail: "stats-admin@example.com",
      action: "launch_welcome",
      targetEmail: "creator@example.com",
    });
    expect(entries.some((e: { action: string }) => e.action === "update_model")).toBe(true);
  });
});
