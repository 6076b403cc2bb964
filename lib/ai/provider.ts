// The OpenAI provider (or any OpenAI-compatible endpoint through OPENAI_BASE_URL) and the
// fallback chain: primary model, then backup on 429 / 5xx / timeout / unreachable / malformed
// output, then the caller's offline engine. Other failures (bad key, unknown model, a refused
// request) skip the backup: the same provider would refuse it too.
//
// The Chat Completions API (`openai.chat(id)`) is used on purpose rather than the SDK's default
// Responses API (`openai(id)`): Ollama, vLLM, LM Studio and OpenRouter all implement
// /v1/chat/completions, and structured output works there through response_format json_schema.
import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import { APICallError, JSONParseError, NoObjectGeneratedError, NoOutputGeneratedError, RetryError, TypeValidationError, type LanguageModel } from "ai";
import { env } from "@/env";
import { log } from "@/lib/log";
import { recordSourceStatus } from "@/lib/trends/sources/status";

export const DEFAULT_AI_TIMEOUT_MS = 20_000;
export const MAX_RETRIES = 1;

export function chatModel(modelId: string): LanguageModel {
  const provider = createOpenAI({
    // Local OpenAI-compatible servers need no key, but the SDK insists on one.
    apiKey: env.OPENAI_API_KEY ?? "not-needed",
    baseURL: env.OPENAI_BASE_URL,
  });
  return provider.chat(modelId);
}

export const aiTimeoutMs = () => env.AI_TIMEOUT_MS ?? DEFAULT_AI_TIMEOUT_MS;

/** The model answered, but not with something usable (wrong ids, a script outside 60-90 s). */
export class OutputRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OutputRejected";
  }
}

export type FailureKind = "rate_limited" | "server_error" | "timeout" | "unreachable" | "malformed" | "rejected";
export type Failure = { model: string; kind: FailureKind; message: string };

const TRY_BACKUP: ReadonlySet<FailureKind> = new Set(["rate_limited", "server_error", "timeout", "unreachable", "malformed"]);

export function classify(err: unknown): { kind: FailureKind; message: string } {
  let e = err;
  if (RetryError.isInstance(e)) e = e.lastError;
  const name = (e as Error)?.name;
  const message = String((e as Error)?.message ?? e).slice(0, 300);
  if (name === "TimeoutError" || name === "AbortError") return { kind: "timeout", message: `timed out after ${aiTimeoutMs()} ms` };
  if (APICallError.isInstance(e)) {
    const status = e.statusCode;
    if (status === 429) return { kind: "rate_limited", message: `429: ${message}` };
    if (status !== undefined && status >= 500) return { kind: "server_error", message: `${status}: ${message}` };
    if (status === undefined) return { kind: "unreachable", message };
    return { kind: "rejected", message: `${status}: ${message}` };
  }
  if (
    NoObjectGeneratedError.isInstance(e) ||
    NoOutputGeneratedError.isInstance(e) ||
    TypeValidationError.isInstance(e) ||
    JSONParseError.isInstance(e) ||
    e instanceof OutputRejected
  ) {
    return { kind: "malformed", message: `malformed output: ${message}` };
  }
  return { kind: "rejected", message };
}

export type Attempt<T> = (model: LanguageModel, signal: AbortSignal) => Promise<{ value: T; tokens: number }>;
export type ChainResult<T> = { value: T; model: string; tokens: number; failures: Failure[] } | { value: null; failures: Failure[] };

/** Tries each model in turn; records the provider's health in api_source_status ("openai"). */
export async function runChain<T>(models: string[], attempt: Attempt<T>, purpose: string): Promise<ChainResult<T>> {
  const failures: Failure[] = [];
  for (const model of models) {
    try {
      const { value, tokens } = await attempt(chatModel(model), AbortSignal.timeout(aiTimeoutMs()));
      await recordSourceStatus("openai", failures.length ? "degraded" : "healthy", failures.length ? `${failures[0].model}: ${failures[0].message}` : null);
      return { value, model, tokens, failures };
    } catch (err) {
      const { kind, message } = classify(err);
      failures.push({ model, kind, message });
      log.warn("ai_attempt_failed", { purpose, model, kind, message: message.slice(0, 200) });
      if (!TRY_BACKUP.has(kind)) break;
    }
  }
  const last = failures[failures.length - 1];
  await recordSourceStatus("openai", "down", last ? `${last.model}: ${last.message}` : "no model configured");
  return { value: null, failures };
}
