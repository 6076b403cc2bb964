// Reading a streamed answer (one JSON event per line, `Accept: application/x-ndjson`) as it
// arrives. Used by the dashboard and by anything else that talks to the streaming endpoints.
import { HttpError, throwIfNotOk } from "./api";

export const NDJSON = "application/x-ndjson";

/** Calls `onEvent` for each line as soon as it is complete; resolves when the body ends. */
export async function readNdjson<E>(body: ReadableStream<Uint8Array>, onEvent: (event: E) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffer += decoder.decode(value, { stream: true });
    let nl: number;
    while ((nl = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, nl).trim();
      buffer = buffer.slice(nl + 1);
      if (line) onEvent(JSON.parse(line) as E);
    }
    if (done) break;
  }
  if (buffer.trim()) onEvent(JSON.parse(buffer) as E);
}

type StreamEvent = { type: string; result?: unknown; status?: number; message?: string };

/**
 * POSTs `body` asking for a stream and hands every event but the last to `onEvent`; resolves with
 * the "done" event's result. Fails like apiJson (an HttpError), whether the server refused
 * at once (a 429 at the quota) or the stream ended on an error event.
 */
export async function postStream<R, E extends StreamEvent>(
  url: string,
  body: unknown,
  onEvent: (event: E) => void,
  signal?: AbortSignal,
): Promise<R> {
  const res = await fetch(url, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json", Accept: NDJSON },
    body: JSON.stringify(body),
    signal,
  });
  await throwIfNotOk(res);
  // A server (or a proxy) that answered in one piece: that answer is the result.
  if (!(res.headers.get("content-type") ?? "").includes(NDJSON) || !res.body) return (await res.json()) as R;
  let done: { result: R } | null = null;
  let failure: Error | null = null;
  await readNdjson<E>(res.body!, (event) => {
    if (event.type === "done") done = { result: event.result as R };
    else if (event.type === "error")
      failure = new HttpError(event.status ?? 500, JSON.stringify({ message: event.message }));
    else onEvent(event);
  });
  if (failure) throw failure;
  if (!done) throw new HttpError(502, JSON.stringify({ message: "The answer was cut off. Please try again." }));
  return (done as { result: R }).result;
}
