import "server-only";
// Support tickets: stored first (nothing is lost when email fails), then a copy goes to the
// support address and an acknowledgement to the sender, both plain text through sendEmail().
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { sendEmail, supportAddress } from "@/lib/email/send";
import { enforce, enforceCaller, type CallerLimit } from "@/lib/rate-limit";
import { ipBucket } from "@/lib/request/client-ip";
import { badRequest } from "@/lib/errors";
import { log } from "@/lib/log";
import { PLANS } from "@/lib/plans";
import type { SessionUser } from "@/lib/auth/current-user";
import {
  CATEGORY_INFO,
  EMAIL_REQUIRED_MESSAGE,
  requiredEmailField,
  type SupportCategory,
  type SupportPriority,
  type TicketResponseDTO,
} from "@/lib/schemas/support";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const RANK: Record<SupportPriority, number> = { low: 0, medium: 1, high: 2, urgent: 3 };

export const GUEST_LIMITS = { perIpPerHour: 5, perEmailPerHour: 3 };
/** A signed-in user's tickets from either form share one bucket: the dialog's route option and the page's call. */
export const USER_TICKET_LIMIT: CallerLimit = {
  name: "ticket:user",
  limit: 60,
  windowS: 3600,
  message: "Too many support requests. Please wait a while before sending another ticket.",
};
export const GUEST_RATE_LIMITED =
  "Too many support requests. Please wait an hour before sending another ticket, or email us directly.";

/** TKT- and 10 characters of crypto-random base32 (50 bits): public and unguessable. */
export function newTicketId(): string {
  const bytes = randomBytes(10);
  let out = "";
  for (const b of bytes) out += BASE32[b & 31];
  return `TKT-${out}`;
}

/** Paid subscribers get priority support: at least 'high', answered within 2-4 hours. */
export function isPriorityCustomer(user: Pick<SessionUser, "subscriptionTier"> | null): boolean {
  return Boolean(user && user.subscriptionTier !== "free");
}

function effectivePriority(requested: SupportPriority, priorityCustomer: boolean): SupportPriority {
  return priorityCustomer && RANK[requested] < RANK.high ? "high" : requested;
}

function responseTime(priorityCustomer: boolean, category: SupportCategory | null): string {
  if (priorityCustomer) return "2-4 hours (priority support)";
  return category ? CATEGORY_INFO[category].response : "24-48 hours";
}

type NewTicket = {
  user: SessionUser | null;
  email: string;
  subject: string;
  message: string;
  category: SupportCategory | null;
  priority: SupportPriority;
  channel: "dialog" | "guest" | "page";
};

// Header safety: a subject line never carries a line break (sendEmail also guards).
const oneLine = (s: string) => s.replace(/[\r\n\u2028\u2029]+/g, " ").trim();

async function createTicket(t: NewTicket): Promise<TicketResponseDTO> {
  const priorityCustomer = isPriorityCustomer(t.user);
  const priority = effectivePriority(t.priority, priorityCustomer);
  const id = newTicketId();
  await db.supportTicket.create({
    data: {
      id,
      userId: t.user?.id ?? null,
      email: t.email,
      subject: t.subject,
      message: t.message,
      category: t.category,
      priority,
      channel: t.channel,
    },
  });
  const eta = responseTime(priorityCustomer, t.category);
  await notify({ ...t, id, priority, priorityCustomer, eta }).catch((err: Error) =>
    log.error("support_email_failed", { ticketId: id, error: err.message.slice(0, 300) }),
  );
  log.info("support_ticket_created", { ticketId: id, channel: t.channel, priority, signedIn: Boolean(t.user) });
  const message = priorityCustomer
    ? `Your support ticket ${id} has been created. As a priority support subscriber you can expect a response within 2-4 hours.`
    : `Your support ticket ${id} has been created. We'll reply by email within ${eta}.`;
  return { success: true, ticketId: id, message, priority };
}

async function notify(
  t: NewTicket & { id: string; priority: SupportPriority; priorityCustomer: boolean; eta: string },
) {
  const plan = t.user ? PLANS[t.user.subscriptionTier].name : "Guest";
  const subjectLine = oneLine(t.subject).slice(0, 120);
  await sendEmail({
    to: supportAddress(),
    kind: "support-copy",
    replyTo: t.email,
    subject: `[${t.id}] [${t.priority}] ${subjectLine}`,
    text: [
      `Ticket: ${t.id}`,
      `From: ${t.email}${t.user ? " (signed in)" : " (guest)"}`,
      `Plan: ${plan}${t.priorityCustomer ? " - priority support (2-4 hours)" : ""}`,
      `Category: ${t.category ?? "-"}`,
      `Priority: ${t.priority}`,
      `Channel: ${t.channel}`,
      "",
      `Subject: ${subjectLine}`,
      "",
      t.message,
    ].join("\n"),
  });
  // A guest's address is unverified: anyone can type someone else's. Their acknowledgement is our
  // own fixed text with the ticket id and nothing they wrote, so the form can't be used to send
  // chosen words (a phishing line, a link) from our domain to a stranger.
  await sendEmail({
    to: t.email,
    kind: "support-ack",
    replyTo: supportAddress(),
    subject: `We received your support request [${t.id}]`,
    text: [
      "Hi,",
      "",
      `Thanks for contacting TrendScript support. Your ticket ID is ${t.id}.`,
      t.priorityCustomer
        ? "As a priority support subscriber you can expect a response within 2-4 hours."
        : `We usually respond within ${t.eta}.`,
      ...(t.user ? ["", `Subject: ${subjectLine}`] : []),
      "",
      "Reply to this email to add details to your request.",
      "",
      "The TrendScript team",
    ].join("\n"),
  });
}

/** POST /api/support/ticket: the account's email, never one from the body. */
export async function createUserTicket(
  user: SessionUser,
  input: { subject: string; message: string; category: SupportCategory },
): Promise<TicketResponseDTO> {
  return createTicket({
    user,
    email: user.email,
    subject: input.subject,
    message: input.message,
    category: input.category,
    priority: CATEGORY_INFO[input.category].priority,
    channel: "dialog",
  });
}

async function enforceGuestLimits(email: string, ip: string) {
  // Keyed by the email a guest types, which only the ticket's own parsing knows, and by the
  // address's /64 bucket rather than the raw address a route option would count.
  await enforce(
    [
      { key: `ticket:guest-ip:${ipBucket(ip)}`, limit: GUEST_LIMITS.perIpPerHour, windowS: 3600 },
      { key: `ticket:guest-email:${email}`, limit: GUEST_LIMITS.perEmailPerHour, windowS: 3600 },
    ],
    GUEST_RATE_LIMITED,
  );
}

/** POST /api/support/guest-ticket: email required; rate-limited per IP and per email. */
export async function createGuestTicket(
  input: { subject: string; message: string; category: SupportCategory; email: string },
  ip: string,
): Promise<TicketResponseDTO> {
  await enforceGuestLimits(input.email, ip);
  return createTicket({
    user: null,
    email: input.email,
    subject: input.subject,
    message: input.message,
    category: input.category,
    priority: CATEGORY_INFO[input.category].priority,
    channel: "guest",
  });
}

/** POST /api/support/create-ticket (the /support page): signed in uses the account email. */
export async function createPageTicket(
  user: SessionUser | null,
  input: {
    subject: string;
    message: string;
    priority: SupportPriority;
    email?: string | null;
    userEmail?: string | null;
  },
  ip: string,
): Promise<TicketResponseDTO> {
  let email: string;
  if (user) {
    // The page's route also takes guests, whose limits are keyed by the email they type (below),
    // so its signed-in limit is counted here rather than as the route's per-caller option.
    await enforceCaller(USER_TICKET_LIMIT, user.id);
    email = user.email;
  } else {
    const parsed = requiredEmailField.safeParse(input.email || input.userEmail || "");
    if (!parsed.success) {
      const blank = !(input.email || input.userEmail || "").trim();
      throw badRequest(blank ? EMAIL_REQUIRED_MESSAGE : parsed.error.issues[0].message);
    }
    email = parsed.data;
    await enforceGuestLimits(email, ip);
  }
  return createTicket({
    user,
    email,
    subject: input.subject,
    message: input.message,
    category: null,
    priority: input.priority,
    channel: "page",
  });
}
