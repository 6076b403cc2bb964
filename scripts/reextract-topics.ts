// `npm run topics:reextract`: after the topic extractor's version changed, extracts the stored live
// rows' topics again, newest first, printing its progress, until none is left (the trends cron does
// the same a few seconds at a time). Safe while the app runs on PostgreSQL; the embedded database
// belongs to one process at a time: stop `npm run dev` first.
import { setDatabase } from "../lib/db";
import { reextractTopics, staleTopicRows } from "../lib/trends/reextract";
import { withScriptDatabase } from "./db/connect";

async function main() {
  await withScriptDatabase({ migrate: true }, async ({ prisma, label }) => {
    setDatabase(prisma);
    const total = await staleTopicRows();
    console.log(`${total} rows of ${label} to extract again`);
    let left = total;
    while (left > 0) {
      const pass = await reextractTopics({ budgetMs: 5_000 });
      console.log(`  ${total - pass.left}/${total} done (${pass.done} in this pass)`);
      // Rows whose write-back keeps failing (logged) are extracted by the reports that read them.
      if (pass.left >= left) break;
      left = pass.left;
    }
  });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
