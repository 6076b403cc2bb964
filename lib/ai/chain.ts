// The fallback chain: the tier's primary model, then its backup on a failure another model may
// not share (429, 5xx, unreachable, no first token, a stall, unusable output), all inside one
// overall deadline; the caller writes with its offline engine when the chain gives up. A creator
// who leaves stops the chain at once: no backup, no offline report. Every attempt is recorded
// (tokens, outcome) and the provider's health is kept for the admin's API Status tab.
import "server-only";
import { log } from "@/lib/log";
import { recordSourceStatus } from "@/lib/source-status";
import { recordCall, type TokenUsage } from "./calls";
import { failureOf, GenerationCancelled, TRY_BACKUP, type Failure } from "./provider";
import { AttemptFailed, type StreamJsonResult } from "./stream-json";
import { aiLimits } from "./timeouts";

export type AttemptContext = { signal: AbortSignal; deadline: number; isBackup: boolean };
export type Attempt<T> = (model: string, ctx: AttemptContext) => Promise<StreamJsonResult<T>>;

export type ChainResult<T> =
  { value: T; model: string; usage: TokenUsage; failures: Failure[] } | { value: null; failures: Failure[] };

export type ChainOptions<T> = {
  purpose: "trends" | "script";
  models: string[];
  signal: AbortSignal;
  attempt: Attempt<T>;
  /** A model failed and the next one (a model id, or null for the caller's offline engine) takes over. */
  onFallback?: (failure: Failure, next: string | null) => void;
  /**
   * Tokens an attempt used, whatever its outcome: a failed or cancelled attempt was paid for too,
   * so the caller charges every attempt to the user's daily budget, not only the one that worked.
   */
  onTokens?: (tokens: number) => Promise<void>;
};

export async function runChain<T>(o: ChainOptions<T>): Promise<ChainResult<T>> {
  const failures: Failure[] = [];
  const deadline = Date.now() + aiLimits().totalMs;
  for (let i = 0; i < o.models.length; i++) {
    const model = o.models[i];
    const started = Date.now();
    const record = async (
      outcome: Parameters<typeof recordCall>[0]["outcome"],
      usage: TokenUsage,
      firstTokenMs: number | null,
      message: string | null = null,
    ) => {
      await recordCall({
        purpose: o.purpose,
        model,
        outcome,
        message,
        usage,
        firstTokenMs,
        durationMs: Date.now() - started,
      });
      // The budget's bookkeeping never turns a written answer into a failure.
      await o
        .onTokens?.(usage.input + usage.output)
        .catch((err) =>
          log.warn("ai_tokens_not_charged", { error: String((err as Error)?.message ?? err).slice(0, 200) }),
        );
    };
    try {
      o.signal.throwIfAborted();
      const r = await o.attempt(model, { signal: o.signal, deadline, isBackup: i > 0 });
      await record("ok", r.usage, r.firstTokenMs);
      await recordSourceStatus(
        "openai",
        failures.length ? "degraded" : "healthy",
        failures.length ? `${failures[0].model}: ${failures[0].message}` : null,
      );
      return { value: r.value, model, usage: r.usage, failures };
    } catch (err) {
      const cause = err instanceof AttemptFailed ? err.cause : err;
      const usage = err instanceof AttemptFailed ? err.usage : { input: 0, output: 0, estimated: true };
      const firstTokenMs = err instanceof AttemptFailed ? err.firstTokenMs : null;
      if (o.signal.aborted) {
        await record("cancelled", usage, firstTokenMs);
        log.info("ai_attempt_cancelled", { purpose: o.purpose, model });
        throw new GenerationCancelled();
      }
      const failure = failureOf(model, cause, i > 0);
      failures.push(failure);
      await record(failure.kind, usage, firstTokenMs, failure.message);
      log.warn("ai_attempt_failed", {
        purpose: o.purpose,
        model,
        kind: failure.kind,
        message: failure.message.slice(0, 200),
      });
      const next =
        i + 1 < o.models.length && TRY_BACKUP.has(failure.kind) && Date.now() < deadline ? o.models[i + 1] : null;
      o.onFallback?.(failure, next);
      if (next === null) break;
    }
  }
  const last = failures[failures.length - 1];
  await recordSourceStatus("openai", "down", last ? `${last.model}: ${last.message}` : "no model configured");
  return { value: null, failures };
}
