import { env } from "@/env";
import { setupAppServer } from "@/test/app-server";
import { createUser } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { ensureSchedule, runRetentionJob } from "./retention-job";
import { DAY_MS } from "@/lib/time";

const t = setupTestDatabase();
const app = setupAppServer();

const ago = (days: number) => new Date(Date.now() - days * DAY_MS);
const ahead = (days: number) => new Date(Date.now() + days * DAY_MS);

async function seed() {
  const user = await createUser(t.prisma);
  const p = t.prisma;
  await p.emailOutbox.createMany({
    data: [
      { to: "old@example.com", from: "f", subject: "old", text: "t", kind: "k", createdAt: ago(400) },
      { to: "new@example.com", from: "f", subject: "new", text: "t", kind: "k", createdAt: ago(300) },
    ],
  });
  await p.rateLimitBucket.createMany({
    data: [
      { key: "expired", count: 1, windowStart: ago(2), expiresAt: ago(1) },
      { key: "live", count: 1, windowStart: ago(0), expiresAt: ahead(1) },
    ],
  });
  await p.apiCache.createMany({
    data: [
      { key: "stale", value: {}, expiresAt: ago(1) },
      { key: "fresh", value: {}, expiresAt: ahead(1) },
    ],
  });
  await p.gdprAuditLog.createMany({
    data: [
      { userId: user.id, action: "data_exported", dataType: "export", timestamp: ago(400) },
      { userId: user.id, action: "data_exported", dataType: "export", timestamp: ago(100) },
      { userId: user.id, action: "consent_updated", dataType: "consent", timestamp: ago(400) },
      { userId: null, action: "consent_updated", dataType: "consent", timestamp: ago(400) },
      { userId: null, action: "account_deleted", dataType: "account", timestamp: ago(400) },
      { userId: null, action: "account_deleted", dataType: "account", timestamp: ago(2600) },
    ],
  });
  await p.billingRecord.createMany({
    data: [
      { userId: null, kind: "payment", amount: 100, details: "ancient", createdAt: ago(2600) },
      { userId: user.id, kind: "payment", amount: 100, details: "six years", createdAt: ago(6 * 365) },
    ],
  });
  await p.usagePeriod.createMany({
    data: [
      { userId: user.id, periodStart: ago(800) },
      { userId: user.id, periodStart: ago(100) },
    ],
  });
  await p.aiCall.createMany({
    data: [
      { purpose: "trends", model: "m", outcome: "ok", durationMs: 1, createdAt: ago(800) },
      { purpose: "script", model: "m", outcome: "ok", durationMs: 1, createdAt: ago(100) },
    ],
  });
  return user;
}

describe("data retention", () => {
  it("deletes only what is past its period and completes due schedule rows", async () => {
    const user = await seed();
    await ensureSchedule(t.prisma, user.id);
    await ensureSchedule(t.prisma, user.id); // idempotent
    expect(await t.prisma.dataRetentionSchedule.count({ where: { userId: user.id } })).toBe(3);
    await t.prisma.dataRetentionSchedule.updateMany({
      where: { userId: user.id, dataType: "security_logs" },
      data: { scheduledDeletion: ago(1) },
    });

    const report = await runRetentionJob(t.prisma);
    expect(report.deleted).toMatchObject({
      email_outbox: 1,
      rate_limit_buckets: 1,
      api_cache: 1,
      audit_security_events: 1,
      audit_consent_of_deleted_accounts: 1,
      audit_deletion_tombstones: 1,
      billing_records: 1,
      usage_periods: 1,
      ai_calls: 1,
    });
    expect(report.schedules).toEqual({ completed: 1, rescheduled: 1 });

    expect((await t.prisma.emailOutbox.findMany()).map((m) => m.subject)).toEqual(["new"]);
    expect((await t.prisma.rateLimitBucket.findMany()).map((b) => b.key)).toEqual(["live"]);
    expect((await t.prisma.apiCache.findMany()).map((c) => c.key)).toEqual(["fresh"]);
    expect((await t.prisma.billingRecord.findMany()).map((b) => b.details)).toEqual(["six years"]);
    expect(await t.prisma.usagePeriod.count()).toBe(1);
    expect((await t.prisma.aiCall.findMany()).map((c) => c.purpose)).toEqual(["script"]);
    const audit = await t.prisma.gdprAuditLog.findMany({ orderBy: { timestamp: "asc" } });
    expect(audit.map((a) => `${a.action}:${a.userId ? "user" : "null"}`).sort()).toEqual(
      ["account_deleted:null", "consent_updated:user", "data_exported:user"].sort(),
    );
    const schedule = await t.prisma.dataRetentionSchedule.findMany({
      where: { userId: user.id, dataType: "security_logs" },
      orderBy: { createdAt: "asc" },
    });
    expect(schedule.map((s) => s.status).sort()).toEqual(["completed", "scheduled"]);
    expect(schedule.find((s) => s.status === "scheduled")!.scheduledDeletion.getTime()).toBeGreaterThan(
      Date.now() + 360 * DAY_MS,
    );

    // A second run finds nothing more to do.
    const again = await runRetentionJob(t.prisma);
    expect(Object.values(again.deleted).every((n) => n === 0)).toBe(true);
    expect(again.schedules.completed).toBe(0);
  });

  it("protects the cron route: 503 without CRON_SECRET, 401 with a wrong bearer, runs with the right one", async () => {
    Object.assign(env, { CRON_SECRET: undefined });
    expect((await app.client().get("/api/cron/retention")).status).toBe(503);

    Object.assign(env, { CRON_SECRET: "cron-secret-value" });
    for (const auth of [undefined, "Bearer wrong", "cron-secret-value", "Bearer cron-secret-valuex"]) {
      const res = await app.client().get("/api/cron/retention", { headers: auth ? { authorization: auth } : {} });
      expect(res.status).toBe(401);
      expect(await res.text()).toContain("Unauthorized");
    }
    await t.prisma.apiCache.create({ data: { key: "stale-2", value: {}, expiresAt: ago(1) } });
    const ok = await app
      .client()
      .post("/api/cron/retention", undefined, { headers: { authorization: "Bearer cron-secret-value" } });
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body).toMatchObject({ success: true, deleted: { api_cache: 1 } });
    expect(
      (await app.client().get("/api/cron/retention", { headers: { authorization: "Bearer cron-secret-value" } }))
        .status,
    ).toBe(200);
  });
});
