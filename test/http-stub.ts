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
};
export type StubResponse = { status: number; body: string; headers?: Record<string, string> };
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
  const calls: { method: string; path: string; body: string }[] = [];
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
        calls.push({ method: req.method ?? "GET", path: u.pathname, body });
        const key = `${req.method} ${u.pathname}`;
        const handler =
          routes.get(key) ??
          [...routes.entries()].find(([k]) => k.endsWith("*") && key.startsWith(k.slice(0, -1)))?.[1];
        const out = handler
          ? await handler({ method: req.method ?? "GET", path: u.pathname, query: u.searchParams, headers: req.headers, text: async () => body })
          : HttpResponse.json({ error: `no stub for ${key}` }, 404);
        res.writeHead(out.status, out.headers ?? {});
        res.end(out.body);
      });
      await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return url;
    },
    async stop() {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
  return stub;
}
