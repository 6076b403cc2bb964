// The Bluesky adapter over real HTTP against a stand-in replaying the recorded createSession and
// searchPosts bodies (test/fixtures/api-shapes/bluesky, see its README): the login with the app
// password, the signed search, a session kept across rounds and made again after a 401, a refused
// login named as such, and every way the server can misbehave.
import { readFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/env";
import { setupTestDatabase } from "@/test/db";
import { http, HttpResponse } from "@/test/http-stub";
import { EXPECTED, misbehave, MISBEHAVIOURS } from "@/test/source-misbehaviour";
import { nicheMatcher } from "../core/niche";
import { blueskyItems, blueskySource, forgetBlueskySession } from "./bluesky";
import { resolveNiche } from "@/lib/niches";

const t = setupTestDatabase();
const stub = http();
const SHAPES = path.resolve(process.cwd(), "test/fixtures/api-shapes/bluesky");
const read = (f: string) => readFileSync(path.join(SHAPES, f), "utf8");
const SEARCH = read("feed_searchPosts_q_redistricting.json");
const REFUSED = read("server_createSession_401_invalid_password.json");
// The recorder blanked the tokens; a session needs one, so the test fills in its own value.
const SESSION = JSON.stringify({
  ...JSON.parse(read("server_createSession_200_email_redacted.json")),
  accessJwt: "jwt-1",
});
const SAVED = { ...env };

beforeAll(async () => {
  await stub.start();
  Object.assign(env, {
    BLUESKY_HANDLE: "trends.example.com",
    BLUESKY_APP_PASSWORD: "abcd-efgh-ijkl-mnop",
    BLUESKY_BASE_URL: `${stub.url}/pds`,
  });
});
afterAll(async () => {
  Object.assign(env, SAVED);
  await stub.stop();
});
beforeEach(async () => {
  stub.reset();
  forgetBlueskySession();
  await t.prisma.rateLimitBucket.deleteMany({});
  await t.prisma.apiCache.deleteMany({});
  // A refused login holds the source (holds.ts, tested in source-holds.test.ts): each case starts unheld.
  await t.prisma.sourceHold.deleteMany({});
});

const json = (body: string, status = 200) => ({ status, body, headers: { "content-type": "application/json" } });
const ctx = (niche: string, ms = 5000) => ({
  niche,
  matcher: nicheMatcher(resolveNiche(niche)),
  now: new Date(),
  signal: AbortSignal.timeout(ms),
});

function serve() {
  stub.on("POST /pds/xrpc/com.atproto.server.createSession", () => json(SESSION));
  stub.on("GET /pds/xrpc/app.bsky.feed.searchPosts", (req) =>
    req.headers.authorization === "Bearer jwt-1" ? json(SEARCH) : HttpResponse.json({ error: "ExpiredToken" }, 401),
  );
}

describe("Bluesky post search with the operator's account", () => {
  it("logs in with the app password, then searches newest first with the session's token", async () => {
    serve();
    const { items } = await blueskySource.fetch(ctx("redistricting"));
    const login = stub.calls.find((c) => c.path.endsWith("createSession"));
    expect(JSON.parse(login!.body)).toEqual({ identifier: "trends.example.com", password: "abcd-efgh-ijkl-mnop" });
    const posts = JSON.parse(SEARCH).posts;
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(posts.length);
    const first = posts[0];
    expect(items[0]).toMatchObject({
      source: "bluesky",
      externalId: first.uri,
      channel: `@${first.author.handle}`,
      likes: first.likeCount + first.repostCount + first.quoteCount,
      comments: first.replyCount,
      url: `https://bsky.app/profile/${first.author.handle}/post/3lpk2u6qo222m`,
    });
    // Hashtags are read from the post's tag facets (a "#word" in the text without one is just text).
    const tagged = posts.findIndex((p: { record: { facets?: { features: { $type: string }[] }[] } }) =>
      (p.record.facets ?? []).some((f) => f.features.some((x) => x.$type === "app.bsky.richtext.facet#tag")),
    );
    if (tagged >= 0) expect(items.find((i) => i.externalId === posts[tagged].uri)!.tags.length).toBeGreaterThan(0);
    expect(items[0].tags).toEqual([]);
    // The session is kept for the next round.
    await blueskySource.fetch(ctx("redistricting"));
    expect(stub.calls.filter((c) => c.path.endsWith("createSession"))).toHaveLength(1);
  });

  it("logs in again after the server stops accepting the session", async () => {
    serve();
    await blueskySource.fetch(ctx("redistricting"));
    stub.on("GET /pds/xrpc/app.bsky.feed.searchPosts", () => HttpResponse.json({ error: "ExpiredToken" }, 401));
    await expect(blueskySource.fetch(ctx("redistricting"))).rejects.toMatchObject({ status: 401 });
    serve();
    await blueskySource.fetch(ctx("redistricting"));
    expect(stub.calls.filter((c) => c.path.endsWith("createSession"))).toHaveLength(2);
  });

  it("names a refused login (the recorded 401) so the admin knows what to fix", async () => {
    stub.on("POST /pds/xrpc/com.atproto.server.createSession", () => json(REFUSED, 401));
    await expect(blueskySource.fetch(ctx("redistricting"))).rejects.toThrow(
      /Bluesky refused the account \(HTTP 401\): check BLUESKY_HANDLE and BLUESKY_APP_PASSWORD/,
    );
    expect(stub.calls.some((c) => c.path.endsWith("searchPosts"))).toBe(false);
  });

  it("skips labelled posts and dates a post no later than the server saw it", () => {
    const res = JSON.parse(SEARCH);
    res.posts[0].labels = [{ val: "porn" }];
    res.posts[1].record.createdAt = "2099-01-01T00:00:00Z";
    const items = blueskyItems(res, null);
    expect(items.some((i) => i.externalId === res.posts[0].uri)).toBe(false);
    const second = items.find((i) => i.externalId === res.posts[1].uri)!;
    expect(second.publishedAt!.toISOString()).toBe(new Date(res.posts[1].indexedAt).toISOString());
  });

  it.each(MISBEHAVIOURS)("turns a %s search answer into a clear SourceError", async (how) => {
    stub.on("POST /pds/xrpc/com.atproto.server.createSession", () => json(SESSION));
    stub.on("GET /pds/xrpc/app.bsky.feed.searchPosts", () => misbehave(how, SEARCH));
    const err = await blueskySource.fetch(ctx("redistricting", 1000)).catch((e) => e);
    expect(err).toMatchObject(EXPECTED[how]);
  });

  it("refuses a session answer without a token", async () => {
    stub.on("POST /pds/xrpc/com.atproto.server.createSession", () =>
      json(read("server_createSession_200_email_redacted.json")),
    );
    await expect(blueskySource.fetch(ctx("redistricting"))).rejects.toThrow(/not a Bluesky session/);
  });
});

describe("Bluesky search history", () => {
  /** The recorded page, its posts one an hour apart, and the cursor `cursorOf` makes of the next offset. */
  function servePages(cursorOf: (offset: number) => unknown) {
    const asked: (string | null)[] = [];
    const page = JSON.parse(SEARCH);
    stub.on("POST /pds/xrpc/com.atproto.server.createSession", () => json(SESSION));
    stub.on("GET /pds/xrpc/app.bsky.feed.searchPosts", (req) => {
      asked.push(req.query.get("cursor"));
      const skip = Number(req.query.get("cursor")) || 0;
      const posts = page.posts.map((p: { record: object }, i: number) => {
        const at = new Date(Date.now() - (skip + i + 1) * 3_600_000).toISOString();
        return { ...p, indexedAt: at, record: { ...p.record, createdAt: at } };
      });
      return HttpResponse.json({ posts, cursor: cursorOf(skip + posts.length) });
    });
    return asked;
  }

  it("follows the cursor for at most three pages", async () => {
    const asked = servePages((offset) => String(offset));
    const { items } = await blueskySource.fetch(ctx("redistricting"));
    expect(asked).toEqual([null, "25", "50"]);
    // The stand-in answers the same recorded posts on each page (as an offset that shifted would):
    // each is kept once.
    const perPage = blueskyItems(JSON.parse(SEARCH), null).length;
    expect(perPage).toBeGreaterThan(0);
    expect(items).toHaveLength(perPage);
  });

  it.each([[25], ["../../xrpc"], [{ offset: 25 }]])("never sends back a cursor unlike one (%p)", async (cursor) => {
    const asked = servePages(() => cursor);
    await blueskySource.fetch(ctx("redistricting"));
    expect(asked).toEqual([null]);
  });
});
