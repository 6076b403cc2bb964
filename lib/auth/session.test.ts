// Session cookies decode to the same token whether or not their payload was kept from an earlier
// request (session.ts keeps decoded payloads): a changed value is never taken for a kept one, and a
// kept payload past its expiry is refused as a fresh decode would refuse it. (That the user and
// sessionVersion are re-read on every request is in lib/auth/accounts.test.ts and
// lib/admin/authz.test.ts: a revoked cookie fails on its very next request.)
import { encode } from "next-auth/jwt";
import { authSecret } from "./secret";
import { decodeSessionCookie, encodeSession, sessionCookieName } from "./session";

afterEach(() => jest.restoreAllMocks());

it("a cookie decodes to the same token again; a value changed anywhere decodes to nothing", async () => {
  const at = Math.floor(Date.now() / 1000);
  const cookie = await encodeSession({ sub: "user-1", sv: 3, at });
  expect(await decodeSessionCookie(cookie)).toEqual({ sub: "user-1", sv: 3, at });
  expect(await decodeSessionCookie(cookie)).toEqual({ sub: "user-1", sv: 3, at });
  // A character's top bit: the low bits of a part's last base64url character can be padding,
  // which decodes to the same bytes (and made this test fail now and then).
  const B64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const flip = (ch: string) => (B64URL.includes(ch) ? B64URL[B64URL.indexOf(ch) ^ 32] : "A");
  for (const i of [0, Math.floor(cookie.length / 2), cookie.length - 1]) {
    const changed = cookie.slice(0, i) + flip(cookie[i]) + cookie.slice(i + 1);
    expect(await decodeSessionCookie(changed)).toBeNull();
  }
  const other = await encodeSession({ sub: "user-2", sv: 0, at });
  expect(await decodeSessionCookie(other)).toEqual({ sub: "user-2", sv: 0, at });
  expect(await decodeSessionCookie(cookie)).toEqual({ sub: "user-1", sv: 3, at });
});

it("a kept payload past its expiry is refused, as a fresh decode refuses it", async () => {
  const now = Date.now();
  const name = sessionCookieName();
  const cookie = await encode({
    token: { sub: "user-3", sv: 0, at: Math.floor(now / 1000) },
    secret: authSecret(),
    salt: name,
    maxAge: 60,
  });
  expect(await decodeSessionCookie(cookie)).toMatchObject({ sub: "user-3" });
  jest.spyOn(Date, "now").mockReturnValue(now + 61_000);
  expect(await decodeSessionCookie(cookie)).toBeNull();
});

it("a cookie past the absolute lifetime is refused even though it decrypts", async () => {
  const longAgo = Math.floor(Date.now() / 1000) - 31 * 24 * 3600;
  const cookie = await encodeSession({ sub: "user-4", sv: 0, at: longAgo });
  expect(await decodeSessionCookie(cookie)).toBeNull();
  expect(await decodeSessionCookie(cookie)).toBeNull();
});
