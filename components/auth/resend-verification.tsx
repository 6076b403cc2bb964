"use client";
import { useState } from "react";
import { resendVerificationAction } from "@/components/auth/actions";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useHydrated } from "@/lib/client/use-hydrated";
import { usePostedForm } from "@/lib/client/use-posted-form";
import { answerMessage, apiJson } from "@/lib/client/api";

/**
 * Asks for a new verification link (the answer is the same whether or not the account exists).
 * Submitted before the page's script runs, it posts itself to the server action instead.
 */
export function ResendVerification() {
  const { posted, formAction, live } = usePostedForm(resendVerificationAction);
  const hydrated = useHydrated();
  const [email, setEmail] = useState(posted?.values?.email ?? "");
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const shown = message ?? posted?.message ?? null;
  return (
    <form
      action={formAction}
      className="space-y-2"
      onSubmit={live(async (e) => {
        e.preventDefault();
        setPending(true);
        try {
          const body = await apiJson<{ message?: string }>("POST", "/api/auth/resend-verification", { email });
          setMessage(body.message ?? "Please try again later.");
        } catch (err) {
          setMessage(answerMessage(err, "Please try again later."));
        } finally {
          setPending(false);
        }
      })}
    >
      <Label htmlFor="resend-email">Didn&apos;t get it? Send a new link</Label>
      <div className="flex gap-2">
        <Input
          id="resend-email"
          name="email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="you@example.com"
          required
        />
        <Button type="submit" variant="outline" disabled={pending || (hydrated && !email.trim())}>
          Resend
        </Button>
      </div>
      {shown ? (
        <p role="status" className="text-sm text-muted-foreground">
          {shown}
        </p>
      ) : null}
    </form>
  );
}
