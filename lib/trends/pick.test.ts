// Picking a report's topics from mixed sources: per-source time axes and labels, the order of
// sources, and the widening ladder for niches with too little data of their own.
import { nicheMatcher } from "./core/niche";
import {
  CURATED_LABEL,
  groupItems,
  LIVE_LABEL,
  type LiveScores,
  MAX_TRENDS,
  mergeRanked,
  nicheExclusions,
  pickTopics,
  RELAXED_STEP,
  scoreGroups,
  sourceGroupOf,
} from "./pick";
import { DAY_MS } from "@/lib/time";
import type { SignalItem } from "./core/types";
import { resolveNiche } from "@/lib/niches";

const day = (iso: string) => Math.floor(Date.parse(iso) / DAY_MS);

/** `perDay[i]` items mentioning `topic` on day end - (perDay.length - 1 - i), from rotating channels. */
function series(
  source: string,
  topic: string,
  perDay: number[],
  endIso: string,
  extra: Partial<SignalItem> = {},
): SignalItem[] {
  const end = day(endIso);
  const out: SignalItem[] = [];
  perDay.forEach((n, i) => {
    for (let k = 0; k < n; k++) {
      out.push({
        source,
        externalId: `${topic}-${i}-${k}`,
        url: `https://example.com/${source}/${topic}-${i}-${k}`,
        title: `${topic} video ${k}`,
        tags: [topic],
        channel: `channel ${k % 6}`,
        categoryId: 28,
        views: 10_000 + k,
        likes: 500,
        comments: 40,
        observedAt: new Date((end - (perDay.length - 1 - i)) * DAY_MS),
        niche: null,
        ...extra,
      });
    }
  });
  return out;
}

const RISING = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 6, 12];
const FLAT = [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4];

function world(source: string, endIso: string, topics: string[], extra: Partial<SignalItem> = {}) {
  return [
    ...series(source, "steady gadget", FLAT, endIso, extra),
    ...topics.flatMap((t) => series(source, t, RISING, endIso, extra)),
  ];
}

describe("source groups", () => {
  it("labels live data 'API', imports by file name, the seed 'Curated Examples'; only real data is verified", () => {
    expect(sourceGroupOf("youtube")).toMatchObject({ label: LIVE_LABEL, verified: true, live: true });
    expect(sourceGroupOf("reddit")).toMatchObject({ label: LIVE_LABEL, verified: true });
    expect(sourceGroupOf("import:US_2017.csv")).toMatchObject({ label: "US_2017.csv", verified: true, live: false });
    expect(sourceGroupOf("curated")).toMatchObject({ label: CURATED_LABEL, verified: false });
    const groups = groupItems([
      ...world("curated", "2026-01-20", []),
      ...world("import:a.csv", "2017-10-20", []),
      ...world("youtube", "2026-01-20", []),
    ]);
    expect(groups.map((g) => g.key)).toEqual(["live:youtube", "import:a.csv", "curated"]);
  });

  it("scores each source on its own latest day, so old imports still show their trends", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    const ranked = scoreGroups(
      [...world("import:old.csv", "2017-10-20", ["pixel phone"]), ...world("curated", "2026-11-21", ["smart ring"])],
      { now },
    );
    const byTopic = Object.fromEntries(ranked.map((r) => [r.topic.topic, r.topic]));
    expect(byTopic["pixel phone"]).toMatchObject({ source: "old.csv", verified: true });
    expect(byTopic["smart ring"]).toMatchObject({ source: CURATED_LABEL, verified: false });
    expect(byTopic["smart ring"].confidence).toBeLessThanOrEqual(59);
    // Imported real data ranks before the curated examples.
    expect(ranked[0].topic.topic).toBe("pixel phone");
  });

  it("ignores items dated after today", () => {
    const now = new Date("2026-01-10T00:00:00Z");
    expect(scoreGroups(world("curated", "2026-02-01", ["future thing"]), { now })).toEqual([]);
  });
});

describe("pickTopics", () => {
  const now = new Date("2026-03-01T10:00:00Z");

  it("keeps a preset niche to its own items and never reports the niche's own name", () => {
    const tech = world("curated", "2026-03-01", ["ai glasses", "mini pc", "smart ring", "tech"], {
      niche: "technology",
    });
    const food = world("curated", "2026-03-01", ["dubai chocolate", "sourdough"], { niche: "food", categoryId: 26 });
    const { ranked, coverage } = pickTopics([...tech, ...food], nicheMatcher(resolveNiche("technology")), now);
    const topics = ranked.map((r) => r.topic.topic);
    expect(coverage).toBe("niche");
    expect(topics).toEqual(expect.arrayContaining(["ai glasses", "mini pc", "smart ring"]));
    expect(topics).not.toContain("tech");
    expect(topics).not.toContain("dubai chocolate");
    expect(nicheExclusions(nicheMatcher(resolveNiche("Beauty")))).toEqual(["Beauty", "beauty", "beauty"]);
  });

  it("completes a thin custom niche with borrowed topics, each labelled with its niche, never the whole report", () => {
    const own = world("reddit", "2026-03-01", ["starter jar"], { niche: "sourdough", categoryId: null });
    const food = world("curated", "2026-03-01", ["dubai chocolate", "protein ice cream", "air fryer"], {
      niche: "food",
      categoryId: 26,
    });
    const gaming = world("curated", "2026-03-01", ["retro handheld"], { niche: "gaming", categoryId: 20 });
    const { ranked, coverage } = pickTopics([...own, ...food, ...gaming], nicheMatcher(resolveNiche("sourdough")), now);
    expect(coverage).toBe("adjacent");
    expect(ranked).toHaveLength(3);
    expect(ranked[0]).toMatchObject({
      scope: "niche",
      topic: { topic: "starter jar", source: "API", sources: ["Reddit"] },
    });
    expect(ranked[0].topic.adjacentFrom).toBeUndefined();
    const borrowed = ranked.filter((r) => r.scope === "adjacent");
    expect(borrowed.length).toBeGreaterThanOrEqual(1);
    expect(borrowed.length).toBeLessThan(ranked.length);
    for (const r of borrowed) expect(r.topic).toMatchObject({ adjacentFrom: "Food", source: "Curated Examples" });
    expect(ranked.map((r) => r.topic.topic)).not.toContain("retro handheld");
  });

  it("has nothing for a niche without evidence of its own, however much other niches have", () => {
    const items = world("curated", "2026-03-01", ["kombucha", "sauerkraut", "kimchi"], { niche: "food" });
    expect(pickTopics(items, nicheMatcher(resolveNiche("sourdough")), now)).toEqual({ ranked: [], coverage: "none" });
    expect(pickTopics(items, nicheMatcher(resolveNiche("underwater basket weaving")), now)).toEqual({
      ranked: [],
      coverage: "none",
    });
  });

  it("counts live items fetched for this niche whatever their words, never other niches' live items", () => {
    const mine = world("youtube", "2026-03-01", ["quiet launch"], { niche: "surfing" });
    const theirs = world("youtube", "2026-03-01", ["other launch"], { niche: "beauty" });
    const topics = pickTopics([...mine, ...theirs], nicheMatcher(resolveNiche("surfing")), now).ranked.map(
      (r) => r.topic.topic,
    );
    expect(topics).toContain("quiet launch");
    expect(topics).not.toContain("other launch");
  });

  it("never calls a live word a trend without an observed baseline, or on one voice alone", () => {
    // A source read for the first time: one week of posts in which "switched" is simply frequent.
    const week = series("reddit", "switched", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 5, 6, 5, 6, 7, 9], "2026-03-01", {
      niche: "home-espresso",
    });
    expect(scoreGroups(week, { now, step: RELAXED_STEP })).toEqual([]);
    // One publisher's headlines, however many.
    const onePublisher = series("googlenews", "studio tour", RISING, "2026-03-01", { niche: "pottery" }).map((it) => ({
      ...it,
      channel: "Local News 8",
    }));
    expect(
      scoreGroups(
        [...onePublisher, ...series("googlenews", "steady gadget", FLAT, "2026-03-01", { niche: "pottery" })],
        { now },
      ),
    ).toEqual([]);
  });

  it("scores each live source on its own: a week of Reddit beside three weeks of news is not growth", () => {
    const news = series("googlenews", "glaze recipe", FLAT, "2026-03-01", { niche: "pottery" });
    const reddit = series("reddit", "glaze recipe", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 8, 8, 8, 8, 8, 8], "2026-03-01", {
      niche: "pottery",
    });
    const ranked = scoreGroups([...news, ...reddit], { now, step: RELAXED_STEP });
    expect(ranked.every((r) => (r.topic.growthPct ?? 0) < 100)).toBe(true);
  });

  it("scores each Reddit listing against itself: a topic only the 3.5-day search finds is not new", () => {
    const at = new Date("2026-03-01T11:30:00Z");
    // Posts every `every` hours going back `hours` from `at`, one listing's worth.
    const timed = (topic: string, listing: string, hours: number, every: number, o: Partial<SignalItem> = {}) =>
      Array.from({ length: Math.floor(hours / every) }, (_, k) => {
        const publishedAt = new Date(at.getTime() - (k * every + 0.5) * 3_600_000);
        return {
          source: "reddit",
          listing,
          externalId: `${listing}-${topic}-${k}`,
          url: `https://www.reddit.com/r/espresso/comments/${listing}${k}/`,
          title: `${topic} question ${k}`,
          tags: [],
          channel: `u/member${k % 9}`,
          categoryId: null,
          views: 0,
          likes: 10,
          comments: 2,
          observedAt: new Date(Math.floor(publishedAt.getTime() / DAY_MS) * DAY_MS),
          publishedAt,
          niche: "pottery",
          ...o,
        } satisfies SignalItem;
      });
    const top = [...timed("wheel throwing", "top-week", 7 * 24, 2), ...timed("glaze recipe", "top-week", 7 * 24, 3)];
    // Kiln wash: a steady 8 posts a day, but only the search (3.5 days deep) returns it.
    const search = [...timed("kiln wash", "search-new", 84, 3), ...timed("studio chatter", "search-new", 84, 1)];
    // Raku firing: 1 a day, then 12 in the last 24 hours, in the same search listing.
    const raku = [
      ...timed("raku firing", "search-new", 24, 2),
      ...timed("raku firing", "search-new", 84, 24).map((it) => ({
        ...it,
        externalId: `${it.externalId}-old`,
        publishedAt: new Date(it.publishedAt.getTime() - 24 * 3_600_000),
      })),
    ].filter((it) => it.publishedAt.getTime() > at.getTime() - 84 * 3_600_000);
    expect(groupItems([...top, ...search]).map((g) => g.key)).toEqual([
      "live:reddit:search-new",
      "live:reddit:top-week",
    ]);
    const topics = scoreGroups([...top, ...search, ...raku], { now: at }).map((r) => r.topic.topic);
    expect(topics).not.toContain("kiln wash");
    expect(topics).toContain("raku firing");
  });

  it("scores a live listing shorter than both steps' windows once for both", () => {
    const at = new Date("2026-03-01T20:00:00Z");
    // A week of Reddit posts, each with its time: both steps read it as 3 recent days on 3.
    const week = series("reddit", "raku firing", RISING.slice(-7), "2026-03-01", {
      niche: "pottery",
      listing: "top-week",
    }).map((it) => ({ ...it, publishedAt: new Date(it.observedAt.getTime() + 6 * 3_600_000) }));
    // Headlines known by day only: each step reads them with its own windows.
    const news = world("googlenews", "2026-03-01", ["glaze recipe"], { niche: "pottery" });
    const items = [...week, ...news];
    const live: LiveScores = new Map();
    scoreGroups(items, { now: at, live });
    const reddit = live.get("live:reddit:top-week 3+3");
    expect(reddit).toBeTruthy();
    const relaxed = scoreGroups(items, { now: at, step: RELAXED_STEP, live });
    expect(relaxed).toEqual(scoreGroups(items, { now: at, step: RELAXED_STEP }));
    expect([...live.keys()].sort()).toEqual([
      "live:googlenews 3+14",
      "live:googlenews 7+14",
      "live:reddit:top-week 3+3",
    ]);
    expect(live.get("live:reddit:top-week 3+3")).toBe(reddit);
  });

  it("merges without repeating a topic, up to five", () => {
    const ranked = scoreGroups(world("curated", "2026-03-01", ["one", "two topic", "three", "four", "five", "six"]), {
      now,
    });
    const merged = mergeRanked(ranked.slice(0, 2), ranked);
    expect(merged).toHaveLength(Math.min(MAX_TRENDS, ranked.length));
    expect(new Set(merged.map((r) => r.topic.topic)).size).toBe(merged.length);
  });

  it("merges one trend named two ways by two sources into one card, with both sources", () => {
    const now = new Date("2026-03-01T12:00:00Z");
    const at = (topic: string, source: string) => ({
      ...scoreGroups(world(source, "2026-03-01", [topic], { niche: "birdwatching" }), { now })[0],
    });
    const reddit = at("snowy owl irruption", "reddit");
    const news = at("snowy owl", "googlenews");
    expect([reddit.topic.topic, news.topic.topic]).toEqual(["snowy owl irruption", "snowy owl"]);
    const merged = mergeRanked([reddit], [news]);
    expect(merged).toHaveLength(1);
    expect(merged[0].topic.sources).toEqual(expect.arrayContaining(["Google News"]));
  });
});
