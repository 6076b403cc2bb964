// The trend backtest's floor, on the 2017 trending file: tuned on the first half of the days only,
// scored on the second (bench/backtest.ts), the engine keeps precision@5 >= 0.75 and >= 1.5x the
// raw-frequency baseline. `npm run bench:trends` (the CLI) reads the 2020-on dataset layout as
// well, and says in one line why it cannot use a file that is too short.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseCsv, parseTrendingCsv } from "@/lib/trends/csv";
import { backtest, GRID, HORIZON } from "./backtest";

const CSV = path.resolve(process.cwd(), "test/fixtures/youtube-trending/US_2017-09-13_2017-10-22.csv");
const quote = (f: string) => (/[",\r\n]/.test(f) ? `"${f.replace(/"/g, '""')}"` : f);
const toCsv = (rows: string[][]) => rows.map((r) => r.map(quote).join(",")).join("\n");
const tempFile = (name: string, text: string) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "backtest-")), name);
  writeFileSync(file, text);
  return file;
};
const runCli = (file: string) =>
  spawnSync("npx", ["tsx", "bench/trends-backtest.ts", file], { encoding: "utf8", timeout: 90_000 });

/** The 2017 file rewritten in the layout of the dataset from 2020 on (same videos, same days). */
function as2020Layout(): string {
  const [header, ...rows] = parseCsv(readFileSync(CSV, "utf8"));
  const at = (name: string) => header.findIndex((h) => h.replace(/^\uFEFF/, "") === name);
  const c = [
    "video_id",
    "title",
    "channel_title",
    "category_id",
    "tags",
    "views",
    "likes",
    "dislikes",
    "comment_total",
    "date",
  ].map(at);
  const out = [
    [
      "video_id",
      "title",
      "publishedAt",
      "channelId",
      "channelTitle",
      "categoryId",
      "trending_date",
      "tags",
      "view_count",
      "likes",
      "dislikes",
      "comment_count",
      "thumbnail_link",
      "comments_disabled",
      "ratings_disabled",
      "description",
    ],
  ];
  for (const r of rows) {
    const [dd, mm] = r[c[9]].split(".");
    const day = `2017-${mm}-${dd}T00:00:00Z`;
    out.push([
      r[c[0]],
      r[c[1]],
      day,
      "UC" + r[c[0]],
      r[c[2]],
      r[c[3]],
      day,
      r[c[4]],
      r[c[5]],
      r[c[6]],
      r[c[7]],
      r[c[8]],
      "",
      "False",
      "False",
      "",
    ]);
  }
  return toCsv(out);
}

describe("the backtest, tuned on one half and scored on the other", () => {
  const items = parseTrendingCsv(readFileSync(CSV, "utf8"), "US_2017-09-13_2017-10-22.csv");
  const result = backtest(items)!;

  it("keeps the scored half out of the tuning", () => {
    expect(result.scoredDays.length).toBeGreaterThanOrEqual(10);
    expect(result.tuningDays.length).toBeGreaterThanOrEqual(5);
    // No tuning day's outcome window reaches a scored day.
    expect(Math.max(...result.tuningDays) + HORIZON).toBeLessThan(Math.min(...result.scoredDays));
    // The setting kept is the best one on the tuning half.
    expect(result.tuning).toHaveLength(GRID.length);
    const best = Math.max(...result.tuning.map((t) => t.precision.engine));
    expect(result.firstHalf.engine).toBe(best);
  });

  it("holds precision@5 >= 0.75 and >= 1.5x the raw-frequency baseline on the held-out half", () => {
    const held = result.secondHalf;
    expect(held.days).toBe(result.scoredDays.length);
    expect(held.engine).toBeGreaterThanOrEqual(0.75);
    expect(held.engine).toBeGreaterThanOrEqual(1.5 * held.baseline);
    // The engine's untuned defaults hold it too: the tuning is not what carries it.
    expect(result.defaultsSecondHalf.engine).toBeGreaterThanOrEqual(0.75);
  });
});

it("reads the dataset layout from 2020 on (trending_date ISO, channelTitle, view_count) like the 2017 one", () => {
  const later = parseTrendingCsv(as2020Layout(), "US_youtube_trending_data.csv");
  const first = parseTrendingCsv(readFileSync(CSV, "utf8"), "US_youtube_trending_data.csv");
  expect(later).toHaveLength(first.length);
  expect(later).toEqual(first);
  const run = runCli(tempFile("US_youtube_trending_data.csv", as2020Layout()));
  expect(run.stderr).toBe("");
  expect(run.stdout).toMatch(/second half \(held out\): +engine 0\.\d+/);
  expect(run.status).toBe(0);
}, 120_000);

it("explains that a 15-day file is shorter than the backtest needs", () => {
  const [header, ...rows] = parseCsv(readFileSync(CSV, "utf8"));
  const dateCol = header.findIndex((h) => h.replace(/^\uFEFF/, "") === "date");
  const dates = [...new Set(rows.map((r) => r[dateCol]))].slice(0, 15);
  const run = runCli(tempFile("US_15_days.csv", toCsv([header, ...rows.filter((r) => dates.includes(r[dateCol]))])));
  expect(run.status).toBe(2);
  expect(run.stderr.trim()).toMatch(
    /^US_15_days\.csv: \d+ rows over 15 days; the backtest needs at least 30 days \(a scoring window of up to 18 days, 3 days to check what happened next, and days enough to tune on one half and score the other\)\. Use a longer export\.$/,
  );
}, 90_000);

it("says in one line why a file it cannot read is unusable", () => {
  const run = runCli(tempFile("people.csv", "name,age\nann,3\n"));
  expect(run.status).toBe(2);
  expect(run.stderr.trim()).toBe(
    'people.csv: not a YouTube trending CSV: no video_id, no title, no channel_title or channelTitle, no views or view_count, no date or trending_date column (its first line reads "name,age")',
  );
}, 90_000);
