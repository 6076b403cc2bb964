// The background pass over rows an older extractor (or none) wrote, on a real database: every such
// row gets the current version's topics, newest first within a budget, and says how many are left.
import { setupTestDatabase } from "@/test/db";
import { corpusSignalItems } from "@/test/live-signals";
import { extractTopics, toStored, TOPICS_VERSION } from "./extracted";
import { storeNicheSignals } from "./live-store";
import { reextractTopics, staleTopicRows } from "./reextract";

const t = setupTestDatabase();
const NOW = new Date(Date.UTC(2026, 10, 29, 20));

beforeEach(async () => {
  await t.prisma.nicheSignal.deleteMany({});
  const items = corpusSignalItems("pottery", "pottery", NOW).slice(0, 120);
  await storeNicheSignals("pottery", items.slice(0, 60), NOW);
  await storeNicheSignals("knitting", items.slice(60), NOW);
  // As an older extractor left them: another version, and topics that are not these titles'.
  await t.prisma.nicheSignal.updateMany({ data: { topicsVersion: TOPICS_VERSION - 1, topics: { t: [] } } });
});

describe("reextractTopics", () => {
  it("gives every stale row the current version's topics, in batches, and says none is left", async () => {
    expect(await staleTopicRows()).toBe(120);
    expect(await reextractTopics({ budgetMs: 60_000, batch: 25 })).toEqual({ done: 120, left: 0 });
    const rows = await t.prisma.nicheSignal.findMany();
    expect(rows).toHaveLength(120);
    for (const r of rows) {
      expect(r.topicsVersion).toBe(TOPICS_VERSION);
      const want = toStored(
        extractTopics({ title: r.title, tags: r.tags, channel: r.channel, lang: r.lang ?? undefined }),
      );
      expect(r.topics).toEqual(JSON.parse(JSON.stringify(want)));
    }
  });

  it("stops at its budget with the newest rows done, and the next pass goes on", async () => {
    const order = ["publishedAt", "nicheKey", "source", "listing", "externalId"].map((k) => ({ [k]: "desc" as const }));
    const [newest] = await t.prisma.nicheSignal.findMany({ orderBy: order, take: 1 });
    // No time to spare: one batch, the newest rows.
    expect(await reextractTopics({ budgetMs: 0, batch: 25 })).toEqual({ done: 25, left: 95 });
    const { nicheKey, source, listing, externalId } = newest;
    const after = await t.prisma.nicheSignal.findUniqueOrThrow({
      where: { nicheKey_source_listing_externalId: { nicheKey, source, listing, externalId } },
    });
    expect(after.topicsVersion).toBe(TOPICS_VERSION);
    expect(await reextractTopics({ budgetMs: 60_000 })).toEqual({ done: 95, left: 0 });
  });

  it("ends at once with nothing to do", async () => {
    await reextractTopics({ budgetMs: 60_000 });
    expect(await reextractTopics({ budgetMs: 60_000 })).toEqual({ done: 0, left: 0 });
  });
});
