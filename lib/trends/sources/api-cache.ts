// The api_cache table: external responses kept across stateless servers (a YouTube search, a
// subreddit listing), each until its own expiry.
import "server-only";
import { db, Prisma } from "@/lib/db";
import { daysBefore } from "@/lib/time";

export async function cacheGet<T>(key: string): Promise<T | undefined> {
  const row = await db.apiCache.findUnique({ where: { key } });
  if (!row || row.expiresAt <= new Date()) return undefined;
  return row.value as T;
}

export async function cachePut(key: string, value: unknown, ttlS: number): Promise<void> {
  const expiresAt = new Date(Date.now() + ttlS * 1000);
  const json = value as Prisma.InputJsonValue;
  await db.apiCache.upsert({
    where: { key },
    create: { key, value: json, expiresAt },
    update: { value: json, expiresAt },
  });
  // Entries are per niche, so expired ones pile up; sweep now and then rather than on every write.
  if (Math.random() < 0.05) await db.apiCache.deleteMany({ where: { expiresAt: { lt: daysBefore(new Date(), 1) } } });
}
