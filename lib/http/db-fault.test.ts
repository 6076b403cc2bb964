// Database unreachable: the API answers 503 with a generic message (no stack, no SQL, no
// connection string), for public and signed-in calls alike, and recovers when the database is back.
import { prismaForPostgres } from "@/lib/db-connect";
import { setDatabase } from "@/lib/db";
import { setupAppServer } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";

const t = setupTestDatabase();
const app = setupAppServer();

describe("database unreachable", () => {
  it("answers 503 with a generic message and works again once the database is back", async () => {
    const user = await createUser(t.prisma);
    const client = await signInAs(app.client(), user);
    // Nothing listens on port 1: every query fails to connect.
    const down = prismaForPostgres("postgresql://postgres@127.0.0.1:1/unreachable", 1);
    setDatabase(down);
    try {
      for (const [method, path, body] of [
        ["GET", "/api/health", undefined],
        ["GET", "/api/auth/user", undefined],
        ["GET", "/api/subscription/status", undefined],
        ["POST", "/api/auth/login", { email: user.email, password: "whatever-password" }],
      ] as const) {
        const res = await client.fetch(path, { method, json: body });
        expect(res.status).toBe(503);
        const text = await res.text();
        expect(JSON.parse(text)).toEqual({ message: "Service temporarily unavailable. Please try again shortly." });
        expect(text).not.toMatch(/127\.0\.0\.1|postgres|at .*\.ts|SELECT/i);
      }
    } finally {
      setDatabase(t.prisma);
      await down.$disconnect();
    }
    expect((await client.get("/api/auth/user")).status).toBe(200);
  });
});
