// Resuming a trend source held after its provider refused our credentials at login
// (lib/trends/sources/holds.ts): the admin fixed the credentials, and the next round logs in again.
import "server-only";
import { writeAdminAudit, type Actor } from "@/lib/admin/audit";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { recordSourceStatus } from "@/lib/source-status";
import type { HeldSource } from "@/lib/schemas/admin";

export async function resumeSource(actor: Actor, source: HeldSource): Promise<{ source: string; resumed: true }> {
  await db.$transaction(async (tx) => {
    // One DELETE ... RETURNING: of two admins resuming at once, one resumes and the other is told.
    const [held] = await tx.$queryRaw<{ reason: string; since: Date }[]>`
      DELETE FROM source_holds WHERE source = ${source} RETURNING reason, since`;
    if (!held) throw notFound("That source is not paused.");
    await writeAdminAudit(tx, actor, {
      action: "resume_source",
      before: { source, paused: true, reason: held.reason, since: new Date(held.since).toISOString() },
      after: { source, paused: false },
    });
  });
  await recordSourceStatus(source, "degraded", "Resumed by an admin: the next round logs in again");
  return { source, resumed: true };
}
