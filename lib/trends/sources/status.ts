// The API Status tab's data: one row per external source (openai, youtube, reddit), and the
// api_cache table that keeps external responses across stateless servers.
import "server-only";
import { db, Prisma } from "@/lib/db";
import { log } from "@/lib/log";

export type SourceHealth = "healthy" | "degraded" | "down" | "not_configured";

/** Records the outcome of a call to an external source; never fails the request it belongs to. */
export async function recordSourceStatus(
  source: string,
  status: SourceHealth,
  errorMessage: string | null = null,
): Promise<void> {
  const message = errorMessage ? errorMessage.slice(0, 500) : null;
  try {
    await db.apiSourceStatus.upsert({
      where: { source },
      create: { source, status, errorMessage: message, lastCheck: new Date() },
      update: { status, errorMessage: message, lastCheck: new Date() },
    });
  } catch (err) {
    log.warn("source_status_write_failed", { source, error: String((err as Error)?.message ?? err).slice(0, 200) });
  }
}

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
  if (Math.random() < 0.05)
    await db.apiCache.deleteMany({ where: { expiresAt: { lt: new Date(Date.now() - 86_400_000) } } });
}
