// Reading a streamed answer (one JSON event per line, `Accept: application/x-ndjson`) as it
// arrives. Used by the dashboard and by anything else that talks to the streaming endpoints.
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
