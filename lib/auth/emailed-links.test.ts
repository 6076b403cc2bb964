// Emailed sign-in links (security review items 3 and 6): forgot-password and resend-verification
// answer without waiting for the mail provider, so a customer's address and a stranger's take the
// same time; and a link's token is delivered but never kept in the outbox.
import { setupAppServer, type TestClient } from "@/test/app-server";
import { createUser } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { setupMailStub } from "@/test/mail-stub";
import { REDACTED } from "@/lib/email/send";

const t = setupTestDatabase();
const app = setupAppServer();
const mail = setupMailStub();

let ip = 0;
/** Each call from its own address (the per-address limits are not what is measured here). */
const post = (path: string, json: unknown) =>
  app.client().fetch(path, { method: "POST", json, headers: { "x-forwarded-for": `192.0.2.${++ip % 250}` } });

async function timed(run: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const res = await run();
  expect(res.status).toBe(200);
  await res.text();
  return performance.now() - start;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

describe.each([
  ["/api/auth/forgot-password", { emailVerified: true }],
  ["/api/auth/resend-verification", { emailVerified: false }],
] as const)("%s", (path, account) => {
  it("answers a customer's address while the mail provider is still busy", async () => {
    const user = await createUser(t.prisma, account);
    const release = mail.hold(); // the provider takes the message and doesn't answer until released
    try {
      // An answer that waited for the provider would never come (the test would time out).
      const res = await post(path, { email: user.email });
      expect(res.status).toBe(200);
      expect(mail.sent.some((m) => m.to.includes(user.email))).toBe(false);
    } finally {
      release();
    }
    await mail.waitFor(user.email); // and the mail does go out
  });

  it("takes the same time for a customer's address as for a stranger's, against a slow provider", async () => {
    const PROVIDER_MS = 400;
    mail.slow(PROVIDER_MS);
    try {
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 6; i++) {
        const user = await createUser(t.prisma, account);
        known.push(await timed(() => post(path, { email: user.email })));
        unknown.push(await timed(() => post(path, { email: `nobody-${i}-${Date.now()}@example.com` })));
      }
      // Waiting for the provider would add PROVIDER_MS to every answer for a known address.
      expect(Math.abs(median(known) - median(unknown))).toBeLessThan(PROVIDER_MS / 2);
    } finally {
      mail.slow(0);
    }
  }, 60_000);
});

describe("the outbox", () => {
  let client: TestClient;
  beforeAll(() => {
    client = app.client();
  });

  it("keeps no reset or verification token, while the delivered mail has a working link", async () => {
    const user = await createUser(t.prisma, { emailVerified: true });
    expect((await post("/api/auth/forgot-password", { email: user.email })).status).toBe(200);
    const token = await mail.linkToken(user.email, "/auth/reset-password");

    const reg = await client.fetch("/api/auth/register", {
      method: "POST",
      headers: { "x-forwarded-for": "192.0.2.251" },
      json: {
        email: "new-outbox@example.com",
        password: "long enough pw",
        confirmPassword: "long enough pw",
        gdprConsent: true,
        dataProcessingConsent: true,
      },
    });
    expect(reg.status).toBe(201);
    const verifyToken = await mail.linkToken("new-outbox@example.com", "/verify-email");

    const rows = await t.prisma.emailOutbox.findMany({ where: { kind: { in: ["reset", "verification"] } } });
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(verifyToken);
    expect(rows.every((r) => r.text.includes(REDACTED))).toBe(true);

    // The delivered token still works: the link does its job once.
    const reset = await post("/api/auth/reset-password", {
      token,
      password: "a new good password",
      confirmPassword: "a new good password",
    });
    expect(reset.status).toBe(200);
  });
});
