// A page posting to the address the browser used is same-origin, whatever host the server was
// started with (next dev opened at 127.0.0.1 or on the LAN); a foreign page never is.
import { setupAppServer } from "@/test/app-server";
import { setupTestDatabase } from "@/test/db";

setupTestDatabase();
const app = setupAppServer();

const login = (headers: Record<string, string>) =>
  app.client().fetch("/api/auth/login", {
    method: "POST",
    headers,
    json: { email: "nobody@example.com", password: "whatever-123" },
  });

describe("the Origin check of mutating calls", () => {
  it("accepts the address the browser used (here as a proxy forwards it), not only the server's own host name", async () => {
    const res = await login({ origin: "http://192.168.1.23:3000", "x-forwarded-host": "192.168.1.23:3000" });
    expect(res.status).toBe(401); // past the Origin check: the credentials are what's wrong
  });

  it("refuses a foreign page posting to that address", async () => {
    for (const origin of ["http://evil.example", "http://192.168.1.23.evil.example:3000", "null", "not a url"]) {
      const res = await login({ origin, "x-forwarded-host": "192.168.1.23:3000" });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: "Cross-origin request blocked" });
    }
  });
});
