"use client";
// Once the page is live the form posts JSON to /api/auth/login; submitted before that (or with
// JavaScript off) it posts itself to signInAction, which signs in the same way.
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { loginFormSchema, type LoginFormValues } from "@/lib/schemas/auth";
import { signInAction } from "@/components/auth/actions";
import { usePostedForm } from "@/lib/client/use-posted-form";
import { EmailField, FormError, LabelledInput } from "@/components/forms/field-error";
import { SocialButtons } from "./social-buttons";
import { answerMessage, apiJson } from "@/lib/client/api";

export function LoginForm({
  notice,
  callbackUrl,
}: {
  notice: { kind: "success" | "error"; text: string } | null;
  callbackUrl: string;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const { posted, formAction, live } = usePostedForm(signInAction);
  const { register, handleSubmit, formState } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: posted?.values?.email ?? "", password: "" },
  });
  const errors = {
    email: formState.errors.email?.message ?? posted?.fields?.email,
    password: formState.errors.password?.message ?? posted?.fields?.password,
  };
  const shownError = serverError ?? (posted && !posted.ok && !errors.email && !errors.password ? posted.message : null);

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const body = await apiJson<{ redirectTo?: string }>("POST", "/api/auth/login", { ...values, callbackUrl });
      // A full navigation, so every server component sees the new session.
      window.location.assign(body.redirectTo || "/");
    } catch (err) {
      setServerError(answerMessage(err, "Login failed"));
    }
  });

  return (
    <div className="space-y-4">
      {notice ? (
        <Alert variant={notice.kind === "error" ? "destructive" : "default"} role="status">
          <AlertDescription>{notice.text}</AlertDescription>
        </Alert>
      ) : null}
      <SocialButtons />
      <form action={formAction} onSubmit={live(submit)} noValidate className="space-y-4">
        <input type="hidden" name="callbackUrl" value={callbackUrl} />
        <EmailField field={register("email")} error={errors.email} defaultValue={posted?.values?.email} />
        <LabelledInput
          id="password"
          label="Password"
          aside={
            <Link href="/auth/forgot-password" className="text-sm underline-offset-4 hover:underline">
              Forgot password?
            </Link>
          }
          type="password"
          autoComplete="current-password"
          error={errors.password}
          {...register("password")}
        />
        <FormError message={shownError} />
        <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Signing in..." : "Sign In"}
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        New here?{" "}
        <Link href="/signup" className="font-medium text-foreground underline">
          Create an account
        </Link>
      </p>
    </div>
  );
}
