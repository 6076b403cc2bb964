import { rmSync } from "node:fs";
import pg from "pg";

export default async function globalTeardown() {
  if (process.env.TEST_PGLITE_DUMP) rmSync(process.env.TEST_PGLITE_DUMP, { force: true });
  const url = process.env.TEST_DATABASE_URL;
  const template = process.env.TEST_PG_TEMPLATE;
  if (url && template) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // Test files drop their own databases; this catches any a crashed worker left behind.
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2",
      [`t_${process.env.TEST_RUN_ID}_%`, template],
    );
    for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`);
    await admin.end();
  }
}
