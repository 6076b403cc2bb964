import { BLNS, LONE_SURROGATES } from "@/test/blns";
import { setupAppServer, TestClient } from "@/test/app-server";
import { createUser, signInAs, TEST_PASSWORD } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { setupMailStub } from "@/test/mail-stub";
import { loginDelayMs } from "./accounts";
import { hashToken } from "./tokens";

const t = setupTestDatabase();
const app = setupAppServer();
const mail = setupMailStub();

const PASSWORD = "a perfectly fine password";
let ipCounter = 0;
// Each test pretends to come from its own address so per-IP limits don't couple the tests.
const client = () => {
  const c = app.client();
  const ip = `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const original = c.fetch.bind(c);
  c.fetch = (path, init = {}) =>
    original(path, { ...init, headers: { "x-forwarded-for": ip, ...(init.headers ?? {}) } });
  return c;
};
const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  firstName: "",
  lastName: "User",
  gdprConsent: true,
  marketingConsent: true,
  analyticsConsent: true,
  conversionTrackingConsent: true,
  dataProcessingConsent: true,
  ...extra,
});

describe("sign-up, verification and sign-in", () => {
  it("registers, emails a verification link, verifies once, signs in and reads the user", async () => {
    const c = client();
    const email = "New.Creator@Example.com";
    const res = await c.post("/api/auth/register", registration(email));
    expect(res.status).toBe(201);
    expect((await res.json()).message).toMatch(/check your email/);

    const user = await t.prisma.user.findUniqueOrThrow({ where: { email: "new.creator@example.com" } });
    expect(user).toMatchObject({
      firstName: "new.creator",
      lastName: "User",
      emailVerified: false,
      gdprConsent: true,
      marketingConsent: true,
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);

    const token = await mail.linkToken(user.email, "/verify-email");
    expect(user.verificationToken).toBe(hashToken(token)); // only the hash is stored

    expect((await c.post("/api/auth/login", { email, password: PASSWORD })).status).toBe(403);
    expect((await c.post("/api/verify-email", { token })).status).toBe(200);
    const again = await c.post("/api/verify-email", { token });
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe("Email verification failed. The link may be expired or invalid.");

    const login = await c.post("/api/auth/login", { email, password: PASSWORD });
    expect(login.status).toBe(200);
    const me = await c.get("/api/auth/user");
    expect(me.status).toBe(200);
    const dto = await me.json();
    expect(dto).toEqual({
      role: "user",
      email: "new.creator@example.com",
      firstName: "new.creator",
      profileImageUrl: null,
      subscriptionTier: "free",
      gdprConsent: true,
      authProvider: "email",
    });
    expect(JSON.stringify(dto)).not.toMatch(/passwordHash|argon2|verificationToken/);
  });

  it("answers the product's validation messages as {message, errors:[{message}]}", async () => {
    const c = client();
    const cases: [Record<string, unknown>, string][] = [
      [registration("a@example.com", { confirmPassword: "different password" }), "Passwords do not match"],
      [
        registration("a@example.com", { password: "short", confirmPassword: "short" }),
        "Password must be at least 8 characters long",
      ],
      [
        registration("a@example.com", { gdprConsent: false }),
        "You must accept our Privacy Policy to create an account",
      ],
      [registration('"quoted"@example.com'), "Please enter a valid email address"],
    ];
    for (const [body, message] of cases) {
      const res = await c.post("/api/auth/register", body);
      expect(res.status).toBe(400);
      const json = await res.json();
      expect(json.errors.map((e: { message: string }) => e.message)).toContain(message);
    }
    expect((await c.post("/api/auth/register", { ...registration("b@example.com"), role: "admin" })).status).toBe(400);
    expect(await t.prisma.user.count({ where: { email: { in: ["a@example.com", "b@example.com"] } } })).toBe(0);
  });

  it("answers a duplicate sign-up exactly like a new one (no enumeration) and mails the owner", async () => {
    const existing = await createUser(t.prisma, { email: "taken@example.com" });
    const fresh = await client().post("/api/auth/register", registration("fresh@example.com"));
    const dup = await client().post("/api/auth/register", registration("taken@example.com"));
    expect(dup.status).toBe(fresh.status);
    expect(await dup.json()).toEqual(await fresh.json());
    const after = await t.prisma.user.findUniqueOrThrow({ where: { id: existing.id } });
    expect(after.passwordHash).toBe(existing.passwordHash);
    expect(await t.prisma.emailOutbox.count({ where: { to: "taken@example.com", kind: "existing-account" } })).toBe(1);
  });

  it("rejects an expired verification token", async () => {
    await createUser(t.prisma, {
      email: "expired@example.com",
      emailVerified: false,
      verificationToken: hashToken("expired-token-value"),
      verificationTokenExpires: new Date(Date.now() - 1000),
    });
    expect((await client().post("/api/verify-email", { token: "expired-token-value" })).status).toBe(400);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { email: "expired@example.com" } })).emailVerified).toBe(
      false,
    );
  });

  it("lets exactly one of two concurrent uses of a token win", async () => {
    await createUser(t.prisma, {
      email: "race@example.com",
      emailVerified: false,
      verificationToken: hashToken("race-token-value-123"),
      verificationTokenExpires: new Date(Date.now() + 60_000),
    });
    const results = await Promise.all(
      [1, 2].map(() => client().post("/api/verify-email", { token: "race-token-value-123" })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it("gives unknown emails and wrong passwords the same answer", async () => {
    await createUser(t.prisma, { email: "known@example.com" });
    const unknown = await client().post("/api/auth/login", { email: "nobody@example.com", password: "whatever-123" });
    const wrong = await client().post("/api/auth/login", { email: "known@example.com", password: "whatever-123" });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
  });

  it("locks the guessing client out of the account; the owner still signs in from elsewhere", async () => {
    await createUser(t.prisma, { email: "target@example.com" });
    const attacker = client();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await attacker.post("/api/auth/login", { email: "target@example.com", password: `guess-${i}-guess` })).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    // The locked client stays locked, even with the right password...
    const locked = await attacker.post("/api/auth/login", { email: "target@example.com", password: TEST_PASSWORD });
    expect(locked.status).toBe(429);
    expect((await locked.json()).message).toMatch(/Too many failed sign-in attempts/);
    // ...while the owner, from another address, gets in (after the account-wide slow-down).
    const owner = await client().post("/api/auth/login", { email: "target@example.com", password: TEST_PASSWORD });
    expect(owner.status).toBe(200);
  }, 60_000);

  it("slows every attempt on a much-guessed account, capped, instead of locking it", () => {
    expect([0, 5, 6, 10, 30, 1000].map(loginDelayMs)).toEqual([0, 0, 250, 1250, 5000, 5000]);
  });

  it("rate-limits one address hammering sign-in", async () => {
    const c = app.client();
    const headers = { "x-forwarded-for": "203.0.113.9" };
    let last = 0;
    for (let i = 0; i < 51; i++) {
      last = (
        await c.fetch("/api/auth/login", {
          method: "POST",
          headers,
          json: { email: `u${i}@example.com`, password: "x-password" },
        })
      ).status;
    }
    expect(last).toBe(429);
  });
});

describe("forgot and reset password", () => {
  it("resets once through the emailed link and ends the other browser's session", async () => {
    const user = await createUser(t.prisma, { email: "forgetful@example.com" });
    const otherBrowser = await signInAs(client(), user);
    expect((await otherBrowser.get("/api/auth/user")).status).toBe(200);

    const unknown = await client().post("/api/auth/forgot-password", { email: "ghost@example.com" });
    const known = await client().post("/api/auth/forgot-password", { email: "forgetful@example.com" });
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());

    const token = await mail.linkToken("forgetful@example.com", "/auth/reset-password");
    const newPassword = "my brand new password";
    const res = await client().post("/api/auth/reset-password", {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(res.status).toBe(200);
    expect(
      (await client().post("/api/auth/reset-password", { token, password: newPassword, confirmPassword: newPassword }))
        .status,
    ).toBe(400);

    expect((await otherBrowser.get("/api/auth/user")).status).toBe(401);
    expect(
      (await client().post("/api/auth/login", { email: "forgetful@example.com", password: TEST_PASSWORD })).status,
    ).toBe(401);
    expect(
      (await client().post("/api/auth/login", { email: "forgetful@example.com", password: newPassword })).status,
    ).toBe(200);
    expect(await t.prisma.emailOutbox.count({ where: { to: "forgetful@example.com", kind: "password-changed" } })).toBe(
      1,
    );
  });

  it("refuses an expired reset token", async () => {
    await createUser(t.prisma, {
      email: "late@example.com",
      resetPasswordToken: hashToken("late-reset-token"),
      resetPasswordExpires: new Date(Date.now() - 1),
    });
    const res = await client().post("/api/auth/reset-password", {
      token: "late-reset-token",
      password: "another password",
      confirmPassword: "another password",
    });
    expect(res.status).toBe(400);
  });
});

describe("sessions", () => {
  it("answers 401 'Unauthorized' without a session, and after the user is deleted", async () => {
    const anonymous = await app.client().get("/api/auth/user");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).toContain("Unauthorized");
    const user = await createUser(t.prisma);
    const c = await signInAs(app.client(), user);
    expect((await c.get("/api/auth/user")).status).toBe(200);
    await t.prisma.user.delete({ where: { id: user.id } });
    expect((await c.get("/api/auth/user")).status).toBe(401);
  });

  it("rejects a forged cookie and one signed for an old session version", async () => {
    const user = await createUser(t.prisma);
    const c = app.client();
    c.cookies.set("authjs.session-token", "not-a-real-token");
    expect((await c.get("/api/auth/user")).status).toBe(401);
    await signInAs(c, user);
    await t.prisma.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
    expect((await c.get("/api/auth/user")).status).toBe(401);
  });

  it("logs out with a POST that clears the cookie and redirects to / (more in sign-out.test.ts)", async () => {
    const c = await signInAs(app.client(), await createUser(t.prisma));
    const res = await c.post("/api/logout");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/\/$/);
    expect((await c.get("/api/auth/user")).status).toBe(401);
    expect((await app.client().get("/api/login")).headers.get("location")).toMatch(/\/login$/);
  });

  it("blocks a mutating call from a foreign Origin", async () => {
    const res = await app.client().fetch("/api/auth/login", {
      method: "POST",
      headers: { origin: "https://evil.example" },
      json: { email: "x@example.com", password: "whatever-123" },
    });
    expect(res.status).toBe(403);
  });
});

describe("bad input (Big List of Naughty Strings)", () => {
  it("never answers 5xx to register or login, whatever the strings", async () => {
    const c = new TestClient(app.url);
    const statuses = new Set<number>();
    const strings = [...BLNS, ...LONE_SURROGATES];
    for (let i = 0; i < strings.length; i++) {
      const s = strings[i];
      const headers = { "x-forwarded-for": `198.51.${Math.floor(i / 200)}.${i % 200}` };
      const reg = await c.fetch("/api/auth/register", {
        method: "POST",
        headers,
        json: registration(s, { firstName: s, lastName: s }),
      });
      const login = await c.fetch("/api/auth/login", { method: "POST", headers, json: { email: s, password: s } });
      statuses.add(reg.status);
      statuses.add(login.status);
      expect(reg.status).toBeLessThan(500);
      expect(login.status).toBeLessThan(500);
    }
    expect([...statuses].every((s) => [201, 400, 401, 429].includes(s))).toBe(true);
  }, 120_000);
});
