// Opens a raw SQL connection for the CLI scripts: PostgreSQL (DATABASE_URL) or the embedded PGlite.
import pg from "pg";
import { databaseTarget, openPglite, pgliteRunner } from "../../lib/db-connect";
import type { SqlRunner } from "./migrations";

export async function openRunner(): Promise<{ runner: SqlRunner; close: () => Promise<void>; label: string }> {
  const target = databaseTarget();
  if (target.kind === "postgres") {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    return {
      runner: { query: (sql, params) => client.query(sql, params) as never, exec: (sql) => client.query(sql) },
      close: () => client.end(),
      label: "PostgreSQL (DATABASE_URL)",
    };
  }
  const pglite = openPglite(target.dir);
  return { runner: pgliteRunner(pglite), close: () => pglite.close(), label: `embedded PGlite at ${target.dir}` };
}
