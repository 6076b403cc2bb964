// niche_signals keeps each post's topics, extracted when it is stored, with the extractor's
// version: a report reads them instead of running the tagger again, a row from another version
// is extracted again when read (and written back), and a report over stored rows names the same
// trends as one over the items themselves.
import { resolveNiche } from "@/lib/niches";
import { createHash } from "node:crypto";
import * as partsOfSpeech from "@/lib/language/parts-of-speech";
import { PICK_NOW, pickItems } from "@/bench/pick-items";
import { setupTestDatabase } from "@/test/db";
import { extractTopics, fromStored, toStored, TOPICS_VERSION } from "./extracted";
import { loadNicheSignals, storeNicheSignals } from "./live-store";
import { nicheMatcher } from "./core/niche";
import { pickTopics } from "./pick";
import type { SignalItem } from "./core/types";

jest.mock("@/lib/language/parts-of-speech", () => {
  const actual = jest.requireActual("@/lib/language/parts-of-speech");
  return { ...actual, nonNamingWords: jest.fn(actual.nonNamingWords) };
});
const tagged = partsOfSpeech.nonNamingWords as jest.Mock;

const t = setupTestDatabase();
const NOW = new Date("2026-11-25T12:00:00Z");

function post(id: string, title: string, extra: Partial<SignalItem> = {}): SignalItem {
  const publishedAt = new Date(NOW.getTime() - 3_600_000);
  return {
    source: "youtube",
    externalId: id,
    title,
    tags: [],
    channel: "Maker Studio",
    categoryId: null,
    views: 10,
    likes: 1,
    comments: 0,
    observedAt: publishedAt,
    publishedAt,
    ...extra,
  };
}

const row = (externalId: string) => t.prisma.nicheSignal.findFirstOrThrow({ where: { externalId } });

describe("stored topics", () => {
  it("stores a post's topics and the extractor version with it, and reads them back", async () => {
    const items = [
      post("a", "Coptic stitch bookbinding with waxed linen thread", { tags: ["coptic stitch"] }),
      post("b", "Mi primer cuaderno con costura copta #bookbinding", { lang: "es" }),
    ];
    await storeNicheSignals("bookbinding", items, NOW);
    for (const it of items) {
      const stored = await row(it.externalId);
      expect(stored.topicsVersion).toBe(TOPICS_VERSION);
      expect(fromStored(stored.topics as never)).toEqual(extractTopics(it));
    }
    const spanish = fromStored((await row("b")).topics as never);
    expect(spanish.foreign).toBe(true);
    expect(spanish.own.keys).toEqual(["bookbinding"]);
    expect(spanish.any.keys.length).toBeGreaterThan(1);

    tagged.mockClear();
    const read = await loadNicheSignals("bookbinding", NOW);
    expect(tagged).not.toHaveBeenCalled(); // read, not extracted
    expect(read.find((i) => i.externalId === "a")?.topics).toEqual(extractTopics(items[0]));
  });

  it("extracts a row from another version again when read, and writes it back", async () => {
    await storeNicheSignals("pottery", [post("old", "Raku firing in the snow")], NOW);
    // As an older extractor left it: other topics under another version number.
    await t.prisma.nicheSignal.update({
      where: {
        nicheKey_source_listing_externalId: { nicheKey: "pottery", source: "youtube", listing: "", externalId: "old" },
      },
      data: {
        topicsVersion: TOPICS_VERSION - 1,
        topics: toStored({
          own: { topics: ["x"], keys: ["x"], fromTags: 0, said: [true] },
          any: { topics: ["x"], keys: ["x"], fromTags: 0, said: [true] },
          foreign: false,
          quoted: { topics: ["x"], keys: ["x"], fromTags: 0, said: [true] },
        }),
      },
    });
    const [read] = await loadNicheSignals("pottery", NOW);
    expect(read.topics?.own.keys).toContain("raku firing");
    const stored = await row("old");
    expect(stored.topicsVersion).toBe(TOPICS_VERSION);
    expect(fromStored(stored.topics as never)).toEqual(extractTopics(read));
  });

  it("marks a row for extraction again when a read without tags keeps the tags it had", async () => {
    await storeNicheSignals("knitting", [post("v", "Brioche knitting basics", { tags: ["brioche stitch"] })], NOW);
    // The channel feed reads the same video: no tags, so the stored ones stay, and the topics
    // extracted from the feed's text alone are not the row's.
    await storeNicheSignals("knitting", [post("v", "Brioche knitting basics")], NOW);
    expect((await row("v")).topicsVersion).toBe(0);
    const [read] = await loadNicheSignals("knitting", NOW);
    expect(read.topics?.own.keys[0]).toBe("brioche stitch");
    expect((await row("v")).topicsVersion).toBe(TOPICS_VERSION);
  });

  it("gives a report over stored rows the same trends as over the items themselves", async () => {
    const { niche, items } = pickItems(4_000, 2, PICK_NOW);
    const matcher = nicheMatcher(resolveNiche(niche));
    await storeNicheSignals(matcher.key, items, PICK_NOW);
    const stored = await loadNicheSignals(matcher.key, PICK_NOW);
    const cards = (list: SignalItem[]) =>
      pickTopics(list, matcher, PICK_NOW).ranked.map((r) => [r.topic.topic, r.topic.score, r.topic.series]);
    const fresh = pickItems(4_000, 2, PICK_NOW).items;
    expect(cards(stored)).toEqual(cards(fresh));
    expect(cards(stored).length).toBeGreaterThan(0);
  }, 60_000);
});

// What the extractor returns for a fixed sample of posts, hashed. When this changes, rows stored
// under the old output are wrong until read again: raise TOPICS_VERSION, then this fingerprint.
const FINGERPRINT = { version: 2, hash: "ddecec05e8707f7e" };

it("raises the extractor version whenever its output changes", () => {
  const { items } = pickItems(3_000, 0, PICK_NOW);
  const more = pickItems(3_000, 5, PICK_NOW).items;
  const hash = createHash("sha256");
  for (const it of [...items, ...more]) hash.update(JSON.stringify(toStored(extractTopics(it))));
  expect({ version: TOPICS_VERSION, hash: hash.digest("hex").slice(0, 16) }).toEqual(FINGERPRINT);
});
