// A real sample of the US YouTube trending list (test/fixtures/youtube-trending; its source and
// licence are in test/fixtures/README.md), read and scored as the product would. How fast it
// scores is measured by `npm run bench:trends`, not here: a timed test fails on a busy machine,
// not on slow code.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseTrendingCsv } from "./csv";
import { scoreTopics } from "./scoring";

const FILE = path.resolve(__dirname, "../../test/fixtures/youtube-trending/US_2017-09-13_2017-10-22.csv");
const describeIfData = existsSync(FILE) ? describe : describe.skip;

describeIfData("YouTube trending sample (US, 2017-09-13..2017-10-22)", () => {
  const text = existsSync(FILE) ? readFileSync(FILE, "utf8") : "";
  const items = parseTrendingCsv(text, FILE);

  it("parses all 8,000 rows", () => {
    expect(items).toHaveLength(8000);
    expect(items[0]).toMatchObject({
      source: "import:US_2017-09-13_2017-10-22.csv",
      externalId: "XpVt6Z1Gjjo",
      channel: "Logan Paul Vlogs",
      categoryId: 24,
    });
    expect(new Set(items.map((it) => it.observedAt.toISOString().slice(0, 10))).size).toBe(40);
    expect(items.every((it) => Number.isFinite(it.views) && it.views >= 0)).toBe(true);
  });

  it("surfaces halloween among the top topics as of 2017-10-15", () => {
    const top = scoreTopics(items, {
      asOf: new Date("2017-10-15"),
      sourceLabel: "US_2017-09-13_2017-10-22.csv",
      verified: true,
    });
    const halloween = top.find((t) => t.topic === "halloween");
    expect(halloween).toBeDefined();
    expect(halloween).toMatchObject({ verified: true, status: "hot" });
    expect(halloween!.lifecycle).toMatch(/emerging|accelerating/);
    expect(halloween!.confidence).toBeGreaterThanOrEqual(80);
    expect(halloween!.factors.spread).toBeGreaterThan(10);
  });
});
