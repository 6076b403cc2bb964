// The noisy corpus at real volumes and what serves it: each source at its share of a niche's day,
// YouTube's long tail of channels, the noise written by rule, Lemmy and Bluesky answered in their
// real shapes and read by the real adapters over HTTP, and the oracle that says what served data
// shows rising.
import { env } from "@/env";
import { nicheMatcher } from "@/lib/trends/core/niche";
import { blueskySource, forgetBlueskySession } from "@/lib/trends/sources/bluesky";
import { lemmySource } from "@/lib/trends/sources/lemmy";
import { setupTestDatabase } from "@/test/db";
import { DAY_MS } from "@/lib/time";
import { noisyCorpus, squash, type CorpusItem } from "@/test/fixtures/noisy-niches/generate";
import { CORPUS_DAY } from "@/test/fixtures/noisy-niches/niches";
import { noisySourcesStub } from "@/test/noisy-sources";
import { judge } from "./niches-run";
import { binomialTail, shownRising } from "./niches-oracle";
import { resolveNiche } from "@/lib/niches";

const t = setupTestDatabase();
const END = Date.parse(`${CORPUS_DAY}T20:00:00Z`);
const corpus = (niche: string) => noisyCorpus().find((c) => c.niche.niche === niche)!;
/** Items a day of the last full week, per route. */
const perDay = (items: CorpusItem[], route: CorpusItem["route"]) =>
  items.filter((it) => it.route === route && it.at > END - 8 * DAY_MS && it.at <= END - DAY_MS).length / 7;

describe("the corpus at real volumes", () => {
  it("holds twelve or more niches, each with rising topics, umbrella words and organisations", () => {
    expect(noisyCorpus().length).toBeGreaterThanOrEqual(12);
    for (const c of noisyCorpus()) {
      expect(c.niche.rising.length).toBeGreaterThanOrEqual(2);
      expect(c.niche.umbrella.length).toBeGreaterThan(0);
      expect(c.niche.organisations.length).toBeGreaterThan(0);
    }
  });

  it("gives each source its share: Reddit the most, YouTube dozens, the fediverse and Bluesky a few", () => {
    for (const { niche, items } of noisyCorpus()) {
      const reddit = perDay(items, "sub") + perDay(items, "search");
      const youtube = perDay(items, "video");
      expect({ niche, youtube: youtube >= 18 && youtube <= 50 }).toEqual({ niche, youtube: true });
      expect({ niche, redditLargest: reddit > youtube }).toEqual({ niche, redditLargest: true });
      for (const route of ["toot", "lemmy", "bluesky"] as const) {
        const n = perDay(items, route);
        expect({ niche, route, few: n >= 0.5 && n <= 8 }).toEqual({ niche, route, few: true });
      }
    }
  });

  it("spreads YouTube over 50+ channels a niche, most of them small", () => {
    for (const { items } of noisyCorpus()) {
      const medians = new Map(
        items.filter((it) => it.route === "video").map((it) => [it.channelId, it.channelMedian!]),
      );
      const sizes = [...medians.values()].sort((a, b) => a - b);
      expect(sizes.length).toBeGreaterThanOrEqual(50);
      expect(sizes[Math.floor(sizes.length / 2)]).toBeLessThan(2_000);
      expect(sizes[sizes.length - 1]).toBeGreaterThan(20 * sizes[Math.floor(sizes.length / 2)]);
    }
  });

  it("writes the noise by rule: topics run together as hashtags, acronyms beside names, umbrella and organisation tags", () => {
    const { niche, items } = corpus("aquascaping");
    const tags = items.flatMap((it) => it.tags ?? []);
    expect(tags).toContain("iwagumilayouts");
    expect(tags).toContain(squash(niche.umbrella[0]));
    expect(tags).toContain(squash(niche.organisations[0]));
    expect(items.some((it) => it.title.includes("Flora Nano 45 (FN45)"))).toBe(true);
    expect(items.some((it) => /#christmasmosswall/i.test(it.title))).toBe(true);
  });
});

describe("the yardstick's new rules", () => {
  it("does not count a topic run together as its hashtag, and counts it for duplicates", () => {
    const v = judge(
      { title: "The Early Rise of Iwagumilayouts", topic: "iwagumilayouts", evidence: [] },
      corpus("aquascaping"),
    );
    expect(v).toMatchObject({ rising: null, label: "iwagumi layouts" });
  });

  it("calls umbrella, organisation and platform tags wrong cards", () => {
    const c = corpus("disc golf");
    expect(judge({ title: "Peak Frisbee", topic: "frisbee", evidence: [] }, c).why).toBe('umbrella tag "frisbee"');
    expect(judge({ title: "PDGA Mania", topic: "pdga", evidence: [] }, c).why).toBe('organisation "PDGA"');
    expect(judge({ title: "Fyp", topic: "fyp", evidence: [] }, c).why).toBe('platform tag "fyp"');
  });

  it("counts an acronym as its topic's name", () => {
    expect(judge({ title: "OV7 Is Here", topic: "ov7", evidence: [] }, corpus("disc golf")).rising).toBe(
      "Orbis Vector 7",
    );
  });
});

describe("the oracle", () => {
  it("computes the binomial tail", () => {
    expect(binomialTail(0, 10)).toBe(1);
    expect(binomialTail(10, 10)).toBeCloseTo(1 / 1024, 10);
    expect(binomialTail(6, 10)).toBeCloseTo(386 / 1024, 10);
    expect(binomialTail(400, 600)).toBeLessThan(1e-10);
  });

  it("shows a topic rising only from the items served", () => {
    const c = corpus("disc golf");
    const all = new Set(c.items.map((it) => it.id));
    const launch = shownRising(c, all, END).find((s) => s.topic === "Orbis Vector 7")!;
    expect(launch.rising).toBe(true);
    expect(launch.recent).toBeGreaterThan(launch.before);
    expect(shownRising(c, new Set(), END).every((s) => !s.rising && s.recent === 0)).toBe(true);
  });
});

describe("Lemmy and Bluesky served in their real shapes", () => {
  const stub = noisySourcesStub(() => new Date(END));
  const saved = { ...env };
  beforeAll(async () => {
    await stub.start();
    Object.assign(env, {
      LEMMY_BASE_URL: `${stub.url}/lemmy`,
      BLUESKY_BASE_URL: `${stub.url}/bluesky`,
      BLUESKY_HANDLE: "bench.bsky.social",
      BLUESKY_APP_PASSWORD: "abcd-efgh-ijkl-mnop",
    });
  });
  afterAll(async () => {
    Object.assign(env, saved);
    await stub.stop();
  });
  beforeEach(async () => {
    forgetBlueskySession();
    stub.forget();
    await t.prisma.rateLimitBucket.deleteMany({});
    await t.prisma.apiCache.deleteMany({});
  });
  const ctx = (niche: string) => ({
    niche,
    matcher: nicheMatcher(resolveNiche(niche)),
    now: new Date(END),
    signal: AbortSignal.timeout(10_000),
  });

  it("answers Lemmy's post search with the niche's posts whose words hold the query, newest first", async () => {
    const { items } = await lemmySource.fetch(ctx("disc golf"));
    const expected = corpus("disc golf").items.filter(
      (it) => it.route === "lemmy" && it.at <= END && `${it.title} ${it.body}`.toLowerCase().includes("disc golf"),
    );
    expect(items.length).toBe(Math.min(50, expected.length));
    expect(items.length).toBeGreaterThan(5);
    expect(items.every((it) => it.source === "lemmy" && it.via === "!discgolf@lemmy.example")).toBe(true);
    expect(stub.served().size).toBe(items.length);
  });

  it("answers Bluesky's searchPosts after a login, with hashtags as tag facets", async () => {
    const { items } = await blueskySource.fetch(ctx("disc golf"));
    const posted = corpus("disc golf").items.filter(
      (it) => it.route === "bluesky" && it.at <= END && it.at > END - 14 * DAY_MS,
    );
    expect(items.length).toBeGreaterThanOrEqual(posted.length);
    expect(items.every((it) => it.tags.includes("discgolf"))).toBe(true);
    expect(items.some((it) => it.tags.includes("pdga") || it.tags.includes("dgpt"))).toBe(true);
    expect(items.every((it) => it.url?.startsWith("https://bsky.app/profile/"))).toBe(true);
    expect(stub.calls.some((c) => c.path.endsWith("com.atproto.server.createSession"))).toBe(true);
  });
});
