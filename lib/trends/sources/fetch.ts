// The one way a trend source reaches the network: a descriptive User-Agent, a timeout per attempt
// inside the refresh round's deadline, retries with backoff that honour Retry-After, a size cap
// enforced while the body streams in, and each provider's published rate limit counted in
// Postgres so it holds across every server instance. Errors say what the service said, never the
// request URL (the YouTube key travels in it).
import "server-only";
import { setTimeout as delay } from "node:timers/promises";
import pRetry, { AbortError } from "p-retry";
import { appUrl, env } from "@/env";
import { hit } from "@/lib/rate-limit";
import { cacheGet, cachePut } from "./api-cache";

export const ATTEMPT_TIMEOUT_MS = 5000;
export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
const MAX_RETRIES = 2;
/** The first retry's wait; p-retry doubles it for each next one and scales each by 1-2 at random. */
const BASE_BACKOFF_MS = 300;
/** When a provider says "wait" without saying how long. */
const DEFAULT_PAUSE_S = 60;
/** A Retry-After longer than this isn't waited out inside a round: the source is paused instead. */
const MAX_RETRY_AFTER_MS = 3000;

export type SourceErrorKind = "network" | "timeout" | "http" | "too_large" | "parse" | "rate_limited" | "budget";

export class SourceError extends Error {
  constructor(
    message: string,
    readonly kind: SourceErrorKind,
    readonly status?: number,
    readonly reason?: string,
  ) {
    super(message);
    this.name = "SourceError";
  }
}

/** A request budget per source, shared by every server: the provider's published limit, or a polite one. */
export type RateLimit = { requests: number; windowS: number };

export type SourceRequest = {
  source: string;
  url: URL;
  limit: RateLimit;
  accept?: string;
  /** POST with this form body (an OAuth token request); GET when neither this nor `json` is set. */
  form?: Record<string, string>;
  /** POST with this JSON body (an XRPC procedure such as a session login). */
  json?: unknown;
  /** Extra request headers (Authorization for OAuth sources). */
  headers?: Record<string, string>;
  maxBytes?: number;
  timeoutMs?: number;
  retries?: number;
  /** The refresh round's deadline: no attempt starts or runs past it. */
  signal?: AbortSignal;
};

export function userAgent(): string {
  const contact = env.LIVE_SOURCES_CONTACT ? `; ${env.LIVE_SOURCES_CONTACT}` : "";
  return `TrendScript/1.0 (trend signals for video creators; +${appUrl()}${contact})`;
}

const pauseKey = (source: string) => `source-pause:${source}`;

/** Stops calls to a source until `seconds` from now, on every server (api_cache). */
export async function pauseSource(source: string, seconds: number, why: string): Promise<void> {
  await cachePut(pauseKey(source), { until: Date.now() + seconds * 1000, why }, Math.max(1, Math.ceil(seconds)));
}

export async function sourcePause(source: string): Promise<{ until: number; why: string } | undefined> {
  const p = await cacheGet<{ until: number; why: string }>(pauseKey(source));
  return p && p.until > Date.now() ? p : undefined;
}

/** Retry-After as seconds: either a number of seconds or an HTTP date. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const s = Number(value.trim());
  if (Number.isFinite(s) && s >= 0) return s;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, (at - now) / 1000);
}

async function readCapped(res: Response, maxBytes: number): Promise<string> {
  const declared = Number(res.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel().catch(() => {});
    throw new SourceError(`response too large (${declared} bytes, cap ${maxBytes})`, "too_large", res.status);
  }
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new SourceError(`response too large (over ${maxBytes} bytes)`, "too_large", res.status);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function transportError(err: unknown, req: SourceRequest): SourceError {
  const name = (err as Error)?.name;
  if (name === "TimeoutError" || name === "AbortError") {
    return new SourceError(
      req.signal?.aborted ? "refresh round ended" : `timed out after ${req.timeoutMs ?? ATTEMPT_TIMEOUT_MS} ms`,
      "timeout",
    );
  }
  return new SourceError("network error: could not reach the service", "network");
}

function httpError(status: number, body: string): SourceError {
  let detail = "";
  let reason: string | undefined;
  try {
    const j = JSON.parse(body) as {
      error?: { message?: string; errors?: { reason?: string }[] } | string;
      message?: string;
      reason?: string;
    };
    if (j.error && typeof j.error === "object") {
      reason = j.error.errors?.[0]?.reason;
      detail = j.error.message ?? "";
    } else {
      reason = j.reason;
      detail = j.message ?? (typeof j.error === "string" ? j.error : "");
    }
  } catch {
    detail = body
      .replace(/<[^>]*>/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 120);
  }
  return new SourceError(
    `HTTP ${status}${reason ? ` ${reason}` : ""}: ${detail || "request failed"}`,
    "http",
    status,
    reason,
  );
}

/** The error that ends the retries at once: p-retry rejects with the SourceError it wraps. */
const final = (err: SourceError) => new AbortError(err);

/** How long a provider asked us to wait before the next attempt, carried to the retry's delay. */
type Waited = SourceError & { retryAfterMs?: number };

/** One attempt: a slot of the source's budget, the request, and what its answer means for a retry. */
async function attempt(req: SourceRequest, last: boolean): Promise<string> {
  const slot = await hit({ key: `source:${req.source}`, limit: req.limit.requests, windowS: req.limit.windowS });
  if (!slot.ok)
    throw final(
      new SourceError(
        `local rate limit reached (${req.limit.requests} requests per ${req.limit.windowS} s)`,
        "rate_limited",
      ),
    );
  const timeout = AbortSignal.timeout(req.timeoutMs ?? ATTEMPT_TIMEOUT_MS);
  const signal = req.signal ? AbortSignal.any([timeout, req.signal]) : timeout;
  let res: Response;
  try {
    res = await fetch(req.url, {
      method: req.form || req.json !== undefined ? "POST" : "GET",
      body: req.form ? new URLSearchParams(req.form) : req.json !== undefined ? JSON.stringify(req.json) : undefined,
      headers: {
        ...req.headers,
        ...(req.json !== undefined ? { "content-type": "application/json" } : {}),
        "user-agent": userAgent(),
        accept: req.accept ?? "application/json",
      },
      signal,
      redirect: "manual",
      cache: "no-store",
    });
  } catch (err) {
    throw transportError(err, req);
  }
  // Reddit and others announce their window; stop before the provider has to say no.
  const remaining = Number(res.headers.get("x-ratelimit-remaining"));
  const reset = Number(res.headers.get("x-ratelimit-reset"));
  if (res.headers.has("x-ratelimit-remaining") && remaining < 1 && reset > 0)
    await pauseSource(req.source, reset, "provider's rate-limit window used up");
  if (res.ok) {
    try {
      return await readCapped(res, req.maxBytes ?? DEFAULT_MAX_BYTES);
    } catch (err) {
      throw err instanceof SourceError ? final(err) : transportError(err, req);
    }
  }
  const body = await readCapped(res, 64 * 1024).catch(() => "");
  const err: Waited = httpError(res.status, body);
  if (res.status !== 429 && res.status < 500) throw final(err);
  const after = retryAfterSeconds(res.headers.get("retry-after"));
  if (after !== undefined) {
    if (last || after * 1000 > MAX_RETRY_AFTER_MS) {
      await pauseSource(req.source, Math.max(after, 1), `HTTP ${res.status} with Retry-After ${Math.round(after)} s`);
      throw final(err);
    }
    err.retryAfterMs = after * 1000;
  } else if (res.status === 429 && last) {
    await pauseSource(req.source, DEFAULT_PAUSE_S, "HTTP 429 without Retry-After");
  }
  throw err;
}

/**
 * GET `url` (or POST `form` to it) as text. Retries network errors, timeouts, 429 and 5xx with
 * exponential backoff (p-retry), waiting out a Retry-After when the provider sends one that fits
 * the round; a longer one pauses the source for that long and the round goes on without it. Every
 * attempt spends a slot of the source's budget.
 */
export async function sourceGet(req: SourceRequest): Promise<string> {
  const retries = req.retries ?? MAX_RETRIES;
  const paused = await sourcePause(req.source);
  if (paused)
    throw new SourceError(
      `paused for ${Math.ceil((paused.until - Date.now()) / 1000)} s: ${paused.why}`,
      "rate_limited",
    );
  try {
    return await pRetry((n) => attempt(req, n > retries), {
      retries,
      minTimeout: BASE_BACKOFF_MS,
      randomize: true,
      signal: req.signal,
      // Only what the service or the network did is retried; anything else (the database) is a fault.
      shouldRetry: ({ error }) => error instanceof SourceError,
      // A Retry-After the provider sent replaces the backoff: wait the rest of it before p-retry's own delay.
      onFailedAttempt: async ({ error, retryDelay }) => {
        const asked = (error as Waited).retryAfterMs;
        if (asked !== undefined && asked > retryDelay)
          await delay(asked - retryDelay, undefined, { signal: req.signal });
      },
    });
  } catch (err) {
    // The round's deadline ends the retries whatever the attempt was doing.
    if (req.signal?.aborted) throw new SourceError("refresh round ended", "timeout");
    throw err;
  }
}

/** GET and parse JSON; a body that isn't JSON is a parse failure. */
export async function sourceGetJson<T>(req: SourceRequest): Promise<T> {
  const text = await sourceGet(req);
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new SourceError(
      `parse failure: not JSON (${text.length} bytes starting ${JSON.stringify(text.slice(0, 24))})`,
      "parse",
    );
  }
}
