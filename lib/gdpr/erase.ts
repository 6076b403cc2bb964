import "server-only";
// The one erasure of a person (Art. 17), for self-deletion and for an admin's delete-user alike.
// Order: the live Stripe subscription is cancelled first (if that fails, nothing is deleted);
// then ONE transaction removes or blanks every row that names the person and deletes the user.
// Rows owned by the user go by their foreign keys (ON DELETE CASCADE: trends, scripts, tickets,
// accounts, and every user-owned table added later). What is linked only by the address or by
// text is handled here: mail in the outbox to or about the person (support copies carry their
// address as reply-to), guest tickets sent before the account existed, rate-limit keys holding the
// address or id, Auth.js verification rows, the address in checkout and admin audit records, the
// IP address and user agent on their GDPR audit rows, and their own YouTube channel in the niches'
// channel sets it joined. What stays: the billing ledger (kept
// for the accounting period, without the address) and a tombstone that names no one.
import { createHash } from "node:crypto";
import { db, Prisma } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { billingConfigured, stripe } from "@/lib/billing/stripe";
import { ipBucket } from "@/lib/request/client-ip";
import { ApiError } from "@/lib/errors";
import { log } from "@/lib/log";
import { writeGdprAudit } from "@/lib/compliance/audit";

/** What the erasure needs of the person: who they are and the subscription to end first. */
export type ErasedUser = Pick<User, "id" | "email" | "stripeSubscriptionId" | "subscriptionStatus">;

/** What an erased address becomes where a record must keep its shape (admin audit trail). */
export const ERASED = "[erased account]";
export const STRIPE_CANCEL_FAILED =
  "We couldn't cancel your subscription with our payment provider, so your account has not been deleted. Please try again in a few minutes or contact support.";
export const ADMIN_STRIPE_CANCEL_FAILED =
  "We couldn't cancel this user's subscription with the payment provider, so the account has not been deleted. Please try again in a few minutes.";

const ENDED = new Set(["canceled", "incomplete_expired"]);
type Tx = Prisma.TransactionClient;
export type StripeOutcome = "canceled" | "already_gone" | "none";

export type Erasure = {
  by: "self" | "admin";
  /** Checks that must hold at the moment of deletion (run first in the transaction). */
  guard?: (tx: Tx) => Promise<void>;
  /** More records of the deletion in the same transaction (the admin's audit row). */
  record?: (tx: Tx, done: { emailSha256: string; stripeSubscription: StripeOutcome }) => Promise<void>;
};

export const emailSha256 = (email: string) => createHash("sha256").update(email.toLowerCase()).digest("hex");

async function cancelLiveSubscription(user: ErasedUser, by: Erasure["by"]): Promise<StripeOutcome> {
  if (!billingConfigured() || !user.stripeSubscriptionId || ENDED.has(user.subscriptionStatus)) return "none";
  try {
    await stripe().subscriptions.cancel(user.stripeSubscriptionId, {
      cancellation_details: {
        comment:
          by === "self" ? "Account deleted at the customer's request (GDPR Art. 17)" : "Account deleted by an admin",
      },
    });
    return "canceled";
  } catch (err) {
    const e = err as { code?: string; statusCode?: number; message?: string };
    if (e.code === "resource_missing" || e.statusCode === 404) return "already_gone";
    log.error("erasure_stripe_cancel_failed", {
      userId: user.id,
      status: e.statusCode,
      error: String(e.message).slice(0, 200),
    });
    const message = by === "self" ? STRIPE_CANCEL_FAILED : ADMIN_STRIPE_CANCEL_FAILED;
    throw new ApiError(e.statusCode && e.statusCode < 500 && e.statusCode !== 429 ? 502 : 503, message);
  }
}

/** Removes or blanks every row that names the person, then the user row itself. */
async function eraseRows(tx: Tx, user: ErasedUser): Promise<void> {
  const email = user.email.toLowerCase();
  const insensitive = { equals: email, mode: "insensitive" as const };
  await tx.billingRecord.updateMany({ where: { actorEmail: insensitive }, data: { actorEmail: null } });
  await tx.checkoutSession.updateMany({
    where: { OR: [{ userId: user.id }, { customerEmail: insensitive }] },
    data: { customerEmail: null },
  });
  await tx.supportTicket.deleteMany({ where: { userId: null, email: insensitive } });
  await tx.emailOutbox.deleteMany({ where: { OR: [{ to: insensitive }, { replyTo: insensitive }] } });
  await tx.verificationToken.deleteMany({ where: { identifier: insensitive } });
  // The addresses the person was seen at (their audit rows) key per-address limits too.
  const seenAt = await tx.gdprAuditLog.findMany({
    where: { userId: user.id, ipAddress: { not: null } },
    distinct: ["ipAddress"],
    select: { ipAddress: true },
  });
  const segments = [email, user.id, ...seenAt.flatMap((r) => [r.ipAddress!, ipBucket(r.ipAddress!)])].map(
    (s) => `:${s.toLowerCase()}:`,
  );
  await tx.gdprAuditLog.updateMany({ where: { userId: user.id }, data: { ipAddress: null, userAgent: null } });
  // Keys are colon-separated segments ("login-fail:<email>:<ip>", "ticket:user:<id>"): match whole
  // segments, so erasing a@b.co never touches xa@b.com's limits.
  await tx.$executeRaw`DELETE FROM rate_limit_buckets
    WHERE EXISTS (SELECT 1 FROM unnest(${segments}::text[]) s WHERE strpos(':' || lower(key) || ':', s) > 0)`;
  // The admin trail keeps what was done, not to (or by) whom.
  await tx.$executeRaw`UPDATE admin_audit_log SET
      "actorEmail" = CASE WHEN lower("actorEmail") = ${email} THEN ${ERASED} ELSE "actorEmail" END,
      "targetEmail" = CASE WHEN lower("targetEmail") = ${email} THEN NULL ELSE "targetEmail" END,
      "before" = replace("before"::text, ${email}, ${ERASED})::jsonb,
      "after" = replace("after"::text, ${email}, ${ERASED})::jsonb
    WHERE lower("actorEmail") = ${email} OR lower("targetEmail") = ${email}
      OR strpos(lower("before"::text), ${email}) > 0 OR strpos(lower("after"::text), ${email}) > 0`;
  // Their own channel joined the channel sets of their niches: it leaves them unless a search
  // found it there or another creator keeps it too (their watched channels are other people's).
  await tx.$executeRaw`DELETE FROM youtube_niche_channels n
    USING creator_channels c
    WHERE c."userId" = ${user.id} AND c.role = 'own' AND n."channelId" = c."channelId" AND n.ranked = 0
      AND NOT EXISTS (SELECT 1 FROM creator_channels o WHERE o."channelId" = c."channelId" AND o."userId" <> ${user.id})`;
  await tx.user.delete({ where: { id: user.id } });
}

export async function eraseAccount(user: ErasedUser, erasure: Erasure): Promise<{ stripeSubscription: StripeOutcome }> {
  const stripeSubscription = await cancelLiveSubscription(user, erasure.by);
  const hash = emailSha256(user.email);
  await db.$transaction(async (tx) => {
    await erasure.guard?.(tx);
    await eraseRows(tx, user);
    await writeGdprAudit(tx, {
      userId: null,
      action: "account_deleted",
      dataType: "account",
      details: { emailSha256: hash, by: erasure.by, stripeSubscription, deletedAt: new Date().toISOString() },
      // no ctx: the tombstone keeps no IP address or user agent of the erased person
    });
    await erasure.record?.(tx, { emailSha256: hash, stripeSubscription });
  });
  log.info("gdpr_account_deleted", { by: erasure.by, stripeSubscription });
  return { stripeSubscription };
}
