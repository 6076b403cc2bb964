// Support tickets: shared by the Support dialog, the /support page form
// and the three ticket endpoints. No server imports: client components use these too.
import "./zod-setup";
import { z } from "zod";
import { emailField } from "./auth";

export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 2000;

export const SUPPORT_CATEGORIES = ["general", "technical", "billing", "bug", "feature"] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

export const SUPPORT_PRIORITIES = ["low", "medium", "high", "urgent"] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];

/** The response expected per dialog category and the priority it implies. */
export const CATEGORY_INFO: Record<SupportCategory, { label: string; response: string; priority: SupportPriority }> = {
  general: { label: "General question", response: "48 hours (low)", priority: "low" },
  technical: { label: "Technical issue", response: "24 hours (medium)", priority: "medium" },
  billing: { label: "Billing", response: "2 hours (high priority)", priority: "high" },
  bug: { label: "Bug report", response: "2 hours (high)", priority: "high" },
  feature: { label: "Feature request", response: "48 hours (low)", priority: "low" },
};

export const PRIORITY_LABELS: Record<SupportPriority, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
  urgent: "Urgent",
};

export const MISSING_INFO = "Please fill in both subject and message.";
export const EMAIL_REQUIRED = "Please provide your email address so we can respond.";
/** Server-side message when a guest leaves the email out. */
export const EMAIL_REQUIRED_MESSAGE = `Email required: ${EMAIL_REQUIRED}`;

// Postgres text cannot hold NUL; every other character is kept verbatim (after trimming).
// Lengths count UTF-16 units like the inputs' maxLength and the live counters (zod's max()
// counts code points, which would let the server and the counter disagree).
const noNul = (v: string) => !v.includes("\u0000");

export const subjectField = z
  .string({ error: `Missing information: ${MISSING_INFO}` })
  .trim()
  .min(1, `Missing information: ${MISSING_INFO}`)
  .refine((v) => v.length <= SUBJECT_MAX, `Subject must be at most ${SUBJECT_MAX} characters`)
  .refine(noNul, "Subject contains an invalid character");

export const messageField = z
  .string({ error: `Missing information: ${MISSING_INFO}` })
  .trim()
  .min(1, `Missing information: ${MISSING_INFO}`)
  .refine((v) => v.length <= MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`)
  .refine(noNul, "Message contains an invalid character");

/** Required guest email: missing or blank gets the product's 'Email required' message. */
export const requiredEmailField = z
  .string({ error: EMAIL_REQUIRED_MESSAGE })
  .trim()
  .min(1, EMAIL_REQUIRED_MESSAGE)
  .pipe(emailField);

/** Email the signed-in endpoints accept but ignore (the account's address is used). */
const ignoredEmail = z.string().max(254).optional().nullable();

const category = z.enum(SUPPORT_CATEGORIES, { error: "Please choose a valid category" }).default("general");

/** POST /api/support/ticket (signed in). */
export const userTicketSchema = z
  .object({ subject: subjectField, message: messageField, category, email: ignoredEmail })
  .strict();

/** POST /api/support/guest-ticket (public). */
export const guestTicketSchema = z
  .object({ subject: subjectField, message: messageField, category, email: requiredEmailField })
  .strict();

/** POST /api/support/create-ticket (the /support page form; guests must give an email). */
export const pageTicketSchema = z
  .object({
    subject: subjectField,
    message: messageField,
    priority: z.enum(SUPPORT_PRIORITIES, { error: "Please choose a valid priority" }).default("medium"),
    email: z.string().max(254).optional().nullable(),
    userEmail: z.string().max(254).optional().nullable(),
  })
  .strict();

export type UserTicketInput = z.infer<typeof userTicketSchema>;
export type GuestTicketInput = z.infer<typeof guestTicketSchema>;
export type PageTicketInput = z.infer<typeof pageTicketSchema>;

/** The /support page form (client): email is required only for guests. */
export function supportPageFormSchema(isGuest: boolean) {
  return z
    .object({ subject: subjectField, message: messageField, priority: z.enum(SUPPORT_PRIORITIES), email: z.string() })
    .superRefine((v, ctx) => {
      if (!isGuest) return;
      const email = requiredEmailField.safeParse(v.email);
      if (!email.success) ctx.addIssue({ code: "custom", path: ["email"], message: email.error.issues[0].message });
    });
}
export type SupportPageFormValues = { subject: string; message: string; priority: SupportPriority; email: string };

/** Response of every ticket endpoint. */
export type TicketResponseDTO = { success: boolean; ticketId: string; message: string; priority: SupportPriority };
