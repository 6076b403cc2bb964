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
  "FCP s": number;
  "LCP s": number;
  "TBT ms": number;
};
/** One Lighthouse run's figures; the paint times in milliseconds, unrounded. */
type Run = { performance: number; accessibility: number; bestPractices: number; fcp: number; lcp: number; tbt: number };

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

async function withChrome<T>(run: (port: number) => Promise<T>): Promise<T> {
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
    return await run(chrome.port);
  } finally {
    chrome.kill();
  }
}

async function audit(port: number, url: string, cookie?: string): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices"],
    extraHeaders: cookie ? { cookie } : undefined,
  });
  const { categories: c, audits: a } = result!.lhr;
  const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    fcp: a["first-contentful-paint"]?.numericValue ?? 0,
    lcp: a["largest-contentful-paint"]?.numericValue ?? 0,
    tbt: a["total-blocking-time"]?.numericValue ?? 0,
  };
}

const seconds = (ms: number, digits: number) => Number((ms / 1000).toFixed(digits));
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];

export async function runLighthouse(base: string, pages: BenchPage[]): Promise<LighthouseRow[]> {
  return withChrome(async (port) => {
    const rows: LighthouseRow[] = [];
    for (const page of pages) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(port, base + page.path, page.cookie));
      const sorted = [...runs].sort((x, y) => x.performance - y.performance);
      const m = sorted[Math.floor(sorted.length / 2)];
      rows.push({
        page: page.label,
        performance: m.performance,
        "perf. range": `${sorted[0].performance}-${sorted.at(-1)!.performance}`,
        accessibility: m.accessibility,
        "best-practices": m.bestPractices,
        "FCP s": seconds(m.fcp, 1),
        "LCP s": seconds(m.lcp, 1),
        "TBT ms": Math.round(m.tbt),
      });
    }
    return rows;
  });
}

export type PaintRow = { metric: string; ours: number; peer: number; "ours (runs)": string; "peer (runs)": string };

/**
 * The landing's first and largest contentful paint beside another app's landing (the peer), in
 * the same browser, runs alternating between the two so that a busy moment of the machine falls
 * on both alike; medians of each metric in seconds. Target: ours at or under the peer's.
 */
export async function paintBesidePeer(ours: string, peer: string, runs: number): Promise<PaintRow[]> {
  return withChrome(async (port) => {
    const o: Run[] = [];
    const p: Run[] = [];
    for (let i = 0; i < runs; i++) {
      o.push(await audit(port, ours));
      p.push(await audit(port, peer));
    }
    const list = (xs: Run[], k: "fcp" | "lcp") => xs.map((x) => seconds(x[k], 2)).join(" ");
    return (["fcp", "lcp"] as const).map((k) => ({
      metric: k === "fcp" ? "first contentful paint, s" : "largest contentful paint, s",
      ours: seconds(median(o.map((x) => x[k])), 2),
      peer: seconds(median(p.map((x) => x[k])), 2),
      "ours (runs)": list(o, k),
      "peer (runs)": list(p, k),
    }));
  });
}

/** "met" when each of our medians is at or under the peer's. */
export function paintVerdict(rows: PaintRow[]): string {
  const behind = rows.filter((r) => r.ours > r.peer).map((r) => r.metric);
  return behind.length ? `missed: behind the peer on ${behind.join(", ")}` : "met: at or under the peer on both";
}
