// The API Status tab's data: one row per external source (openai, youtube, reddit). The cache of
// external responses is ./api-cache.ts.
import "server-only";
import { db } from "@/lib/db";
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
