// Users tab: the user list, role changes and account deletion, with the owner and last-admin
// protections. Role changes bump sessionVersion so the
// changed user's existing sessions end; every change writes its audit row in the same transaction.
import "server-only";
import { adminEmail as designatedEmail } from "@/env";
import { db, Prisma } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import type { AdminUserRowDTO, AdminUsersDTO } from "@/lib/admin/dto";
import { writeAdminAudit, type Actor } from "@/lib/admin/audit";
import { isAdmin, isDesignatedAdmin } from "@/lib/auth/current-user";
import { eraseAccount } from "@/lib/gdpr/erase";
import { conflict, notFound } from "@/lib/errors";
import type { RoleValue } from "@/lib/schemas/admin";

export const USER_LIST_LIMIT = 500;

export const MESSAGES = {
  notFound: "User not found",
  designatedDelete: "Cannot delete designated admin account",
  designatedDemote: "Cannot change the role of the designated admin account",
  lastAdminDemote: "Cannot demote the last admin",
  lastAdminDelete: "Cannot delete the last admin",
  selfDelete: "You cannot delete your own account from the admin console",
} as const;

export function toAdminUserRow(u: User): AdminUserRowDTO {
  return {
    id: u.id,
    email: u.email,
    role: isAdmin(u) ? "admin" : "user",
    subscriptionTier: u.subscriptionTier,
    authProvider: u.authProvider,
    trendsUsedThisMonth: u.trendsUsedThisMonth,
    scriptsUsedThisMonth: u.scriptsUsedThisMonth,
    createdAt: u.createdAt.toISOString(),
    protected: isDesignatedAdmin(u.email),
  };
}

export async function listUsers(): Promise<AdminUsersDTO> {
  const [rows, total] = await Promise.all([
    db.user.findMany({ orderBy: { createdAt: "desc" }, take: USER_LIST_LIMIT }),
    db.user.count(),
  ]);
  return { users: rows.map(toAdminUserRow), total, truncated: total > rows.length };
}

export async function findUserByEmail(email: string): Promise<User> {
  const user = await db.user.findUnique({ where: { email } });
  if (!user) throw notFound(MESSAGES.notFound);
  return user;
}

/**
 * Locks every admin row (role admin or the designated address) for the rest of the transaction,
 * so two admins demoting or deleting each other at once cannot both pass the last-admin check.
 */
async function lockAdmins(tx: Prisma.TransactionClient): Promise<{ id: string }[]> {
  return tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM users WHERE role = 'admin' OR lower(email) = ${designatedEmail()} ORDER BY id FOR UPDATE`;
}

export async function setRole(
  actor: Actor,
  email: string,
  role: RoleValue,
): Promise<{ user: { email: string; role: RoleValue } }> {
  return db.$transaction(async (tx) => {
    const target = await tx.user.findUnique({ where: { email } });
    if (!target) throw notFound(MESSAGES.notFound);
    if (role === "user" && isDesignatedAdmin(target.email)) throw conflict(MESSAGES.designatedDemote);
    if (role === "user" && target.role === "admin") {
      const admins = await lockAdmins(tx);
      if (!admins.some((a) => a.id !== target.id)) throw conflict(MESSAGES.lastAdminDemote);
    }
    if (target.role === role) return { user: { email: target.email, role } };
    // Any role change ends the user's sessions; the next request also re-reads the role.
    const updated = await tx.user.update({
      where: { id: target.id },
      data: { role, sessionVersion: { increment: 1 } },
    });
    await writeAdminAudit(tx, actor, {
      action: "set_role",
      targetEmail: updated.email,
      before: { role: target.role },
      after: { role: updated.role },
    });
    return { user: { email: updated.email, role: updated.role } };
  });
}

/** Refuses a delete that would leave no admin (under the lock: two admins deleting each other). */
async function assertNotLastAdmin(tx: Prisma.TransactionClient, user: Pick<User, "id" | "role">): Promise<void> {
  if (user.role !== "admin") return;
  const admins = await lockAdmins(tx);
  if (!admins.some((a) => a.id !== user.id)) throw conflict(MESSAGES.lastAdminDelete);
}

/**
 * Deletes an account through the same erasure as self-deletion (lib/gdpr/erase.ts). Every refusal
 * is decided before the subscription is cancelled, and checked again under lock at deletion.
 */
export async function deleteUser(actor: Actor, email: string): Promise<{ success: true; email: string }> {
  const target = await findUserByEmail(email);
  if (isDesignatedAdmin(target.email)) throw conflict(MESSAGES.designatedDelete);
  if (target.id === actor.id) throw conflict(MESSAGES.selfDelete);
  await db.$transaction((tx) => assertNotLastAdmin(tx, target));
  await eraseAccount(target, {
    by: "admin",
    guard: async (tx) => {
      const current = await tx.user.findUnique({ where: { id: target.id }, select: { id: true, role: true } });
      if (!current) throw notFound(MESSAGES.notFound);
      await assertNotLastAdmin(tx, current);
    },
    // The admin trail says which account went by its address's hash, never the address.
    record: (tx, done) =>
      writeAdminAudit(tx, actor, {
        action: "delete_user",
        targetEmail: null,
        before: {
          emailSha256: done.emailSha256,
          role: target.role,
          subscriptionTier: target.subscriptionTier,
          authProvider: target.authProvider,
        },
        after: { deleted: true, stripeSubscription: done.stripeSubscription },
      }),
  });
  return { success: true, email: target.email };
}
