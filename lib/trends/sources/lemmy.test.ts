// The Lemmy adapter over real HTTP: the recorded post list replayed as the search answer (the
// search endpoint answers posts in the same PostView shape, per Lemmy's API documentation), the
// request it makes, and every way the instance can misbehave.
import { readFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/env";
import { setupTestDatabase } from "@/test/db";
import { http, HttpResponse } from "@/test/http-stub";
import { EXPECTED, misbehave, MISBEHAVIOURS } from "@/test/source-misbehaviour";
import { nicheMatcher } from "../core/niche";
import { sourcePause } from "./fetch";
import { lemmyItems, lemmySource } from "./lemmy";
import { resolveNiche } from "@/lib/niches";

const t = setupTestDatabase();
const stub = http();
const RECORDED = readFileSync(
  path.resolve(process.cwd(), "test/fixtures/api-shapes/lemmy/post_list_v3_lemmy_0.19_test_instance.json"),
  "utf8",
);
const saved = env.LEMMY_BASE_URL;

beforeAll(async () => {
  await stub.start();
  env.LEMMY_BASE_URL = `${stub.url}/lemmy`;
});
afterAll(async () => {
  env.LEMMY_BASE_URL = saved;
  await stub.stop();
});
beforeEach(async () => {
  stub.reset();
  await t.prisma.rateLimitBucket.deleteMany({});
  await t.prisma.apiCache.deleteMany({});
});

const ctx = (niche: string, ms = 5000) => ({
  niche,
  matcher: nicheMatcher(resolveNiche(niche)),
  now: new Date(),
  signal: AbortSignal.timeout(ms),
});

describe("Lemmy post search", () => {
  it("searches the instance's posts for the niche, newest first, and maps the answer", async () => {
    let query: URLSearchParams | undefined;
    stub.on("GET /lemmy/api/v3/search", (req) => {
      query = req.query;
      return { status: 200, body: RECORDED, headers: { "content-type": "application/json" } };
    });
    const { items } = await lemmySource.fetch(ctx("live music"));
    expect(Object.fromEntries(query!)).toEqual({
      q: "live music",
      type_: "Posts",
      sort: "New",
      listing_type: "All",
      limit: "50",
    });
    expect(items).toHaveLength(JSON.parse(RECORDED).posts.length);
    expect(items.every((i) => i.source === "lemmy" && i.niche === "live-music" && i.via?.startsWith("!"))).toBe(true);
  });

  it("answers an empty search with no items", async () => {
    stub.on("GET /lemmy/api/v3/search", () => HttpResponse.json({ type_: "Posts", posts: [], comments: [] }));
    expect((await lemmySource.fetch(ctx("underwater basket weaving"))).items).toEqual([]);
  });

  it.each(MISBEHAVIOURS)("turns a %s answer into a clear SourceError", async (how) => {
    stub.on("GET /lemmy/api/v3/search", () => misbehave(how, RECORDED));
    // A round shorter than the slow answer; the others answer at once.
    const err = await lemmySource.fetch(ctx("live music", 1000)).catch((e) => e);
    expect(err).toMatchObject(EXPECTED[how]);
    if (how === "429") expect((await sourcePause("lemmy"))?.why).toMatch(/Retry-After 120 s/);
  });
});

describe("Lemmy post lists", () => {
  const res = JSON.parse(RECORDED);

  it("maps the recorded post list: title, author@instance, community, upvotes, comments, date", () => {
    const items = lemmyItems(res, "music");
    expect(items).toHaveLength(res.posts.length);
    const first = res.posts[0];
    expect(items[0]).toMatchObject({
      source: "lemmy",
      externalId: first.post.ap_id,
      title: first.post.name,
      channel: `${first.creator.name}@test1.lemmy.ddenis.info`,
      via: `!${first.community.name}@test1.lemmy.ddenis.info`,
      views: 0,
      likes: first.counts.upvotes,
      comments: first.counts.comments,
      niche: "music",
      url: first.post.ap_id,
    });
    expect(items[0].publishedAt!.toISOString()).toBe(new Date(first.post.published).toISOString());
  });

  it("skips removed, deleted and NSFW posts and banned authors; refuses what isn't a post list", () => {
    const posts = res.posts.map((v: { post: object }, i: number) => ({
      ...v,
      post: { ...v.post, removed: i === 0, nsfw: i === 1 },
    }));
    expect(lemmyItems({ posts }, null)).toHaveLength(res.posts.length - 2);
    const banned = res.posts.map((v: object) => ({ ...v, creator_banned_from_community: true }));
    expect(lemmyItems({ posts: banned }, null)).toEqual([]);
    expect(() => lemmyItems({ error: "couldnt_find_community" } as never, null)).toThrow(/not a Lemmy post list/);
    expect(() => lemmyItems(null as never, null)).toThrow(/not a Lemmy post list/);
  });
});
