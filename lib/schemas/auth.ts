// Account forms and endpoints share these schemas (react-hook-form on the client, the route
// wrapper on the server). Messages are the exact
// texts the forms show.
import "./zod-setup";
import { z } from "zod";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

/** NFKC, trimmed, lower-cased; quoted local parts and control characters are refused. */
export const emailField = z
  .string()
  .max(254, "Email address is too long")
  .transform((v) => v.normalize("NFKC").trim().toLowerCase())
  .pipe(
    z.email("Please enter a valid email address").refine((v) => !v.includes('"'), "Please enter a valid email address"),
  );

const passwordField = z
  .string()
  .min(PASSWORD_MIN, "Password must be at least 8 characters long")
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`);

const nameField = z.string().trim().max(100, "Name is too long").optional();

export const registerSchema = z
  .object({
    email: emailField,
    password: passwordField,
    confirmPassword: z.string().max(PASSWORD_MAX),
    firstName: nameField,
    lastName: nameField,
    gdprConsent: z.literal(true, { error: "You must accept our Privacy Policy to create an account" }),
    marketingConsent: z.boolean().default(false),
    analyticsConsent: z.boolean().default(false),
    conversionTrackingConsent: z.boolean().default(false),
    dataProcessingConsent: z.boolean().default(true),
  })
  .strict()
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });
export type RegisterInput = z.infer<typeof registerSchema>;

/** The sign-up form: the same rules, with the one optional box standing for three consents. */
export const signupFormSchema = z
  .object({
    email: emailField,
    password: passwordField,
    confirmPassword: z.string().max(PASSWORD_MAX),
    gdprConsent: z.boolean().refine((v) => v, "You must accept our Privacy Policy to create an account"),
    updates: z.boolean(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });
export type SignupFormValues = z.infer<typeof signupFormSchema>;

export const loginSchema = z
  .object({
    email: emailField,
    password: z.string().min(1, "Please enter your password").max(PASSWORD_MAX),
    callbackUrl: z.string().max(2000).optional(),
  })
  .strict();

/** The sign-in form: presence only (the endpoint answers wrong credentials the same way for all). */
export const loginFormSchema = z.object({
  email: z.string().trim().min(1, "Please enter your email").max(254),
  password: z.string().min(1, "Please enter your password").max(PASSWORD_MAX),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

export const forgotPasswordFormSchema = z.object({
  email: z.string().trim().email("Please enter a valid email address"),
});
export type ForgotPasswordFormValues = z.infer<typeof forgotPasswordFormSchema>;

/** The new-password form (the token travels in the page's URL, not in a field). */
export const resetPasswordFormSchema = z
  .object({ password: passwordField, confirmPassword: z.string().max(PASSWORD_MAX) })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;

export const tokenSchema = z.object({ token: z.string().min(10, "Invalid or missing token").max(200) }).strict();

export const emailOnlySchema = z.object({ email: emailField }).strict();

export const resetPasswordSchema = z
  .object({
    token: z.string().min(10).max(200),
    password: passwordField,
    confirmPassword: z.string().max(PASSWORD_MAX),
  })
  .strict()
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });

/** Only same-origin relative paths ("/x", not "//x" or "/\x"): no open redirects. */
export function safeCallbackUrl(value: string | null | undefined, fallback = "/"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f]/.test(value)) return fallback;
  return value;
}
