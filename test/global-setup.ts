// Once per jest run: build a migrated template database that every test file clones.
//  - TEST_DATABASE_URL set (CI): a template database on that PostgreSQL server.
//  - otherwise: a migrated in-memory PGlite dumped to a temp file.
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { applyMigrations } from "../scripts/db/migrations";
import { pgliteRunner } from "../lib/db-connect";

export default async function globalSetup() {
  // No test reaches the internet: the live trend sources start off, and the tests that exercise
  // them point each one at a local stand-in (test/trend-sources-stub.ts).
  process.env.LIVE_SOURCES_ENABLED = "0";
  // Test output shows failures, not the info and warn lines every request writes (LOG_LEVEL=info
  // on the command line brings them back).
  process.env.LOG_LEVEL ??= "error";
  const run = `${process.pid}_${Date.now().toString(36)}`;
  process.env.TEST_RUN_ID = run;
  // The test clients stand in for one trusted proxy: the X-Forwarded-For they send names the
  // caller (so each test can be its own address). The client-IP tests set other values.
  process.env.TRUSTED_PROXY_HOPS ??= "1";
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `tpl_${run}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${template}"`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${template}`;
    const client = new pg.Client({ connectionString: target.toString() });
    await client.connect();
    await applyMigrations({ query: (s, p) => client.query(s, p) as never, exec: (s) => client.query(s) });
    await client.end();
    process.env.TEST_PG_TEMPLATE = template;
    return;
  }
  const pglite = new PGlite();
  await applyMigrations(pgliteRunner(pglite));
  const dump = await pglite.dumpDataDir("none");
  const file = join(tmpdir(), `pglite-template-${run}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  process.env.TEST_PGLITE_DUMP = file;
}
