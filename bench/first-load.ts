// First-load JS per route, from the build output: the module scripts a page's HTML asks for
// (what a first visit downloads before the page is interactive), gzip-compressed as `next start`
// serves them. Dynamically imported chunks (the Support dialog, the demo's frame) are not counted.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { BenchPage } from "./lighthouse";

export type FirstLoadRow = { page: string; scripts: number; "first-load JS (KB gzip)": number };

export async function firstLoadJs(base: string, pages: BenchPage[]): Promise<FirstLoadRow[]> {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const rows: FirstLoadRow[] = [];
  for (const p of pages) {
    const html = await (await fetch(base + p.path, { headers: p.cookie ? { cookie: p.cookie } : {} })).text();
    // <script src="/_next/static/..."> and preloaded scripts, minus the legacy-browser polyfills.
    const srcs = new Set(
      [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/_next\/(static\/[^"]+\.js)"[^>]*>/g)]
        .filter((m) => !/noModule/i.test(m[0]))
        .map((m) => m[1]),
    );
    const bytes = [...srcs].reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0);
    rows.push({ page: p.label, scripts: srcs.size, "first-load JS (KB gzip)": Math.round(bytes / 102.4) / 10 });
  }
  return rows;
}
