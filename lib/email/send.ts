// sendEmail(): every message is written to the outbox first (nothing is lost, admins can see it);
// with RESEND_API_KEY it is delivered through Resend, otherwise logged (dev shows the links).
import "server-only";
import { Resend } from "resend";
import { env } from "@/env";
import { db } from "@/lib/db";
import { log } from "@/lib/log";

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** template name, e.g. 'verification', 'reset', 'support-copy' */
  kind: string;
  replyTo?: string;
  /** Extra headers (e.g. List-Unsubscribe); kept in the outbox with the message. */
  headers?: Record<string, string>;
  /** Resend drops a repeated send with the same key (24 h), e.g. a retried daily digest. */
  idempotencyKey?: string;
};

export const emailFrom = () => env.EMAIL_FROM ?? "TrendScript <hello@trendscript.app>";
export const supportAddress = () => env.SUPPORT_EMAIL ?? "support@trendscript.app";
export const emailConfigured = () => Boolean(env.RESEND_API_KEY);

// Header injection guard: a subject or address never carries a line break.
const oneLine = (s: string) => s.replace(/[\r\n]+/g, " ").trim();

export async function sendEmail(message: EmailMessage): Promise<{ id: string; status: string }> {
  const to = oneLine(message.to);
  const subject = oneLine(message.subject).slice(0, 250);
  const headers = message.headers ? Object.fromEntries(Object.entries(message.headers).map(([k, v]) => [oneLine(k), oneLine(v)])) : undefined;
  const row = await db.emailOutbox.create({
    data: { to, from: emailFrom(), subject, text: message.text, html: message.html ?? null, headers, kind: message.kind },
  });
  if (!emailConfigured()) {
    log.info("email_logged", { id: row.id, kind: message.kind, to });
    if (process.env.NODE_ENV !== "test") console.log(`\n[email to ${to}] ${subject}\n${message.text}\n`);
    await db.emailOutbox.update({ where: { id: row.id }, data: { status: "logged" } });
    return { id: row.id, status: "logged" };
  }
  try {
    const resend = new Resend(env.RESEND_API_KEY);
    const { data, error } = await resend.emails.send(
      {
        from: emailFrom(),
        to,
        subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo ? oneLine(message.replyTo) : undefined,
        headers,
      },
      message.idempotencyKey ? { idempotencyKey: message.idempotencyKey } : undefined,
    );
    if (error) throw new Error(error.message);
    await db.emailOutbox.update({ where: { id: row.id }, data: { status: "sent", providerId: data?.id ?? null, sentAt: new Date() } });
    return { id: row.id, status: "sent" };
  } catch (err) {
    const reason = (err as Error).message.slice(0, 500);
    log.error("email_failed", { id: row.id, kind: message.kind, error: reason });
    await db.emailOutbox.update({ where: { id: row.id }, data: { status: "failed", error: reason } });
    return { id: row.id, status: "failed" };
  }
}
