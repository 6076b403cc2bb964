// `npm run retention`: deletes data past its retention period (lib/gdpr/retention-job.ts) and
// prints what it removed. With the embedded PGlite database, stop `npm run dev` first (one
// process owns the folder at a time) or call GET /api/cron/retention on the running server.
import { runRetentionJob } from "@/lib/compliance/retention-job";
import { withScriptDatabase } from "./db/connect";

async function main() {
  await withScriptDatabase({ migrate: false }, async ({ prisma, label }) => {
    const report = await runRetentionJob(prisma);
    console.log(`Retention run at ${report.ranAt} on ${label}`);
    console.table(Object.entries(report.deleted).map(([table, deleted]) => ({ table, deleted })));
    console.log(`Schedules completed: ${report.schedules.completed}, rescheduled: ${report.schedules.rescheduled}`);
  });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
