// `npm run import:trending -- <file.csv> [more.csv ...]`: loads Kaggle "Trending YouTube Video
// Statistics" files (the 2017 `date` DD.MM layout, the 2017-18 `trending_date` YY.DD.MM one, or
// the one from 2020 on: `trending_date` ISO, `channelTitle`, `view_count`) into
// signal_items as source "import:<file name>", into DATABASE_URL or the embedded database.
// Re-importing a file adds only rows not already there. The embedded database belongs to one
// process at a time: stop `npm run dev` before importing into it.
import { importTrendingItems } from "../lib/trends/import";
import { readTrendingFile, type TrendingFile } from "../lib/trends/trending-file";
import { withScriptDatabase } from "./db/connect";

async function main() {
  const files = process.argv.slice(2).filter((a) => !a.startsWith("--"));
  if (files.length === 0) {
    console.error("usage: npm run import:trending -- <file.csv> [more.csv ...]");
    process.exit(2);
  }
  // Every file is read first: one unusable file stops the import before anything is stored.
  let read: TrendingFile[];
  try {
    read = files.map(readTrendingFile);
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(2);
  }
  await withScriptDatabase({ migrate: true }, async ({ prisma, label }) => {
    for (const f of read) {
      const started = Date.now();
      const s = await importTrendingItems(prisma, f.items, f.name);
      const skipped = f.rows - f.items.length;
      console.log(
        `${s.file}: ${s.items} rows read${skipped ? ` (${skipped} skipped: no id, no readable date, or removed)` : ""} ` +
          `(${s.videos} videos, ${s.days} days ${s.first ?? "-"}..${s.last ?? "-"}), ` +
          `${s.inserted} added, ${s.duplicates} skipped as already stored or repeated, source "${s.source}" -> ${label} in ${Date.now() - started} ms`,
      );
    }
  });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
