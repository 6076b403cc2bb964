"use client";
// Sign-up: firstName falls back to the email's local part on the
// server, lastName is sent as 'User', dataProcessingConsent is always true. Once the page is live
// the form posts JSON to /api/auth/register; submitted before that (or with JavaScript off) it
// posts itself to signUpAction, which maps the fields the same way. The boxes are native
// checkboxes so they can be ticked before the script runs.
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { signUpAction } from "@/components/auth/actions";
import { usePostedForm } from "@/lib/client/use-posted-form";
import { useHydrated } from "@/lib/client/use-hydrated";
import { signupFormSchema, type SignupFormValues } from "@/lib/schemas/auth";
import { EmailField, FieldError, FormError, NewPasswordFields } from "@/components/forms/field-error";
import { SocialButtons } from "./social-buttons";
import { answerMessage, apiJson } from "@/lib/client/api";

// A native box styled like the other inputs (accent in the brand colour).
const BOX =
  "mt-0.5 size-4 shrink-0 cursor-pointer rounded-[4px] border border-input accent-primary focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

export function SignupForm() {
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  const { posted, formAction, live } = usePostedForm(signUpAction);
  const hydrated = useHydrated();
  const form = useForm<SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: {
      email: posted?.values?.email ?? "",
      password: "",
      confirmPassword: "",
      gdprConsent: false,
      updates: false,
    },
  });
  const { register, handleSubmit, watch, formState } = form;
  const consent = watch("gdprConsent");

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const optional = values.updates;
    try {
      await apiJson("POST", "/api/auth/register", {
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
      });
      router.push("/verify-email");
    } catch (err) {
      setServerError(answerMessage(err, "Registration failed"));
    }
  });

  const fe = formState.errors;
  const e = {
    email: fe.email?.message ?? posted?.fields?.email,
    password: fe.password?.message ?? posted?.fields?.password,
    confirmPassword: fe.confirmPassword?.message ?? posted?.fields?.confirmPassword,
    gdprConsent: fe.gdprConsent?.message ?? posted?.fields?.gdprConsent,
  };
  const shownError = serverError ?? (posted && !posted.ok && !Object.values(e).some(Boolean) ? posted.message : null);
  return (
    <div className="space-y-4">
      <SocialButtons />
      <form action={formAction} onSubmit={live(submit)} noValidate className="space-y-4">
        <EmailField field={register("email")} error={e.email} defaultValue={posted?.values?.email} />
        <NewPasswordFields
          labels={{ password: "Password", confirm: "Confirm Password" }}
          password={register("password")}
          confirm={register("confirmPassword")}
          errors={e}
        />
        <div className="flex items-start gap-2">
          <input
            id="gdprConsent"
            type="checkbox"
            className={BOX}
            aria-describedby="consent-error"
            {...register("gdprConsent")}
          />
          <Label htmlFor="gdprConsent" className="block text-sm font-normal leading-snug">
            I agree to the{" "}
            <Link href="/privacy" className="underline">
              Privacy Policy
            </Link>{" "}
            and{" "}
            <Link href="/terms" className="underline">
              Terms of Service
            </Link>{" "}
            (required)
          </Label>
        </div>
        <FieldError id="consent-error" message={e.gdprConsent} />
        <div className="flex items-start gap-2">
          <input id="updates" type="checkbox" className={BOX} {...register("updates")} />
          <Label htmlFor="updates" className="block text-sm font-normal leading-snug">
            Send me product updates, and allow analytics and ad measurement (optional)
          </Label>
        </div>
        <FormError message={shownError} />
        <Button type="submit" className="w-full" disabled={(hydrated && !consent) || formState.isSubmitting}>
          {formState.isSubmitting ? "Creating account..." : "Create Account"}
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{" "}
        <Link href="/login" className="font-medium text-foreground underline">
          Sign in
        </Link>
      </p>
    </div>
  );
}
