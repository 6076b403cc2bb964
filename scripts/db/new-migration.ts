// `npm run db:migration:new -- <name>`: writes the SQL that takes the committed migrations to
// prisma/schema.prisma, as prisma/migrations/<timestamp>_<name>/migration.sql.
// Offline: Prisma's WASM schema engine diffs against a throw-away in-memory PGlite shadow database.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { MIGRATIONS_DIR, readMigrations } from "./migrations";

const SCHEMA = join(import.meta.dirname, "..", "..", "prisma", "schema.prisma");

type Engine = {
  diff(p: unknown): Promise<{ exitCode: number; stdout?: string | null }>;
  free(): void;
};

async function loadEngine(adapter: object): Promise<Engine> {
  // The engine expects a global panic registry before it loads.
  const g = globalThis as Record<string, unknown>;
  const registry = { message: "", set_message: (m: string) => void (registry.message = m) };
  g.PRISMA_WASM_PANIC_REGISTRY ??= registry;
  const require = createRequire(import.meta.url);
  const dir = join(require.resolve("@prisma/schema-engine-wasm"), "..");
  const bindings = await import(join(dir, "schema_engine_bg.js"));
  const bytes = readFileSync(join(dir, "schema_engine_bg.wasm"));
  const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": bindings });
  bindings.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
  const schema = readFileSync(SCHEMA, "utf8");
  return bindings.SchemaEngine.new({ datamodels: [[SCHEMA, schema]] }, () => undefined, adapter);
}

async function main() {
  const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]+/gi, "_").toLowerCase();
  if (!name) throw new Error("usage: npm run db:migration:new -- <name>");
  const factory = bindMigrationAwareSqlAdapterFactory(new PrismaPGlite(new PGlite()));
  const engine = await loadEngine(factory);
  const migrations = readMigrations();
  const result = await engine.diff({
    from: {
      tag: "migrations",
      baseDir: MIGRATIONS_DIR,
      lockfile: { path: "migration_lock.toml", content: 'provider = "postgresql"\n' },
      shadowDbInitScript: "",
      migrationDirectories: migrations.map((m) => ({
        path: m.name,
        migrationFile: { path: "migration.sql", content: { tag: "ok", value: m.sql } },
      })),
    },
    to: { tag: "schemaDatamodel", files: [{ path: SCHEMA, content: readFileSync(SCHEMA, "utf8") }] },
    script: true,
    exitCode: true,
    filters: { externalTables: [], externalEnums: [] },
  });
  engine.free();
  const sql = (result.stdout ?? "").trim();
  if (result.exitCode === 0 || !sql || sql === "-- This is an empty migration.") {
    console.log("Schema and migrations already match: nothing to write.");
    return;
  }
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const dir = join(MIGRATIONS_DIR, `${stamp}_${name}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(MIGRATIONS_DIR, "migration_lock.toml"), 'provider = "postgresql"\n');
  writeFileSync(join(dir, "migration.sql"), sql + "\n");
  console.log(`Wrote ${dir}/migration.sql`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
