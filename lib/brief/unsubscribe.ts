// The digest's one-click unsubscribe: a link that works without signing in, because it carries
// an HMAC of the user id under a key derived from the app secret for this one purpose (a token
// made for anything else never verifies here). It only ever turns the digest off; following,
// the in-app brief and marketing consent stay as they are.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { appUrl } from "@/env";
import { authSecret } from "@/lib/auth/secret";
import { db } from "@/lib/db";
import { writeGdprAudit } from "@/lib/compliance/audit";
import { log } from "@/lib/log";

const PURPOSE = "trendscript:daily-brief-unsubscribe:v1";
const b64 = (buf: Buffer) => buf.toString("base64url");

function mac(userId: string): Buffer {
  const key = createHmac("sha256", authSecret()).update(PURPOSE).digest();
  return createHmac("sha256", key).update(userId).digest();
}

export function unsubscribeToken(userId: string): string {
  return `${b64(Buffer.from(userId, "utf8"))}.${b64(mac(userId))}`;
}

/** The user id a token was made for, or null for anything not made by unsubscribeToken(). */
export function verifyUnsubscribeToken(token: string): string | null {
  const m = /^([A-Za-z0-9_-]{1,120})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const userId = Buffer.from(m[1], "base64url").toString("utf8");
  const given = Buffer.from(m[2], "base64url");
  const expected = mac(userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/** Where mail clients POST the one-click unsubscribe (RFC 8058) and where a GET shows the page. */
export const oneClickUrl = (userId: string) => `${appUrl()}/api/brief/unsubscribe?token=${unsubscribeToken(userId)}`;
/** The page behind the footer link: a button that confirms (a GET never changes anything). */
export const unsubscribePageUrl = (userId: string) => `${appUrl()}/unsubscribe?token=${unsubscribeToken(userId)}`;
export const preferencesUrl = () => `${appUrl()}/settings#daily-brief`;

export const UNSUBSCRIBED_MESSAGE =
  "You're unsubscribed from the daily brief email. Your followed niches stay in the app.";
export const INVALID_LINK_MESSAGE =
  "This unsubscribe link is not valid. Sign in and turn the digest off in Settings instead.";

/** Turns the digest off. Idempotent; a deleted account's link just answers the same. */
export async function unsubscribe(userId: string): Promise<void> {
  const changed = await db.briefSettings.updateMany({
    where: { userId, digestEmail: true },
    data: { digestEmail: false },
  });
  if (changed.count > 0) {
    await writeGdprAudit(db, {
      userId,
      action: "digest_unsubscribed",
      dataType: "consent",
      details: { via: "unsubscribe_link" },
    });
    log.info("digest_unsubscribed", { userId });
  }
}
