// A niche's pick stored with what it read, on a real database: a report over the same items reads
// it (however cold the server), and anything that changes what a pick would read (rows written,
// the snapshot store, the passing time) makes the next report pick again.
import { DAY_MS } from "@/lib/time";
import { resolveNiche } from "@/lib/niches";
import { setupTestDatabase } from "@/test/db";
import { corpusSignalItems } from "@/test/live-signals";
import { nicheMatcher } from "./core/niche";
import { loadNicheSignals, storeNicheSignals } from "./live-store";
import { MAX_TRENDS, pickTopics } from "./pick";
import { collectTopics, keepPicksCurrent } from "./service";
import { currentPick, PICK_REUSE_MS, prunePicks } from "./stored-pick";

const t = setupTestDatabase();
const NOW = new Date(Date.UTC(2026, 10, 29, 20));
const niche = resolveNiche("pottery");
const key = nicheMatcher(niche).key;
const MARK = "a topic only the stored pick holds";

/** Writes a recognisable topic into the stored pick: a report that shows it read the pick. */
async function markStoredPick() {
  const row = await t.prisma.nichePick.findUniqueOrThrow({ where: { nicheKey: key } });
  const picked = row.picked as { ranked: { topic: { topic: string } }[] };
  picked.ranked[0].topic.topic = MARK;
  await t.prisma.nichePick.update({ where: { nicheKey: key }, data: { picked } });
}

const topics = (c: { ranked: { topic: { topic: string } }[] }) => c.ranked.map((r) => r.topic.topic);

beforeEach(async () => {
  await t.prisma.nichePick.deleteMany({});
  await t.prisma.nicheSignal.deleteMany({});
  await storeNicheSignals(key, corpusSignalItems("pottery", "pottery", NOW), NOW);
});

describe("a stored pick", () => {
  it("is what scoring the items gives, and a report over the same items reads it", async () => {
    const first = await collectTopics(niche, NOW);
    const items = await loadNicheSignals(key, NOW);
    const fresh = pickTopics(items, nicheMatcher(niche), NOW);
    expect(first.ranked.length).toBeGreaterThanOrEqual(3);
    expect(first.liveItems).toBe(items.length);
    expect(first.ranked).toEqual(JSON.parse(JSON.stringify(fresh.ranked.slice(0, MAX_TRENDS))));
    expect(first.coverage).toBe(fresh.coverage);

    await markStoredPick();
    const later = await collectTopics(niche, new Date(NOW.getTime() + PICK_REUSE_MS - 60_000));
    expect(topics(later)[0]).toBe(MARK);
    expect(later.liveItems).toBe(items.length);
  });

  it("is picked again when a round stores posts or reads one again", async () => {
    await collectTopics(niche, NOW);
    await markStoredPick();
    const post = { ...corpusSignalItems("pottery", "pottery", NOW)[0], externalId: "new-post" };
    await storeNicheSignals(key, [post], new Date(NOW.getTime() + 60_000));
    const after = await collectTopics(niche, new Date(NOW.getTime() + 120_000));
    expect(topics(after)).not.toContain(MARK);
    expect(after.liveItems).toBe((await loadNicheSignals(key, NOW)).length);

    // A post read again (its counts moved) is a write too.
    await markStoredPick();
    await storeNicheSignals(key, [{ ...post, likes: post.likes + 5 }], new Date(NOW.getTime() + 180_000));
    expect(topics(await collectTopics(niche, new Date(NOW.getTime() + 240_000)))).not.toContain(MARK);
  });

  it("is picked again once its windows are too old, or for a time before it was made", async () => {
    await collectTopics(niche, NOW);
    await markStoredPick();
    expect(topics(await collectTopics(niche, new Date(NOW.getTime() + PICK_REUSE_MS)))).not.toContain(MARK);
    await markStoredPick();
    expect(topics(await collectTopics(niche, new Date(NOW.getTime() - 60_000)))).not.toContain(MARK);
  });

  it("is picked again when the snapshot store changes, or the curated examples may be used", async () => {
    const matcher = nicheMatcher(niche);
    await currentPick(matcher, NOW, false);
    await markStoredPick();
    expect(topics(await currentPick(matcher, NOW, false))[0]).toBe(MARK);
    await t.prisma.signalItem.create({
      data: {
        source: "import:trending.csv",
        externalId: "csv-1",
        title: "Raku firing at home",
        tags: [],
        channel: "a channel",
        observedAt: NOW,
      },
    });
    expect(topics(await currentPick(matcher, NOW, false))).not.toContain(MARK);
    await markStoredPick();
    expect(topics(await currentPick(matcher, NOW, true))).not.toContain(MARK);
  });
});

describe("the trends cron's picks", () => {
  it("keeps the picks of the niches asked for in the last day, and sweeps picks a day old", async () => {
    const now = new Date();
    await t.prisma.nicheSignal.updateMany({ data: { fetchedAt: now } });
    await t.prisma.nicheRefresh.createMany({
      data: [
        { nicheKey: key, niche: niche.label, lastUsedAt: now },
        { nicheKey: "knitting", niche: "knitting", lastUsedAt: new Date(now.getTime() - 2 * DAY_MS) },
      ],
    });
    expect(await keepPicksCurrent({ budgetMs: 60_000 })).toEqual([niche.label]);
    const rows = await t.prisma.nichePick.findMany({ select: { nicheKey: true } });
    expect(rows.map((r) => r.nicheKey)).toEqual([key]);

    expect(await prunePicks(new Date(now.getTime() + DAY_MS - 60_000))).toBe(0);
    expect(await prunePicks(new Date(now.getTime() + DAY_MS + 60_000))).toBe(1);
  });
});
