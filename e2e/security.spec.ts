import { expect, test } from "@playwright/test";

// CVE-2025-29927 and its variants: the internal subrequest header must not skip the proxy or auth.
const SUBREQUEST_HEADERS = [
  "middleware:middleware:middleware:middleware:middleware",
  "proxy:proxy:proxy:proxy:proxy",
  "src/middleware:src/middleware:src/middleware:src/middleware:src/middleware",
];

test("x-middleware-subrequest does not bypass the sign-in redirect or API auth", async ({ request }) => {
  for (const value of SUBREQUEST_HEADERS) {
    const page = await request.get("/dashboard", { headers: { "x-middleware-subrequest": value }, maxRedirects: 0 });
    expect([302, 303, 307, 308]).toContain(page.status());
    expect(page.headers()["location"]).toContain("/login");
    const api = await request.get("/api/auth/user", { headers: { "x-middleware-subrequest": value } });
    expect(api.status()).toBe(401);
  }
});

test("the image optimizer is not an open proxy", async ({ request }) => {
  const res = await request.get("/_next/image?url=http%3A%2F%2F169.254.169.254%2Flatest%2Fmeta-data&w=64&q=75");
  expect(res.status()).toBeGreaterThanOrEqual(400);
  expect(res.status()).toBeLessThan(500);
});

test("state-changing endpoints refuse GET and foreign origins", async ({ request }) => {
  for (const path of ["/api/auth/register", "/api/auth/login", "/api/verify-email", "/api/auth/reset-password"]) {
    expect((await request.get(path)).status()).toBe(405);
  }
  const foreign = await request.post("/api/auth/login", {
    headers: { origin: "https://evil.example" },
    data: { email: "admin@trendscript.local", password: "e2e-admin-password" },
  });
  expect(foreign.status()).toBe(403);
});
