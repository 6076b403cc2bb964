// A daily token budget per user for provider calls (on top of the monthly report quota): past it,
// that user's generations use the offline engine until the window ends. Kept in the rate-limit
// buckets table so it holds across stateless servers.
import "server-only";
import { db } from "@/lib/db";

export const DAILY_TOKEN_BUDGET = 250_000;
const WINDOW_S = 86_400;
const key = (userId: string) => `ai-tokens:${userId}`;

export async function withinBudget(userId: string): Promise<boolean> {
  const row = await db.rateLimitBucket.findUnique({ where: { key: key(userId) } });
  return !row || row.expiresAt <= new Date() || row.count < DAILY_TOKEN_BUDGET;
}

export async function spendTokens(userId: string, tokens: number): Promise<void> {
  const n = Math.max(0, Math.min(1_000_000, Math.round(tokens) || 0));
  if (n === 0) return;
  await db.$executeRaw`
    INSERT INTO rate_limit_buckets (key, count, "windowStart", "expiresAt")
    VALUES (${key(userId)}, ${n}::int, now(), now() + make_interval(secs => ${WINDOW_S}))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit_buckets."expiresAt" <= now() THEN ${n}::int ELSE rate_limit_buckets.count + ${n}::int END,
      "windowStart" = CASE WHEN rate_limit_buckets."expiresAt" <= now() THEN now() ELSE rate_limit_buckets."windowStart" END,
      "expiresAt" = CASE WHEN rate_limit_buckets."expiresAt" <= now()
        THEN now() + make_interval(secs => ${WINDOW_S}) ELSE rate_limit_buckets."expiresAt" END`;
}
