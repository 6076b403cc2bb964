// One Prisma client per process, created on first use (so `next build` never opens a database).
// DATABASE_URL set: PostgreSQL through @prisma/adapter-pg. Unset: the embedded PGlite database
// under .data/ (migrated and seeded by `npm run dev` / `npm start` before the server opens it).
import "server-only";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { namedQueryOf, openDatabase } from "@/lib/db-connect";
import { countQuery } from "@/lib/query-count";

const holder = globalThis as unknown as { __prisma?: PrismaClient };

function client(): PrismaClient {
  // Kept on globalThis: dev hot reload must not open the PGlite folder twice.
  holder.__prisma ??= openDatabase();
  return holder.__prisma;
}

/** Replace the process's client (the test harness hands each test file its own database). */
export function setDatabase(prisma: PrismaClient): void {
  holder.__prisma = prisma;
}

export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    const c = client();
    const value = Reflect.get(c, prop, c);
    return typeof value === "function" ? value.bind(c) : value;
  },
});

/**
 * Rows of a named statement, prepared once per connection (lib/db-connect.ts `NamedQuery`): only
 * for a query hot enough that Prisma's own cost per call shows. Everything else goes through `db`.
 */
export async function namedQuery(name: string, text: string, values: unknown[]): Promise<Record<string, unknown>[]> {
  const run = namedQueryOf(client());
  if (!run) throw new Error("This database client was not opened by lib/db-connect.ts: it has no named statements");
  countQuery();
  return run(name, text, values);
}

export type { PrismaClient };
export { Prisma } from "@/lib/generated/prisma/client";
