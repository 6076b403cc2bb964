// Opening a database (shared by the app, the CLI scripts and the test harness; no "server-only"
// so plain Node scripts can import it).
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { countClientQueries, queryLogOptions } from "@/lib/query-count";

export const pgliteDir = () => resolve(/*turbopackIgnore: true*/ process.env.PGLITE_DIR || ".data/pglite");

/** A PostgreSQL URL when DATABASE_URL is set, otherwise the embedded folder. */
export function databaseTarget(): { kind: "postgres"; url: string } | { kind: "pglite"; dir: string } {
  const url = process.env.DATABASE_URL;
  return url ? { kind: "postgres", url } : { kind: "pglite", dir: pgliteDir() };
}

/**
 * One statement run by name on the connections of a Prisma client, for the one query every signed-in
 * request makes (lib/auth/current-user.ts): PostgreSQL parses and plans a named statement once per
 * connection, and the row skips Prisma's query compiler and result mapping, which together cost a
 * signed-in request about 0.2 ms of CPU more than the same request signed out (BENCHMARKS.md).
 * Rows come back keyed by column name; `timestamp` columns (stored as UTC) are read as UTC, as
 * Prisma reads them.
 */
export type NamedQuery = (name: string, text: string, values: unknown[]) => Promise<Record<string, unknown>[]>;

// On globalThis: the server bundles this module more than once (route handlers, pages), and each
// copy must find the runner of the one client lib/db.ts keeps there.
const holder = globalThis as unknown as { __namedQueries?: WeakMap<PrismaClient, NamedQuery> };
const namedQueries = (holder.__namedQueries ??= new WeakMap<PrismaClient, NamedQuery>());

/** The named-statement runner of a client made here (none for a client made elsewhere). */
export const namedQueryOf = (client: PrismaClient): NamedQuery | undefined => namedQueries.get(client);

const TIMESTAMP = 1114;
const utcTimestamp = (text: string) => new Date(`${text.replace(" ", "T")}Z`);
/** node-postgres's parsers, but a `timestamp` is UTC (its default reads it in the server's zone). */
export const pgTypes = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === TIMESTAMP ? utcTimestamp : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
};

export function prismaForPostgres(url: string, max = 10): PrismaClient {
  // Prisma and the named statements share one pool; $disconnect() ends it.
  const pool = new pg.Pool({ connectionString: url, max });
  const client = countClientQueries(
    new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }), ...queryLogOptions() }),
  );
  namedQueries.set(
    client,
    async (name, text, values) => (await pool.query({ name, text, values, types: pgTypes })).rows,
  );
  return client;
}

export function prismaForPglite(pglite: PGlite): PrismaClient {
  const client = countClientQueries(new PrismaClient({ adapter: new PrismaPGlite(pglite), ...queryLogOptions() }));
  // In-process: nothing to prepare, the same text and the same reading of timestamps.
  namedQueries.set(
    client,
    async (_name, text, values) =>
      (await pglite.query<Record<string, unknown>>(text, values, { parsers: { [TIMESTAMP]: utcTimestamp } })).rows,
  );
  return client;
}

export function openPglite(dir: string): PGlite {
  mkdirSync(dir, { recursive: true });
  return new PGlite(dir);
}

export function openDatabase(): PrismaClient {
  const target = databaseTarget();
  return target.kind === "postgres" ? prismaForPostgres(target.url) : prismaForPglite(openPglite(target.dir));
}

/** Minimal SQL surface shared by node-postgres and PGlite. */
export interface SqlRunner {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs a multi-statement script. */
  exec(sql: string): Promise<unknown>;
}

/** node-postgres / PGlite as the migration runner's SqlRunner. */
export function pgliteRunner(pg: PGlite): SqlRunner {
  return {
    query: async (sql, params) => ({ rows: (await pg.query(sql, params)).rows as never[] }),
    exec: (sql) => pg.exec(sql),
  };
}
