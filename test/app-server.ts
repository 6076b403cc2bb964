// Serves the app's real route handlers (app/api/**/route.ts) over real HTTP on 127.0.0.1, inside
// the jest worker so they share the test file's database. Routing follows Next's rules: static
// segments beat [param], which beats [...catchAll].
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { installPeerAddress } from "@/lib/request/peer-address";
import { apiRouteFiles, type RouteFile } from "./routes";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

function match(route: RouteFile, parts: string[]): Record<string, string | string[]> | null {
  const params: Record<string, string | string[]> = {};
  for (let i = 0; i < route.segments.length; i++) {
    const seg = route.segments[i];
    if (seg.startsWith("[...")) {
      if (i >= parts.length) return null;
      params[seg.slice(4, -1)] = parts.slice(i);
      return params;
    }
    if (i >= parts.length) return null;
    if (seg.startsWith("[")) params[seg.slice(1, -1)] = parts[i];
    else if (seg !== parts[i]) return null;
  }
  return route.segments.length === parts.length ? params : null;
}

// Loaded at the first request, like the route files: importing it reads env.ts, which some test
// files point at their stand-ins only in beforeAll.
let proxyModule: typeof import("@/proxy") | undefined;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadProxy = () => (proxyModule ??= require("@/proxy") as typeof import("@/proxy"));

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
  return headers;
}

/** Writes a whole (short, unstreamed) answer, such as one from the proxy. */
async function send(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

export type AppServer = { url: string; close: () => Promise<void> };

export async function startAppServer(): Promise<AppServer> {
  const routes = apiRouteFiles();
  const server: Server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
      // As in Next: the proxy (proxy.ts) runs first for the paths its matcher takes; an answer
      // other than "go on" is the response.
      const { config: proxyConfig, proxy } = loadProxy();
      if (unstable_doesMiddlewareMatch({ config: proxyConfig, url: `${url.pathname}${url.search}` })) {
        const early = await proxy(new NextRequest(url, { method: req.method, headers: headersOf(req) }));
        if (!early.headers.has("x-middleware-next")) return void (await send(res, early));
      }
      const parts = url.pathname.split("/").filter(Boolean).map(decodeURIComponent);
      let found: { route: RouteFile; params: Record<string, string | string[]> } | undefined;
      for (const route of routes) {
        const params = match(route, parts);
        if (params) {
          found = { route, params };
          break;
        }
      }
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const mod = found ? (require(found.route.file) as Record<string, Handler>) : undefined;
      const handler = mod?.[req.method ?? "GET"];
      if (!found || !handler) {
        res.writeHead(found ? 405 : 404, { "content-type": "text/plain" });
        res.end(found ? "Method Not Allowed" : "Not Found");
        return;
      }
      const headers = headersOf(req);
      const hasBody = !["GET", "HEAD"].includes(req.method ?? "GET");
      // The body streams in as the handler reads it (as Next.js passes it), never buffered here.
      const body = hasBody ? (req as unknown as ReadableStream) : undefined;
      // Like Next's server: the request's signal aborts when the client hangs up before the answer ends.
      const hangUp = new AbortController();
      res.once("close", () => {
        if (!res.writableFinished) hangUp.abort();
      });
      const request = new NextRequest(url, {
        method: req.method,
        headers,
        body,
        duplex: "half",
        signal: hangUp.signal,
      } as ConstructorParameters<typeof NextRequest>[1]);
      const response = await handler(request, { params: Promise.resolve(found.params) });
      const outHeaders: Record<string, string | string[]> = {};
      response.headers.forEach((v, k) => {
        if (k !== "set-cookie") outHeaders[k] = v;
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) outHeaders["set-cookie"] = cookies;
      res.writeHead(response.status, outHeaders);
      if (!response.body) return void res.end();
      // Streamed answers are written as they come; a client that leaves cancels the body.
      const reader = response.body.getReader();
      hangUp.signal.addEventListener("abort", () => void reader.cancel().catch(() => undefined), { once: true });
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (done || res.destroyed) break;
        res.write(value);
      }
      res.end();
    } catch (err) {
      // A handler that throws past the route wrapper is a bug the test must see.
      res.writeHead(599, { "content-type": "text/plain" });
      res.end(`unhandled: ${(err as Error).stack}`);
    }
  });
  // Idle keep-alive sockets stay open longer than any pause in a test: with the default 5 s, a
  // request sent as the server closes a socket pooled during a slow step fails with ECONNRESET.
  server.keepAliveTimeout = 120_000;
  // As in the real server (instrumentation.ts): the connection's address ends X-Forwarded-For.
  const uninstallPeerAddress = installPeerAddress();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A client that hung up on a streamed answer can leave a connection the server never sees as
  // idle; the file is done with the server, so every connection goes.
  const close = () => {
    uninstallPeerAddress();
    return new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  };
  return { url, close };
}

/** A browser-like client: keeps cookies between calls. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  async fetch(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    const res = await fetch(this.base + path, { ...init, headers, body, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  get = (path: string, init: RequestInit = {}) => this.fetch(path, { ...init, method: "GET" });
  post = (path: string, json?: unknown, init: RequestInit = {}) =>
    this.fetch(path, { ...init, method: "POST", json: json ?? {} });
  delete = (path: string, json?: unknown, init: RequestInit = {}) =>
    this.fetch(path, { ...init, method: "DELETE", json });
}

/** Starts the app server for this test file (after setupTestDatabase()). */
export function setupAppServer(): { url: string; client: () => TestClient } {
  const handle = { url: "", client: () => new TestClient(handle.url) };
  let server: AppServer | undefined;
  beforeAll(async () => {
    server = await startAppServer();
    handle.url = server.url;
  });
  afterAll(async () => server?.close());
  return handle;
}
