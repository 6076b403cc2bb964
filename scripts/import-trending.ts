// `npm run import:trending -- <file.csv> [more.csv ...]`: loads Kaggle "Trending YouTube Video
// Statistics" files (the 2017 `date` DD.MM layout or the later `trending_date` YY.DD.MM one) into
// signal_items as source "import:<file name>", into DATABASE_URL or the embedded database.
// Re-importing a file adds only rows not already there. The embedded database belongs to one
// process at a time: stop `npm run dev` before importing into it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { importTrendingCsv } from "../lib/trends/import";
import { withScriptDatabase } from "./db/connect";

async function main() {
  const files = process.argv.slice(2).filter((a) => !a.startsWith("--"));
  if (files.length === 0) {
    console.error("usage: npm run import:trending -- <file.csv> [more.csv ...]");
    process.exit(2);
  }
  await withScriptDatabase({ migrate: true }, async ({ prisma, label }) => {
    for (const file of files) {
      const started = Date.now();
      const s = await importTrendingCsv(prisma, readFileSync(path.resolve(file), "utf8"), file);
      console.log(
        `${s.file}: ${s.items} rows read (${s.videos} videos, ${s.days} days ${s.first ?? "-"}..${s.last ?? "-"}), ` +
          `${s.inserted} added, ${s.duplicates} skipped as already stored or repeated, source "${s.source}" -> ${label} in ${Date.now() - started} ms`,
      );
    }
  });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
