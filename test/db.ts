// A fresh, migrated database for one test file, handed to the app's lib/db.
//   const t = setupTestDatabase();   // at the top of a *.test.ts file
//   ... t.prisma.user.count() ...
import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { pgliteRunner, prismaForPglite, prismaForPostgres, type SqlRunner } from "@/lib/db-connect";
import { setDatabase, type PrismaClient } from "@/lib/db";

/** `sql`: the same database as the migration tooling sees it (scripts/db), for the tests of its steps. */
export type TestDatabase = { prisma: PrismaClient; url?: string; sql: SqlRunner };

export async function createTestDatabase(): Promise<{ db: TestDatabase; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = process.env.TEST_PG_TEMPLATE;
  if (url && template) {
    const name = `t_${process.env.TEST_RUN_ID}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const prisma = prismaForPostgres(target.toString(), 20);
    const pool = new pg.Pool({ connectionString: target.toString(), max: 1 });
    const sql: SqlRunner = { query: (s, p) => pool.query(s, p) as never, exec: (s) => pool.query(s) };
    return {
      db: { prisma, url: target.toString(), sql },
      drop: async () => {
        await prisma.$disconnect();
        await pool.end();
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const dump = process.env.TEST_PGLITE_DUMP;
  if (!dump) throw new Error("test/global-setup.ts did not run (no TEST_PGLITE_DUMP)");
  const pglite = new PGlite({ loadDataDir: new Blob([readFileSync(dump)]) });
  const prisma = prismaForPglite(pglite);
  return {
    db: { prisma, sql: pgliteRunner(pglite) },
    drop: async () => {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

/** Registers beforeAll/afterAll that give this test file its own database. */
export function setupTestDatabase(): TestDatabase {
  const handle = {} as TestDatabase;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const created = await createTestDatabase();
    Object.assign(handle, created.db);
    drop = created.drop;
    setDatabase(created.db.prisma);
  }, 60000);
  afterAll(async () => {
    await drop?.();
  });
  return handle;
}
