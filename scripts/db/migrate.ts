// `npm run db:migrate`: applies pending migrations to DATABASE_URL or the embedded database.
import { applyMigrations } from "./migrations";
import { openRunner } from "./connect";

async function main() {
  const { runner, close, label } = await openRunner();
  try {
    const applied = await applyMigrations(runner);
    console.log(applied.length ? `Applied ${applied.join(", ")} to ${label}` : `${label} is up to date`);
  } finally {
    await close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
