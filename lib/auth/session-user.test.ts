// The user every signed-in request reads by a named statement (lib/auth/current-user.ts) must be the
// very object Prisma reads with SESSION_USER_SELECT: same fields, same types, timestamps as UTC
// whatever the server's zone; and it never carries the password hash, token hashes or Stripe ids.
import { setupTestDatabase } from "@/test/db";
import { pgTypes } from "@/lib/db-connect";
import { countQueries } from "@/lib/query-count";
import { readSessionUser, SESSION_USER_SELECT } from "./current-user";

const t = setupTestDatabase();

const EVERY_FIELD = {
  email: "every.field@example.com",
  firstName: "Zoë <b>",
  lastName: "O'Brien",
  profileImageUrl: "https://example.com/a.png",
  passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$abc$def",
  emailVerified: true,
  verificationToken: "a".repeat(64),
  verificationTokenExpires: new Date("2026-01-02T03:04:05.678Z"),
  resetPasswordToken: "b".repeat(64),
  resetPasswordExpires: new Date("2026-07-08T23:59:59.999Z"),
  authProvider: "google",
  role: "admin" as const,
  subscriptionTier: "studio" as const,
  stripeCustomerId: "cus_123",
  stripeSubscriptionId: "sub_456",
  subscriptionStatus: "past_due",
  subscriptionUpdatedAt: new Date("2025-12-31T23:00:00.001Z"),
  trendsUsedThisMonth: 7,
  scriptsUsedThisMonth: 11,
  monthlyTrendLimit: 200,
  subscriptionEndsAt: new Date("2027-03-28T01:30:00.000Z"),
  lastUsageReset: new Date("2026-10-25T00:30:00.250Z"),
  usageResetPeriod: "daily",
  gdprConsent: true,
  gdprConsentDate: new Date("2026-03-29T02:30:00.000Z"),
  marketingConsent: true,
  analyticsConsent: true,
  conversionTrackingConsent: true,
  dataProcessingConsent: false,
  consentVersion: "1.2",
  dataRetentionDate: new Date("2028-02-29T12:00:00.000Z"),
  sessionVersion: 3,
  revokedSessions: ["sid-1:1893456000", "sid-2:1893456001"],
};

describe("the session's user read", () => {
  it("is Prisma's select, field for field, with every column set, and holds no secret", async () => {
    const created = await t.prisma.user.create({ data: EVERY_FIELD });
    const row = await readSessionUser(created.id);
    expect(row).toEqual(await t.prisma.user.findUnique({ where: { id: created.id }, select: SESSION_USER_SELECT }));
    for (const secret of [
      "passwordHash",
      "verificationToken",
      "resetPasswordToken",
      "stripeCustomerId",
      "stripeSubscriptionId",
    ]) {
      expect(row).not.toHaveProperty(secret);
    }
    expect(row?.subscriptionEndsAt).toBeInstanceOf(Date);
    expect(row?.subscriptionEndsAt?.toISOString()).toBe("2027-03-28T01:30:00.000Z");
  });

  // Jest's process.env is a copy, so the zone cannot be switched here: the parser itself is checked.
  it("reads a timestamp column as UTC, not in the server's zone", () => {
    const parse = pgTypes.getTypeParser(1114, "text") as (text: string) => Date;
    expect(parse("2027-03-28 01:30:00.5").toISOString()).toBe("2027-03-28T01:30:00.500Z");
    expect(parse("2026-01-02 03:04:05.678").getTime()).toBe(Date.UTC(2026, 0, 2, 3, 4, 5, 678));
  });

  it("is Prisma's row with every optional column empty", async () => {
    const created = await t.prisma.user.create({ data: { email: "bare@example.com" } });
    expect(await readSessionUser(created.id)).toEqual(
      await t.prisma.user.findUnique({ where: { id: created.id }, select: SESSION_USER_SELECT }),
    );
  });

  it("sees a change made a moment ago and a deleted user as gone", async () => {
    const created = await t.prisma.user.create({ data: { email: "changes@example.com" } });
    expect((await readSessionUser(created.id))?.sessionVersion).toBe(0);
    await t.prisma.user.update({
      where: { id: created.id },
      data: { sessionVersion: { increment: 1 }, role: "admin" },
    });
    const after = await readSessionUser(created.id);
    expect(after).toMatchObject({ sessionVersion: 1, role: "admin" });
    await t.prisma.user.delete({ where: { id: created.id } });
    expect(await readSessionUser(created.id)).toBeNull();
    expect(await readSessionUser("no-such-user")).toBeNull();
  });

  it("counts as one query in a request's count", async () => {
    const created = await t.prisma.user.create({ data: { email: "counted@example.com" } });
    const previous = process.env.QUERY_COUNTS;
    process.env.QUERY_COUNTS = "1";
    try {
      const { queries } = await countQueries(() => readSessionUser(created.id));
      expect(queries).toBe(1);
    } finally {
      process.env.QUERY_COUNTS = previous;
    }
  });
});
