// npm run bench:trends on an export shorter than its window: a clear message and exit code 2,
// not a crash. (Meeting the precision target on the shared CSV is the benchmark's own job.)
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseCsv } from "@/lib/trends/csv";

const CSV = path.resolve(process.cwd(), "test/fixtures/youtube-trending/US_2017-09-13_2017-10-22.csv");
const quote = (f: string) => (/[",\r\n]/.test(f) ? `"${f.replace(/"/g, '""')}"` : f);

it("explains that a 15-day file is shorter than the backtest's window", () => {
  const [header, ...rows] = parseCsv(readFileSync(CSV, "utf8"));
  const dateCol = header.findIndex((h) => h.replace(/^\uFEFF/, "") === "date");
  const dates = [...new Set(rows.map((r) => r[dateCol]))].slice(0, 15);
  const short = [header, ...rows.filter((r) => dates.includes(r[dateCol]))]
    .map((r) => r.map(quote).join(","))
    .join("\n");
  const file = path.join(mkdtempSync(path.join(tmpdir(), "backtest-")), "US_15_days.csv");
  writeFileSync(file, short);
  const run = spawnSync("npx", ["tsx", "bench/trends-backtest.ts", file], { encoding: "utf8", timeout: 60_000 });
  expect(run.status).toBe(2);
  expect(run.stderr).toMatch(
    /(^|\n)US_15_days\.csv: \d+ rows over 15 days; the backtest needs at least 20 days \(a 3\+14-day scoring window, then 3 days to check what happened next\)\. Use a longer export\./,
  );
  expect(run.stderr).not.toMatch(/TypeError|Cannot read properties/);
}, 90_000);
