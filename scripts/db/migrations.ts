// Offline migrations in Prisma's own folder format (prisma/migrations/<ts>_<name>/migration.sql,
// recorded in _prisma_migrations), so `prisma migrate deploy` stays a drop-in where Prisma's
// native engines can be downloaded. Used by the dev setup, the test harness and CI.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { SqlRunner } from "../../lib/db-connect";
import { backfillTopics } from "./backfill-topics";

export const MIGRATIONS_DIR = join(import.meta.dirname, "..", "..", "prisma", "migrations");

export type Migration = { name: string; sql: string; checksum: string };

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

// The same table `prisma migrate deploy` creates, so either tool can take over.
const HISTORY_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

/**
 * Applies pending migrations in order, each in its own transaction, then the topic backfill
 * (./backfill-topics.ts). Returns the names applied.
 */
export async function applyMigrations(db: SqlRunner, migrations = readMigrations()): Promise<string[]> {
  await db.exec(HISTORY_TABLE);
  // One migrator at a time per database (parallel test workers share a server).
  await db.query("SELECT pg_advisory_lock(72707369)");
  try {
    const { rows } = await db.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations"
       WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const done = new Map(rows.map((r) => [r.migration_name, r.checksum]));
    const applied: string[] = [];
    for (const m of migrations) {
      const seen = done.get(m.name);
      if (seen) {
        if (seen !== m.checksum) throw new Error(`Migration ${m.name} was edited after it was applied.`);
        continue;
      }
      await db.exec(`BEGIN;\n${m.sql}\n;COMMIT;`).catch(async (err) => {
        await db.exec("ROLLBACK").catch(() => undefined);
        throw new Error(`Migration ${m.name} failed: ${(err as Error).message}`);
      });
      await db.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
         VALUES ($1, $2, now(), $3, 1)`,
        [randomUUID(), m.checksum, m.name],
      );
      applied.push(m.name);
    }
    // The data the SQL can't compute (a stored trend's topic): nothing left to do once it has run.
    await backfillTopics(db);
    return applied;
  } finally {
    await db.query("SELECT pg_advisory_unlock(72707369)");
  }
}
