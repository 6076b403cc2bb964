// A daily token budget per user for provider calls (on top of the monthly report quota): past it,
// that user's generations use the offline engine until the window ends. Kept in the rate-limit
// buckets table so it holds across stateless servers.
//
// A call holds the most it can cost before it starts, in one conditional upsert that fails past
// the budget, and is settled with what it really used afterwards. A check made before the call and
// a charge added after it let parallel calls all pass the check and overrun the budget together.
import "server-only";
import { db, Prisma } from "@/lib/db";

export const DAILY_TOKEN_BUDGET = 250_000;
const WINDOW_S = 86_400;
const key = (userId: string) => `ai-tokens:${userId}`;
const tokenCount = (tokens: number) => Math.max(0, Math.min(1_000_000, Math.round(tokens) || 0));

/** Tokens held for a call that has not been settled yet, in the window they were held in. */
export type TokenHold = { userId: string; tokens: number; windowStart: Date };

/** Whether the user has budget left at all (a read, for a caller that only needs to know). */
export async function withinBudget(userId: string): Promise<boolean> {
  const row = await db.rateLimitBucket.findUnique({ where: { key: key(userId) } });
  return !row || row.expiresAt <= new Date() || row.count < DAILY_TOKEN_BUDGET;
}

/**
 * Adds `n` tokens to the user's window (an ended window starts again with them). With `fitOnly`,
 * the WHERE of ON CONFLICT DO UPDATE leaves the row as it was, and returns nothing, when they would
 * take the count past the budget.
 */
async function add(userId: string, n: number, fitOnly: boolean): Promise<{ windowStart: Date } | undefined> {
  const fits = fitOnly
    ? Prisma.sql`WHERE rate_limit_buckets."expiresAt" <= now() OR rate_limit_buckets.count + ${n}::int <= ${DAILY_TOKEN_BUDGET}::int`
    : Prisma.empty;
  const rows = await db.$queryRaw<{ windowStart: Date }[]>`
    INSERT INTO rate_limit_buckets (key, count, "windowStart", "expiresAt")
    VALUES (${key(userId)}, ${n}::int, now(), now() + make_interval(secs => ${WINDOW_S}))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit_buckets."expiresAt" <= now() THEN ${n}::int ELSE rate_limit_buckets.count + ${n}::int END,
      "windowStart" = CASE WHEN rate_limit_buckets."expiresAt" <= now() THEN now() ELSE rate_limit_buckets."windowStart" END,
      "expiresAt" = CASE WHEN rate_limit_buckets."expiresAt" <= now()
        THEN now() + make_interval(secs => ${WINDOW_S}) ELSE rate_limit_buckets."expiresAt" END
    ${fits}
    RETURNING "windowStart"`;
  return rows[0];
}

/** Holds `tokens` of the user's budget, or returns null when that would take them past it. */
export async function holdTokens(userId: string, tokens: number): Promise<TokenHold | null> {
  const n = tokenCount(tokens);
  if (n > DAILY_TOKEN_BUDGET) return null;
  const row = await add(userId, n, true);
  return row ? { userId, tokens: n, windowStart: new Date(row.windowStart) } : null;
}

/** Replaces a hold with the tokens the calls really used (what was held and not used goes back). */
export async function settleTokens(hold: TokenHold, used: number): Promise<void> {
  const n = tokenCount(used);
  const settled = await db.$executeRaw`
    UPDATE rate_limit_buckets SET count = GREATEST(0, count + ${n - hold.tokens}::int)
    WHERE key = ${key(hold.userId)} AND "windowStart" = ${hold.windowStart}`;
  // The window ended meanwhile and took the hold with it: the tokens count in the new one.
  if (settled === 0 && n > 0) await add(hold.userId, n, false);
}
