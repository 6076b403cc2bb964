// Opening a database (shared by the app, the CLI scripts and the test harness; no "server-only"
// so plain Node scripts can import it).
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { countClientQueries, queryLogOptions } from "@/lib/query-count";
import type { SqlRunner } from "@/scripts/db/migrations";

export const pgliteDir = () => resolve(/*turbopackIgnore: true*/ process.env.PGLITE_DIR || ".data/pglite");

/** A PostgreSQL URL when DATABASE_URL is set, otherwise the embedded folder. */
export function databaseTarget(): { kind: "postgres"; url: string } | { kind: "pglite"; dir: string } {
  const url = process.env.DATABASE_URL;
  return url ? { kind: "postgres", url } : { kind: "pglite", dir: pgliteDir() };
}

export function prismaForPostgres(url: string, max = 10): PrismaClient {
  return countClientQueries(new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max }), ...queryLogOptions() }));
}

export function prismaForPglite(pg: PGlite): PrismaClient {
  return countClientQueries(new PrismaClient({ adapter: new PrismaPGlite(pg), ...queryLogOptions() }));
}

export function openPglite(dir: string): PGlite {
  mkdirSync(dir, { recursive: true });
  return new PGlite(dir);
}

export function openDatabase(): PrismaClient {
  const target = databaseTarget();
  return target.kind === "postgres" ? prismaForPostgres(target.url) : prismaForPglite(openPglite(target.dir));
}

/** node-postgres / PGlite as the migration runner's SqlRunner. */
export function pgliteRunner(pg: PGlite): SqlRunner {
  return {
    query: async (sql, params) => ({ rows: (await pg.query(sql, params)).rows as never[] }),
    exec: (sql) => pg.exec(sql),
  };
}
