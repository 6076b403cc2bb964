// The daily run end to end: real route handlers over HTTP, a real database, the real Resend SDK
// talking to a local stand-in. Builds are counted by wrapping the real briefMaterial().
import { env } from "@/env";
import { setupAppServer, type TestClient } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { http, HttpResponse } from "@/test/http-stub";
import { briefMaterial } from "./source";
import { runDailyBriefs } from "./daily";
import { followNiche, today } from "./follows";
import type { BriefContent } from "./types";
import { DAY_MS } from "@/lib/time";

jest.mock("./source", () => {
  const actual = jest.requireActual("./source");
  return { ...actual, briefMaterial: jest.fn(actual.briefMaterial) };
});
const built = briefMaterial as jest.MockedFunction<typeof briefMaterial>;

const t = setupTestDatabase();
const app = setupAppServer();
const resend = http();
const CRON = "cron-secret-for-briefs";
type Sent = { to: string[]; subject: string; text: string; html: string; headers?: Record<string, string> };
const sent: Sent[] = [];

beforeAll(async () => {
  await resend.start();
  resend.on("POST /emails", async (req) => {
    const body = JSON.parse(await req.text()) as Sent;
    const to = [body.to].flat();
    if (to.some((a) => a.startsWith("bounce")))
      return HttpResponse.json(
        { statusCode: 422, name: "validation_error", message: "The recipient address is suppressed" },
        422,
      );
    sent.push({ ...body, to });
    return HttpResponse.json({ id: `re_${sent.length}` });
  });
  process.env.RESEND_BASE_URL = resend.url;
  Object.assign(env, { RESEND_API_KEY: "re_test", CRON_SECRET: CRON });
});
afterAll(() => resend.stop());
beforeEach(async () => {
  await t.prisma.$executeRaw`TRUNCATE brief_deliveries, brief_settings, niche_follows, niche_briefs, email_outbox`;
  sent.length = 0;
  built.mockClear();
});

/** A zone where it is about noon right now, so briefs are due whatever hour the test runs at. */
function noonZone(now = new Date()): string {
  const offset = 12 - now.getUTCHours(); // Etc/GMT-5 is UTC+5
  return offset === 0 ? "UTC" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
}

let n = 0;
async function creator(niches: string[], opts: { consent?: boolean; tier?: "free" | "pro"; email?: string } = {}) {
  const user = await createUser(t.prisma, {
    email: opts.email ?? `brief-${++n}-${Date.now()}@example.com`,
    marketingConsent: opts.consent ?? true,
    subscriptionTier: opts.tier ?? "pro",
  });
  const client = await signInAs(app.client(), user);
  for (const niche of niches) {
    const res = await client.post("/api/brief/follows", { niche, timeZone: noonZone() });
    expect(res.status).toBe(200);
  }
  return { user, client };
}

const cron = (client: TestClient) => client.get("/api/cron/brief", { headers: { authorization: `Bearer ${CRON}` } });
const deliveries = (userId: string) =>
  t.prisma.briefDelivery.findMany({ where: { userId }, orderBy: { briefDate: "asc" } });

describe("the daily run", () => {
  it("builds each niche's brief once a day and shares it with every follower (counted)", async () => {
    const fans = await Promise.all([0, 1, 2, 3].map(() => creator(["Fitness"])));
    const bakers = [await creator(["Fitness", "sourdough"]), await creator(["sourdough", "gym"])];
    // "gym" is Fitness by another name: one brief, not a second build.
    expect(built.mock.calls.map((c) => c[1]).sort()).toEqual(["fitness", "sourdough"]);

    const res = await cron(app.client());
    expect(res.status).toBe(200);
    expect(built).toHaveBeenCalledTimes(2);
    const rows = await t.prisma.nicheBrief.findMany();
    expect(rows.map((r) => r.nicheKey).sort()).toEqual(["fitness", "sourdough"]);
    const fitness = rows.find((r) => r.nicheKey === "fitness")!;
    for (const { user } of [...fans, ...bakers]) {
      const [d] = await deliveries(user.id);
      expect(d).toMatchObject({ status: "done", digest: "sent" });
      const niches = d.niches as { nicheKey: string; briefId: string }[];
      if (niches.some((x) => x.nicheKey === "fitness"))
        expect(niches.find((x) => x.nicheKey === "fitness")!.briefId).toBe(fitness.id);
    }
    expect(sent).toHaveLength(6);
    // One email per creator, both niches in one message.
    const both = sent.find((m) => m.to[0] === bakers[0].user.email)!;
    expect(both.subject).toMatch(/^Your daily brief for \w{3} \d{1,2}: Fitness and sourdough$/);
    expect(both.text).toContain("== FITNESS ==");
    expect(both.text).toContain("== SOURDOUGH ==");
  });

  it("delivers once per creator per day when two runs race, and a third run finds nothing", async () => {
    const people = await Promise.all([0, 1, 2, 3, 4, 5].map(() => creator(["Fitness"])));
    // Both runs will need today's Fitness brief: one builds it, the other waits for it.
    await t.prisma.nicheBrief.deleteMany();
    built.mockClear();
    const [a, b] = await Promise.all([cron(app.client()), cron(app.client())]);
    expect(built).toHaveBeenCalledTimes(1);
    const reports = [await a.json(), await b.json()];
    expect(reports[0].processed + reports[1].processed).toBe(6);
    for (const { user } of people) {
      expect(await deliveries(user.id)).toHaveLength(1);
      expect(sent.filter((m) => m.to[0] === user.email)).toHaveLength(1);
    }
    expect(await (await cron(app.client())).json()).toMatchObject({ processed: 0 });
    expect(sent).toHaveLength(6);
    expect(await t.prisma.emailOutbox.count({ where: { kind: "daily-brief" } })).toBe(6);
  });

  it("resumes a run that crashed after claiming, and never resends one that crashed mid-send", async () => {
    const early = await creator(["Fitness"]);
    const midSend = await creator(["Fitness"]);
    const date = new Date(`${(await today(early.user)).briefDate}T00:00:00Z`);
    const tooOld = new Date(Date.now() - 20 * 60_000);
    await t.prisma.briefDelivery.createMany({
      data: [
        { userId: early.user.id, briefDate: date, status: "claimed", digest: "pending", claimedAt: tooOld },
        { userId: midSend.user.id, briefDate: date, status: "claimed", digest: "sending", claimedAt: tooOld },
      ],
    });
    const report = await (await cron(app.client())).json();
    expect(report.resumed).toBe(2);
    expect(await deliveries(early.user.id)).toMatchObject([{ status: "done", digest: "sent", attempts: 2 }]);
    expect(await deliveries(midSend.user.id)).toMatchObject([
      { status: "done", digest: "failed", digestReason: "interrupted" },
    ]);
    expect(sent.map((m) => m.to[0])).toEqual([early.user.email]);
  });

  it("records a failing send and carries on with the rest of the batch", async () => {
    const first = await creator(["Fitness"], { email: `bounce-${Date.now()}@example.com` });
    const others = [await creator(["Fitness"]), await creator(["Food"])];
    const report = await runDailyBriefs({ batchSize: 1 });
    expect(report).toMatchObject({ processed: 3, errors: 0, digests: { failed: 1, sent: 2 } });
    const [failed] = await deliveries(first.user.id);
    expect(failed).toMatchObject({ status: "done", digest: "failed" });
    expect(failed.digestReason).toContain("suppressed");
    expect(await t.prisma.emailOutbox.findUnique({ where: { id: failed.emailId! } })).toMatchObject({
      status: "failed",
    });
    for (const o of others) expect(await deliveries(o.user.id)).toMatchObject([{ digest: "sent" }]);
    expect(sent).toHaveLength(2);
  });

  it("sends no email without marketing consent, and withdrawn consent stops the next digest", async () => {
    const noConsent = await creator(["Fitness"], { consent: false });
    const optedIn = await creator(["Fitness"]);
    await runDailyBriefs();
    expect(await deliveries(noConsent.user.id)).toMatchObject([{ digest: "skipped", digestReason: "no_consent" }]);
    expect(sent.map((m) => m.to[0])).toEqual([optedIn.user.email]);

    const withdraw = await optedIn.client.post("/api/gdpr/consent", {
      gdprConsent: true,
      marketingConsent: false,
      analyticsConsent: false,
      conversionTrackingConsent: false,
      dataProcessingConsent: true,
    });
    expect(withdraw.status).toBe(200);
    await runDailyBriefs({ now: new Date(Date.now() + DAY_MS) });
    const days = await deliveries(optedIn.user.id);
    expect(days).toHaveLength(2);
    expect(days[1]).toMatchObject({ digest: "skipped", digestReason: "no_consent" });
    expect(sent).toHaveLength(1);
    // The in-app brief goes on without the email.
    expect((await today(optedIn.user, new Date(Date.now() + DAY_MS))).briefs).toHaveLength(1);
  });

  it("works in bounded batches: a spent budget stops the run and the next one carries on", async () => {
    await Promise.all([0, 1, 2].map(() => creator(["Fitness"])));
    const first = await runDailyBriefs({ batchSize: 1, budgetMs: 0 });
    expect(first).toMatchObject({ processed: 1, remaining: true });
    const second = await runDailyBriefs({ batchSize: 2, budgetMs: 0 });
    expect(second).toMatchObject({ processed: 2, remaining: true });
    expect(await runDailyBriefs({ batchSize: 2, budgetMs: 0 })).toMatchObject({ processed: 0, remaining: false });
    expect(sent).toHaveLength(3);
  });

  it("forgets deliveries and niche briefs after 90 days", async () => {
    const { user } = await creator(["Fitness"]);
    const old = new Date(Date.now() - 91 * DAY_MS);
    await t.prisma.briefDelivery.create({ data: { userId: user.id, briefDate: old, status: "done", digest: "sent" } });
    await t.prisma.nicheBrief.create({
      data: { nicheKey: "fitness", niche: "Fitness", briefDate: old, status: "ready", content: {} },
    });
    await runDailyBriefs();
    expect(await t.prisma.briefDelivery.count({ where: { briefDate: old } })).toBe(0);
    expect(await t.prisma.nicheBrief.count({ where: { briefDate: old } })).toBe(0);
    expect(await t.prisma.briefDelivery.count({ where: { userId: user.id } })).toBe(1); // today's
  });

  it("gives a niche nobody posts about an honest empty brief and sends no empty email", async () => {
    const potter = await creator(["pottery"]);
    await runDailyBriefs();
    expect(await deliveries(potter.user.id)).toMatchObject([{ digest: "skipped", digestReason: "no_signals" }]);
    const [brief] = (await today(potter.user)).briefs;
    expect(brief.content.trends).toEqual([]);
    expect(brief.content.empty).toMatch(/^No live signals for "pottery" yet\./);
    expect(sent).toHaveLength(0);
  });
});

describe("the morning in the creator's time zone", () => {
  // Honolulu is UTC-10 and Tonga UTC+13 all year: at one instant they are a calendar day apart.
  const at = (iso: string) => new Date(iso);
  async function follower(timeZone: string) {
    const user = await createUser(t.prisma, { marketingConsent: true, subscriptionTier: "pro" });
    await followNiche(user, { niche: "Fitness", timeZone }, at("2026-03-10T00:00:00Z"));
    return user;
  }
  const dates = async (userId: string) => (await deliveries(userId)).map((d) => d.briefDate.toISOString().slice(0, 10));

  it("delivers at 06:00 local for UTC-10 and UTC+13, each on its own date", async () => {
    const hnl = await follower("Pacific/Honolulu"); // 14:00 on 9 March when following
    const tonga = await follower("Pacific/Tongatapu"); // 13:00 on 10 March
    await runDailyBriefs({ now: at("2026-03-10T00:00:00Z") });
    expect(await dates(hnl.id)).toEqual(["2026-03-09"]);
    expect(await dates(tonga.id)).toEqual(["2026-03-10"]);

    await runDailyBriefs({ now: at("2026-03-10T15:59:00Z") }); // 05:59 in Honolulu
    expect(await dates(hnl.id)).toEqual(["2026-03-09"]);
    await runDailyBriefs({ now: at("2026-03-10T16:00:00Z") }); // 06:00 in Honolulu, 05:00 in Tonga
    expect(await dates(hnl.id)).toEqual(["2026-03-09", "2026-03-10"]);
    expect(await dates(tonga.id)).toEqual(["2026-03-10"]);
    await runDailyBriefs({ now: at("2026-03-10T16:59:00Z") }); // 05:59 in Tonga
    expect(await dates(tonga.id)).toEqual(["2026-03-10"]);
    await runDailyBriefs({ now: at("2026-03-10T17:00:00Z") }); // 06:00 on 11 March in Tonga
    expect(await dates(tonga.id)).toEqual(["2026-03-10", "2026-03-11"]);
    expect(sent.filter((m) => m.to[0] === hnl.email)).toHaveLength(2);
    expect(sent.filter((m) => m.to[0] === tonga.email)).toHaveLength(2);
    expect(sent.find((m) => m.to[0] === tonga.email && m.subject.includes("Mar 11"))).toBeDefined();

    // The Today section turns over at the same local hour.
    expect((await today(hnl, at("2026-03-10T15:59:00Z"))).briefDate).toBe("2026-03-09");
    expect((await today(hnl, at("2026-03-10T16:00:00Z"))).briefDate).toBe("2026-03-10");
    expect((await today(tonga, at("2026-03-10T16:59:00Z"))).briefDate).toBe("2026-03-10");
    const tongaToday = await today(tonga, at("2026-03-10T17:00:00Z"));
    expect(tongaToday.briefs.map((b) => b.briefDate)).toEqual(["2026-03-11"]);
    expect((tongaToday.briefs[0].content as BriefContent).trends.length).toBeGreaterThan(0);
  });

  it("skips the days the scheduler missed instead of sending them all at once", async () => {
    const user = await follower("Pacific/Honolulu");
    await runDailyBriefs({ now: at("2026-03-10T00:00:00Z") });
    await runDailyBriefs({ now: at("2026-03-14T20:00:00Z") }); // four days later, 10:00 local
    expect(await dates(user.id)).toEqual(["2026-03-09", "2026-03-14"]);
  });
});
