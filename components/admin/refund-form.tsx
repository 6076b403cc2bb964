"use client";
// Refunds tab, actions on a found user: refund one charge (reason required, optional amount in
// cents, empty = everything still refundable) and the manual downgrade to free.
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { FieldError } from "@/components/forms/field-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { ChargeDTO } from "@/lib/admin/dto";
import { apiJson } from "@/lib/client/api";
import { REFUND_REASONS, type RefundReason } from "@/lib/schemas/admin";
import { dollars } from "./format";
import { NativeSelect } from "./native-select";
import { toastFailure } from "./use-admin";

const REASON_LABELS: Record<RefundReason, string> = {
  requested_by_customer: "Requested by customer",
  duplicate: "Duplicate charge",
  fraudulent: "Fraudulent",
  subscription_canceled: "Subscription canceled",
};

/** The amount field as the API wants it: null (full refund) or whole cents within the refundable. */
export function parseRefundAmount(raw: string, refundable: number): { amount: number | null; error?: string } {
  const text = raw.trim();
  if (!text) return { amount: null };
  if (!/^\d+$/.test(text)) return { amount: null, error: "Refund amount must be a whole number of cents" };
  const amount = Number(text);
  if (amount <= 0) return { amount: null, error: "Refund amount must be greater than 0" };
  if (amount > refundable)
    return {
      amount: null,
      error: `Refund amount cannot exceed the refundable ${dollars(refundable)} (${refundable} cents)`,
    };
  return { amount };
}

export function RefundForm({ email, charge, onDone }: { email: string; charge: ChargeDTO; onDone: () => void }) {
  const [reason, setReason] = useState<string>("requested_by_customer");
  const [rawAmount, setRawAmount] = useState("");
  const [errors, setErrors] = useState<{ reason?: string; amount?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!(REFUND_REASONS as readonly string[]).includes(reason)) next.reason = "Please select a refund reason";
    const { amount, error } = parseRefundAmount(rawAmount, charge.refundable);
    if (error) next.amount = error;
    setErrors(next);
    if (next.reason || next.amount) {
      toast.error("Refund Failed", { description: next.reason ?? next.amount });
      return;
    }
    setBusy(true);
    try {
      const res = await apiJson<{ refund: { amount: number }; fullyRefunded: boolean }>(
        "POST",
        "/api/admin/process-refund",
        {
          email,
          chargeId: charge.id,
          reason,
          ...(amount !== null ? { amount } : {}),
        },
      );
      toast.success("Refund Processed", {
        description: `${dollars(res.refund.amount, charge.currency)} refunded to ${email}${res.fullyRefunded ? ": fully refunded, plan moved to free" : ": plan kept"}.`,
      });
      setRawAmount("");
      onDone();
    } catch (err) {
      toastFailure(err, "Refund Failed", "Failed to process refund");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Refund charge</CardTitle>
        <CardDescription className="break-all">
          {charge.id}: {dollars(charge.amount, charge.currency)} paid, {dollars(charge.refundable, charge.currency)}{" "}
          refundable
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          method="post"
          onSubmit={submit}
          noValidate
          className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        >
          <div className="space-y-1">
            <Label htmlFor="refund-reason">Reason</Label>
            <NativeSelect
              id="refund-reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-describedby="refund-reason-error"
            >
              <option value="">Select a reason</option>
              {REFUND_REASONS.map((r) => (
                <option key={r} value={r}>
                  {REASON_LABELS[r]}
                </option>
              ))}
            </NativeSelect>
            <FieldError id="refund-reason-error" message={errors.reason} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="refund-amount">Amount in cents (optional)</Label>
            <Input
              id="refund-amount"
              inputMode="numeric"
              placeholder={`Empty = full refund (${charge.refundable})`}
              value={rawAmount}
              onChange={(e) => setRawAmount(e.target.value)}
              aria-describedby="refund-amount-error"
            />
            <FieldError id="refund-amount-error" message={errors.amount} />
          </div>
          <Button type="submit" className="sm:mt-6" variant="destructive" disabled={busy || charge.refundable <= 0}>
            {busy ? "Processing..." : "Process Refund"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

export function DowngradeForm({ email, tier, onDone }: { email: string; tier: string; onDone: () => void }) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setError("Please enter a reason for the downgrade");
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const res = await apiJson<{ message: string }>("POST", "/api/admin/manual-downgrade", { email, reason });
      toast.success("User Downgraded", { description: res.message });
      setReason("");
      onDone();
    } catch (err) {
      toastFailure(err, "Downgrade Failed", "Failed to downgrade user");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Manual downgrade</CardTitle>
        <CardDescription>
          Moves the user to the free plan now and ends any Stripe subscription (no refund is made).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form method="post" onSubmit={submit} noValidate className="space-y-3">
          <div className="space-y-1">
            <Label htmlFor="downgrade-reason">Reason</Label>
            <Textarea
              id="downgrade-reason"
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-describedby="downgrade-reason-error"
            />
            <FieldError id="downgrade-reason-error" message={error} />
          </div>
          <Button type="submit" variant="outline" disabled={busy || tier === "free"}>
            {tier === "free" ? "Already on Free" : busy ? "Downgrading..." : "Downgrade to Free"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
