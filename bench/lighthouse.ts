// Lighthouse (mobile profile, its default simulated throttling) on Debian Chromium against a
// running production server: performance, accessibility and best practices per page. Scores vary
// from run to run, so each page runs several times (BENCH_LIGHTHOUSE_RUNS, default 5) and the
// median run is reported with the range, as Lighthouse's own variability guide recommends.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/** A page the bench measures: its label, its path and, for signed-in pages, the session cookie. */
export type BenchPage = { label: string; path: string; cookie?: string };
export type LighthouseRow = {
  page: string;
  performance: number;
  "perf. range": string;
  accessibility: number;
  "best-practices": number;
  "LCP s": number;
  "TBT ms": number;
};

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

export async function runLighthouse(base: string, pages: BenchPage[]): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const page of pages) {
      const runs: Omit<LighthouseRow, "perf. range">[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(base + page.path, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices"],
          extraHeaders: page.cookie ? { cookie: page.cookie } : undefined,
        });
        const { categories: c, audits: a } = result!.lhr;
        const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
        runs.push({
          page: page.label,
          performance: score("performance"),
          accessibility: score("accessibility"),
          "best-practices": score("best-practices"),
          "LCP s": Math.round((a["largest-contentful-paint"]?.numericValue ?? 0) / 100) / 10,
          "TBT ms": Math.round(a["total-blocking-time"]?.numericValue ?? 0),
        });
      }
      const sorted = [...runs].sort((x, y) => x.performance - y.performance);
      const median = sorted[Math.floor(sorted.length / 2)];
      rows.push({ ...median, "perf. range": `${sorted[0].performance}-${sorted.at(-1)!.performance}` });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}
