// Admin audit trail: every admin change writes one row, inside
// the same transaction as the change when the change is our own database write.
import "server-only";
import { db, Prisma } from "@/lib/db";
import type { AuditEntryDTO } from "@/lib/admin/dto";
import { log } from "@/lib/log";

export type Actor = { id: string; email: string };
export type AuditAction =
  | "set_role"
  | "delete_user"
  | "update_model"
  | "process_refund"
  | "manual_downgrade"
  | "fix_payment_disconnect"
  | "launch_welcome"
  | "resume_source";

type Tx = Pick<Prisma.TransactionClient, "adminAuditLog">;

export type AuditEntry = {
  action: AuditAction;
  targetEmail?: string | null;
  before?: Prisma.InputJsonValue | null;
  after?: Prisma.InputJsonValue | null;
};

/** Writes the audit row with `tx` (pass the transaction client of the change). */
export async function writeAdminAudit(tx: Tx, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.adminAuditLog.create({
    data: {
      actorId: actor.id,
      actorEmail: actor.email,
      action: entry.action,
      targetEmail: entry.targetEmail ?? null,
      before: entry.before ?? Prisma.JsonNull,
      after: entry.after ?? Prisma.JsonNull,
    },
  });
  log.info("admin_action", { actor: actor.id, action: entry.action });
}

export async function recentAudit(limit = 50): Promise<AuditEntryDTO[]> {
  const rows = await db.adminAuditLog.findMany({ orderBy: { createdAt: "desc" }, take: limit });
  return rows.map((r) => ({
    id: r.id,
    actorEmail: r.actorEmail,
    action: r.action,
    targetEmail: r.targetEmail,
    before: r.before,
    after: r.after,
    createdAt: r.createdAt.toISOString(),
  }));
}
