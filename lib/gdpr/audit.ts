import "server-only";
// gdpr_audit_log writes. Callers pass their transaction client so the audit row commits (or not)
// with the change it records.
import type { NextRequest } from "next/server";
import { clientIp, storableIp } from "@/lib/http/client-ip";
import type { Prisma } from "@/lib/generated/prisma/client";

export type AuditContext = { ipAddress: string | null; userAgent: string | null };

type AuditWriter = {
  gdprAuditLog: { create: (args: { data: Prisma.GdprAuditLogUncheckedCreateInput }) => Promise<unknown> };
};

export function auditContext(req: NextRequest): AuditContext {
  return {
    ipAddress: storableIp(clientIp(req)),
    userAgent: req.headers.get("user-agent")?.slice(0, 500) ?? null,
  };
}

export async function writeAudit(
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
