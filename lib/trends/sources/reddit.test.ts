// The Reddit adapter against a local stand-in replaying the listing JSON shape: the niche's
// subreddits read (top of the week + hot), posts scored as live signals, the cache, and the
// fallback to the snapshot store when Reddit is down.
import { readFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/env";
import type { TrendDTO } from "@/lib/dto";
import { setupAppServer } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { http, HttpResponse } from "@/test/http-stub";
import { fixtureWeek, redditListing } from "./__fixtures__/signals";
import { NICHE_SUBREDDITS, redditItems, subredditsFor } from "./reddit";

const t = setupTestDatabase();
const app = setupAppServer();
const reddit = http();
const SHAPES = path.resolve(process.cwd(), "test/fixtures/api-shapes/reddit");
const shape = (file: string) => JSON.parse(readFileSync(path.join(SHAPES, file), "utf8"));

beforeAll(async () => {
  await reddit.start();
  Object.assign(env, { REDDIT_ENABLED: true, REDDIT_BASE_URL: reddit.url, YOUTUBE_API_KEY: undefined });
});
afterAll(() => reddit.stop());
beforeEach(async () => {
  reddit.reset();
  await t.prisma.apiCache.deleteMany({});
});

async function generate(niche: string) {
  const user = await createUser(t.prisma, { subscriptionTier: "enterprise" });
  const client = await signInAs(app.client(), user);
  const res = await client.post("/api/trends/generate", { niche });
  const body = await res.json();
  expect(res.status).toBe(200);
  return body as { trends: TrendDTO[]; meta: { sources: { name: string; ok: boolean; cached: boolean; items: number }[] } };
}

const status = () => t.prisma.apiSourceStatus.findUnique({ where: { source: "reddit" } });

describe("the Reddit source", () => {
  it("maps the recorded listing shape, skipping stickied and NSFW posts", () => {
    const hot = shape("listing__TestSubredditListings.test_hot.json");
    const items = redditItems(hot, "education");
    const kept = hot.data.children.filter((c: { data: { stickied: boolean; over_18: boolean } }) => !c.data.stickied && !c.data.over_18);
    expect(items).toHaveLength(kept.length);
    expect(items[0]).toMatchObject({ source: "reddit", externalId: kept[0].data.id, title: kept[0].data.title, views: 0, likes: kept[0].data.score, comments: kept[0].data.num_comments, niche: "education" });
    expect(items[0].channel).toBe(`u/${kept[0].data.author}`);
    expect(items[0].observedAt.getTime() % 86_400_000).toBe(0);
  });

  it("picks subreddits per preset niche, and tries custom text as a subreddit name", () => {
    expect(subredditsFor("fitness", "Fitness")).toEqual(NICHE_SUBREDDITS.fitness);
    expect(subredditsFor("skateboarding", "skateboarding")).toEqual(["skateboarding"]);
    expect(subredditsFor("house-plants", "house plants")).toEqual(["houseplants"]);
    expect(subredditsFor("x", "../../etc/passwd")).toEqual([]);
    expect(subredditsFor("x", "ab")).toEqual([]);
  });

  it("reads this week's top and the hot list of each subreddit and ranks the live topics first", async () => {
    const week = fixtureWeek();
    const now = new Date();
    const agents = new Set<string>();
    reddit.on("GET /r/*", (req) => {
      agents.add(String(req.headers["user-agent"]));
      return HttpResponse.json(redditListing(req.path.split("/")[2], week, now));
    });
    const { trends, meta } = await generate("Beauty");
    const paths = reddit.calls.map((c) => c.path).sort();
    expect(paths).toEqual(NICHE_SUBREDDITS.beauty.flatMap((s) => [`/r/${s}/hot.json`, `/r/${s}/top.json`]).sort());
    expect([...agents][0]).toMatch(/trendscript/);
    expect(meta.sources.find((s) => s.name === "reddit")).toMatchObject({ ok: true, cached: false });
    const live = trends.filter((tr) => tr.source === "API");
    expect(live.length).toBeGreaterThanOrEqual(1);
    expect(trends[0].source).toBe("API");
    expect(live.every((tr) => tr.verified && tr.ideas.length === 3)).toBe(true);
    expect(await status()).toMatchObject({ status: "healthy", errorMessage: null });

    const again = await generate("beauty");
    expect(reddit.calls).toHaveLength(6);
    expect(again.meta.sources.find((s) => s.name === "reddit")).toMatchObject({ cached: true });
  });

  it("treats a missing subreddit as degraded, and Reddit being down as down, falling back to the store", async () => {
    const week = fixtureWeek();
    reddit.on("GET /r/skateboarding/*", () => HttpResponse.json({ message: "Not Found", error: 404, reason: "banned" }, 404));
    reddit.on("GET /r/Fitness/*", () => HttpResponse.json(redditListing("Fitness", week, new Date())));
    reddit.on("GET /r/*", () => HttpResponse.text("upstream connect error", 503));
    const partial = await generate("Fitness");
    expect(partial.trends.length).toBeGreaterThanOrEqual(3);
    expect((await status())?.status).toBe("degraded");

    const down = await generate("skateboarding");
    expect(down.trends.length).toBeGreaterThanOrEqual(3);
    expect(down.trends.every((tr) => tr.source === "Curated Examples")).toBe(true);
    expect(await status()).toMatchObject({ status: "down", errorMessage: "HTTP 404 banned: Not Found" });
  });
});
