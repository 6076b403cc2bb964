"use client";
// Sessions tab: look up a checkout session (GET /api/admin/session/{id}) with its verification
// status, and fix a payment disconnect by session id or by email (POST fix-payment-disconnect).
import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2Icon, XCircleIcon } from "lucide-react";
import { toast } from "sonner";
import { FieldError } from "@/components/forms/field-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { SessionLookupDTO } from "@/lib/admin/dto";
import { apiJson } from "@/lib/client/api";
import { SESSION_ID_PATTERN } from "@/lib/schemas/admin";
import { dollars, tierLabel } from "./format";
import { AUDIT_KEY, DASHBOARD_KEY, MONITORING_KEY, toastServerMessage, USERS_KEY } from "./use-admin";

const CHECKS: [keyof SessionLookupDTO["verification_status"], string][] = [
  ["payment_complete", "Payment complete"],
  ["user_found", "User found"],
  ["tier_matches", "Plan matches the purchase"],
  ["needs_manual_fix", "Needs a manual fix"],
];

export function SessionsTab() {
  const queryClient = useQueryClient();
  const [sessionId, setSessionId] = useState("");
  const [idError, setIdError] = useState<string>();
  const [found, setFound] = useState<SessionLookupDTO | null>(null);
  const [fixEmail, setFixEmail] = useState("");
  const [busy, setBusy] = useState<"lookup" | "fix" | "email" | null>(null);

  const lookup = async (id: string, quiet = false) => {
    setBusy("lookup");
    try {
      const res = await apiJson<SessionLookupDTO>("GET", `/api/admin/session/${encodeURIComponent(id)}`);
      setFound(res);
      if (!quiet) toast.success("Session Found", { description: res.session.customer_email ?? res.session.id });
    } catch (err) {
      setFound(null);
      toastServerMessage(err, "Session Not Found", "No checkout session with this id");
    } finally {
      setBusy(null);
    }
  };

  const submitLookup = (e: FormEvent) => {
    e.preventDefault();
    const id = sessionId.trim();
    if (!id) return setIdError("Please enter a session id");
    if (!SESSION_ID_PATTERN.test(id))
      return setIdError("Please enter a valid checkout session id (cs_test_... or cs_live_...)");
    setIdError(undefined);
    void lookup(id);
  };

  const fix = async (body: { sessionId: string } | { email: string }, kind: "fix" | "email") => {
    setBusy(kind);
    try {
      const res = await apiJson<{ success: boolean; message: string }>(
        "POST",
        "/api/admin/fix-payment-disconnect",
        body,
      );
      if (!res.success) {
        toast.error("Fix Failed", { description: res.message || "Failed to fix payment disconnect" });
        return;
      }
      toast.success("Payment Fixed", { description: res.message });
      for (const queryKey of [DASHBOARD_KEY, USERS_KEY, MONITORING_KEY, AUDIT_KEY])
        void queryClient.invalidateQueries({ queryKey });
      if (found) void lookup(found.session.id, true);
    } catch (err) {
      toastServerMessage(err, "Fix Failed", "Failed to fix payment disconnect");
    } finally {
      setBusy((b) => (b === kind ? null : b));
    }
  };

  const s = found?.session;
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>Checkout session lookup</CardTitle>
          <CardDescription>Stripe checkout session ids start with cs_test_ or cs_live_.</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            method="post"
            onSubmit={submitLookup}
            noValidate
            className="flex flex-col gap-2 sm:flex-row sm:items-start"
          >
            <div className="flex-1 space-y-1">
              <Label htmlFor="session-id">Session ID</Label>
              <Input
                id="session-id"
                autoComplete="off"
                placeholder="cs_test_..."
                value={sessionId}
                onChange={(e) => setSessionId(e.target.value)}
                aria-describedby="session-id-error"
              />
              <FieldError id="session-id-error" message={idError} />
            </div>
            <Button type="submit" className="sm:mt-6" disabled={!sessionId.trim() || busy === "lookup"}>
              {busy === "lookup" ? "Looking up..." : "Look Up Session"}
            </Button>
          </form>
        </CardContent>
      </Card>

      {found && s ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle className="break-all text-base">{s.id}</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted-foreground">Payment status</dt>
                <dd>{s.payment_status}</dd>
                <dt className="text-muted-foreground">Amount</dt>
                <dd>{s.amount_total === null ? "-" : dollars(s.amount_total, s.currency ?? "usd")}</dd>
                <dt className="text-muted-foreground">Customer email</dt>
                <dd className="break-all">{s.customer_email ?? "-"}</dd>
                <dt className="text-muted-foreground">Plan bought</dt>
                <dd>{s.subscription_tier ? tierLabel(s.subscription_tier) : "Unknown"}</dd>
                <dt className="text-muted-foreground">Matched user</dt>
                <dd className="break-all">
                  {s.user_match
                    ? `${s.user_match.email} (${tierLabel(s.user_match.current_tier)}, ${s.user_match.subscription_status})`
                    : "No user found"}
                </dd>
              </dl>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Verification status</CardTitle>
            </CardHeader>
            <CardContent className="space-y-3">
              <ul className="space-y-1 text-sm">
                {CHECKS.map(([key, label]) => {
                  const ok = found.verification_status[key];
                  const good = key === "needs_manual_fix" ? !ok : ok;
                  return (
                    <li key={key} className="flex items-center gap-2" data-testid={`check-${key}`}>
                      {good ? (
                        <CheckCircle2Icon aria-hidden="true" className="size-4 text-emerald-600" />
                      ) : (
                        <XCircleIcon aria-hidden="true" className="size-4 text-destructive" />
                      )}
                      {label}: {ok ? "yes" : "no"}
                    </li>
                  );
                })}
              </ul>
              <Button
                onClick={() => fix({ sessionId: s.id }, "fix")}
                disabled={busy === "fix"}
                variant={found.verification_status.needs_manual_fix ? "default" : "outline"}
              >
                {busy === "fix" ? "Fixing..." : "Fix Payment Disconnect"}
              </Button>
            </CardContent>
          </Card>
        </div>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>Manual fix by email</CardTitle>
          <CardDescription>
            Applies the user&apos;s newest paid checkout session to their plan (safe to repeat).
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form
            method="post"
            onSubmit={(e) => {
              e.preventDefault();
              if (fixEmail.trim()) void fix({ email: fixEmail.trim() }, "email");
            }}
            noValidate
            className="flex flex-col gap-2 sm:flex-row sm:items-end"
          >
            <div className="flex-1 space-y-1">
              <Label htmlFor="fix-email">User email</Label>
              <Input
                id="fix-email"
                type="email"
                autoComplete="off"
                value={fixEmail}
                onChange={(e) => setFixEmail(e.target.value)}
              />
            </div>
            <Button type="submit" disabled={!fixEmail.trim() || busy === "email"}>
              {busy === "email" ? "Fixing..." : "Fix by Email"}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
