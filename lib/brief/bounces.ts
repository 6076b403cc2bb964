// What a digest bounce or complaint does: the day's delivery records it, and a permanent one (hard
// bounce, spam complaint, suppressed address) turns the digest off, so one bad address never
// keeps costing the sender's reputation. The in-app brief is unaffected.
import "server-only";
import { db } from "@/lib/db";
import type { EmailProblem } from "@/lib/email/webhook";
import { writeGdprAudit } from "@/lib/compliance/audit";

export const DIGEST_KINDS = ["daily-brief"];

export async function recordDigestProblem(problem: EmailProblem): Promise<void> {
  const delivery = await db.briefDelivery.findFirst({
    where: { emailId: problem.outboxId },
    select: { id: true, userId: true },
  });
  if (!delivery) return;
  await db.briefDelivery.update({
    where: { id: delivery.id },
    data: {
      digest: problem.type === "email.complained" ? "complained" : "bounced",
      digestReason: problem.reason.slice(0, 300),
    },
  });
  if (!problem.permanent) return;
  const stopped = await db.briefSettings.updateMany({
    where: { userId: delivery.userId, digestEmail: true },
    data: { digestEmail: false },
  });
  if (stopped.count)
    await writeGdprAudit(db, {
      userId: delivery.userId,
      action: "digest_stopped",
      dataType: "consent",
      details: { reason: problem.type },
    });
}
