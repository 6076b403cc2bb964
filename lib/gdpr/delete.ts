import "server-only";
// DELETE /api/gdpr/delete-account (Art. 17). Order matters: the live Stripe subscription is
// cancelled first (a Stripe failure deletes nothing), then ONE transaction deletes the user (every
// user-owned row cascades by FK; billing_records, checkout_sessions and gdpr_audit_log keep their
// rows with userId set null) and writes a tombstone without personal data. The session check
// re-reads the user on every request, so every old cookie gets 401 at once.
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { billingConfigured, stripe } from "@/lib/billing/stripe";
import { isDesignatedAdmin, type SessionUser } from "@/lib/auth/current-user";
import { ApiError, forbidden, unauthorized } from "@/lib/http/errors";
import { log } from "@/lib/log";
import { writeAudit } from "./audit";

export const DESIGNATED_ADMIN_MESSAGE = "Cannot delete designated admin account";
export const STRIPE_CANCEL_FAILED =
  "We couldn't cancel your subscription with our payment provider, so your account has not been deleted. Please try again in a few minutes or contact support.";
export const REAUTH_MESSAGE = "Unauthorized: please sign in again to confirm the deletion of your account.";
export const DELETED_MESSAGE = "Your account and all associated data have been permanently deleted.";
/** Re-authentication for a one-way action: the session must come from a sign-in this recent. */
export const RECENT_SIGN_IN_S = 30 * 60;

const ENDED = new Set(["canceled", "incomplete_expired"]);

async function cancelLiveSubscription(user: SessionUser): Promise<"canceled" | "already_gone" | "none"> {
  if (!billingConfigured() || !user.stripeSubscriptionId || ENDED.has(user.subscriptionStatus)) return "none";
  try {
    await stripe().subscriptions.cancel(user.stripeSubscriptionId, {
      cancellation_details: { comment: "Account deleted at the customer's request (GDPR Art. 17)" },
    });
    return "canceled";
  } catch (err) {
    const e = err as { code?: string; statusCode?: number; message?: string };
    if (e.code === "resource_missing" || e.statusCode === 404) return "already_gone";
    log.error("gdpr_delete_stripe_cancel_failed", { userId: user.id, status: e.statusCode, error: String(e.message).slice(0, 200) });
    throw new ApiError(e.statusCode && e.statusCode < 500 && e.statusCode !== 429 ? 502 : 503, STRIPE_CANCEL_FAILED);
  }
}

export async function deleteAccount(user: SessionUser, signedInAt: number): Promise<{ success: true; message: string }> {
  if (isDesignatedAdmin(user.email)) {
    log.warn("gdpr_delete_designated_admin_refused", { userId: user.id });
    throw forbidden(DESIGNATED_ADMIN_MESSAGE);
  }
  if (Date.now() / 1000 - signedInAt > RECENT_SIGN_IN_S) throw unauthorized(REAUTH_MESSAGE);

  const subscription = await cancelLiveSubscription(user);
  const email = user.email.toLowerCase();
  const emailSha256 = createHash("sha256").update(email).digest("hex");

  await db.$transaction(async (tx) => {
    // Kept for the 7-year billing period, but with nothing that names the person.
    await tx.billingRecord.updateMany({ where: { actorEmail: { equals: email, mode: "insensitive" } }, data: { actorEmail: null } });
    await tx.checkoutSession.updateMany({
      where: { OR: [{ userId: user.id }, { customerEmail: { equals: email, mode: "insensitive" } }] },
      data: { customerEmail: null },
    });
    // Personal data tied to the address rather than the account row.
    await tx.supportTicket.deleteMany({ where: { userId: null, email: { equals: email, mode: "insensitive" } } });
    await tx.emailOutbox.deleteMany({ where: { to: { equals: email, mode: "insensitive" } } });
    await tx.$executeRaw`DELETE FROM rate_limit_buckets
      WHERE right(key, ${email.length + 1}) = ${`:${email}`} OR key LIKE ${`%:${user.id}:%`} OR key LIKE ${`%:${user.id}`}`;
    await tx.user.delete({ where: { id: user.id } });
    await writeAudit(tx, {
      userId: null,
      action: "account_deleted",
      dataType: "account",
      details: { emailSha256, by: "self", stripeSubscription: subscription, deletedAt: new Date().toISOString() },
      // no ctx: the tombstone keeps no IP address or user agent of the erased person
    });
  });
  log.info("gdpr_account_deleted", { stripeSubscription: subscription });
  return { success: true, message: DELETED_MESSAGE };
}
