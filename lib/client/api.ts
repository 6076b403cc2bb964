// The one fetch helper of the client: credentials always included; a non-2xx
// response becomes an Error whose message is "{status}: {body text or status text}".
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => "")) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
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

/** A 401 is a message starting with "401:" that contains "Unauthorized". */
export function isUnauthorizedError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /^401: .*Unauthorized/.test(message);
}

/** The server's `message` from an error made by this helper, or the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : "";
  const body = message.replace(/^\d{3}: /, "");
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === "string" && parsed.message) return parsed.message;
  } catch {
    // not JSON: fall through
  }
  return fallback;
}

export function statusOf(error: unknown): number | null {
  const m = /^(\d{3}):/.exec(error instanceof Error ? error.message : "");
  return m ? Number(m[1]) : null;
}
