// The real Kaggle sample, read from the shared data folder at test time (never copied here).
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

  // CPU time, not wall time: test files run in parallel on small machines.
  it("scores 8,000 rows well under 300 ms", () => {
    scoreTopics(items.slice(0, 500), { asOf: new Date("2017-09-20"), sourceLabel: "warm-up", verified: true });
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const fresh = parseTrendingCsv(text, FILE); // new objects: no per-item cache to lean on
      const cpu = process.cpuUsage();
      scoreTopics(fresh, { asOf: new Date("2017-10-22"), sourceLabel: "timing", verified: true });
      const used = process.cpuUsage(cpu);
      runs.push((used.user + used.system) / 1000);
    }
    expect(Math.min(...runs)).toBeLessThan(300);
  });
});
