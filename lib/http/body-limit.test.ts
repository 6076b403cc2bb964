// Oversized request bodies (security review item 1): a body announced above the cap is refused
// before it is read, and a chunked body (no length) is cut off as soon as it passes the cap. The
// server's memory stays within a few MB while a client pushes hundreds of MB at it.
import { request } from "node:http";
import { Readable } from "node:stream";
import { setupAppServer } from "@/test/app-server";
import { setupTestDatabase } from "@/test/db";
import { MAX_BODY_BYTES } from "./body";

setupTestDatabase();
const app = setupAppServer();

const MB = 1024 * 1024;
const ANNOUNCED = 300 * MB;

/** Up to `total` bytes of JSON-ish filler from one reused 64 KB buffer (the client holds no copy). */
function filler(total: number): Readable {
  const chunk = Buffer.alloc(64 * 1024, "a");
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return void this.push(null);
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

/** Memory held in Buffers and ArrayBuffers: where request bytes live (the JS heap is GC noise). */
const held = () => {
  const m = process.memoryUsage();
  return m.arrayBuffers;
};

/**
 * POSTs to `path` and resolves with the status as soon as the server answers, while the upload may
 * still be running; records the most memory held meanwhile above the level before the call.
 */
async function post(
  path: string,
  opts: { contentLength?: number; total: number },
): Promise<{ status: number; peakGrowth: number }> {
  await new Promise((resolve) => setTimeout(resolve, 200)); // the previous upload's sockets wind down
  const before = held();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, held())), 5);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { "content-type": "application/json" };
    if (opts.contentLength !== undefined) headers["content-length"] = opts.contentLength;
    const req = request(`${app.url}${path}`, { method: "POST", headers }, (res) => {
      res.resume();
      clearInterval(sampler);
      peak = Math.max(peak, held());
      resolve({ status: res.statusCode ?? 0, peakGrowth: peak - before });
      req.destroy();
    });
    // The server may close the connection mid-upload once it has answered: not an error here.
    req.on("error", (err) => (req.destroyed ? undefined : reject(err)));
    filler(opts.total).pipe(req);
  });
}

// Load the route modules first, so their code is not counted as request memory.
beforeAll(async () => {
  for (const path of ["/api/auth/login", "/api/stripe/webhook"])
    await (await fetch(`${app.url}${path}`, { method: "POST", body: "{}" })).text();
});

describe("request body cap", () => {
  it.each(["/api/auth/login", "/api/stripe/webhook"])(
    "%s: a body announced at 300 MB is refused before it is read",
    async (path) => {
      // Only 1 MB is ever sent: a server that waited for the announced body would never answer.
      const res = await post(path, { contentLength: ANNOUNCED, total: MB });
      expect(res.status).toBe(413);
      expect(res.peakGrowth).toBeLessThan(8 * MB);
    },
  );

  it.each(["/api/auth/login", "/api/stripe/webhook"])(
    "%s: a chunked 300 MB body is cut off at the cap",
    async (path) => {
      const res = await post(path, { total: ANNOUNCED });
      expect(res.status).toBe(413);
      expect(res.peakGrowth).toBeLessThan(8 * MB);
    },
  );

  it("a body just under the cap is still read (and judged on its content)", async () => {
    const res = await fetch(`${app.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "x@example.com", password: "p".repeat(MAX_BODY_BYTES - 100) }),
    });
    expect(res.status).toBe(400); // the password field's own cap, not the body cap
  });
});
