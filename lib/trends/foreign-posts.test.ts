// A post in another language names no topic, yet still counts in its day's total of posts
// (lib/trends/core/text.ts itemTopics says why it is kept rather than dropped), and for the names
// English posts carry when it writes them.
import { DAY_MS } from "@/lib/time";
import { scoreCandidates, type ScoreOptions } from "./scoring";
import { itemTopics } from "./core/text";
import type { SignalItem } from "./core/types";

const AS_OF = new Date(Date.UTC(2026, 10, 25));
const WINDOW = 17;
const dayAt = (i: number) => new Date(AS_OF.getTime() - (WINDOW - 1 - i) * DAY_MS);
const opts: ScoreOptions = { asOf: AS_OF, sourceLabel: "test", verified: true, exclude: ["bookbinding"] };

let serial = 0;
function post(title: string, day: number, o: Partial<SignalItem> = {}): SignalItem {
  serial++;
  return {
    source: "mastodon",
    externalId: `p${serial}`,
    title,
    tags: [],
    channel: `@member${serial % 9}`,
    categoryId: null,
    views: 0,
    likes: 3,
    comments: 1,
    observedAt: dayAt(day),
    ...o,
  };
}

/** `perDay` posts a day over the recent three days, none before: what a rising topic looks like. */
function rising(title: string, perDay: number, o: Partial<SignalItem> = {}): SignalItem[] {
  return [14, 15, 16].flatMap((d) => Array.from({ length: perDay * (d - 13) }, () => post(title, d, o)));
}

const background = () =>
  Array.from({ length: WINDOW }, (_, d) =>
    Array.from({ length: 12 }, (_, k) => post(`Sewing signatures for journal number ${d * 12 + k}`, d)),
  ).flat();

describe("posts in other languages", () => {
  const foreign = [
    // Undeclared (Reddit, Hacker News, a Mastodon client that set no language): the text decides.
    ...rising("Mi primera encuadernación con kettle stitch", 4),
    // Declared by the source: the tag decides, whatever the words.
    ...rising("Neue binoculars für den Winter", 4, { lang: "de" }),
    ...rising("Buchbinden: meine neue book press", 4, { lang: "de-AT" }),
    ...rising("Minha coleção de ink swatches", 4, { lang: "x-lemmy-95" }),
  ];
  const english = rising("Kettle stitch on a coptic journal", 3, { lang: "en" });

  it("give no candidate topic, while the same words in English posts do", () => {
    for (const p of foreign) expect(itemTopics(p).topics).toEqual([]);
    const scored = scoreCandidates([...background(), ...foreign, ...english], opts)!;
    const keys = scored.candidates.map((c) => c.key);
    expect(keys).toContain("kettle stitch");
    for (const word of ["encuadernación", "primera", "winter", "binocular", "buchbinden", "coleção", "ink swatch"])
      expect(keys.filter((k) => k.includes(word))).toEqual([]);
    // "kettle stitch", a name the English posts carry, counts them and the Spanish posts that write it.
    const spanish = foreign.filter((p) => p.title.startsWith("Mi primera"));
    expect(scored.candidates.find((c) => c.key === "kettle stitch")!.recent).toBe(english.length + spanish.length);
  });

  it("still count in the day's total of posts", () => {
    const without = scoreCandidates([...background(), ...english], opts)!;
    const withForeign = scoreCandidates([...background(), ...english, ...foreign], opts)!;
    const newest = withForeign.dayTotals.length - 1;
    expect(withForeign.dayTotals[newest] - without.dayTotals[newest]).toBe(
      foreign.filter((p) => p.observedAt.getTime() === AS_OF.getTime()).length,
    );
  });

  it("a declared English post keeps its topics even with a foreign name in it", () => {
    expect(itemTopics(post("Der Kommissar cover on a hand-bound songbook", 16)).topics).not.toEqual([]);
    expect(itemTopics(post("Walking the Camino de Santiago journal", 16, { lang: "en" })).topics).not.toEqual([]);
  });
});
