import "server-only";
// DELETE /api/gdpr/delete-account (Art. 17): the caller's own account, after a recent sign-in,
// through the one erasure routine (lib/gdpr/erase.ts) the admin console also uses. The session
// check re-reads the user on every request, so every old cookie gets 401 at once.
import { isDesignatedAdmin, type SessionUser } from "@/lib/auth/current-user";
import { forbidden, unauthorized } from "@/lib/errors";
import { log } from "@/lib/log";
import { stripeSubscriptionOf } from "@/lib/billing/subscriptions";
import { eraseAccount } from "./erase";

export const DESIGNATED_ADMIN_MESSAGE = "Cannot delete designated admin account";
export const REAUTH_MESSAGE = "Unauthorized: please sign in again to confirm the deletion of your account.";
export const DELETED_MESSAGE = "Your account and all associated data have been permanently deleted.";
/** Re-authentication for a one-way action: the session must come from a sign-in this recent. */
export const RECENT_SIGN_IN_S = 30 * 60;

export async function deleteAccount(
  user: SessionUser,
  signedInAt: number,
): Promise<{ success: true; message: string }> {
  if (isDesignatedAdmin(user.email)) {
    log.warn("gdpr_delete_designated_admin_refused", { userId: user.id });
    throw forbidden(DESIGNATED_ADMIN_MESSAGE);
  }
  if (Date.now() / 1000 - signedInAt > RECENT_SIGN_IN_S) throw unauthorized(REAUTH_MESSAGE);
  await eraseAccount({ ...user, stripeSubscriptionId: await stripeSubscriptionOf(user.id) }, { by: "self" });
  return { success: true, message: DELETED_MESSAGE };
}
