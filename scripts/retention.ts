// `npm run retention`: deletes data past its retention period (lib/gdpr/retention-job.ts) and
// prints what it removed. With the embedded PGlite database, stop `npm run dev` first (one
// process owns the folder at a time) or call GET /api/cron/retention on the running server.
import type { PGlite } from "@electric-sql/pglite";
import { databaseTarget, openPglite, prismaForPglite, prismaForPostgres } from "../lib/db-connect";
import { runRetentionJob } from "../lib/gdpr/retention-job";

async function main() {
  const target = databaseTarget();
  let pglite: PGlite | undefined;
  if (target.kind === "pglite") pglite = openPglite(target.dir);
  const prisma = pglite ? prismaForPglite(pglite) : prismaForPostgres((target as { url: string }).url, 2);
  try {
    const report = await runRetentionJob(prisma);
    console.log(`Retention run at ${report.ranAt} on ${pglite ? "the embedded database" : "PostgreSQL (DATABASE_URL)"}`);
    console.table(Object.entries(report.deleted).map(([table, deleted]) => ({ table, deleted })));
    console.log(`Schedules completed: ${report.schedules.completed}, rescheduled: ${report.schedules.rescheduled}`);
  } finally {
    await prisma.$disconnect();
    await pglite?.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
