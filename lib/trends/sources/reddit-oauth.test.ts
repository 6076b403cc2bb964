// Reddit with an approved app's credentials, against a local stand-in replaying the recorded
// client-credentials token and oauth.reddit.com listing (test/fixtures/api-shapes/reddit, see its
// README): the token request, the bearer listings within 100 a minute, a token kept across rounds
// and renewed after a 401, and credentials Reddit refuses named as such.
import { readFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/env";
import { setupTestDatabase } from "@/test/db";
import { http, HttpResponse } from "@/test/http-stub";
import { nicheMatcher } from "../core/niche";
import { SourceError } from "./fetch";
import { redditSource } from "./reddit";
import { forgetRedditToken, redditLimit } from "./reddit-auth";
import { resolveNiche } from "@/lib/niches";

const t = setupTestDatabase();
const stub = http();
const SHAPES = path.resolve(process.cwd(), "test/fixtures/api-shapes/reddit");
const TOKEN = readFileSync(
  path.join(SHAPES, "api_v1_access_token_client_credentials_token_redacted_by_praw.json"),
  "utf8",
);
const LISTING = JSON.parse(readFileSync(path.join(SHAPES, "r_popular_hot_oauth_2026_first10.json"), "utf8"));
const SAVED = { ...env };

beforeAll(async () => {
  await stub.start();
  Object.assign(env, {
    REDDIT_CLIENT_ID: "app-id",
    REDDIT_CLIENT_SECRET: "app-secret",
    REDDIT_BASE_URL: `${stub.url}/www`,
    REDDIT_OAUTH_BASE_URL: `${stub.url}/oauth`,
    REDDIT_REQUESTS_PER_MINUTE: undefined,
  });
});
afterAll(async () => {
  Object.assign(env, SAVED);
  await stub.stop();
});
beforeEach(async () => {
  stub.reset();
  forgetRedditToken();
  await t.prisma.rateLimitBucket.deleteMany({});
  await t.prisma.apiCache.deleteMany({});
  // A refused login holds the source (holds.ts, tested in source-holds.test.ts): each case starts unheld.
  await t.prisma.sourceHold.deleteMany({});
});

/**
 * The recorded listing, its posts dated within the last week so they count, but for the last,
 * 15 days old: one page of /new reaches back far enough.
 */
function thisWeek(now: Date) {
  const last = LISTING.data.children.length - 1;
  const children = LISTING.data.children.map((c: { data: object }, i: number) => ({
    ...c,
    data: { ...c.data, created_utc: Math.floor(now.getTime() / 1000) - (i < last ? (i + 1) * 3600 : 15 * 86_400) },
  }));
  return { ...LISTING, data: { ...LISTING.data, children } };
}

function serve(now: Date) {
  stub.on("POST /www/api/v1/access_token", () => ({
    status: 200,
    body: TOKEN,
    headers: { "content-type": "application/json" },
  }));
  stub.on("GET /oauth/r/*", (req) =>
    req.headers.authorization === "Bearer <ACCESS_TOKEN>"
      ? HttpResponse.json(thisWeek(now))
      : HttpResponse.json({ message: "Unauthorized", error: 401 }, 401),
  );
}

const ctx = (niche: string, now = new Date()) => ({
  niche,
  matcher: nicheMatcher(resolveNiche(niche)),
  now,
  signal: AbortSignal.timeout(5000),
});

describe("Reddit with an approved app (OAuth client credentials)", () => {
  it("asks for an app-only token with the client's basic credentials, then reads oauth.reddit.com with it", async () => {
    const now = new Date();
    serve(now);
    const result = await redditSource.fetch(ctx("gaming", now));
    const tokenCall = stub.calls.find((c) => c.path === "/www/api/v1/access_token");
    expect(tokenCall?.method).toBe("POST");
    expect(tokenCall?.body).toBe("grant_type=client_credentials");
    const listings = stub.calls.filter((c) => c.path.startsWith("/oauth/r/"));
    // The preset's subreddits, without the keyless host's ".json" suffix.
    // (Asked in parallel: they arrive in any order.)
    expect(listings.map((c) => c.path).sort()).toEqual(
      ["/oauth/r/gaming/new", "/oauth/r/Games/new", "/oauth/r/pcgaming/new"].sort(),
    );
    // One listing body answers all three: the same posts are kept once.
    expect(result.items).toHaveLength(LISTING.data.children.length);
    expect(result.items[0]).toMatchObject({ source: "reddit", externalId: "1skjxta", via: "r/MMA" });
    expect(redditLimit()).toEqual({ requests: 100, windowS: 60 });

    // The token is kept for the next round.
    await redditSource.fetch(ctx("gaming", now));
    expect(stub.calls.filter((c) => c.path === "/www/api/v1/access_token")).toHaveLength(1);
  });

  it("drops a token Reddit stops accepting and fetches a new one next round", async () => {
    const now = new Date();
    serve(now);
    await redditSource.fetch(ctx("gaming", now));
    stub.on("GET /oauth/r/*", () => HttpResponse.json({ message: "Unauthorized", error: 401 }, 401));
    await expect(redditSource.fetch(ctx("gaming", now))).rejects.toMatchObject({ status: 401 });
    serve(now);
    await redditSource.fetch(ctx("gaming", now));
    expect(stub.calls.filter((c) => c.path === "/www/api/v1/access_token")).toHaveLength(2);
  });

  it.each([401, 403])("names refused credentials (HTTP %i) so the admin knows what to fix", async (status) => {
    stub.on("POST /www/api/v1/access_token", () =>
      HttpResponse.json({ message: "Unauthorized", error: status }, status),
    );
    const err = await redditSource.fetch(ctx("gaming")).catch((e) => e);
    expect(err).toBeInstanceOf(SourceError);
    expect(err.message).toMatch(new RegExp(`HTTP ${status}.*REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET`));
    expect(stub.calls.some((c) => c.path.startsWith("/oauth/"))).toBe(false);
  });

  it("refuses a token answer that is not a bearer token, or Reddit's 200-with-error", async () => {
    stub.on("POST /www/api/v1/access_token", () => HttpResponse.json({ error: "unsupported_grant_type" }));
    await expect(redditSource.fetch(ctx("gaming"))).rejects.toThrow(
      /refused the token request: unsupported_grant_type/,
    );
    stub.on("POST /www/api/v1/access_token", () => ({
      status: 200,
      body: TOKEN.slice(0, 30),
      headers: { "content-type": "application/json" },
    }));
    await expect(redditSource.fetch(ctx("gaming"))).rejects.toMatchObject({ kind: "parse" });
    stub.on("POST /www/api/v1/access_token", () => HttpResponse.json({ access_token: "x", token_type: "mac" }));
    await expect(redditSource.fetch(ctx("gaming"))).rejects.toThrow(/not an OAuth token response/);
  });

  it("keeps to Reddit's 100 a minute per client id, counted in Postgres", async () => {
    const now = new Date();
    serve(now);
    // 33 rounds of a preset niche: 1 token + 3 listings, then 3 listings each (100 requests).
    for (let i = 0; i < 33; i++) await redditSource.fetch(ctx("gaming", now));
    expect(stub.calls).toHaveLength(100);
    await expect(redditSource.fetch(ctx("gaming", now))).rejects.toMatchObject({ kind: "rate_limited" });
    expect(stub.calls).toHaveLength(100);
  });
});
