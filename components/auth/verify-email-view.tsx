"use client";
// Verify email: loading -> success (to /login?verified=true after 3 s) or
// error; no token in the address -> pending.
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ResendVerification } from "./resend-verification";
import { answerMessage, apiJson } from "@/lib/client/api";

type State =
  { kind: "pending" } | { kind: "loading" } | { kind: "success"; message: string } | { kind: "error"; message: string };

export const VERIFIED_REDIRECT_MS = 3000;

export function VerifyEmailView({ token }: { token: string | null }) {
  const [state, setState] = useState<State>(token ? { kind: "loading" } : { kind: "pending" });
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true; // a token works once: never send it twice (React strict mode runs effects twice)
    (async () => {
      try {
        const body = await apiJson<{ message?: string }>("POST", "/api/verify-email", { token });
        setState({ kind: "success", message: body.message || "Email verified successfully!" });
        setTimeout(() => window.location.assign("/login?verified=true"), VERIFIED_REDIRECT_MS);
      } catch (err) {
        setState({
          kind: "error",
          message: answerMessage(err, "Email verification failed. The link may be expired or invalid."),
        });
      }
    })();
  }, [token]);

  if (state.kind === "loading") {
    return (
      <div className="flex items-center gap-3">
        <Spinner label="Verifying your email..." /> <span>Verifying your email...</span>
      </div>
    );
  }
  if (state.kind === "success") {
    return (
      <Alert role="status">
        <AlertTitle>Email verified</AlertTitle>
        <AlertDescription>{state.message} Taking you to sign in...</AlertDescription>
      </Alert>
    );
  }
  if (state.kind === "error") {
    return (
      <div className="space-y-4">
        <Alert variant="destructive">
          <AlertTitle>Verification failed</AlertTitle>
          <AlertDescription>{state.message}</AlertDescription>
        </Alert>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link href="/signup">Register Again</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/support">Contact Support</Link>
          </Button>
        </div>
        <ResendVerification />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <Alert role="status">
        <AlertTitle>Check your inbox</AlertTitle>
        <AlertDescription>Please check your email for a verification link.</AlertDescription>
      </Alert>
      <ResendVerification />
    </div>
  );
}
