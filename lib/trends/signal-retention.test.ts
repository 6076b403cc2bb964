// The refresh cron's sweep of niche_signals on a real database: every source's rows are kept 60
// days for later baselines, but YouTube's terms allow its public data only 30 days without a fresh
// read, so a video not read again within 30 days goes even though its upload is recent.
import { DAY_MS } from "@/lib/time";
import { setupTestDatabase } from "@/test/db";
import { pruneNicheSignals, storeNicheSignals } from "./live-store";
import type { SignalItem } from "./core/types";

const t = setupTestDatabase();
const NOW = new Date(Date.UTC(2026, 10, 29, 12));
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY_MS);

const item = (source: string, externalId: string, publishedDaysAgo: number): SignalItem => ({
  source,
  externalId,
  title: `A post called ${externalId}`,
  tags: [],
  channel: "someone",
  categoryId: null,
  views: 10,
  likes: 1,
  comments: 0,
  observedAt: daysAgo(publishedDaysAgo),
  publishedAt: daysAgo(publishedDaysAgo),
});

describe("pruneNicheSignals", () => {
  it("sweeps YouTube rows unread for 30 days and every row past 60 days, and keeps the rest", async () => {
    // Read 40 days ago: a month-old YouTube upload not read since, a toot of the same age, and an
    // upload read again today (its fresh read keeps it).
    await storeNicheSignals(
      "pottery",
      [
        item("youtube", "search-stale", 41),
        item("youtube-feed", "feed-stale", 42),
        item("youtube-feed", "feed-reread", 43),
        item("mastodon", "toot-kept", 44),
      ],
      daysAgo(40),
    );
    await storeNicheSignals("pottery", [item("youtube-feed", "feed-reread", 43)], NOW);
    // A toot past the 60 days every source keeps.
    await storeNicheSignals("pottery", [item("mastodon", "toot-old", 61)], daysAgo(55));

    expect(await pruneNicheSignals(NOW)).toBe(3);
    const left = await t.prisma.nicheSignal.findMany({ select: { externalId: true }, orderBy: { externalId: "asc" } });
    expect(left.map((r) => r.externalId)).toEqual(["feed-reread", "toot-kept"]);
  });
});
