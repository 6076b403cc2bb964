// The caller's address (security review item 2): a client that writes its own X-Forwarded-For
// chooses nothing. Directly exposed (no trusted proxy) the address is the connection's; behind N
// trusted proxies it is the entry the outermost one appended, counted from the right. Whatever is
// stored is a valid IP or nothing.
import { env } from "@/env";
import { setupAppServer } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { clientIp, ipBucket, UNKNOWN_IP } from "./client-ip";

const t = setupTestDatabase();
const app = setupAppServer();

const hops = (n: number) => Object.assign(env, { TRUSTED_PROXY_HOPS: n });
afterEach(() => hops(1)); // what the rest of the suite runs with

let n = 0;
const forgot = (xff: string) =>
  app.client().fetch("/api/auth/forgot-password", {
    method: "POST",
    headers: { "x-forwarded-for": xff },
    json: { email: `rotating-${++n}@example.com` },
  });
const guestTicket = (xff: string) =>
  app.client().fetch("/api/support/guest-ticket", {
    method: "POST",
    headers: { "x-forwarded-for": xff },
    json: { email: `guest-${++n}@example.com`, subject: "Hello", message: "A question", category: "general" },
  });

/** Statuses of `times` calls, each with a fresh made-up X-Forwarded-For from `xff`. */
async function statuses(call: (xff: string) => Promise<Response>, times: number, xff: (i: number) => string) {
  const out: number[] = [];
  for (let i = 0; i < times; i++) out.push((await call(xff(i))).status);
  return out;
}
const spoof = (i: number) => `10.${i}.${(i * 7) % 250}.${(i * 13) % 250}`;

describe("client address behind no proxy (TRUSTED_PROXY_HOPS=0)", () => {
  beforeEach(() => hops(0));

  it("a new X-Forwarded-For per request does not reset the forgot-password limit (10 an hour)", async () => {
    const got = await statuses(forgot, 12, spoof);
    expect(got.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(got.slice(10)).toEqual([429, 429]);
  });

  it("nor the guest-ticket limit (5 an hour)", async () => {
    await t.prisma.rateLimitBucket.deleteMany({});
    const got = await statuses(guestTicket, 7, (i) => `${spoof(i)}, ${spoof(i + 100)}`);
    expect(got.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(got.slice(5)).toEqual([429, 429]);
  });
});

describe("client address behind one trusted proxy (TRUSTED_PROXY_HOPS=1, e.g. Vercel)", () => {
  beforeEach(async () => {
    hops(1);
    await t.prisma.rateLimitBucket.deleteMany({});
  });

  it("takes the address the proxy appended, whatever the client put before it", async () => {
    const got = await statuses(forgot, 12, (i) => `${spoof(i)}, 198.51.100.7`);
    expect(got.slice(10)).toEqual([429, 429]);
    // Another real client behind the same proxy is not affected.
    expect((await forgot("198.51.100.8")).status).toBe(200);
  });

  it("stores a valid address in the audit trail, and no address rather than a made-up one", async () => {
    const user = await createUser(t.prisma);
    const c = await signInAs(app.client(), user);
    const save = (xff: string, marketingConsent: boolean) =>
      c.fetch("/api/gdpr/consent", {
        method: "POST",
        headers: { "x-forwarded-for": xff },
        json: { marketingConsent, analyticsConsent: false, conversionTrackingConsent: false },
      });
    expect((await save("10.9.11463.1", true)).status).toBe(200);
    expect((await save("evil, 2001:db8::7", false)).status).toBe(200);
    const rows = await t.prisma.gdprAuditLog.findMany({ where: { userId: user.id }, orderBy: { timestamp: "asc" } });
    expect(rows.map((r) => r.ipAddress)).toEqual([null, "2001:db8::7"]);
  });
});

describe("clientIp() from plain headers (server actions read them from next/headers)", () => {
  const ipWith = (n: number, xff?: string) => {
    hops(n);
    return clientIp(new Headers(xff === undefined ? {} : { "x-forwarded-for": xff }));
  };

  it("counts trusted hops from the right, and unwraps IPv4-mapped addresses", () => {
    const chain = "6.6.6.6, 203.0.113.5, ::ffff:127.0.0.1";
    expect(ipWith(0, chain)).toBe("127.0.0.1");
    expect(ipWith(1, chain)).toBe("203.0.113.5");
    expect(ipWith(2, chain)).toBe("6.6.6.6");
    // Vercel sends the one client address: with fewer entries than hops the leftmost is taken.
    expect(ipWith(1, "203.0.113.9")).toBe("203.0.113.9");
    expect(ipWith(0, "not-an-ip")).toBe(UNKNOWN_IP);
    expect(ipWith(0)).toBe(UNKNOWN_IP);
  });

  it("rate-limits IPv6 per /64, so rotating through one's own prefix changes nothing", () => {
    expect(ipBucket("2001:db8:1:2::1")).toBe(ipBucket("2001:db8:1:2:ffff:eeee:dddd:cccc"));
    expect(ipBucket("2001:db8:1:2::1")).not.toBe(ipBucket("2001:db8:1:3::1"));
    expect(ipBucket("203.0.113.5")).toBe("203.0.113.5");
  });
});
