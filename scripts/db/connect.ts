// The CLI scripts' database: PostgreSQL (DATABASE_URL) or the embedded PGlite, as a raw SQL runner
// or as a Prisma client.
import pg from "pg";
import {
  databaseTarget,
  openPglite,
  pgliteRunner,
  prismaForPglite,
  prismaForPostgres,
  type SqlRunner,
} from "../../lib/db-connect";
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { applyMigrations } from "./migrations";

/** How the scripts name the database they work on. */
const labelOf = (target: ReturnType<typeof databaseTarget>) =>
  target.kind === "pglite" ? `embedded PGlite at ${target.dir}` : "PostgreSQL (DATABASE_URL)";

export async function openRunner(): Promise<{ runner: SqlRunner; close: () => Promise<void>; label: string }> {
  const target = databaseTarget();
  if (target.kind === "postgres") {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    return {
      runner: { query: (sql, params) => client.query(sql, params) as never, exec: (sql) => client.query(sql) },
      close: () => client.end(),
      label: labelOf(target),
    };
  }
  const pglite = openPglite(target.dir);
  return { runner: pgliteRunner(pglite), close: () => pglite.close(), label: labelOf(target) };
}

/**
 * Runs `run` with a Prisma client (2 connections) on the configured database, migrated first when
 * `migrate` is set, and closes the client and the embedded database whatever happens.
 */
export async function withScriptDatabase<T>(
  opts: { migrate: boolean },
  run: (db: { prisma: PrismaClient; label: string; applied: string[] }) => Promise<T>,
): Promise<T> {
  const target = databaseTarget();
  const pglite = target.kind === "pglite" ? openPglite(target.dir) : undefined;
  try {
    let applied: string[] = [];
    if (opts.migrate && pglite) applied = await applyMigrations(pgliteRunner(pglite));
    else if (opts.migrate) {
      const { runner, close } = await openRunner();
      applied = await applyMigrations(runner).finally(close);
    }
    const prisma = target.kind === "pglite" ? prismaForPglite(pglite!) : prismaForPostgres(target.url, 2);
    try {
      return await run({ prisma, label: labelOf(target), applied });
    } finally {
      await prisma.$disconnect();
    }
  } finally {
    await pglite?.close();
  }
}
