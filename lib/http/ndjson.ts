// Streamed answers as NDJSON (one JSON event per line), for callers that send
// `Accept: application/x-ndjson`. A failure before the first event answers as any route does (a 429
// at the quota is a 429); once the stream has begun, a failure is its last line, an
// {"type":"error","status","message"} event. A caller that hangs up (or cancels its reader) aborts
// `signal`, which cuts the work behind the stream.
import "server-only";
import type { NextRequest } from "next/server";
import { NDJSON } from "@/lib/client/ndjson";
import { errorResponse } from "./route";

export const wantsStream = (req: NextRequest): boolean => (req.headers.get("accept") ?? "").includes(NDJSON);

type Settled<T> = { ok: true; result: T } | { ok: false; error: unknown };

/** The error event a stream ends with: the same status and message as a JSON answer. */
async function errorEvent(err: unknown, req: NextRequest): Promise<{ type: "error"; status: number; message: string }> {
  const res = errorResponse(err, req);
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  return { type: "error", status: res.status, message: body.message ?? "Internal server error" };
}

export async function ndjsonResponse<E, T>(
  req: NextRequest,
  task: (emit: (event: E) => void, signal: AbortSignal) => Promise<T>,
  done: (result: T) => E,
): Promise<Response> {
  const hangUp = new AbortController();
  const signal = AbortSignal.any([req.signal, hangUp.signal]);
  const encoder = new TextEncoder();
  const pending: Uint8Array[] = [];
  let out: ReadableStreamDefaultController<Uint8Array> | null = null;
  let began: () => void = () => undefined;
  const first = new Promise<null>((resolve) => (began = () => resolve(null)));
  const send = (event: unknown) => {
    const line = encoder.encode(`${JSON.stringify(event)}\n`);
    try {
      if (out) out.enqueue(line);
      else pending.push(line);
    } catch {
      // the reader is gone; `signal` already stops the work
    }
    began();
  };
  const settled: Promise<Settled<T>> = task(send as (event: E) => void, signal).then(
    (result) => ({ ok: true, result }),
    (error) => ({ ok: false, error }),
  );
  const early = await Promise.race([first, settled]);
  if (early && !early.ok && pending.length === 0) return errorResponse(early.error, req);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      out = controller;
      for (const line of pending.splice(0)) controller.enqueue(line);
      void settled.then(async (s) => {
        if (signal.aborted) return;
        send(s.ok ? done(s.result) : await errorEvent(s.error, req));
        try {
          controller.close();
        } catch {
          // already cancelled by the reader
        }
      });
    },
    cancel() {
      hangUp.abort();
    },
  });
  return new Response(body, {
    headers: {
      "content-type": `${NDJSON}; charset=utf-8`,
      "cache-control": "no-store, no-transform",
      "x-accel-buffering": "no",
    },
  });
}
