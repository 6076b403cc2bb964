// The one fetch helper of the client: credentials always included; a non-2xx answer becomes an
// HttpError carrying its status and body, whose message keeps the "{status}: {body}" form people
// see in a toast or the console. Callers read the status and the server's words from its fields,
// never by parsing the message back.

/** A non-2xx answer: `body` is its text (or the status text when it had none). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = "HttpError";
  }
}

export const NETWORK_ERROR = "Network error. Please try again.";

export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => "")) || res.statusText;
  throw new HttpError(res.status, text);
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: body !== undefined || method !== "GET" ? { "Content-Type": "application/json" } : undefined,
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  await throwIfNotOk(res);
  return res;
}

export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as T;
}

/** GET that answers null on 401 (the user fetch: signed out is not an error). */
export async function getOrNullOn401<T>(url: string): Promise<T | null> {
  const res = await fetch(url, { credentials: "include" });
  if (res.status === 401) return null;
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** The HTTP status of a failed call, or null when no answer came (network, abort, a bug). */
export function httpStatus(error: unknown): number | null {
  return error instanceof HttpError ? error.status : null;
}

/** The session is gone: every API route answers a signed-out caller 401. */
export function isUnauthorizedError(error: unknown): boolean {
  return httpStatus(error) === 401;
}

type Answer = { message?: unknown; errors?: { message?: unknown }[] };

function answerOf(error: unknown): Answer {
  if (!(error instanceof HttpError)) return {};
  try {
    const parsed = JSON.parse(error.body) as unknown;
    return parsed && typeof parsed === "object" ? (parsed as Answer) : {};
  } catch {
    return {}; // not JSON (a proxy's error page): nothing the server meant for people
  }
}

/** The server's `message` from a failed call, or the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  const { message } = answerOf(error);
  return typeof message === "string" && message ? message : fallback;
}

/**
 * What a form shows for a failed submit: every validation message of the answer, else its
 * message, else the fallback; a call that got no answer at all says the network failed.
 */
export function answerMessage(error: unknown, fallback: string): string {
  if (!(error instanceof HttpError)) return NETWORK_ERROR;
  const listed = (answerOf(error).errors ?? []).map((e) => e.message).filter((m) => typeof m === "string" && m);
  return listed.length ? listed.join(", ") : serverMessage(error, fallback);
}
