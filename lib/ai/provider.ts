// The OpenAI provider (or any OpenAI-compatible endpoint through OPENAI_BASE_URL) and what its
// failures mean: which kind, whether the backup model is worth trying, and the reason a creator
// reads ("your model did not answer in 15 s").
//
// The Chat Completions API (`openai.chat(id)`) is used on purpose rather than the SDK's default
// Responses API (`openai(id)`): Ollama, vLLM, LM Studio and OpenRouter all implement
// /v1/chat/completions, and structured output works there through response_format json_schema.
import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import {
  APICallError,
  JSONParseError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  RetryError,
  TypeValidationError,
  type LanguageModel,
} from "ai";
import { env } from "@/env";
import { ModelTimeout, spokenDuration } from "./timeouts";

/** The SDK retries a 429 / 5xx once itself before the chain moves on. */
export const MAX_RETRIES = 1;

export function chatModel(modelId: string): LanguageModel {
  const provider = createOpenAI({
    // Local OpenAI-compatible servers need no key, but the SDK insists on one.
    apiKey: env.OPENAI_API_KEY ?? "not-needed",
    baseURL: env.OPENAI_BASE_URL,
  });
  return provider.chat(modelId);
}

/** The model answered, but not with something usable; `detail` is said to the creator. */
export class OutputRejected extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = "OutputRejected";
  }
}

/** The creator left (closed the page or the modal): nothing is written, nothing falls back. */
export class GenerationCancelled extends Error {
  constructor() {
    super("The request was cancelled");
    // The name the HTTP layer and fetch use for an aborted request.
    this.name = "AbortError";
  }
}

export type FailureKind =
  "rate_limited" | "server_error" | "unreachable" | "first_token" | "stalled" | "too_slow" | "malformed" | "rejected";
export type Failure = { model: string; kind: FailureKind; message: string; reason: string };

/** Failures another model may not have; a refused request (bad key, unknown model) skips the backup. */
export const TRY_BACKUP: ReadonlySet<FailureKind> = new Set([
  "rate_limited",
  "server_error",
  "unreachable",
  "first_token",
  "stalled",
  "malformed",
]);

/** What happened, as the end of a sentence about the model ("did not answer in 15 s"). */
type Classified = { kind: FailureKind; message: string; says: string };

export function classify(err: unknown): Classified {
  let e = err;
  if (RetryError.isInstance(e)) e = e.lastError;
  const message = String((e as Error)?.message ?? e)
    .replace(/\s+/g, " ")
    .slice(0, 300);
  if (e instanceof ModelTimeout) {
    const d = spokenDuration(e.limitMs);
    if (e.which === "first_token") return { kind: "first_token", message, says: `did not answer in ${d}` };
    if (e.which === "stalled") return { kind: "stalled", message, says: `stopped writing for ${d}` };
    return { kind: "too_slow", message, says: `did not finish within ${d}` };
  }
  if (APICallError.isInstance(e)) {
    const status = e.statusCode;
    if (status === 429)
      return { kind: "rate_limited", message: `429: ${message}`, says: "was rate-limited by its provider (429)" };
    if (status !== undefined && status >= 500)
      return {
        kind: "server_error",
        message: `${status}: ${message}`,
        says: `hit a server error at its provider (${status})`,
      };
    // No status: the connection failed (refused, reset, cut mid-answer).
    if (status === undefined) return { kind: "unreachable", message, says: "could not be reached" };
    return { kind: "rejected", message: `${status}: ${message}`, says: `was refused by its provider (${status})` };
  }
  if (e instanceof OutputRejected)
    return {
      kind: "malformed",
      message: `malformed output: ${message}`,
      says: `sent ${e.detail ?? "an answer that could not be used"}`,
    };
  if (
    NoObjectGeneratedError.isInstance(e) ||
    NoOutputGeneratedError.isInstance(e) ||
    TypeValidationError.isInstance(e) ||
    JSONParseError.isInstance(e)
  ) {
    // The answer's own JSON is read in stream-json; these come from the stream itself.
    return {
      kind: "malformed",
      message: `malformed output: ${message}`,
      says: "sent a piece of its stream that could not be read",
    };
  }
  // fetch's own network errors (connection refused, reset, DNS) before any HTTP status.
  if (/ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|fetch failed|socket hang up/i.test(message))
    return { kind: "unreachable", message, says: "could not be reached" };
  return { kind: "rejected", message, says: "failed" };
}

/** How a reason names the model: "your model" or "the backup model (id)". */
export const whoIs = (model: string, isBackup: boolean) => (isBackup ? `the backup model (${model})` : "your model");

export function failureOf(model: string, err: unknown, isBackup: boolean): Failure {
  const c = classify(err);
  return { model, kind: c.kind, message: c.message, reason: `${whoIs(model, isBackup)} ${c.says}` };
}

/** "your model did not answer in 15 s, and the backup model (m) could not be reached" */
export function reasonOf(failures: Failure[]): string | null {
  if (!failures.length) return null;
  return failures.map((f) => f.reason).join(", and ");
}
