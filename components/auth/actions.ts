"use server";
// The account forms' server actions: what a submit does before the page's JavaScript has run (a
// slow network, a blocked chunk, JavaScript turned off). Once the page is live the forms keep
// calling the JSON endpoints; both paths run the same domain functions with the same schemas,
// rate limits and messages (lib/http/action.ts). Every export here is a public POST endpoint.
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { authenticate, forgotPassword, register, resendVerification, resetPassword } from "@/lib/auth/accounts";
import { setSessionCookie } from "@/lib/auth/session";
import { actionContext, failure, formFields, parseForm, type FormState } from "@/lib/http/action";
import { emailOnlySchema, loginSchema, registerSchema, resetPasswordSchema, safeCallbackUrl } from "@/lib/schemas/auth";

/** Sign in: sets the same session cookie as POST /api/auth/login, then goes to the callback page. */
export async function signInAction(_prev: FormState, form: FormData): Promise<FormState> {
  const input = formFields(form, ["email", "password", "callbackUrl"] as const);
  const values = { email: input.email ?? "" };
  const parsed = parseForm(
    loginSchema,
    { email: input.email ?? "", password: input.password ?? "", callbackUrl: input.callbackUrl || undefined },
    values,
  );
  if (!parsed.ok) return parsed.state;
  const ctx = await actionContext();
  try {
    const user = await authenticate(parsed.data.email, parsed.data.password, ctx);
    await setSessionCookie({ cookies: await cookies() }, user);
  } catch (err) {
    return failure(err, values);
  }
  redirect(safeCallbackUrl(parsed.data.callbackUrl));
}

/** Sign up with the form's fields mapped as the page maps them for POST /api/auth/register. */
export async function signUpAction(_prev: FormState, form: FormData): Promise<FormState> {
  const input = formFields(form, ["email", "password", "confirmPassword", "gdprConsent", "updates"] as const);
  const email = input.email ?? "";
  const values = { email };
  const optional = input.updates === "on";
  const parsed = parseForm(
    registerSchema,
    {
      email,
      password: input.password ?? "",
      confirmPassword: input.confirmPassword ?? "",
      firstName: email.split("@")[0],
      lastName: "User",
      gdprConsent: input.gdprConsent === "on",
      marketingConsent: optional,
      analyticsConsent: optional,
      conversionTrackingConsent: optional,
      dataProcessingConsent: true,
    },
    values,
  );
  if (!parsed.ok) return parsed.state;
  try {
    await register(parsed.data, await actionContext());
  } catch (err) {
    return failure(err, values);
  }
  redirect("/verify-email");
}

/** Forgot password: the same answer whether or not the account exists. */
export async function forgotPasswordAction(_prev: FormState, form: FormData): Promise<FormState> {
  const input = formFields(form, ["email"] as const);
  const values = { email: input.email ?? "" };
  const parsed = parseForm(emailOnlySchema, { email: input.email ?? "" }, values);
  if (!parsed.ok) return parsed.state;
  try {
    return { ok: true, ...(await forgotPassword(parsed.data.email, await actionContext())), values };
  } catch (err) {
    return failure(err, values);
  }
}

/** Reset password with the emailed token (a hidden field: the POST body, not the URL). */
export async function resetPasswordAction(_prev: FormState, form: FormData): Promise<FormState> {
  const input = formFields(form, ["token", "password", "confirmPassword"] as const);
  const parsed = parseForm(resetPasswordSchema, {
    token: input.token ?? "",
    password: input.password ?? "",
    confirmPassword: input.confirmPassword ?? "",
  });
  if (!parsed.ok) return parsed.state;
  try {
    await resetPassword(parsed.data.token, parsed.data.password);
  } catch (err) {
    return failure(err);
  }
  redirect("/login?reset=true");
}

/** A new verification link: the same answer whether or not the account exists. */
export async function resendVerificationAction(_prev: FormState, form: FormData): Promise<FormState> {
  const input = formFields(form, ["email"] as const);
  const values = { email: input.email ?? "" };
  const parsed = parseForm(emailOnlySchema, { email: input.email ?? "" }, values);
  if (!parsed.ok) return parsed.state;
  try {
    return { ok: true, ...(await resendVerification(parsed.data.email, await actionContext())), values };
  } catch (err) {
    return failure(err, values);
  }
}
