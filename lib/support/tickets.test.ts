import { BLNS, LONE_SURROGATES } from "@/test/blns";
import { setupAppServer } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";

const t = setupTestDatabase();
const app = setupAppServer();

let ipCounter = 0;
// Each client comes from its own address so per-IP limits don't couple the tests.
const client = (ip = `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`) => {
  const c = app.client();
  const original = c.fetch.bind(c);
  c.fetch = (path, init = {}) =>
    original(path, { ...init, headers: { "x-forwarded-for": ip, ...(init.headers ?? {}) } });
  return c;
};

describe("support tickets", () => {
  it("stores a signed-in ticket with the account email, mails support and the sender, and answers the spec shape", async () => {
    const user = await createUser(t.prisma, { email: "maker@example.com" });
    const c = await signInAs(client(), user);
    const res = await c.post("/api/support/ticket", {
      subject: "  Script export broken\r\nBcc: victim@example.com ",
      message: " It fails. ",
      category: "bug",
      email: "someone-else@example.com",
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, priority: "high" });
    expect(body.ticketId).toMatch(/^TKT-[A-Z2-7]{10}$/);
    expect(body.message).toContain(body.ticketId);
    expect(body.message).toContain("2 hours (high)");

    const ticket = await t.prisma.supportTicket.findUniqueOrThrow({ where: { id: body.ticketId } });
    expect(ticket).toMatchObject({
      userId: user.id,
      email: "maker@example.com", // never the body's address
      subject: "Script export broken\r\nBcc: victim@example.com",
      message: "It fails.",
      category: "bug",
      priority: "high",
      channel: "dialog",
    });
    const mails = await t.prisma.emailOutbox.findMany({ where: { subject: { contains: body.ticketId } } });
    expect(mails.map((m) => m.kind).sort()).toEqual(["support-ack", "support-copy"]);
    for (const m of mails) expect(m.subject).not.toMatch(/[\r\n]/);
    expect(mails.find((m) => m.kind === "support-ack")?.to).toBe("maker@example.com");
    expect(mails.find((m) => m.kind === "support-copy")?.to).toBe("support@trendscript.app");
    expect(mails.find((m) => m.kind === "support-copy")?.text).toContain("It fails.");
  });

  it("gives paid subscribers priority support (2-4 hours) and at least high priority", async () => {
    const user = await createUser(t.prisma, { subscriptionTier: "pro" });
    const c = await signInAs(client(), user);
    const res = await c.post("/api/support/ticket", {
      subject: "Idea",
      message: "Dark mode please",
      category: "feature",
    });
    const body = await res.json();
    expect(body.priority).toBe("high");
    expect(body.message).toContain("2-4 hours");
    const ack = await t.prisma.emailOutbox.findFirstOrThrow({ where: { kind: "support-ack", to: user.email } });
    expect(ack.text).toContain("2-4 hours");
    expect(ack.text).toContain(body.ticketId);
  });

  it("requires a session for /ticket and an email for /guest-ticket, with the product's message", async () => {
    const unauth = await client().post("/api/support/ticket", { subject: "a", message: "b", category: "general" });
    expect(unauth.status).toBe(401);
    expect(await unauth.text()).toContain("Unauthorized");

    for (const email of [undefined, "", "   "]) {
      const res = await client().post("/api/support/guest-ticket", {
        subject: "Hi",
        message: "Help",
        category: "general",
        email,
      });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe("Email required: Please provide your email address so we can respond.");
    }
    const blank = await client().post("/api/support/guest-ticket", {
      subject: "  ",
      message: "x",
      category: "general",
      email: "g@example.com",
    });
    expect((await blank.json()).message).toBe("Missing information: Please fill in both subject and message.");
    const long = await client().post("/api/support/guest-ticket", {
      subject: "s".repeat(201),
      message: "x",
      email: "g@example.com",
    });
    expect(long.status).toBe(400);
    const longMsg = await client().post("/api/support/guest-ticket", {
      subject: "s",
      message: "m".repeat(2001),
      email: "g@example.com",
    });
    expect(longMsg.status).toBe(400);
    const badCategory = await client().post("/api/support/guest-ticket", {
      subject: "s",
      message: "m",
      category: "sales",
      email: "g@example.com",
    });
    expect(badCategory.status).toBe(400);
    const extra = await client().post("/api/support/guest-ticket", {
      subject: "s",
      message: "m",
      email: "g@example.com",
      priority: "urgent",
    });
    expect(extra.status).toBe(400);
    expect(await t.prisma.supportTicket.count({ where: { email: "g@example.com" } })).toBe(0);

    const ok = await client().post("/api/support/guest-ticket", {
      subject: "s".repeat(200),
      message: "m".repeat(2000),
      category: "billing",
      email: " Guest@Example.com ",
    });
    expect(ok.status).toBe(200);
    const ticket = await t.prisma.supportTicket.findUniqueOrThrow({ where: { id: (await ok.json()).ticketId } });
    expect(ticket).toMatchObject({
      userId: null,
      email: "guest@example.com",
      channel: "guest",
      priority: "high",
      category: "billing",
    });
  });

  it("rate-limits guest tickets per IP and per email with a clear 429", async () => {
    const ip = "10.99.0.1";
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await client(ip).post("/api/support/guest-ticket", {
        subject: `s${i}`,
        message: "m",
        email: `ip-${i}@example.com`,
      });
      statuses.push(res.status);
      if (res.status === 429) expect((await res.json()).message).toMatch(/Too many support requests/);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    const byEmail: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await client().post("/api/support/guest-ticket", {
        subject: "s",
        message: "m",
        email: "same@example.com",
      });
      byEmail.push(res.status);
      if (res.status === 429) expect(res.headers.get("retry-after")).toBeTruthy();
    }
    expect(byEmail).toEqual([200, 200, 200, 429]);
    expect(await t.prisma.supportTicket.count({ where: { email: "same@example.com" } })).toBe(3);
  });

  it("acknowledges a guest with our fixed text and the ticket id only, never the guest's words", async () => {
    const subject = "URGENT: your account is locked - verify at https://evil.example/login";
    const message = "Click https://evil.example/login within 24 hours or lose your account.";
    const forms = [
      ["/api/support/guest-ticket", { category: "general", email: "victim-1@example.com" }],
      ["/api/support/create-ticket", { priority: "low", email: "victim-2@example.com" }],
    ] as const;
    for (const [path, fields] of forms) {
      const res = await client().post(path, { subject, message, ...fields });
      expect(res.status).toBe(200);
      const { ticketId } = await res.json();
      const ack = await t.prisma.emailOutbox.findFirstOrThrow({
        where: { kind: "support-ack", subject: { contains: ticketId } },
      });
      expect(ack.text).toContain(ticketId);
      expect(`${ack.subject}\n${ack.text}`).not.toMatch(/evil\.example|URGENT|locked|Click/);
      // The support team's copy has it all (it goes to our own address).
      const copy = await t.prisma.emailOutbox.findFirstOrThrow({
        where: { kind: "support-copy", subject: { contains: ticketId } },
      });
      expect(copy.text).toContain(message);
    }
  });

  it("takes /support page tickets from guests (email required) and signed-in users (account email)", async () => {
    const guestNoEmail = await client().post("/api/support/create-ticket", {
      subject: "s",
      priority: "urgent",
      message: "m",
    });
    expect(guestNoEmail.status).toBe(400);
    expect((await guestNoEmail.json()).message).toMatch(/^Email required/);
    const guestBad = await client().post("/api/support/create-ticket", {
      subject: "s",
      priority: "low",
      message: "m",
      email: "nope",
    });
    expect(guestBad.status).toBe(400);
    const badPriority = await client().post("/api/support/create-ticket", {
      subject: "s",
      priority: "asap",
      message: "m",
      email: "p@example.com",
    });
    expect(badPriority.status).toBe(400);

    const guest = await client().post("/api/support/create-ticket", {
      subject: "s",
      priority: "urgent",
      message: "m",
      email: "page@example.com",
    });
    expect(guest.status).toBe(200);
    const g = await t.prisma.supportTicket.findUniqueOrThrow({ where: { id: (await guest.json()).ticketId } });
    expect(g).toMatchObject({
      email: "page@example.com",
      priority: "urgent",
      channel: "page",
      userId: null,
      category: null,
    });

    const user = await createUser(t.prisma, { email: "pageuser@example.com" });
    const c = await signInAs(client(), user);
    const mine = await c.post("/api/support/create-ticket", {
      subject: "s",
      priority: "low",
      message: "m",
      email: "",
      userEmail: "other@example.com",
    });
    expect(mine.status).toBe(200);
    const body = await mine.json();
    expect(body.message).toContain("24-48 hours");
    const u = await t.prisma.supportTicket.findUniqueOrThrow({ where: { id: body.ticketId } });
    expect(u).toMatchObject({ email: "pageuser@example.com", userId: user.id, priority: "low" });
  });

  it("stores every Big List of Naughty Strings entry verbatim (trimmed) or rejects it with a 4xx, never a 5xx", async () => {
    let user = await createUser(t.prisma);
    let c = await signInAs(client(), user);
    let stored = 0;
    const strings = [...BLNS, ...LONE_SURROGATES];
    for (let i = 0; i < strings.length; i++) {
      if (i % 50 === 49) {
        user = await createUser(t.prisma); // stay under the per-user hourly limit
        c = await signInAs(client(), user);
      }
      const s = strings[i];
      const res = await c.post("/api/support/ticket", { subject: s, message: s, category: "general" });
      const trimmed = s.trim();
      if (trimmed.length === 0 || trimmed.length > 200 || !s.isWellFormed()) {
        expect(res.status).toBe(400);
        expect((await res.json()).message).toBeTruthy();
        continue;
      }
      if (res.status !== 200) throw new Error(`BLNS #${i} ${JSON.stringify(s)} -> ${res.status} ${await res.text()}`);
      const { ticketId } = await res.json();
      const row = await t.prisma.supportTicket.findUniqueOrThrow({ where: { id: ticketId } });
      expect(row.subject).toBe(trimmed);
      expect(row.message).toBe(trimmed);
      stored++;
    }
    expect(stored).toBeGreaterThan(450);
    const subjects = await t.prisma.emailOutbox.findMany({
      where: { kind: { in: ["support-copy", "support-ack"] } },
      select: { subject: true },
    });
    for (const m of subjects) expect(m.subject).not.toMatch(/[\r\n]/);
  }, 240_000);
});
