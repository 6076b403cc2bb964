// Sliding sessions: the account read the dashboard makes on every visit re-issues a cookie that is
// more than a day old, for the same session and never past the absolute cap from sign-in, so a
// creator who comes back every few days is not signed out after a week. Revocation still reaches a
// renewed cookie (it is the same session), and a revoked or expired one is never renewed.
import { setupAppServer, type TestClient } from "@/test/app-server";
import { createUser } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import {
  decodeSessionCookie,
  encodeSession,
  newSessionId,
  sessionCookieName,
  SESSION_ABSOLUTE_MAX_S,
  SESSION_MAX_AGE_S,
  type SessionToken,
} from "./session";

const t = setupTestDatabase();
const app = setupAppServer();
const DAY = 24 * 3600;
const nowS = () => Math.floor(Date.now() / 1000);

/**
 * A cookie minted `issuedDaysAgo` days ago (only Date is turned back: the encoder stamps the
 * issue time from the clock) for a session signed in `signedInDaysAgo` days ago.
 */
async function cookieFrom(
  user: { id: string; sessionVersion: number },
  signedInDaysAgo: number,
  issuedDaysAgo: number,
) {
  const token: SessionToken = {
    sub: user.id,
    sv: user.sessionVersion,
    at: nowS() - signedInDaysAgo * DAY,
    sid: newSessionId(),
  };
  jest.useFakeTimers({
    now: Date.now() - issuedDaysAgo * DAY * 1000,
    doNotFake: [
      "nextTick",
      "setImmediate",
      "clearImmediate",
      "setTimeout",
      "clearTimeout",
      "setInterval",
      "clearInterval",
      "queueMicrotask",
      "hrtime",
      "performance",
    ],
  });
  try {
    // Good for a week from then, as a sign-in or a renewal on that day would have been.
    return { token, value: await encodeSession(token) };
  } finally {
    jest.useRealTimers();
  }
}

function clientWith(value: string): TestClient {
  const c = app.client();
  c.cookies.set(sessionCookieName(), value);
  return c;
}

/** The session cookie a response sets, with its Max-Age, or null. */
function setSession(res: Response): { value: string; maxAge: number } | null {
  const line = res.headers.getSetCookie().find((l) => l.startsWith(`${sessionCookieName()}=`));
  if (!line) return null;
  return {
    value: line.split(";")[0].slice(sessionCookieName().length + 1),
    maxAge: Number(/Max-Age=(\d+)/i.exec(line)?.[1]),
  };
}

it("renews a cookie issued two days ago for another week: same session, same sign-in time", async () => {
  const user = await createUser(t.prisma);
  const { token, value } = await cookieFrom(user, 2, 2);
  const c = clientWith(value);
  const res = await c.get("/api/auth/user");
  expect(res.status).toBe(200);
  const renewed = setSession(res);
  expect(renewed).not.toBeNull();
  expect(renewed!.value).not.toBe(value);
  expect(renewed!.maxAge).toBe(SESSION_MAX_AGE_S);
  expect(await decodeSessionCookie(renewed!.value)).toEqual(token);
  expect(res.headers.get("cache-control") ?? "").not.toMatch(/public/);
  // The client now holds the renewed cookie; it works, and is not renewed again the same day.
  const again = await c.get("/api/auth/user");
  expect(again.status).toBe(200);
  expect(setSession(again)).toBeNull();
});

it("leaves a cookie issued today alone, and renews nothing on other endpoints", async () => {
  const user = await createUser(t.prisma);
  const fresh = await cookieFrom(user, 0, 0);
  expect(setSession(await clientWith(fresh.value).get("/api/auth/user"))).toBeNull();
  const old = await cookieFrom(user, 3, 3);
  const status = await clientWith(old.value).get("/api/subscription/status");
  expect(status.status).toBe(200);
  expect(setSession(status)).toBeNull();
});

it("never renews past the absolute cap from sign-in", async () => {
  const user = await createUser(t.prisma);
  // Signed in 29 days ago, last issued 2 days ago: one day of the 30 is left.
  const { value } = await cookieFrom(user, 29, 2);
  const res = await clientWith(value).get("/api/auth/user");
  expect(res.status).toBe(200);
  const renewed = setSession(res)!;
  const left = SESSION_ABSOLUTE_MAX_S - 29 * DAY;
  expect(renewed.maxAge).toBeLessThanOrEqual(left);
  expect(renewed.maxAge).toBeGreaterThan(left - 60);
  // Past the cap, the cookie is refused whatever it says and nothing is issued.
  const capped = await cookieFrom(user, 31, 2);
  const refused = await clientWith(capped.value).get("/api/auth/user");
  expect(refused.status).toBe(401);
  expect(setSession(refused)).toBeNull();
});

it("a renewed cookie is the same session: signing out with it ends the old copy too, and a signed-out cookie is not renewed", async () => {
  const user = await createUser(t.prisma);
  const { value } = await cookieFrom(user, 2, 2);
  const copy = clientWith(value);
  const c = clientWith(value);
  expect((await c.get("/api/auth/user")).status).toBe(200);
  expect(c.cookies.get(sessionCookieName())).not.toBe(value);
  expect((await c.post("/api/logout")).status).toBe(303);
  const res = await copy.get("/api/auth/user");
  expect(res.status).toBe(401);
  expect(setSession(res)).toBeNull();

  // Sign out everywhere (sessionVersion up): an old cookie gets 401 and no new cookie.
  const other = await cookieFrom(user, 2, 2);
  await t.prisma.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
  const stale = await clientWith(other.value).get("/api/auth/user");
  expect(stale.status).toBe(401);
  expect(setSession(stale)).toBeNull();
});
