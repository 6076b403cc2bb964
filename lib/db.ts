// One Prisma client per process, created on first use (so `next build` never opens a database).
// DATABASE_URL set: PostgreSQL through @prisma/adapter-pg. Unset: the embedded PGlite database
// under .data/ (migrated and seeded by `npm run dev` / `npm start` before the server opens it).
import "server-only";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { openDatabase } from "@/lib/db-connect";

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

export type { PrismaClient };
export { Prisma } from "@/lib/generated/prisma/client";
