// `npm run dev` / `npm start` step 0: create, migrate and seed the database, then hand over to Next.
// Embedded default (no DATABASE_URL): PGlite under .data/pglite; this process closes it before
// the server opens it (one process owns a PGlite folder at a time).
import { adminEmail, env } from "../../env";
import { ensureAuthSecret } from "../../lib/auth/secret";
import { seed } from "../../prisma/seed";
import { withScriptDatabase } from "./connect";

async function main() {
  const started = Date.now();
  ensureAuthSecret();
  await withScriptDatabase({ migrate: true }, async ({ prisma, label, applied }) => {
    const result = await seed(prisma, { adminEmail: adminEmail(), adminPassword: env.ADMIN_PASSWORD });
    console.log(`\n  Database: ${label}${applied.length ? ` (applied ${applied.length} migration(s))` : ""}`);
    if (result.adminCreated) {
      const shown = env.ADMIN_PASSWORD ? "(from ADMIN_PASSWORD)" : `${result.adminPassword}  (generated; shown once)`;
      console.log(`  Admin account created: ${result.adminEmail} / ${shown}`);
    } else {
      console.log(`  Admin account: ${result.adminEmail} (password unchanged; see README to reset it)`);
    }
    console.log(`  Ready in ${Date.now() - started} ms\n`);
  });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
