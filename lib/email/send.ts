// sendEmail(): every message is written to the outbox first (nothing is lost, admins can see it);
// with RESEND_API_KEY it is delivered through Resend, otherwise logged (dev shows the links).
// Single-use secrets in a message (the token of a reset or verification link) are delivered but
// never stored or logged: the outbox keeps the text with them blanked out, and the full text is
// printed only by a development server without a provider.
import "server-only";
import { Resend } from "resend";
import { env } from "@/env";
import { db } from "@/lib/db";
import { afterResponse } from "@/lib/request/after-response";
import { log } from "@/lib/log";

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** template name, e.g. 'verification', 'reset', 'support-copy' */
  kind: string;
  replyTo?: string;
  /** Values in the text that must never be stored or logged (sign-in link tokens). */
  secrets?: string[];
  /** Extra headers (e.g. List-Unsubscribe); kept in the outbox with the message. */
  headers?: Record<string, string>;
  /** Resend drops a repeated send with the same key (24 h), e.g. a retried daily digest. */
  idempotencyKey?: string;
};

type Queued = { id: string; message: EmailMessage; to: string; subject: string; headers?: Record<string, string> };

export const REDACTED = "[removed: single-use link]";

export const emailFrom = () => env.EMAIL_FROM ?? "TrendScript <hello@trendscript.app>";
export const supportAddress = () => env.SUPPORT_EMAIL ?? "support@trendscript.app";
export const emailConfigured = () => Boolean(env.RESEND_API_KEY);

// Header injection guard: a subject or address never carries a line break.
const oneLine = (s: string) => s.replace(/[\r\n]+/g, " ").trim();

function redact(text: string, secrets: string[] = []): string {
  return secrets.filter(Boolean).reduce((out, secret) => out.split(secret).join(REDACTED), text);
}

async function queue(message: EmailMessage): Promise<Queued> {
  const to = oneLine(message.to);
  const subject = oneLine(message.subject).slice(0, 250);
  const replyTo = message.replyTo ? oneLine(message.replyTo) : null;
  const headers = message.headers
    ? Object.fromEntries(Object.entries(message.headers).map(([k, v]) => [oneLine(k), oneLine(v)]))
    : undefined;
  const row = await db.emailOutbox.create({
    data: {
      to,
      replyTo,
      from: emailFrom(),
      subject,
      text: redact(message.text, message.secrets),
      html: message.html === undefined ? null : redact(message.html, message.secrets),
      headers,
      kind: message.kind,
    },
    select: { id: true },
  });
  return { id: row.id, message, to, subject, headers };
}

async function deliver({ id, message, to, subject, headers }: Queued): Promise<{ id: string; status: string }> {
  if (!emailConfigured()) {
    log.info("email_logged", { id, kind: message.kind, to });
    // A developer without a provider reads the links here; a production log never holds a body.
    if (process.env.NODE_ENV === "development") console.log(`\n[email to ${to}] ${subject}\n${message.text}\n`);
    await db.emailOutbox.update({ where: { id }, data: { status: "logged" } });
    return { id, status: "logged" };
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
    await db.emailOutbox.update({
      where: { id },
      data: { status: "sent", providerId: data?.id ?? null, sentAt: new Date() },
    });
    return { id, status: "sent" };
  } catch (err) {
    const reason = redact((err as Error).message, message.secrets).slice(0, 500);
    log.error("email_failed", { id, kind: message.kind, error: reason });
    await db.emailOutbox.update({ where: { id }, data: { status: "failed", error: reason } });
    return { id, status: "failed" };
  }
}

export async function sendEmail(message: EmailMessage): Promise<{ id: string; status: string }> {
  return deliver(await queue(message));
}

/**
 * Writes the outbox row now and hands the message to the provider once the response has gone, so
 * an answer takes as long when it sends mail as when it doesn't (no account enumeration by timing).
 */
export async function sendEmailAfterResponse(message: EmailMessage): Promise<void> {
  const queued = await queue(message);
  afterResponse("email_delivery", () => deliver(queued));
}
