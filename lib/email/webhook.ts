// Resend's delivery webhook (signed the Standard Webhooks way): a bounce, complaint, failure or
// suppression marks the message in the outbox. Whoever sent it decides what else follows.
import "server-only";
import { Resend, type WebhookEventPayload } from "resend";
import { env } from "@/env";
import { db } from "@/lib/db";
import { badRequest, unavailable } from "@/lib/errors";
import { log } from "@/lib/log";

export const PROBLEM_EVENTS = ["email.bounced", "email.complained", "email.failed", "email.suppressed"] as const;
export type EmailProblem = {
  type: (typeof PROBLEM_EVENTS)[number];
  permanent: boolean;
  reason: string;
  outboxId: string;
  kind: string;
};

export function verifyEmailWebhook(payload: string, headers: Headers): WebhookEventPayload {
  const secret = env.RESEND_WEBHOOK_SECRET;
  if (!secret) throw unavailable("Email webhooks are not configured: set RESEND_WEBHOOK_SECRET.");
  try {
    return new Resend(env.RESEND_API_KEY ?? "re_unused").webhooks.verify({
      payload,
      headers: {
        id: headers.get("svix-id") ?? "",
        timestamp: headers.get("svix-timestamp") ?? "",
        signature: headers.get("svix-signature") ?? "",
      },
      webhookSecret: secret,
    });
  } catch {
    log.warn("email_webhook_bad_signature", {});
    throw badRequest("Invalid webhook signature");
  }
}

function problemOf(event: WebhookEventPayload): Omit<EmailProblem, "outboxId" | "kind"> | null {
  switch (event.type) {
    case "email.bounced":
      return {
        type: event.type,
        permanent: event.data.bounce.type === "Permanent",
        reason: `bounced: ${event.data.bounce.message}`,
      };
    case "email.complained":
      return { type: event.type, permanent: true, reason: "marked as spam by the recipient" };
    case "email.failed":
      return { type: event.type, permanent: false, reason: `failed: ${event.data.failed.reason}` };
    case "email.suppressed":
      return { type: event.type, permanent: true, reason: `suppressed: ${event.data.suppressed.message}` };
    default:
      return null;
  }
}

/** Records a delivery problem on the outbox row the event is about (idempotent); null for other events. */
export async function applyEmailEvent(event: WebhookEventPayload): Promise<EmailProblem | null> {
  const problem = problemOf(event);
  if (!problem || !("email_id" in event.data)) return null;
  const row = await db.emailOutbox.findFirst({
    where: { providerId: event.data.email_id },
    select: { id: true, kind: true },
  });
  if (!row) return null;
  const status =
    event.type === "email.bounced" ? "bounced" : event.type === "email.complained" ? "complained" : "failed";
  await db.emailOutbox.update({ where: { id: row.id }, data: { status, error: problem.reason.slice(0, 500) } });
  log.info("email_problem", { id: row.id, kind: row.kind, type: event.type });
  return { ...problem, outboxId: row.id, kind: row.kind };
}
