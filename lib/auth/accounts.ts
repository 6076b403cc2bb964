// Email/password accounts: register, verify, sign in, forgot/reset, resend verification.
// No user enumeration: known and unknown emails get the same status and body (and a dummy hash
// is verified when the account doesn't exist, so the timing matches too).
import "server-only";
import { isDesignatedAdmin } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { sendEmail, sendEmailAfterResponse } from "@/lib/email/send";
import { ensureRetentionSchedule } from "@/lib/compliance/retention";
import { existingAccountEmail, passwordChangedEmail, resetEmail, verificationEmail } from "@/lib/email/templates";
import { ipBucket, storableIp } from "@/lib/request/client-ip";
import { ApiError, badRequest, unauthorized } from "@/lib/errors";
import { log } from "@/lib/log";
import type { RegisterInput } from "@/lib/schemas/auth";
import { hashPassword, verifyPassword } from "./password";
import { enforce, hit, hitsCounted, isBlocked, reset, resetPrefix } from "@/lib/rate-limit";
import { hashToken, newToken, RESET_TTL_MS, VERIFICATION_TTL_MS } from "./tokens";

export const REGISTERED_MESSAGE = "Registration successful! Please check your email to verify your account.";
export const VERIFY_FAILED_MESSAGE = "Email verification failed. The link may be expired or invalid.";
export const LOGIN_FAILED_MESSAGE = "Invalid email or password";
export const FORGOT_MESSAGE = "If an account exists for that email, we've sent a link to reset your password.";
export const RESEND_MESSAGE = "If that account still needs verifying, we've sent a new verification link.";
export const LOCKED_MESSAGE = "Too many failed sign-in attempts. Please wait 15 minutes or reset your password.";

// Per (account, client): 10 failures in 15 minutes lock that client out of that account. The lock
// is never account-wide, or anyone could keep any account locked from anywhere.
const CLIENT_FAILURES = (email: string, ip: string) => ({
  key: `login-fail:${email}:${ipBucket(ip)}`,
  limit: 10,
  windowS: 900,
});
// Per account, from every client: past a few failures each further attempt waits a little longer
// before it is answered (right password or wrong), which slows a guesser spread over many
// addresses without ever refusing the owner.
const SLOW_AFTER_FAILURES = 5;
const ACCOUNT_FAILURES = (email: string) => ({ key: `login-slow:${email}`, limit: SLOW_AFTER_FAILURES, windowS: 3600 });
const DELAY_STEP_MS = 250;
const DELAY_MAX_MS = 5000;
// Per IP: 50 attempts in 15 minutes.
const IP_ATTEMPTS = (ip: string) => ({ key: `login-ip:${ipBucket(ip)}`, limit: 50, windowS: 900 });

/** How long an attempt on an account with `failures` recent failures waits before its answer. */
export function loginDelayMs(failures: number): number {
  return Math.min(Math.max(0, failures - SLOW_AFTER_FAILURES) * DELAY_STEP_MS, DELAY_MAX_MS);
}

type Context = { ip: string; userAgent?: string | null };

export async function register(input: RegisterInput, ctx: Context): Promise<{ message: string }> {
  // Keyed by the email being registered (a route knows no caller yet) and the address's /64 bucket.
  await enforce(
    [
      { key: `register-ip:${ipBucket(ctx.ip)}`, limit: 30, windowS: 900 },
      { key: `register-email:${input.email}`, limit: 3, windowS: 3600 },
    ],
    "Too many sign-up attempts. Please try again later.",
  );
  const passwordHash = await hashPassword(input.password);
  const { token, hash } = newToken();
  const now = new Date();
  const firstName = input.firstName?.trim() || input.email.split("@")[0].slice(0, 100);
  try {
    const userId = await db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          email: input.email,
          firstName,
          lastName: input.lastName?.trim() || "User",
          passwordHash,
          verificationToken: hash,
          verificationTokenExpires: new Date(now.getTime() + VERIFICATION_TTL_MS),
          gdprConsent: true,
          gdprConsentDate: now,
          marketingConsent: input.marketingConsent,
          analyticsConsent: input.analyticsConsent,
          conversionTrackingConsent: input.conversionTrackingConsent,
          dataProcessingConsent: true,
          role: isDesignatedAdmin(input.email) ? "admin" : "user",
        },
      });
      await tx.gdprAuditLog.create({
        data: {
          userId: user.id,
          action: "consent_updated",
          dataType: "consent",
          details: {
            source: "signup",
            version: "1.1",
            after: {
              gdprConsent: true,
              marketingConsent: input.marketingConsent,
              analyticsConsent: input.analyticsConsent,
              conversionTrackingConsent: input.conversionTrackingConsent,
              dataProcessingConsent: true,
            },
          },
          ipAddress: storableIp(ctx.ip),
          userAgent: ctx.userAgent?.slice(0, 500) ?? null,
        },
      });
      return user.id;
    });
    await ensureRetentionSchedule(userId);
    await sendEmail({ to: input.email, ...verificationEmail(token) });
    log.info("user_registered", { email_domain: input.email.split("@")[1] });
  } catch (err) {
    if ((err as { code?: string }).code !== "P2002") throw err;
    // Already registered: tell the owner by email, answer exactly as for a new account.
    await sendEmail({ to: input.email, ...existingAccountEmail() });
  }
  return { message: REGISTERED_MESSAGE };
}

/** Consumes a verification token once (one conditional UPDATE: concurrent uses, one wins). */
export async function verifyEmail(token: string): Promise<{ message: string }> {
  const { count } = await db.user.updateMany({
    where: { verificationToken: hashToken(token), verificationTokenExpires: { gt: new Date() } },
    data: { emailVerified: true, verificationToken: null, verificationTokenExpires: null },
  });
  if (count !== 1) throw badRequest(VERIFY_FAILED_MESSAGE);
  return { message: "Email verified successfully! You can now sign in to your account." };
}

export async function authenticate(email: string, password: string, ctx: Context) {
  const ipLimit = await hit(IP_ATTEMPTS(ctx.ip));
  if (!ipLimit.ok) throw new ApiError(429, "Too many sign-in attempts. Please try again later.");
  // A locked client stays locked for the window even with the right password.
  if (await isBlocked(CLIENT_FAILURES(email, ctx.ip))) {
    log.warn("login_locked", { email_domain: email.split("@")[1] });
    throw new ApiError(429, LOCKED_MESSAGE);
  }
  const delay = loginDelayMs(await hitsCounted(ACCOUNT_FAILURES(email).key));
  if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
  const user = await db.user.findUnique({ where: { email } });
  const ok = await verifyPassword(user?.passwordHash, password);
  if (!user || !ok) {
    await Promise.all([hit(CLIENT_FAILURES(email, ctx.ip)), hit(ACCOUNT_FAILURES(email))]);
    log.warn("login_failed", { email_domain: email.split("@")[1] });
    throw unauthorized(LOGIN_FAILED_MESSAGE);
  }
  if (!user.emailVerified) {
    throw new ApiError(403, "Please verify your email before signing in. Check your inbox for the verification link.");
  }
  await Promise.all([reset(CLIENT_FAILURES(email, ctx.ip).key), reset(ACCOUNT_FAILURES(email).key)]);
  log.info("login_succeeded", { userId: user.id });
  return user;
}

export async function forgotPassword(email: string, ctx: Context): Promise<{ message: string }> {
  // Keyed by the email asked about, so one address can't flood another's inbox from many clients.
  await enforce(
    [
      { key: `forgot-ip:${ipBucket(ctx.ip)}`, limit: 10, windowS: 3600 },
      { key: `forgot-email:${email}`, limit: 3, windowS: 3600 },
    ],
    "Too many reset requests. Please try again later.",
  );
  const { token, hash } = newToken();
  const { count: updated } = await db.user.updateMany({
    where: { email },
    data: { resetPasswordToken: hash, resetPasswordExpires: new Date(Date.now() + RESET_TTL_MS) },
  });
  // Delivery waits for the response: the answer takes as long for a stranger's address as for a
  // customer's (the only work that differs is the outbox row).
  if (updated === 1) await sendEmailAfterResponse({ to: email, ...resetEmail(token) });
  return { message: FORGOT_MESSAGE };
}

/** Consumes a reset token once, sets the password and ends every other session. */
export async function resetPassword(token: string, password: string): Promise<{ message: string }> {
  const passwordHash = await hashPassword(password);
  const hash = hashToken(token);
  const user = await db.user.findFirst({ where: { resetPasswordToken: hash }, select: { email: true } });
  const { count } = await db.user.updateMany({
    where: { resetPasswordToken: hash, resetPasswordExpires: { gt: new Date() } },
    data: {
      passwordHash,
      resetPasswordToken: null,
      resetPasswordExpires: null,
      // The emailed link proves the address.
      emailVerified: true,
      sessionVersion: { increment: 1 },
    },
  });
  if (count !== 1 || !user)
    throw badRequest("This password reset link is invalid or has expired. Please request a new one.");
  // The emailed link proved the owner: every lock and slow-down on the account ends.
  await Promise.all([resetPrefix(`login-fail:${user.email}:`), reset(ACCOUNT_FAILURES(user.email).key)]);
  await sendEmail({ to: user.email, ...passwordChangedEmail() });
  log.info("password_reset", { email_domain: user.email.split("@")[1] });
  return { message: "Your password has been reset. You can now sign in." };
}

export async function resendVerification(email: string, ctx: Context): Promise<{ message: string }> {
  // Keyed by the email asked about, as the reset request is.
  await enforce(
    [
      { key: `resend-ip:${ipBucket(ctx.ip)}`, limit: 10, windowS: 3600 },
      { key: `resend-email:${email}`, limit: 3, windowS: 3600 },
    ],
    "Too many requests. Please try again later.",
  );
  const { token, hash } = newToken();
  const { count: updated } = await db.user.updateMany({
    where: { email, emailVerified: false },
    data: { verificationToken: hash, verificationTokenExpires: new Date(Date.now() + VERIFICATION_TTL_MS) },
  });
  if (updated === 1) await sendEmailAfterResponse({ to: email, ...verificationEmail(token) });
  return { message: RESEND_MESSAGE };
}
