// The noisy-niche benchmark as a floor: the real engine, fed the labelled noisy corpus through
// the live-source stand-in, at two hours of the corpus's day (late morning, when "today" holds a
// third of a day's posts, and evening). The floors sit just under what the engine measured when
// they were set: they may only go up as the engine improves. Also checks the yardstick itself.
import { setupTestDatabase } from "@/test/db";
import { noisyCorpus } from "@/test/fixtures/noisy-niches/generate";
import { judge, precision, recall, recallOfShown, runNicheBench, scoreRun, total, type Config } from "./niches-run";

/**
 * Floors per configuration (bench/niches-run.ts CONFIGS) at 11:30 and 20:00 UTC, set just under
 * what the engine measured on the corpus at real volumes (13 niches, 2026-11-29); they may only go
 * up as the engine improves. `foundOfShown`: of the planted topics the served data shows rising
 * (bench/niches-oracle.ts), the share the engine found.
 * History on the earlier corpus (10 niches, Reddit and Google News carrying most mentions, every
 * source on): precision 0.32 -> 1.00, recall 0.42 -> 0.76.
 */
const FLOORS: Record<
  Config,
  { precision: number; recall: number; foundOfShown: number; spam: number; duplicates: number }
> = {
  // Measured: precision 0.67 (6/9), recall 0.09 (6/68); the served data shows 4 topics rising, the
  // engine found none of them. Nine cards in all: one card more or less moves precision by 0.1, and
  // on a loaded machine (a source run past the round's 8 s) it measured 0.50, hence the margin.
  // 2026-11-29 with the negative binomial rise test and Benjamini-Hochberg (lib/trends/rise-test.ts):
  // precision 0.89 (16/18), recall 0.24 (16/68), 4 of the 4 shown rising found.
  // With the YouTube outlier weights and the bench's set-up fix merged in: 2 duplicate cards on
  // defaults and on keys, 5 on everything. 2026-11-29, one topic however it is spelled (compounds
  // closed, hyphenated or open; initials inside a phrase; a clipped modifier): none anywhere.
  defaults: { precision: 0.7, recall: 0.2, foundOfShown: 0.75, spam: 0, duplicates: 0 },
  // Measured: precision 0.58 (22/38), recall 0.32 (22/68), 16 of the 40 shown rising found (0.40), 3 duplicates.
  // 2026-11-29: precision 0.88 (45/51), recall 0.66 (45/68), no duplicate.
  keys: { precision: 0.8, recall: 0.55, foundOfShown: 0.6, spam: 0, duplicates: 0 },
  // Measured: precision 0.77 (56/73), recall 0.78 (53/68), 49 of the 60 shown rising found (0.82), 6 duplicates.
  // 2026-11-29: precision 0.91 (63/69), recall 0.93 (63/68), 56 of 59 found (0.95), no duplicate.
  all: { precision: 0.85, recall: 0.85, foundOfShown: 0.85, spam: 0, duplicates: 0 },
};
/** Of the cards badged Real Data (confidence 80 and over), the share naming a planted rise. */
const SURE_FLOOR = 0.9;

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
    const runs = await runNicheBench({ hours: ["20:00"], sources: "keys" });
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
  }, 600_000);

  it.each(Object.keys(FLOORS) as Config[])(
    "holds the floor on %s at 11:30 and 20:00 UTC",
    async (config) => {
      const runs = await runNicheBench({ hours: ["11:30", "20:00"], sources: config });
      expect(runs).toHaveLength(2 * noisyCorpus().length);
      const all = total(runs);
      const floor = FLOORS[config];
      const wrong = runs.flatMap((r) =>
        r.verdicts.filter((v) => !v.rising || v.spam).map((v) => `${r.hour} ${r.niche}: ${v.card.title} (${v.why})`),
      );
      // Printed on failure: which cards were wrong.
      const summary = {
        precision: precision(all),
        recall: recall(all),
        foundOfShown: recallOfShown(all),
        ...all,
        wrong,
      };
      expect(summary.precision).toBeGreaterThanOrEqual(floor.precision);
      expect(summary.recall).toBeGreaterThanOrEqual(floor.recall);
      expect(summary.foundOfShown).toBeGreaterThanOrEqual(floor.foundOfShown);
      expect(summary.spam).toBeLessThanOrEqual(floor.spam);
      expect(summary.duplicates).toBeLessThanOrEqual(floor.duplicates);
      // The served data shows some planted topics rising on every configuration: the oracle sees them.
      expect(all.shown).toBeGreaterThan(0);
    },
    600_000,
  );

  it("badges as Real Data (confidence 80 and over) mostly cards that name a planted rise", async () => {
    const runs = await runNicheBench({ hours: ["20:00"], sources: "all" });
    const sure = runs.flatMap((r) => r.verdicts).filter((v) => (v.card.confidence ?? 0) >= 80);
    expect(sure.length).toBeGreaterThan(0);
    expect(sure.filter((v) => v.rising && !v.spam).length / sure.length).toBeGreaterThanOrEqual(SURE_FLOOR);
  }, 300_000);
});
