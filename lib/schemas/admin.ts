// Admin console forms and endpoints share these schemas.
import "./zod-setup";
import { z } from "zod";
import { TIERS } from "@/lib/plans";
import { emailField } from "./auth";

export const ROLES = ["user", "admin"] as const;
export type RoleValue = (typeof ROLES)[number];

export const REFUND_REASONS = ["requested_by_customer", "duplicate", "fraudulent", "subscription_canceled"] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const MODEL_ID_PATTERN = /^[A-Za-z0-9._:/-]{1,100}$/;
export const SESSION_ID_PATTERN = /^cs_(test|live)_[A-Za-z0-9]+$/;

/** A user's address as the admin types it (normalised like sign-up does). */
export const adminEmail = z
  .string({ error: "Please enter a user email" })
  .trim()
  .min(1, "Please enter a user email")
  .pipe(emailField);

// Control characters (other than tab/newline) never reach the database or an email.
const freeText = (max: number, emptyMessage: string) =>
  z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(max, `Must be at most ${max} characters`)
    .refine(
      (v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v),
      "Contains characters that are not allowed",
    );

export const modelId = z
  .string({ error: "Model ID cannot be empty" })
  .trim()
  .min(1, "Model ID cannot be empty")
  .max(100, "Model ID must be at most 100 characters")
  .regex(MODEL_ID_PATTERN, "Model ID may only contain letters, digits and . _ : / -");

export const setRoleSchema = z
  .object({ email: adminEmail, role: z.enum(ROLES, { error: "Role must be user or admin" }) })
  .strict();
export type SetRoleInput = z.infer<typeof setRoleSchema>;

export const deleteUserSchema = z.object({ email: adminEmail }).strict();

const PRICE_MESSAGE = "Enter a price in USD per 1M tokens, like 0.15";
/** USD per 1M tokens: a number, or the text of one as typed in the form. */
export const perMillion = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,4}(\.\d{1,4})?$/, PRICE_MESSAGE)
        .transform(Number),
    ],
    { error: PRICE_MESSAGE },
  )
  .pipe(z.number().min(0, PRICE_MESSAGE).max(1000, "A price must be at most 1000 USD per 1M tokens"));
export const priceSchema = z.object({ inputPerM: perMillion, outputPerM: perMillion }).strict();

export const updateModelSchema = z
  .object({
    tier: z.enum(TIERS, { error: "Unknown tier" }),
    primary: modelId,
    // Empty or missing backup = no backup model.
    backup: z
      .union([z.literal(""), z.null(), modelId])
      .optional()
      .transform((v) => (v ? v : null)),
    // Missing = keep the model's price as it is (a saved one, or the list price of a known id).
    price: priceSchema.nullish(),
    backupPrice: priceSchema.nullish(),
  })
  .strict();
export type UpdateModelInput = z.input<typeof updateModelSchema>;

export const refundSchema = z
  .object({
    email: adminEmail,
    chargeId: z
      .string({ error: "Please choose a charge" })
      .trim()
      .regex(/^(ch|py)_[A-Za-z0-9]{1,200}$/, "Please choose a charge"),
    reason: z.enum(REFUND_REASONS, { error: "Please select a refund reason" }),
    // Cents; missing or null = refund everything still refundable.
    amount: z
      .number({ error: "Refund amount must be a whole number of cents" })
      .int("Refund amount must be a whole number of cents")
      .positive("Refund amount must be greater than 0")
      .max(100_000_000, "Refund amount is too large")
      .nullish(),
  })
  .strict();
export type RefundInput = z.infer<typeof refundSchema>;

export const manualDowngradeSchema = z
  .object({ email: adminEmail, reason: freeText(500, "Please enter a reason for the downgrade") })
  .strict();

export const sessionIdField = z
  .string({ error: "Please enter a session id" })
  .trim()
  .min(1, "Please enter a session id")
  .max(300, "Please enter a valid checkout session id (cs_test_... or cs_live_...)")
  .regex(SESSION_ID_PATTERN, "Please enter a valid checkout session id (cs_test_... or cs_live_...)");

export const sessionParams = z.object({ sessionId: sessionIdField });

export const fixPaymentSchema = z
  .object({ sessionId: sessionIdField.optional(), email: adminEmail.optional() })
  .strict()
  .refine((v) => Boolean(v.sessionId) !== Boolean(v.email), "Please enter a session id or a user email");
export type FixPaymentInput = z.infer<typeof fixPaymentSchema>;

// Path segments may arrive still percent-encoded (an "@" as %40) depending on the router.
const decodeSegment = (v: unknown) => {
  if (typeof v !== "string" || !/%[0-9A-Fa-f]{2}/.test(v)) return v;
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
};

export const emailParams = z.object({ email: z.preprocess(decodeSegment, adminEmail) });

export const launchWelcomeParams = z.object({
  email: z.preprocess(
    decodeSegment,
    z
      .string({ error: "Email Required - Please enter an email address" })
      .trim()
      .min(1, "Email Required - Please enter an email address")
      .pipe(emailField),
  ),
});

export const refundHistoryQuery = z.object({ email: adminEmail.optional() });

/** The sources that log in with the operator's credentials, so a refusal can hold them. */
export const HELD_SOURCES = ["bluesky", "reddit"] as const;
export type HeldSource = (typeof HELD_SOURCES)[number];

export const resumeSourceSchema = z
  .object({ source: z.enum(HELD_SOURCES, { error: "Please choose Bluesky or Reddit" }) })
  .strict();
