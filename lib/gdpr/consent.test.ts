import { setupAppServer } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";

const t = setupTestDatabase();
const app = setupAppServer();

const flags = {
  gdprConsent: true,
  marketingConsent: false,
  analyticsConsent: false,
  conversionTrackingConsent: false,
  dataProcessingConsent: true,
};

describe("consent records", () => {
  it("answers 401 without a session", async () => {
    const res = await app.client().get("/api/gdpr/consent");
    expect(res.status).toBe(401);
    expect(await res.text()).toContain("Unauthorized");
    expect((await app.client().post("/api/gdpr/consent", flags)).status).toBe(401);
  });

  it("reads and saves the flags, writing an audit row with before/after, version 1.1 and source", async () => {
    const user = await createUser(t.prisma, { gdprConsentDate: new Date("2025-01-01T00:00:00Z") });
    const c = await signInAs(app.client(), user);
    const first = await (await c.get("/api/gdpr/consent")).json();
    expect(first).toEqual({ ...flags, gdprConsentDate: "2025-01-01T00:00:00.000Z", consentVersion: "1.1" });

    const res = await c.fetch("/api/gdpr/consent", {
      method: "POST",
      json: { ...flags, marketingConsent: true, analyticsConsent: true },
      headers: { "user-agent": "jest-agent", "x-forwarded-for": "203.0.113.9" },
    });
    expect(res.status).toBe(200);
    const saved = await res.json();
    expect(saved).toMatchObject({
      marketingConsent: true,
      analyticsConsent: true,
      conversionTrackingConsent: false,
      dataProcessingConsent: true,
    });
    expect(new Date(saved.gdprConsentDate).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const row = await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({
      marketingConsent: true,
      analyticsConsent: true,
      consentVersion: "1.1",
      dataProcessingConsent: true,
    });
    const audit = await t.prisma.gdprAuditLog.findMany({ where: { userId: user.id, action: "consent_updated" } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ dataType: "consent", ipAddress: "203.0.113.9", userAgent: "jest-agent" });
    expect(audit[0].details).toEqual({
      before: flags,
      after: { ...flags, marketingConsent: true, analyticsConsent: true },
      version: "1.1",
      source: "consent_page",
    });

    // Reload shows the saved state; saving the same flags again records nothing new.
    expect(await (await c.get("/api/gdpr/consent")).json()).toMatchObject({
      marketingConsent: true,
      analyticsConsent: true,
    });
    await c.post("/api/gdpr/consent", { ...flags, marketingConsent: true, analyticsConsent: true });
    expect(await t.prisma.gdprAuditLog.count({ where: { userId: user.id, action: "consent_updated" } })).toBe(1);
    // Lazily created retention schedule: one row per data type.
    const schedule = await t.prisma.dataRetentionSchedule.findMany({ where: { userId: user.id } });
    expect(schedule.map((s) => [s.dataType, s.retentionPeriod]).sort()).toEqual([
      ["analytics", 730],
      ["billing", 2555],
      ["security_logs", 365],
    ]);
  });

  it("never lets data-processing consent be switched off, nor takes unknown fields", async () => {
    const user = await createUser(t.prisma);
    const c = await signInAs(app.client(), user);
    const off = await c.post("/api/gdpr/consent", { ...flags, dataProcessingConsent: false });
    expect(off.status).toBe(400);
    expect((await off.json()).message).toMatch(/cannot be switched off/);
    const sneaky = await c.post("/api/gdpr/consent", { ...flags, subscriptionTier: "enterprise" });
    expect(sneaky.status).toBe(400);
    const withdraw = await c.post("/api/gdpr/consent", { ...flags, gdprConsent: false });
    expect(withdraw.status).toBe(400);
    const row = await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ dataProcessingConsent: true, gdprConsent: true, subscriptionTier: "free" });
    expect(await t.prisma.gdprAuditLog.count({ where: { userId: user.id } })).toBe(0);
  });

  it("saves the OAuth consent modal: flags, date, version, audit row with source oauth_modal", async () => {
    const user = await createUser(t.prisma, { gdprConsent: false, authProvider: "google", passwordHash: null });
    const c = await signInAs(app.client(), user);
    const refused = await c.post("/api/gdpr/save-oauth-consent", {
      gdprConsent: false,
      marketingConsent: true,
      analyticsConsent: true,
      conversionTrackingConsent: true,
    });
    expect(refused.status).toBe(400);

    const res = await c.post("/api/gdpr/save-oauth-consent", {
      gdprConsent: true,
      marketingConsent: true,
      analyticsConsent: true,
      conversionTrackingConsent: true,
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      success: true,
      user: { gdprConsent: true, email: user.email, authProvider: "google" },
    });
    const row = await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({
      gdprConsent: true,
      marketingConsent: true,
      analyticsConsent: true,
      conversionTrackingConsent: true,
      consentVersion: "1.1",
    });
    expect(row.gdprConsentDate).not.toBeNull();
    const audit = await t.prisma.gdprAuditLog.findFirstOrThrow({ where: { userId: user.id } });
    expect(audit.details).toMatchObject({
      source: "oauth_modal",
      version: "1.1",
      before: { gdprConsent: false },
      after: { gdprConsent: true },
    });
  });
});
