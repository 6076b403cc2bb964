// Plain-text emails (the text is also what the dev log shows). Links come from APP_URL only.
// A link's token is listed in `secrets`: delivered, never kept in the outbox or the log.
import { appUrl } from "@/env";

const secretsOf = (token: string) => [...new Set([token, encodeURIComponent(token)])];

export function verificationEmail(token: string) {
  const link = `${appUrl()}/verify-email?token=${encodeURIComponent(token)}`;
  return {
    kind: "verification",
    secrets: secretsOf(token),
    subject: "Verify your TrendScript email",
    text: `Welcome to TrendScript!\n\nConfirm your email address to start finding trends:\n${link}\n\nThis link expires in 24 hours. If you didn't sign up, ignore this email.`,
  };
}

export function existingAccountEmail() {
  return {
    kind: "existing-account",
    subject: "Someone tried to sign up with your email",
    text: `Someone (hopefully you) tried to create a TrendScript account with this email address, which already has an account.\n\nSign in: ${appUrl()}/login\nForgot your password? ${appUrl()}/auth/forgot-password\n\nIf this wasn't you, you can ignore this email.`,
  };
}

export function resetEmail(token: string) {
  const link = `${appUrl()}/auth/reset-password?token=${encodeURIComponent(token)}`;
  return {
    kind: "reset",
    secrets: secretsOf(token),
    subject: "Reset your TrendScript password",
    text: `We received a request to reset your password.\n\nChoose a new password:\n${link}\n\nThis link expires in 30 minutes and works once. If you didn't ask for it, ignore this email: your password stays the same.`,
  };
}

export function passwordChangedEmail() {
  return {
    kind: "password-changed",
    subject: "Your TrendScript password was changed",
    text: `Your password was just changed and every other session was signed out.\n\nIf this wasn't you, reset your password now: ${appUrl()}/auth/forgot-password and contact support.`,
  };
}
