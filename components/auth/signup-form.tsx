"use client";
// Sign-up: firstName falls back to the email's local part on the
// server, lastName is sent as 'User', dataProcessingConsent is always true.
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { signupFormSchema, type SignupFormValues } from "@/lib/schemas/auth";
import { FieldError } from "./field-error";
import { SocialButtons } from "./social-buttons";

export function SignupForm() {
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { email: "", password: "", confirmPassword: "", gdprConsent: false, updates: false },
  });
  const { register, handleSubmit, watch, setValue, formState } = form;
  const consent = watch("gdprConsent");

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const optional = values.updates;
    try {
      const res = await fetch("/api/auth/register", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          email: values.email,
          password: values.password,
          confirmPassword: values.confirmPassword,
          firstName: values.email.split("@")[0],
          lastName: "User",
          gdprConsent: true,
          marketingConsent: optional,
          analyticsConsent: optional,
          conversionTrackingConsent: optional,
          dataProcessingConsent: true,
        }),
      });
      const body = (await res.json().catch(() => ({}))) as { message?: string; errors?: { message: string }[] };
      if (!res.ok) {
        setServerError(body.errors?.length ? body.errors.map((e) => e.message).join(", ") : body.message || "Registration failed");
        return;
      }
      router.push("/verify-email");
    } catch {
      setServerError("Network error. Please try again.");
    }
  });

  const e = formState.errors;
  return (
    <div className="space-y-4">
      <SocialButtons />
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor="email">Email</Label>
          <Input id="email" type="email" autoComplete="email" aria-describedby="email-error" {...register("email")} />
          <FieldError id="email-error" message={e.email?.message} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="password">Password</Label>
          <Input id="password" type="password" autoComplete="new-password" aria-describedby="password-error" {...register("password")} />
          <FieldError id="password-error" message={e.password?.message} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="confirmPassword">Confirm Password</Label>
          <Input id="confirmPassword" type="password" autoComplete="new-password" aria-describedby="confirm-error" {...register("confirmPassword")} />
          <FieldError id="confirm-error" message={e.confirmPassword?.message} />
        </div>
        <div className="flex items-start gap-2">
          <Checkbox
            id="gdprConsent"
            checked={consent}
            onCheckedChange={(v) => setValue("gdprConsent", v === true, { shouldValidate: formState.isSubmitted })}
            aria-describedby="consent-error"
          />
          <Label htmlFor="gdprConsent" className="block text-sm font-normal leading-snug">
            I agree to the <Link href="/privacy" className="underline">Privacy Policy</Link> and{" "}
            <Link href="/terms" className="underline">Terms of Service</Link> (required)
          </Label>
        </div>
        <FieldError id="consent-error" message={e.gdprConsent?.message} />
        <div className="flex items-start gap-2">
          <Checkbox id="updates" checked={watch("updates")} onCheckedChange={(v) => setValue("updates", v === true)} />
          <Label htmlFor="updates" className="block text-sm font-normal leading-snug">
            Send me product updates, and allow analytics and ad measurement (optional)
          </Label>
        </div>
        {serverError ? (
          <Alert variant="destructive">
            <AlertDescription>{serverError}</AlertDescription>
          </Alert>
        ) : null}
        <Button type="submit" className="w-full" disabled={!consent || formState.isSubmitting}>
          {formState.isSubmitting ? "Creating account..." : "Create Account"}
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account? <Link href="/login" className="font-medium text-foreground underline">Sign in</Link>
      </p>
    </div>
  );
}
