// Email Support tab: a test message to the admin, the launch-day welcome, the support
// configuration and checklist, and the newest outbox entries (never their bodies: they may hold
// verification or reset links).
import "server-only";
import { appUrl, env } from "@/env";
import { db } from "@/lib/db";
import type { EmailStatusDTO } from "@/lib/admin/dto";
import { writeAdminAudit, type Actor } from "@/lib/admin/audit";
import { emailConfigured, emailFrom, sendEmail, supportAddress } from "@/lib/email/send";

export const OUTBOX_LIMIT = 20;
export const TEST_SUBJECT = "TrendScript email system test";
export const WELCOME_SUBJECT = "Welcome to TrendScript: we're live!";

export async function sendTestEmail(
  actor: Actor,
): Promise<{ success: boolean; error?: string; message: string; status: string }> {
  const sent = await sendEmail({
    to: actor.email,
    subject: TEST_SUBJECT,
    kind: "admin-test",
    text: [
      "This is a test message from the TrendScript admin console.",
      "",
      `Sent at ${new Date().toISOString()} from ${emailFrom()}.`,
      emailConfigured()
        ? "Delivery: Resend."
        : "Delivery: outbox only (RESEND_API_KEY is not set), so this message is in the outbox and the server log.",
    ].join("\n"),
  });
  if (sent.status === "failed") {
    const row = await db.emailOutbox.findUnique({ where: { id: sent.id }, select: { error: true } });
    return {
      success: false,
      error: row?.error ?? "Email system test failed",
      message: "Delivery failed",
      status: sent.status,
    };
  }
  return {
    success: true,
    status: sent.status,
    message:
      sent.status === "sent"
        ? `Test email sent to ${actor.email}`
        : `Test email written to the outbox for ${actor.email} (no email provider configured)`,
  };
}

export async function sendLaunchWelcome(actor: Actor, email: string): Promise<{ success: boolean; message: string }> {
  const user = await db.user.findUnique({ where: { email }, select: { firstName: true } });
  const name = user?.firstName?.trim() || "Creator";
  const sent = await sendEmail({
    to: email,
    subject: WELCOME_SUBJECT,
    kind: "launch-welcome",
    text: [
      `Hi ${name},`,
      "",
      "TrendScript is live! Pick your niche and get 3-5 emerging trends with the evidence behind them,",
      "three video ideas per trend, and a 60-90 second script with timing cues for any idea.",
      "",
      `Start here: ${appUrl()}/`,
      "",
      `Questions? Reply to ${supportAddress()}.`,
    ].join("\n"),
    replyTo: supportAddress(),
  });
  const success = sent.status !== "failed";
  // The outbox row is sendEmail's own write; the audit row follows it.
  await writeAdminAudit(db, actor, {
    action: "launch_welcome",
    targetEmail: email,
    before: null,
    after: { status: sent.status, outboxId: sent.id },
  });
  return {
    success,
    message: success
      ? sent.status === "sent"
        ? `Launch day welcome sent to ${email}`
        : `Launch day welcome written to the outbox for ${email} (no email provider configured)`
      : `Could not deliver the welcome email to ${email}`,
  };
}

export async function emailStatus(): Promise<EmailStatusDTO> {
  const [rows, lastSent, lastFailed] = await Promise.all([
    db.emailOutbox.findMany({
      orderBy: { createdAt: "desc" },
      take: OUTBOX_LIMIT,
      select: { id: true, to: true, subject: true, kind: true, status: true, error: true, createdAt: true },
    }),
    db.emailOutbox.findFirst({
      where: { status: "sent" },
      orderBy: { createdAt: "desc" },
      select: { createdAt: true },
    }),
    db.emailOutbox.findFirst({
      where: { status: "failed" },
      orderBy: { createdAt: "desc" },
      select: { createdAt: true },
    }),
  ]);
  const configured = emailConfigured();
  const deliveredSinceFailure = Boolean(lastSent && (!lastFailed || lastSent.createdAt > lastFailed.createdAt));
  return {
    config: { provider: configured ? "Resend" : "Outbox", configured, from: emailFrom(), support: supportAddress() },
    checklist: [
      {
        item: "Email provider (RESEND_API_KEY)",
        done: configured,
        detail: configured ? "Resend delivers every email" : "Emails are written to the outbox and the server log only",
      },
      { item: "Sender address (EMAIL_FROM)", done: Boolean(env.EMAIL_FROM), detail: emailFrom() },
      { item: "Support address (SUPPORT_EMAIL)", done: Boolean(env.SUPPORT_EMAIL), detail: supportAddress() },
      { item: "Public app URL for links (APP_URL)", done: Boolean(env.APP_URL), detail: appUrl() },
      {
        item: "Last delivery succeeded",
        done: deliveredSinceFailure,
        detail: lastSent
          ? `Last sent ${lastSent.createdAt.toISOString()}`
          : "Nothing delivered through the provider yet: send a test email",
      },
    ],
    outbox: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
