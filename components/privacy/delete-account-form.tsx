"use client";
// /privacy/delete: typed confirmation (exactly DELETE_MY_ACCOUNT) plus an acknowledgement; the
// button is enabled only when both hold, and a submit by Enter re-checks them with the product's
// toasts. After success the account is gone: the visitor lands on / after 3 s.
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiJson, serverMessage, httpStatus } from "@/lib/client/api";
import { DELETE_MISMATCH, DELETE_WORD } from "@/lib/schemas/gdpr";
import { useGoToLogin } from "./go-to-login";

export const DELETION_FAILED = "Failed to delete your account. Please try again or contact support.";
export const ACK_REQUIRED = "Please acknowledge that you understand this action is permanent";
export const REDIRECT_AFTER_MS = 3000;

export function DeleteAccountForm() {
  const ids = useId();
  const queryClient = useQueryClient();
  const router = useRouter();
  const goToLogin = useGoToLogin("/privacy/delete");
  const [typed, setTyped] = useState("");
  const [ack, setAck] = useState(false);
  const [pending, setPending] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const matches = typed === DELETE_WORD;

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (pending || deleted) return;
    if (!matches) {
      toast.error("Confirmation Required", { description: DELETE_MISMATCH });
      return;
    }
    if (!ack) {
      toast.error("Acknowledgment Required", { description: ACK_REQUIRED });
      return;
    }
    setPending(true);
    try {
      await apiJson("DELETE", "/api/gdpr/delete-account", { confirmDeletion: typed });
      setDeleted(true);
      queryClient.clear();
      toast.success("Account Deleted", {
        description: "Your account and data have been permanently deleted. Redirecting...",
      });
      setTimeout(() => router.replace("/"), REDIRECT_AFTER_MS);
    } catch (err) {
      if (httpStatus(err) === 401) return goToLogin();
      const status = httpStatus(err);
      // Refusals with a reason (designated admin, payment provider down) show it.
      const known = status === 403 || status === 502 || status === 503;
      toast.error("Deletion Failed", { description: known ? serverMessage(err, DELETION_FAILED) : DELETION_FAILED });
    } finally {
      setPending(false);
    }
  }

  if (deleted) {
    return (
      <div role="status" className="rounded-lg border bg-card p-6">
        <h2 className="text-lg font-semibold">Your account has been deleted</h2>
        <p className="mt-2 text-muted-foreground">Thank you for using TrendScript. Taking you to the home page...</p>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-confirm`}>
          Type <code className="rounded bg-muted px-1.5 py-0.5 font-mono">{DELETE_WORD}</code> to confirm
        </Label>
        <Input
          id={`${ids}-confirm`}
          value={typed}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={typed.length > 0 && !matches}
          aria-describedby={`${ids}-hint`}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            // The disabled button blocks implicit submission; Enter still re-checks, with the toasts.
            if (e.key === "Enter") {
              e.preventDefault();
              void submit();
            }
          }}
        />
        <p
          id={`${ids}-hint`}
          className={typed && !matches ? "text-sm text-destructive" : "text-sm text-muted-foreground"}
        >
          {typed && !matches ? DELETE_MISMATCH : "Case-sensitive, exactly as shown."}
        </p>
      </div>
      <div className="flex items-start gap-3">
        <Checkbox id={`${ids}-ack`} checked={ack} onCheckedChange={(v) => setAck(v === true)} className="mt-0.5" />
        <Label htmlFor={`${ids}-ack`} className="leading-snug font-normal">
          I understand that deleting my account is permanent and cannot be undone.
        </Label>
      </div>
      <Button type="submit" variant="destructive" className="justify-self-start" disabled={!matches || !ack || pending}>
        {pending ? "Deleting..." : "Delete My Account"}
      </Button>
    </form>
  );
}
