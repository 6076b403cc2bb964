// `npm run dev` / `npm start` step 0: create, migrate and seed the database, then hand over to Next.
// Embedded default (no DATABASE_URL): PGlite under .data/pglite; this process closes it before
// the server opens it (one process owns a PGlite folder at a time).
import { PGlite } from "@electric-sql/pglite";
import { adminEmail, env } from "../../env";
import { databaseTarget, openPglite, pgliteRunner, prismaForPglite, prismaForPostgres } from "../../lib/db-connect";
import { ensureAuthSecret } from "../../lib/auth/secret";
import { seed } from "../../prisma/seed";
import { applyMigrations } from "./migrations";
import { openRunner } from "./connect";

async function main() {
  const started = Date.now();
  ensureAuthSecret();
  const target = databaseTarget();
  let pglite: PGlite | undefined;
  let applied: string[];
  if (target.kind === "pglite") {
    pglite = openPglite(target.dir);
    applied = await applyMigrations(pgliteRunner(pglite));
  } else {
    const { runner, close } = await openRunner();
    applied = await applyMigrations(runner).finally(close);
  }
  const prisma = pglite ? prismaForPglite(pglite) : prismaForPostgres((target as { url: string }).url, 2);
  try {
    const result = await seed(prisma, { adminEmail: adminEmail(), adminPassword: env.ADMIN_PASSWORD });
    const where = target.kind === "pglite" ? `embedded PGlite at ${target.dir}` : "PostgreSQL (DATABASE_URL)";
    console.log(`\n  Database: ${where}${applied.length ? ` (applied ${applied.length} migration(s))` : ""}`);
    if (result.adminCreated) {
      const shown = env.ADMIN_PASSWORD ? "(from ADMIN_PASSWORD)" : `${result.adminPassword}  (generated; shown once)`;
      console.log(`  Admin account created: ${result.adminEmail} / ${shown}`);
    } else {
      console.log(`  Admin account: ${result.adminEmail} (password unchanged; see README to reset it)`);
    }
    console.log(`  Ready in ${Date.now() - started} ms\n`);
  } finally {
    await prisma.$disconnect();
    await pglite?.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
