// Lighthouse (mobile profile) on Debian Chromium against a running production server:
// performance, accessibility and best-practices per page. Used by bench/run.ts.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export type LighthouseRow = { page: string; performance: number; accessibility: number; "best-practices": number };

export async function runLighthouse(base: string, paths: string[], extraHeaders?: Record<string, string>): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const path of paths) {
      const result = await lighthouse(base + path, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices"],
        extraHeaders,
      });
      const c = result!.lhr.categories;
      const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
      rows.push({ page: path, performance: score("performance"), accessibility: score("accessibility"), "best-practices": score("best-practices") });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}
