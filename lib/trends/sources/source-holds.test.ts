// A login the provider refuses is not retried round after round: against local stand-ins for
// Bluesky (401 at createSession) and Reddit (403 at the token endpoint), one refused login holds
// the source for every server (source_holds), the admin's API Status card over HTTP says since when
// and why, and only an admin can resume it (audited), after which the next round logs in again.
// Logins per source and UTC day are capped across servers by one counter in Postgres.
import { env } from "@/env";
import type { SystemStatsDTO } from "@/lib/admin/dto";
import { setupAppServer } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { http, HttpResponse } from "@/test/http-stub";
import { nicheMatcher } from "../core/niche";
import { blueskySource, forgetBlueskySession } from "./bluesky";
import { LOGINS_PER_DAY } from "./holds";
import { redditSource } from "./reddit";
import { forgetRedditToken } from "./reddit-auth";
import { resolveNiche } from "@/lib/niches";
import { DAY_MS } from "@/lib/time";

const t = setupTestDatabase();
const app = setupAppServer();
const stub = http();
const SAVED = { ...env };
const LOGIN = "POST /pds/xrpc/com.atproto.server.createSession";

beforeAll(async () => {
  await stub.start();
  Object.assign(env, {
    BLUESKY_HANDLE: "trends.example.com",
    BLUESKY_APP_PASSWORD: "abcd-efgh-ijkl-mnop",
    BLUESKY_BASE_URL: `${stub.url}/pds`,
    REDDIT_CLIENT_ID: "client-id",
    REDDIT_CLIENT_SECRET: "client-secret",
    REDDIT_BASE_URL: `${stub.url}/www`,
    REDDIT_OAUTH_BASE_URL: `${stub.url}/oauth`,
  });
});
afterAll(async () => {
  Object.assign(env, SAVED);
  await stub.stop();
});
beforeEach(async () => {
  stub.reset();
  forgetBlueskySession();
  forgetRedditToken();
  await t.prisma.rateLimitBucket.deleteMany({});
  await t.prisma.apiCache.deleteMany({});
});

const ctx = (niche: string) => ({
  niche,
  matcher: nicheMatcher(resolveNiche(niche)),
  now: new Date(),
  signal: AbortSignal.timeout(5000),
});
const logins = () => stub.calls.filter((c) => c.path.endsWith("createSession")).length;

describe("a refused login", () => {
  it("pauses Bluesky after one try until an admin resumes it, and the admin sees why", async () => {
    stub.on(LOGIN, () => HttpResponse.json({ error: "AuthenticationRequired", message: "Invalid password" }, 401));
    await expect(blueskySource.fetch(ctx("pottery"))).rejects.toThrow(/Bluesky refused the account \(HTTP 401\)/);
    // Later rounds, on this server or any other, don't ask again.
    for (const niche of ["pottery", "gaming", "skincare"])
      await expect(blueskySource.fetch(ctx(niche))).rejects.toThrow(/Bluesky is paused until an admin resumes it/);
    expect(logins()).toBe(1);
    const hold = await t.prisma.sourceHold.findUniqueOrThrow({ where: { source: "bluesky" } });
    expect(hold.reason).toMatch(/HTTP 401.*BLUESKY_APP_PASSWORD/);

    // The admin's API Status card: since when and why.
    const admin = await signInAs(app.client(), await createUser(t.prisma, { role: "admin" }));
    const stats = (await (await admin.get("/api/admin/dashboard")).json()) as SystemStatsDTO;
    expect(stats.apiStatus.bluesky.about).toMatchObject({
      heldSince: hold.since.toISOString(),
      heldBecause: hold.reason,
    });

    // Only an admin resumes it, and the resume is audited.
    const user = await signInAs(app.client(), await createUser(t.prisma));
    expect((await user.post("/api/admin/resume-source", { source: "bluesky" })).status).toBe(403);
    expect((await admin.post("/api/admin/resume-source", { source: "nowhere" })).status).toBe(400);
    expect(await t.prisma.sourceHold.count()).toBe(1);
    const resumed = await admin.post("/api/admin/resume-source", { source: "bluesky" });
    expect(resumed.status).toBe(200);
    expect(await resumed.json()).toEqual({ source: "bluesky", resumed: true });
    expect((await admin.post("/api/admin/resume-source", { source: "bluesky" })).status).toBe(404);
    const audit = await t.prisma.adminAuditLog.findMany({ where: { action: "resume_source" } });
    expect(audit).toHaveLength(1);
    expect(audit[0].before).toMatchObject({ source: "bluesky", paused: true, reason: hold.reason });

    // Resumed: the next round logs in again (still refused here, so held again after one try).
    await expect(blueskySource.fetch(ctx("pottery"))).rejects.toThrow(/Bluesky refused the account/);
    expect(logins()).toBe(2);
    expect(await t.prisma.sourceHold.count({ where: { source: "bluesky" } })).toBe(1);
    await t.prisma.sourceHold.deleteMany({});
  });

  it("pauses Reddit after one refused token request", async () => {
    stub.on("POST /www/api/v1/access_token", () => HttpResponse.json({ message: "Forbidden", error: 403 }, 403));
    await expect(redditSource.fetch(ctx("gaming"))).rejects.toThrow(/Reddit refused the app's credentials/);
    await expect(redditSource.fetch(ctx("pottery"))).rejects.toThrow(/Reddit is paused until an admin resumes it/);
    expect(stub.calls.filter((c) => c.path.endsWith("access_token"))).toHaveLength(1);
    expect(await t.prisma.sourceHold.findUnique({ where: { source: "reddit" } })).not.toBeNull();
    await t.prisma.sourceHold.deleteMany({});
  });
});

describe("logins per day", () => {
  it("stop at the day's cap, counted in Postgres for every server", async () => {
    stub.on(LOGIN, () => HttpResponse.json({ error: "InternalServerError" }, 500));
    const day = new Date().toISOString().slice(0, 10);
    // Other servers logged in all but once today.
    await t.prisma.rateLimitBucket.create({
      data: {
        key: `source-login:bluesky:${day}`,
        count: LOGINS_PER_DAY - 1,
        windowStart: new Date(),
        expiresAt: new Date(Date.now() + DAY_MS),
      },
    });
    await expect(blueskySource.fetch(ctx("pottery"))).rejects.toMatchObject({ status: 500 });
    await expect(blueskySource.fetch(ctx("pottery"))).rejects.toThrow(/today's 100 logins are used up/);
    expect(logins()).toBe(1);
    // A failure that is not a refusal holds nothing.
    expect(await t.prisma.sourceHold.count()).toBe(0);
  });
});
