"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  forgotPasswordFormSchema, resetPasswordFormSchema, type ForgotPasswordFormValues, type ResetPasswordFormValues,
} from "@/lib/schemas/auth";
import { FieldError } from "./field-error";

async function post(url: string, body: unknown): Promise<{ ok: boolean; message: string }> {
  try {
    const res = await fetch(url, { method: "POST", credentials: "include", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const json = (await res.json().catch(() => ({}))) as { message?: string; errors?: { message: string }[] };
    return { ok: res.ok, message: json.errors?.map((e) => e.message).join(", ") || json.message || (res.ok ? "Done" : "Something went wrong") };
  } catch {
    return { ok: false, message: "Network error. Please try again." };
  }
}

export function ForgotPasswordForm() {
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const { register, handleSubmit, formState } = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
  });
  return (
    <form noValidate className="space-y-4" onSubmit={handleSubmit(async (v) => setResult(await post("/api/auth/forgot-password", v)))}>
      <div className="space-y-2">
        <Label htmlFor="email">Email</Label>
        <Input id="email" type="email" autoComplete="email" aria-describedby="email-error" {...register("email")} />
        <FieldError id="email-error" message={formState.errors.email?.message} />
      </div>
      {result ? (
        <Alert variant={result.ok ? "default" : "destructive"} role="status">
          <AlertDescription>{result.message}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>Send reset link</Button>
      <p className="text-center text-sm"><Link href="/login" className="underline">Back to sign in</Link></p>
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ResetPasswordFormValues>({ resolver: zodResolver(resetPasswordFormSchema) });
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={handleSubmit(async (v) => {
        const result = await post("/api/auth/reset-password", { token, ...v });
        if (result.ok) window.location.assign("/login?reset=true");
        else setError(result.message);
      })}
    >
      <div className="space-y-2">
        <Label htmlFor="password">New password</Label>
        <Input id="password" type="password" autoComplete="new-password" aria-describedby="password-error" {...register("password")} />
        <FieldError id="password-error" message={formState.errors.password?.message} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="confirmPassword">Confirm new password</Label>
        <Input id="confirmPassword" type="password" autoComplete="new-password" aria-describedby="confirm-error" {...register("confirmPassword")} />
        <FieldError id="confirm-error" message={formState.errors.confirmPassword?.message} />
      </div>
      {error ? (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>Set new password</Button>
    </form>
  );
}
