// Fixed-window rate limits kept in Postgres (stateless servers), one atomic upsert per hit. It sits
// at lib/'s bottom beside the database it counts in: routes, sign-in, billing, support, admin and
// the trend sources' budgets all count here, so it belongs to none of them.
import "server-only";
import { db } from "@/lib/db";
import { tooManyRequests } from "@/lib/errors";
import { log } from "@/lib/log";

export type Limit = { key: string; limit: number; windowS: number };

/**
 * A fixed-window limit on one caller, counted per signed-in user (per client address for a guest)
 * under the bucket `{name}:{caller}`; limits sharing a name share a bucket. A route declares it as
 * its `rateLimit` option.
 */
export type CallerLimit = { name: string; limit: number; windowS: number; message?: string };

/** The 429 message of a caller's limit unless it words its own. */
export const RATE_LIMITED = "Too many requests. Please wait a moment and try again.";

/** Counts one hit; returns whether it is within the limit and when the window resets. */
export async function hit({
  key,
  limit,
  windowS,
}: Limit): Promise<{ ok: boolean; count: number; retryAfterS: number }> {
  const rows = await db.$queryRaw<{ count: number; expiresAt: Date }[]>`
    INSERT INTO rate_limit_buckets (key, count, "windowStart", "expiresAt")
    VALUES (${key}, 1, now(), now() + make_interval(secs => ${windowS}))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit_buckets."expiresAt" <= now() THEN 1 ELSE rate_limit_buckets.count + 1 END,
      "windowStart" = CASE WHEN rate_limit_buckets."expiresAt" <= now() THEN now() ELSE rate_limit_buckets."windowStart" END,
      "expiresAt" = CASE WHEN rate_limit_buckets."expiresAt" <= now()
        THEN now() + make_interval(secs => ${windowS}) ELSE rate_limit_buckets."expiresAt" END
    RETURNING count, "expiresAt"`;
  const row = rows[0];
  const retryAfterS = Math.max(1, (new Date(row.expiresAt).getTime() - Date.now()) / 1000);
  return { ok: Number(row.count) <= limit, count: Number(row.count), retryAfterS };
}

/** Throws 429 with `message` when any of the limits is exceeded (all are counted). */
export async function enforce(limits: Limit[], message: string): Promise<void> {
  const results = await Promise.all(limits.map(hit));
  const blocked = results.find((r) => !r.ok);
  if (blocked) {
    log.warn("rate_limited", { keys: limits.map((l) => l.key.replace(/:[^:]*@[^:]*$/, ":<email>")) });
    throw tooManyRequests(message, blocked.retryAfterS);
  }
}

/** Counts one call of `caller` (a user id or a client address) against `limit`: a 429 past it. */
export async function enforceCaller(limit: CallerLimit, caller: string): Promise<void> {
  const { name, limit: most, windowS, message } = limit;
  await enforce([{ key: `${name}:${caller}`, limit: most, windowS }], message ?? RATE_LIMITED);
}

/** Is the key currently over its limit, without counting a hit? */
export async function isBlocked({ key, limit }: Limit): Promise<boolean> {
  const row = await db.rateLimitBucket.findUnique({ where: { key } });
  return Boolean(row && row.expiresAt > new Date() && row.count >= limit);
}

/** Hits counted on the key in its current window (0 once the window is over). */
export async function hitsCounted(key: string): Promise<number> {
  const row = await db.rateLimitBucket.findUnique({ where: { key } });
  return row && row.expiresAt > new Date() ? row.count : 0;
}

export async function reset(key: string): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { key } });
}

/** Ends every limit whose key starts with `prefix` (e.g. one account's locks from every client). */
export async function resetPrefix(prefix: string): Promise<void> {
  await db.$executeRaw`DELETE FROM rate_limit_buckets WHERE starts_with(key, ${prefix})`;
}
