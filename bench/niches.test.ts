// The noisy-niche benchmark as a floor: the real engine, fed the labelled noisy corpus through
// the live-source stand-in, at two hours of the corpus's day (late morning, when "today" holds a
// third of a day's posts, and evening). The floors sit just under what the engine measured when
// they were set: they may only go up as the engine improves. Also checks the yardstick itself.
import { setupTestDatabase } from "@/test/db";
import { noisyCorpus } from "@/test/fixtures/noisy-niches/generate";
import { judge, precision, recall, runNicheBench, scoreRun, total } from "./niches-run";

/**
 * Measured 2026-11-26 with the live listings judged together (lib/trends/pool.ts: a jump or a
 * steady climb, on two platforms where two were read), discovery that reads a niche however it is
 * spelled, two weeks of history in the first round and fuller names: precision 0.97 (37/38),
 * recall 0.74 (37/50), no spam or duplicate card (the corpus is seeded, so the figures repeat
 * exactly). 2026-11-27, with no lone word that is a niche word in another form ("print"):
 * precision 1.00 (38/38), recall 0.76 (38/50). Before all of it: precision 0.32 (21/65), recall
 * 0.42 (21/50).
 */
const FLOOR = { precision: 0.95, recall: 0.74, maxSpamCards: 0, maxDuplicateCards: 0 };

setupTestDatabase();

const fountainPens = () => noisyCorpus().find((c) => c.niche.niche === "fountain pens")!;

describe("the yardstick", () => {
  it("counts a card as a hit when its title or topic names a rising topic or one of its aliases", () => {
    const c = fountainPens();
    expect(judge({ title: "The Shimmer Ink Boom", topic: "shimmer ink", evidence: [] }, c).rising).toBe("shimmer inks");
    expect(judge({ title: "Lamy Safari 2027 Color, Explained", topic: "x", evidence: [] }, c).rising).toBe(
      "Lamy Safari 2027 color",
    );
    // A fragment of a rising topic does not name it.
    expect(judge({ title: "Safari: The Next Wave", topic: "safari", evidence: [] }, c).rising).toBeNull();
  });

  it("calls a card spam when at least half its evidence is spam or deal posts", () => {
    const c = fountainPens();
    const spam = c.items.filter((it) => it.kind === "spam").map((it) => it.title);
    const rising = c.items.filter((it) => it.kind === "rising").map((it) => it.title);
    expect(judge({ title: "Link", topic: "link", evidence: spam.slice(0, 2) }, c).spam).toBe(true);
    expect(
      judge({ title: "Shimmer inks", topic: "shimmer inks", evidence: [rising[0], rising[1], spam[0]] }, c).spam,
    ).toBe(false);
  });

  it("counts a second card for the same topic as a duplicate, and misses by topic", () => {
    const c = fountainPens();
    const card = (title: string) => judge({ title, topic: title, evidence: [] }, c);
    const run = scoreRun(
      "fountain pens",
      "11:30",
      [card("Shimmer inks"), card("Shimmer ink swatches"), card("Deal")],
      c,
    );
    expect(run).toMatchObject({ cards: 3, hits: 2, found: 1, planted: 3, duplicates: 1 });
    expect(run.missed).toEqual(["Lamy Safari 2027 color", "Advent ink calendar"]);
  });
});

describe("the engine on the noisy corpus", () => {
  it("on the default sources reads only those whose terms allow a paid product", async () => {
    const runs = await runNicheBench({ hours: ["20:00"], sources: "commercial" });
    // Keyless Reddit and Google News RSS are opt-in: nothing only they carry reaches a card.
    const optIn = new Set(["sub", "search", "news"]);
    const onlyOptIn = (niche: string, title: string) => {
      // (A toot's text carries its hashtags, so it matches no corpus title: not an opt-in item.)
      const same = noisyCorpus()
        .find((c) => c.niche.niche === niche)!
        .items.filter((it) => it.title === title);
      return same.length > 0 && same.every((it) => optIn.has(it.route));
    };
    const evidence = runs.flatMap((r) => r.verdicts.flatMap((v) => v.card.evidence.map((title) => [r.niche, title])));
    expect(evidence.length).toBeGreaterThan(0);
    expect(evidence.filter(([niche, title]) => onlyOptIn(niche, title))).toEqual([]);
  }, 300_000);

  it("holds the floor at 11:30 and 20:00 UTC", async () => {
    const runs = await runNicheBench({ hours: ["11:30", "20:00"] });
    expect(runs).toHaveLength(2 * noisyCorpus().length);
    const all = total(runs);
    const wrong = runs.flatMap((r) =>
      r.verdicts.filter((v) => !v.rising || v.spam).map((v) => `${r.hour} ${r.niche}: ${v.card.title} (${v.why})`),
    );
    // Printed on failure: which cards were wrong.
    const summary = { precision: precision(all), recall: recall(all), ...all, wrong };
    expect(summary.precision).toBeGreaterThanOrEqual(FLOOR.precision);
    expect(summary.recall).toBeGreaterThanOrEqual(FLOOR.recall);
    expect(summary.spam).toBeLessThanOrEqual(FLOOR.maxSpamCards);
    expect(summary.duplicates).toBeLessThanOrEqual(FLOOR.maxDuplicateCards);
    // Confidence says something true: the cards badged "Real Data" (80 and over) name a planted
    // rise at least nine times in ten.
    const sure = runs.flatMap((r) => r.verdicts).filter((v) => (v.card.confidence ?? 0) >= 80);
    expect(sure.length).toBeGreaterThan(0);
    expect(sure.filter((v) => v.rising && !v.spam).length / sure.length).toBeGreaterThanOrEqual(0.9);
  }, 300_000);
});
