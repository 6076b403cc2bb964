import "server-only";
// gdpr_audit_log writes. Callers pass their transaction client so the audit row commits (or not)
// with the change it records.
import { storableIp } from "@/lib/request/client-ip";
import type { Prisma } from "@/lib/generated/prisma/client";

export type AuditContext = { ipAddress: string | null; userAgent: string | null };

type AuditWriter = {
  gdprAuditLog: { create: (args: { data: Prisma.GdprAuditLogUncheckedCreateInput }) => Promise<unknown> };
};

/** The audit fields from what the route wrapper already knows of the caller (its RouteContext). */
export function auditContext(caller: { ip: string; userAgent: string | null }): AuditContext {
  return { ipAddress: storableIp(caller.ip), userAgent: caller.userAgent?.slice(0, 500) ?? null };
}

export async function writeGdprAudit(
  tx: AuditWriter,
  entry: {
    userId: string | null;
    action: string;
    dataType: string;
    details?: Prisma.InputJsonValue;
    ctx?: AuditContext;
  },
): Promise<void> {
  await tx.gdprAuditLog.create({
    data: {
      userId: entry.userId,
      action: entry.action,
      dataType: entry.dataType,
      details: entry.details,
      ipAddress: entry.ctx?.ipAddress ?? null,
      userAgent: entry.ctx?.userAgent ?? null,
    },
  });
}
