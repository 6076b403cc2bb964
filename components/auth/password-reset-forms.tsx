"use client";
// Once the page is live these forms post JSON to the endpoints; submitted before that (or with
// JavaScript off) they post themselves to the matching server actions (components/auth/actions.ts).
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { forgotPasswordAction, resetPasswordAction } from "@/components/auth/actions";
import { usePostedForm } from "@/lib/client/use-posted-form";
import {
  forgotPasswordFormSchema,
  resetPasswordFormSchema,
  type ForgotPasswordFormValues,
  type ResetPasswordFormValues,
} from "@/lib/schemas/auth";
import { EmailField, FormError, NewPasswordFields } from "@/components/forms/field-error";
import { answerMessage, apiJson } from "@/lib/client/api";

async function post(url: string, body: unknown): Promise<{ ok: boolean; message: string }> {
  try {
    const json = await apiJson<{ message?: string }>("POST", url, body);
    return { ok: true, message: json.message || "Done" };
  } catch (err) {
    return { ok: false, message: answerMessage(err, "Something went wrong") };
  }
}

export function ForgotPasswordForm() {
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const { posted, formAction, live } = usePostedForm(forgotPasswordAction);
  const { register, handleSubmit, formState } = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: posted?.values?.email ?? "" },
  });
  const submit = handleSubmit(async (v) => setResult(await post("/api/auth/forgot-password", v)));
  const emailError = formState.errors.email?.message ?? posted?.fields?.email;
  const shown = result ?? (posted && !emailError ? posted : null);
  return (
    <form action={formAction} onSubmit={live(submit)} noValidate className="space-y-4">
      <EmailField field={register("email")} error={emailError} defaultValue={posted?.values?.email} />
      {shown ? (
        <Alert variant={shown.ok ? "default" : "destructive"} role="status">
          <AlertDescription>{shown.message}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        Send reset link
      </Button>
      <p className="text-center text-sm">
        <Link href="/login" className="underline">
          Back to sign in
        </Link>
      </p>
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const [error, setError] = useState<string | null>(null);
  const { posted, formAction, live } = usePostedForm(resetPasswordAction);
  const { register, handleSubmit, formState } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
  });
  const submit = handleSubmit(async (v) => {
    const result = await post("/api/auth/reset-password", { token, ...v });
    if (result.ok) window.location.assign("/login?reset=true");
    else setError(result.message);
  });
  const errors = {
    password: formState.errors.password?.message ?? posted?.fields?.password,
    confirmPassword: formState.errors.confirmPassword?.message ?? posted?.fields?.confirmPassword,
  };
  const shownError =
    error ?? (posted && !posted.ok && !errors.password && !errors.confirmPassword ? posted.message : null);
  return (
    <form action={formAction} onSubmit={live(submit)} noValidate className="space-y-4">
      {/* In the POST body for a submit before the script runs; the live form sends it as JSON. */}
      <input type="hidden" name="token" value={token} />
      <NewPasswordFields
        labels={{ password: "New password", confirm: "Confirm new password" }}
        password={register("password")}
        confirm={register("confirmPassword")}
        errors={errors}
      />
      <FormError message={shownError} />
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        Set new password
      </Button>
    </form>
  );
}
