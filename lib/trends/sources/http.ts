// JSON GET for the source adapters: a hard timeout, and errors that say what the service said
// (never the request URL, which carries the API key).
import "server-only";

// Two sequential YouTube calls plus two model attempts must fit the route's 60 s maxDuration.
export const SOURCE_TIMEOUT_MS = 6000;

export class SourceError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly reason?: string,
  ) {
    super(message);
    this.name = "SourceError";
  }
}

type ErrorBody = {
  error?: { code?: number; message?: string; errors?: { reason?: string; message?: string }[] } | number | string;
  message?: string;
  reason?: string;
};

function describe(status: number, body: ErrorBody | null): { message: string; reason?: string } {
  const e = body?.error;
  if (e && typeof e === "object") {
    const reason = e.errors?.[0]?.reason;
    return { message: `HTTP ${status}${reason ? ` ${reason}` : ""}: ${e.message ?? "request failed"}`, reason };
  }
  const reason = body?.reason;
  return { message: `HTTP ${status}${reason ? ` ${reason}` : ""}: ${body?.message ?? "request failed"}`, reason };
}

export async function getJson<T>(url: URL, headers: Record<string, string> = {}, timeoutMs = SOURCE_TIMEOUT_MS): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: "application/json", ...headers }, signal: AbortSignal.timeout(timeoutMs), redirect: "error" });
  } catch (err) {
    const name = (err as Error)?.name;
    throw new SourceError(name === "TimeoutError" || name === "AbortError" ? `timed out after ${timeoutMs} ms` : "network error: could not reach the service");
  }
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    if (res.ok) throw new SourceError("malformed response: not JSON", res.status);
  }
  if (!res.ok) {
    const { message, reason } = describe(res.status, body as ErrorBody | null);
    throw new SourceError(message, res.status, reason);
  }
  return body as T;
}
