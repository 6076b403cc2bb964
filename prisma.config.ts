// Prisma CLI config (Prisma 7). The CLI is used here for `prisma generate` only: migrations are
// applied by scripts/db/migrate.ts (offline, PGlite or PostgreSQL) in Prisma's own folder format,
// so `prisma migrate deploy` also works wherever Prisma's native engines can be downloaded.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx scripts/db/setup.ts" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/unused" },
});
