// Erasure leaves nothing of the person (security review item 5): a creator who used the product
// for real (guest ticket, sign-up, sign-ins, a failed sign-in from elsewhere, a password reset,
// a signed-in ticket, consent changes, an export, admin actions on the account, a payment) is
// deleted, by themself or by an admin; afterwards not one row of any table (those of the future
// included: the scan lists them from the database) holds their address, ticket text, IP address or
// user agent. The billing ledger stays, without them.
import { randomBytes } from "node:crypto";
import { Prisma } from "@/lib/db";
import { setupAppServer, type TestClient } from "@/test/app-server";
import { createUser, signInAs, TEST_PASSWORD } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";

const t = setupTestDatabase();
const app = setupAppServer();
let admin: TestClient;

beforeAll(async () => {
  admin = await signInAs(
    app.client(),
    await createUser(t.prisma, { role: "admin", email: "erasure-admin@example.com" }),
  );
});

type Person = { email: string; ip: string; agent: string; texts: string[] };

/** A client that comes from the person's address and browser. */
function browser(p: Pick<Person, "ip" | "agent">): TestClient {
  const c = app.client();
  const original = c.fetch.bind(c);
  c.fetch = (path, init = {}) =>
    original(path, { ...init, headers: { "x-forwarded-for": p.ip, "user-agent": p.agent, ...(init.headers ?? {}) } });
  return c;
}

async function livedIn(n: number): Promise<{ person: Person; signedIn: TestClient }> {
  const tag = randomBytes(4).toString("hex");
  const person: Person = {
    email: `erase-me-${tag}@example.com`,
    ip: `198.51.100.${n}`,
    agent: `ErasureAgent/${tag}`,
    texts: [`Guest question ${tag}`, `Guest details ${tag}`, `Signed-in question ${tag}`, `Signed-in details ${tag}`],
  };
  const b = browser(person);
  const ok = async (res: Promise<Response>, status = 200) => expect((await res).status).toBe(status);

  await ok(
    b.post("/api/support/guest-ticket", {
      email: person.email,
      subject: person.texts[0],
      message: person.texts[1],
      category: "general",
    }),
  );
  await ok(
    b.post("/api/auth/register", {
      email: person.email,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      gdprConsent: true,
      dataProcessingConsent: true,
    }),
    201,
  );
  await t.prisma.user.update({ where: { email: person.email }, data: { emailVerified: true } });
  const stranger = browser({ ip: `203.0.113.${n}`, agent: "Stranger/1" });
  await ok(stranger.post("/api/auth/login", { email: person.email, password: "not the password" }), 401);
  await ok(b.post("/api/auth/forgot-password", { email: person.email }));
  await ok(b.post("/api/auth/login", { email: person.email, password: TEST_PASSWORD }));
  await ok(b.post("/api/support/ticket", { subject: person.texts[2], message: person.texts[3], category: "billing" }));
  await ok(
    b.post("/api/gdpr/consent", { marketingConsent: true, analyticsConsent: true, conversionTrackingConsent: false }),
  );
  await ok(b.get("/api/gdpr/export"));
  await ok(admin.post("/api/admin/set-role", { email: person.email, role: "admin" }));
  await ok(admin.post("/api/admin/set-role", { email: person.email, role: "user" }));
  await ok(admin.post(`/api/admin/launch-welcome/${encodeURIComponent(person.email)}`));
  const user = await t.prisma.user.findUniqueOrThrow({ where: { email: person.email } });
  await t.prisma.billingRecord.create({
    data: { userId: user.id, kind: "payment", amount: 1900, details: `ledger-${tag}`, actorEmail: person.email },
  });
  await t.prisma.checkoutSession.create({
    data: { id: `cs_test_${tag}`, userId: user.id, tier: "pro", customerEmail: person.email },
  });
  // The role changes above ended the session (role changes bump sessionVersion): sign in again.
  await ok(b.post("/api/auth/login", { email: person.email, password: TEST_PASSWORD }));
  return { person, signedIn: b };
}

/** Every row of every table whose text contains `needle` (case-insensitive), as "table: row". */
async function rowsHolding(needle: string): Promise<string[]> {
  const tables = await t.prisma.$queryRaw<{ name: string }[]>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'`;
  const found: string[] = [];
  for (const { name } of tables) {
    const rows = await t.prisma.$queryRaw<{ row: string }[]>(
      Prisma.sql`SELECT r::text AS row FROM ${Prisma.raw(`"${name.replace(/"/g, "")}"`)} r WHERE strpos(lower(r::text), lower(${needle})) > 0`,
    );
    found.push(...rows.map((r) => `${name}: ${r.row.slice(0, 300)}`));
  }
  return found;
}

async function expectGone(person: Person, ledgerTag: string) {
  for (const needle of [person.email, person.ip, person.agent, ...person.texts]) {
    expect({ needle, rows: await rowsHolding(needle) }).toEqual({ needle, rows: [] });
  }
  const ledger = await t.prisma.billingRecord.findMany({ where: { details: ledgerTag } });
  expect(ledger).toHaveLength(1);
  expect(ledger[0]).toMatchObject({ userId: null, actorEmail: null, amount: 1900 });
}

describe("after erasure no row holds the person", () => {
  it("the scan sees the person's data before the deletion", async () => {
    const { person } = await livedIn(10);
    for (const needle of [person.email, person.ip, person.agent, ...person.texts])
      expect((await rowsHolding(needle)).length).toBeGreaterThan(0);
    const tables = new Set((await rowsHolding(person.email)).map((r) => r.split(":")[0]));
    for (const table of [
      "users",
      "support_tickets",
      "email_outbox",
      "rate_limit_buckets",
      "admin_audit_log",
      "billing_records",
      "checkout_sessions",
    ]) {
      expect(tables).toContain(table);
    }
  }, 60_000);

  it("after self-deletion", async () => {
    const { person, signedIn } = await livedIn(11);
    const ledgerTag = (await t.prisma.billingRecord.findFirstOrThrow({ where: { actorEmail: person.email } })).details;
    const res = await signedIn.delete("/api/gdpr/delete-account", { confirmDeletion: "DELETE_MY_ACCOUNT" });
    expect(res.status).toBe(200);
    await expectGone(person, ledgerTag);
  }, 60_000);

  it("after admin deletion", async () => {
    const { person } = await livedIn(12);
    const ledgerTag = (await t.prisma.billingRecord.findFirstOrThrow({ where: { actorEmail: person.email } })).details;
    const res = await admin.delete("/api/admin/delete-user", { email: person.email });
    expect(res.status).toBe(200);
    await expectGone(person, ledgerTag);
    // The deletion itself is on record: a tombstone and the admin's audit row, neither naming anyone.
    expect(
      await t.prisma.gdprAuditLog.count({
        where: { action: "account_deleted", details: { path: ["by"], equals: "admin" } },
      }),
    ).toBe(1);
    expect(await t.prisma.adminAuditLog.count({ where: { action: "delete_user" } })).toBe(1);
  }, 60_000);
});
