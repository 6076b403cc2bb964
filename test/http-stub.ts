// A real local HTTP server for stand-ins of network services (Stripe, OpenAI, YouTube, Resend,
// ...): tests register handlers per "METHOD /path" and the real SDKs talk to it over 127.0.0.1.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type StubRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  text: () => Promise<string>;
  /** This request's record in `calls`. */
  call: StubCall;
};
/**
 * `stream`, when given, writes the body over time after the headers (then `body` is ignored); its
 * `signal` aborts when the client closes the connection first.
 */
export type StubResponse = {
  status: number;
  body: string;
  headers?: Record<string, string>;
  stream?: (sink: { write: (chunk: string) => void; signal: AbortSignal }) => Promise<void>;
};
/** One request as the stand-in saw it; `aborted` turns true if the client hung up before the answer ended. */
export type StubCall = { method: string; path: string; body: string; aborted: boolean; closed: Promise<void> };
export type StubHandler = (req: StubRequest) => StubResponse | Promise<StubResponse>;

export const HttpResponse = {
  json: (value: unknown, status = 200, headers: Record<string, string> = {}): StubResponse => ({
    status,
    body: JSON.stringify(value),
    headers: { "content-type": "application/json", ...headers },
  }),
  text: (body: string, status = 200): StubResponse => ({ status, body, headers: { "content-type": "text/plain" } }),
};

export function http() {
  const routes = new Map<string, StubHandler>();
  const calls: StubCall[] = [];
  let server: Server | undefined;
  let url = "";

  const stub = {
    get url() {
      return url;
    },
    calls,
    /** Register (or replace) the handler for "METHOD /path"; a trailing * matches a prefix. */
    on(key: string, handler: StubHandler) {
      routes.set(key, handler);
    },
    reset() {
      routes.clear();
      calls.length = 0;
    },
    /** Listens on 127.0.0.1 (`port` 0 = any free port). */
    async start(port = 0): Promise<string> {
      server = createServer(async (req, res) => {
        const u = new URL(req.url ?? "/", "http://127.0.0.1");
        const chunks: Buffer[] = [];
        for await (const c of req) chunks.push(c as Buffer);
        const body = Buffer.concat(chunks).toString("utf8");
        const closedEarly = new AbortController();
        const call: StubCall = {
          method: req.method ?? "GET",
          path: u.pathname,
          body,
          aborted: false,
          closed: new Promise((r) => res.once("close", () => r())),
        };
        res.once("close", () => {
          if (res.writableFinished) return;
          call.aborted = true;
          closedEarly.abort();
        });
        calls.push(call);
        const key = `${req.method} ${u.pathname}`;
        const handler =
          routes.get(key) ??
          [...routes.entries()].find(([k]) => k.endsWith("*") && key.startsWith(k.slice(0, -1)))?.[1];
        const out = handler
          ? await handler({
              method: req.method ?? "GET",
              path: u.pathname,
              query: u.searchParams,
              headers: req.headers,
              text: async () => body,
              call,
            })
          : HttpResponse.json({ error: `no stub for ${key}` }, 404);
        if (res.destroyed) return;
        res.writeHead(out.status, out.headers ?? {});
        if (out.stream) {
          res.flushHeaders();
          await out.stream({ write: (chunk) => void (res.destroyed || res.write(chunk)), signal: closedEarly.signal });
          if (!res.destroyed) res.end();
        } else res.end(out.body);
      });
      await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return url;
    },
    async stop() {
      // Streams left open on purpose (a model that stalls) would keep close() waiting.
      server?.closeAllConnections();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
  return stub;
}
