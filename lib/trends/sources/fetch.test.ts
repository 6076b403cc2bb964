// The one fetch helper against a local HTTP server: User-Agent, retries with backoff and
// Retry-After, the size cap while streaming, timeouts, the round's deadline, and the per-source
// request budget kept in Postgres.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setupTestDatabase } from "@/test/db";
import { retryAfterSeconds, SourceError, sourceGet, sourceGetJson, sourcePause, userAgent } from "./fetch";

const t = setupTestDatabase();
type Handler = (
  req: { url: string; headers: Record<string, unknown>; n: number },
  res: import("node:http").ServerResponse,
) => void;
let handler: Handler = (_req, res) => res.end("{}");
let hits = 0;
let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((req, res) => handler({ url: req.url ?? "/", headers: req.headers, n: ++hits }, res));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(async () => {
  hits = 0;
  await t.prisma.rateLimitBucket.deleteMany({});
  await t.prisma.apiCache.deleteMany({});
});

const req = (over: Partial<Parameters<typeof sourceGet>[0]> = {}) => ({
  source: "test",
  url: new URL(`${base}/x`),
  limit: { requests: 100, windowS: 60 },
  ...over,
});
async function failure(p: Promise<unknown>): Promise<SourceError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof SourceError) return err;
    throw err;
  }
  throw new Error("expected a SourceError");
}

describe("sourceGet", () => {
  it("sends a descriptive User-Agent and returns the body", async () => {
    let agent = "";
    handler = (r, res) => ((agent = String(r.headers["user-agent"])), res.end('{"ok":true}'));
    expect(await sourceGetJson(req())).toEqual({ ok: true });
    expect(agent).toBe(userAgent());
    expect(agent).toMatch(/^TrendScript\/1\.0 \(trend signals for video creators; \+http/);
  });

  it("retries server errors with backoff, then succeeds", async () => {
    handler = (r, res) => (r.n < 3 ? ((res.statusCode = 503), res.end("busy")) : res.end('{"n":3}'));
    expect(await sourceGetJson(req())).toEqual({ n: 3 });
    expect(hits).toBe(3);
  });

  it("waits out a short Retry-After; a long one pauses the source on every server", async () => {
    handler = (r, res) => (r.n === 1 ? (res.writeHead(429, { "retry-after": "1" }), res.end()) : res.end("{}"));
    const started = Date.now();
    await sourceGetJson(req());
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    hits = 0;
    handler = (_r, res) => (res.writeHead(429, { "retry-after": "120" }), res.end("slow down"));
    expect((await failure(sourceGet(req()))).status).toBe(429);
    expect(hits).toBe(1);
    expect((await sourcePause("test"))!.until).toBeGreaterThan(Date.now() + 100_000);
    const paused = await failure(sourceGet(req()));
    expect(paused.kind).toBe("rate_limited");
    expect(hits).toBe(1);
  });

  it("does not retry client errors, and says what the service said", async () => {
    handler = (_r, res) => (
      (res.statusCode = 403),
      res.end(
        JSON.stringify({
          error: {
            code: 403,
            message: "The request cannot be completed because you have exceeded your quota.",
            errors: [{ reason: "quotaExceeded" }],
          },
        }),
      )
    );
    const err = await failure(sourceGet(req()));
    expect(err).toMatchObject({ kind: "http", status: 403, reason: "quotaExceeded" });
    expect(err.message).toBe(
      "HTTP 403 quotaExceeded: The request cannot be completed because you have exceeded your quota.",
    );
    expect(hits).toBe(1);
  });

  it("caps the response size: by its declared length, and while streaming", async () => {
    handler = (_r, res) => (res.writeHead(200, { "content-length": String(5000) }), res.end("x".repeat(5000)));
    expect((await failure(sourceGet(req({ maxBytes: 1000 })))).kind).toBe("too_large");
    handler = (_r, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      for (let i = 0; i < 50; i++) res.write("y".repeat(100));
      res.end();
    };
    expect((await failure(sourceGet(req({ maxBytes: 1000 })))).message).toMatch(/too large/);
  });

  it("times out a slow answer, retries, and never runs past the round's deadline", async () => {
    handler = (_r, res) => setTimeout(() => res.end("{}"), 3000);
    const started = Date.now();
    const err = await failure(sourceGet(req({ timeoutMs: 300, retries: 1 })));
    expect(err.kind).toBe("timeout");
    expect(hits).toBe(2);
    hits = 0;
    const round = AbortSignal.timeout(500);
    const late = await failure(sourceGet(req({ timeoutMs: 5000, retries: 5, signal: round })));
    expect(late.message).toBe("refresh round ended");
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it("records a body that is not JSON as a parse failure (malformed or truncated)", async () => {
    handler = (_r, res) => res.end('{"data": {"children": [');
    expect(await failure(sourceGetJson(req()))).toMatchObject({ kind: "parse" });
    handler = (_r, res) => res.end("<html>Our systems are busy</html>");
    expect((await failure(sourceGetJson(req()))).message).toMatch(/^parse failure: not JSON/);
  });

  it("keeps each source within its request budget across servers (counted in Postgres)", async () => {
    handler = (_r, res) => res.end("{}");
    const limited = req({ source: "budgeted", limit: { requests: 2, windowS: 60 } });
    await sourceGet(limited);
    await sourceGet(limited);
    const third = await failure(sourceGet(limited));
    expect(third.kind).toBe("rate_limited");
    expect(hits).toBe(2);
    expect(await t.prisma.rateLimitBucket.findUnique({ where: { key: "source:budgeted" } })).toMatchObject({
      count: 3,
    });
  });

  it("spends a slot of the source's budget on every retry, and stops retrying when it runs out", async () => {
    handler = (_r, res) => ((res.statusCode = 503), res.end("busy"));
    const limited = req({ source: "retried", limit: { requests: 2, windowS: 60 } });
    const err = await failure(sourceGet(limited));
    expect(err).toMatchObject({ kind: "rate_limited" });
    expect(hits).toBe(2);
    expect(await t.prisma.rateLimitBucket.findUnique({ where: { key: "source:retried" } })).toMatchObject({
      count: 3,
    });
  });

  it("pauses the source when its last attempt is told to wait: for the Retry-After, or a minute without one", async () => {
    handler = (_r, res) => (res.writeHead(429, { "retry-after": "2" }), res.end());
    expect((await failure(sourceGet(req({ source: "told", retries: 0 })))).status).toBe(429);
    const told = (await sourcePause("told"))!.until - Date.now();
    expect(told).toBeGreaterThan(1000);
    expect(told).toBeLessThanOrEqual(2000);
    handler = (_r, res) => ((res.statusCode = 429), res.end());
    expect((await failure(sourceGet(req({ source: "untold", retries: 1 })))).status).toBe(429);
    expect((await sourcePause("untold"))!.until).toBeGreaterThan(Date.now() + 55_000);
    expect(hits).toBe(3);
  });

  it("stops waiting out a Retry-After when the round ends", async () => {
    handler = (_r, res) => (res.writeHead(503, { "retry-after": "3" }), res.end());
    const started = Date.now();
    const err = await failure(sourceGet(req({ signal: AbortSignal.timeout(300) })));
    expect(err).toMatchObject({ kind: "timeout", message: "refresh round ended" });
    expect(hits).toBe(1);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("treats an unreachable host as a network error after its retries", async () => {
    const err = await failure(sourceGet(req({ url: new URL("http://127.0.0.1:9/x"), retries: 1 })));
    expect(err).toMatchObject({ kind: "network", message: "network error: could not reach the service" });
  });
});

it("reads Retry-After as seconds or as an HTTP date", () => {
  expect(retryAfterSeconds("120")).toBe(120);
  expect(retryAfterSeconds(new Date(Date.now() + 30_000).toUTCString())).toBeGreaterThan(28);
  expect(retryAfterSeconds("soon")).toBeUndefined();
  expect(retryAfterSeconds(null)).toBeUndefined();
});
