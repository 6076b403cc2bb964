// Queries per request, for `npm run bench` and the query-count tests: with QUERY_COUNTS=1 every
// Prisma client counts the queries run inside countQueries() (one AsyncLocalStorage scope per
// request, opened by lib/http/route.ts, which reports the count in an x-query-count header).
// Off by default: production pays nothing for it.
import { AsyncLocalStorage } from "node:async_hooks";
import type { PrismaClient } from "@/lib/generated/prisma/client";

const scope = new AsyncLocalStorage<{ queries: number }>();

export const countingQueries = () => process.env.QUERY_COUNTS === "1";

/** Runs `fn` and returns its result with the number of queries it issued. */
export async function countQueries<T>(fn: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const counter = { queries: 0 };
  const result = await scope.run(counter, fn);
  return { result, queries: counter.queries };
}

/** Counts one query in the current request's scope (for queries that do not go through Prisma). */
export function countQuery(): void {
  const counter = countingQueries() ? scope.getStore() : undefined;
  if (counter) counter.queries++;
}

/** Options for new PrismaClient(): query events on only when counting. */
export const queryLogOptions = () =>
  countingQueries() ? { log: [{ emit: "event" as const, level: "query" as const }] } : {};

/** Hooks a client created with queryLogOptions() into the per-request counter. */
export function countClientQueries(client: PrismaClient): PrismaClient {
  if (countingQueries()) {
    (client as unknown as { $on: (event: "query", cb: () => void) => void }).$on("query", countQuery);
  }
  return client;
}
