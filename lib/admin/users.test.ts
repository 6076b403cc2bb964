// Users tab endpoints: the DTO-only user list, role changes with the owner and last-admin
// protections, and deletion (owner, last admin, self) with audit rows in the same transaction.
import { createHash } from "node:crypto";
import { setupTestDatabase } from "@/test/db";
import { setupAppServer, type TestClient } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";

const t = setupTestDatabase();
const app = setupAppServer();
const OWNER = "admin@trendscript.local"; // the designated account (ADMIN_EMAIL unset)

let owner: TestClient;
let ownerId: string;

beforeAll(async () => {
  const o = await createUser(t.prisma, { email: OWNER, role: "admin", authProvider: "email" });
  ownerId = o.id;
  owner = await signInAs(app.client(), o);
});

describe("GET /api/admin/users", () => {
  it("returns admin rows only: no hashes, tokens or Stripe ids", async () => {
    await createUser(t.prisma, {
      email: "listed@example.com",
      subscriptionTier: "studio",
      authProvider: "google",
      trendsUsedThisMonth: 4,
      scriptsUsedThisMonth: 7,
      verificationToken: "secret-token-hash",
      stripeCustomerId: "cus_hidden",
    });
    const res = await owner.get("/api/admin/users");
    expect(res.status).toBe(200);
    const body = await res.json();
    const row = body.users.find((u: { email: string }) => u.email === "listed@example.com");
    expect(Object.keys(row).sort()).toEqual(
      [
        "authProvider",
        "createdAt",
        "email",
        "id",
        "protected",
        "role",
        "scriptsUsedThisMonth",
        "subscriptionTier",
        "trendsUsedThisMonth",
      ].sort(),
    );
    expect(row).toMatchObject({
      role: "user",
      subscriptionTier: "studio",
      authProvider: "google",
      trendsUsedThisMonth: 4,
      scriptsUsedThisMonth: 7,
      protected: false,
    });
    expect(body.users.find((u: { email: string }) => u.email === OWNER)).toMatchObject({
      role: "admin",
      protected: true,
    });
    expect(JSON.stringify(body)).not.toMatch(/secret-token-hash|cus_hidden|\$argon2/);
    expect(body.total).toBe(body.users.length);
  });
});

describe("POST /api/admin/set-role", () => {
  it("promotes and demotes by email (case-insensitive), bumping sessionVersion and auditing before/after", async () => {
    const u = await createUser(t.prisma, { email: "climber@example.com" });
    const res = await owner.post("/api/admin/set-role", { email: "  Climber@Example.com ", role: "admin" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: { email: "climber@example.com", role: "admin" } });
    const after = await t.prisma.user.findUniqueOrThrow({ where: { id: u.id } });
    expect(after.role).toBe("admin");
    expect(after.sessionVersion).toBe(u.sessionVersion + 1);
    const audit = await t.prisma.adminAuditLog.findFirstOrThrow({
      where: { action: "set_role", targetEmail: "climber@example.com" },
    });
    expect(audit).toMatchObject({
      actorId: ownerId,
      actorEmail: OWNER,
      before: { role: "user" },
      after: { role: "admin" },
    });

    expect((await owner.post("/api/admin/set-role", { email: "climber@example.com", role: "user" })).status).toBe(200);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).role).toBe("user");
  });

  it("refuses to demote the designated account (409) and keeps it admin", async () => {
    const res = await owner.post("/api/admin/set-role", { email: OWNER, role: "user" });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe("Cannot change the role of the designated admin account");
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: ownerId } })).role).toBe("admin");
  });

  it("validates the body: unknown role, bad email, extra fields, unknown user", async () => {
    const cases: [unknown, number, string?][] = [
      [{ email: "listed@example.com", role: "owner" }, 400, "Role must be user or admin"],
      [{ email: "not-an-email", role: "admin" }, 400, "Please enter a valid email address"],
      [{ email: "", role: "admin" }, 400, "Please enter a user email"],
      [{ email: "listed@example.com", role: "admin", sessionVersion: 0 }, 400],
      [{ email: "ghost@example.com", role: "admin" }, 404, "User not found"],
    ];
    for (const [body, status, message] of cases) {
      const res = await owner.post("/api/admin/set-role", body);
      expect([body, res.status]).toEqual([body, status]);
      if (message) expect((await res.json()).message).toBe(message);
    }
  });
});

describe("DELETE /api/admin/delete-user", () => {
  it("deletes a user with their data, leaves a tombstone and an audit row", async () => {
    const u = await createUser(t.prisma, { email: "leaver@example.com" });
    await t.prisma.trend.create({
      data: { userId: u.id, niche: "food", title: "T", description: "D", engagement: "1K" },
    });
    await t.prisma.billingRecord.create({ data: { userId: u.id, kind: "payment", amount: 1900, details: "kept" } });
    const res = await owner.delete("/api/admin/delete-user", { email: "leaver@example.com" });
    expect(res.status).toBe(200);
    expect(await t.prisma.user.count({ where: { id: u.id } })).toBe(0);
    expect(await t.prisma.trend.count({ where: { userId: u.id } })).toBe(0);
    // The billing ledger is kept, anonymised.
    expect(await t.prisma.billingRecord.count({ where: { details: "kept", userId: null } })).toBe(1);
    expect(await t.prisma.gdprAuditLog.count({ where: { action: "account_deleted", userId: null } })).toBe(1);
    // The admin trail records the deletion by the address's hash, never the address.
    const audit = await t.prisma.adminAuditLog.findFirstOrThrow({ where: { action: "delete_user" } });
    expect(audit.targetEmail).toBeNull();
    expect(audit.before).toMatchObject({
      emailSha256: createHash("sha256").update("leaver@example.com").digest("hex"),
    });
    expect((await owner.delete("/api/admin/delete-user", { email: "leaver@example.com" })).status).toBe(404);
  });

  it("refuses the designated account, oneself and the last admin", async () => {
    const own = await owner.delete("/api/admin/delete-user", { email: OWNER });
    expect(own.status).toBe(409);
    expect((await own.json()).message).toBe("Cannot delete designated admin account");

    const other = await createUser(t.prisma, { email: "other-admin@example.com", role: "admin" });
    const otherClient = await signInAs(app.client(), other);
    const self = await otherClient.delete("/api/admin/delete-user", { email: "other-admin@example.com" });
    expect(self.status).toBe(409);
    expect((await self.json()).message).toBe("You cannot delete your own account from the admin console");
    expect(await t.prisma.user.count({ where: { id: other.id } })).toBe(1);
  });
});

describe("last-admin protection (no designated account in the database)", () => {
  it("never leaves the system without an admin, even when two admins demote each other at once", async () => {
    // Take the designated account out of play: rename it so only role-admins count.
    await t.prisma.user.update({ where: { id: ownerId }, data: { email: "former-owner@example.com", role: "user" } });
    await t.prisma.user.updateMany({ where: { role: "admin" }, data: { role: "user" } });
    const a = await createUser(t.prisma, { email: "alpha@example.com", role: "admin" });
    const b = await createUser(t.prisma, { email: "beta@example.com", role: "admin" });
    const ca = await signInAs(app.client(), a);
    const cb = await signInAs(app.client(), b);
    const [ra, rb] = await Promise.all([
      ca.post("/api/admin/set-role", { email: "beta@example.com", role: "user" }),
      cb.post("/api/admin/set-role", { email: "alpha@example.com", role: "user" }),
    ]);
    // One wins; the other is refused: 409 if it got past the session check before the first
    // committed (the admin rows are locked), else 401 (its session died with the demotion).
    const statuses = [ra.status, rb.status].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    expect(await t.prisma.user.count({ where: { role: "admin" } })).toBe(1);

    const last = await t.prisma.user.findFirstOrThrow({ where: { role: "admin" } });
    const lastClient = await signInAs(app.client(), last);
    const demote = await lastClient.post("/api/admin/set-role", { email: last.email, role: "user" });
    expect(demote.status).toBe(409);
    expect((await demote.json()).message).toBe("Cannot demote the last admin");
    expect(await t.prisma.user.count({ where: { role: "admin" } })).toBe(1);
  });
});
