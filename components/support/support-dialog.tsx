"use client";
// The Support dialog. Works for guests (email shown and required,
// POST /api/support/guest-ticket) and signed-in users (email hidden, POST /api/support/ticket).
// Validation is by toast; the send button is disabled while pending.
import { useMutation } from "@tanstack/react-query";
import { CheckCircle2Icon, LifeBuoyIcon } from "lucide-react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { apiJson, serverMessage } from "@/lib/client/api";
import { useCurrentUser } from "@/lib/client/use-current-user";
import {
  CATEGORY_INFO,
  EMAIL_REQUIRED,
  MESSAGE_MAX,
  MISSING_INFO,
  SUBJECT_MAX,
  SUPPORT_CATEGORIES,
  type SupportCategory,
  type TicketResponseDTO,
} from "@/lib/schemas/support";
import { CountedField } from "./counted-field";

type Draft = { category: SupportCategory; subject: string; message: string; email: string | null };
const EMPTY: Draft = { category: "general", subject: "", message: "", email: null };

export type SupportDialogProps = {
  /** Controlled open state (omit both to let the dialog manage it with `trigger`). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (rendered through DialogTrigger asChild). */
  trigger?: ReactNode;
};

export function SupportDialog({ open, onOpenChange, trigger }: SupportDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const { user, isAuthenticated } = useCurrentUser();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [ticket, setTicket] = useState<TicketResponseDTO | null>(null);
  const ids = useId();
  // Pre-filled when known: the account's address (hidden) or what the guest typed before.
  const email = draft.email ?? user?.email ?? "";
  const paid = Boolean(user && user.subscriptionTier !== "free");

  const send = useMutation({
    mutationFn: (body: Record<string, string>) =>
      apiJson<TicketResponseDTO>("POST", isAuthenticated ? "/api/support/ticket" : "/api/support/guest-ticket", body),
    onSuccess: (res) => {
      if (!res.success) {
        toast.error("Failed to create ticket", { description: res.message || "Please try again later" });
        return;
      }
      setTicket(res);
      toast.success("Support ticket created", { description: `Ticket ID: ${res.ticketId}` });
    },
    onError: (err) =>
      toast.error("Error creating support ticket", { description: serverMessage(err, "Please try again later") }),
  });

  const setOpen = (next: boolean) => {
    if (!next && ticket) reset();
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  function reset() {
    setTicket(null);
    setDraft((d) => ({ ...EMPTY, email: d.email }));
    send.reset();
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (send.isPending) return;
    if (!draft.subject.trim() || !draft.message.trim()) {
      toast.error("Missing information", { description: MISSING_INFO });
      return;
    }
    if (!isAuthenticated && !email.trim()) {
      toast.error("Email required", { description: EMAIL_REQUIRED });
      return;
    }
    const body: Record<string, string> = { subject: draft.subject, message: draft.message, category: draft.category };
    if (!isAuthenticated) body.email = email.trim();
    send.mutate(body);
  }

  const info = CATEGORY_INFO[draft.category];
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {trigger !== undefined && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent showCloseButton={!ticket} className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        {ticket ? (
          <>
            <DialogHeader>
              <DialogTitle className="flex items-center gap-2">
                <CheckCircle2Icon className="size-5 text-green-700" aria-hidden="true" />
                Ticket Created
              </DialogTitle>
              <DialogDescription>{ticket.message}</DialogDescription>
            </DialogHeader>
            <div className="rounded-lg border bg-muted/40 p-4 text-center">
              <p className="text-sm text-muted-foreground">Your ticket ID</p>
              <p className="mt-1 font-mono text-lg font-semibold" data-testid="ticket-id">
                {ticket.ticketId}
              </p>
              <p className="mt-2 text-xs text-muted-foreground">
                Keep it for reference; we have also emailed it to you.
              </p>
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={reset}>
                Submit Another
              </Button>
              <Button type="button" onClick={() => setOpen(false)}>
                Close
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form method="post" onSubmit={submit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle className="flex items-center gap-2">
                <LifeBuoyIcon className="size-5 text-primary" aria-hidden="true" />
                Contact Support
              </DialogTitle>
              <DialogDescription>
                {paid
                  ? "You have priority support: we answer within 2-4 hours."
                  : "Tell us what's going on and we'll reply by email, usually within 24-48 hours."}
              </DialogDescription>
            </DialogHeader>

            <div className="grid gap-2">
              <Label htmlFor={`${ids}-category`}>Category</Label>
              <Select
                name="category"
                value={draft.category}
                onValueChange={(v) => setDraft((d) => ({ ...d, category: v as SupportCategory }))}
              >
                <SelectTrigger id={`${ids}-category`} className="w-full" aria-describedby={`${ids}-eta`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {SUPPORT_CATEGORIES.map((c) => (
                    <SelectItem key={c} value={c}>
                      {CATEGORY_INFO[c].label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <p id={`${ids}-eta`} className="text-xs text-muted-foreground" data-testid="response-time">
                Expected response: {paid ? "2-4 hours (priority support)" : info.response}
              </p>
            </div>

            <CountedField id={`${ids}-subject`} label="Subject" value={draft.subject} max={SUBJECT_MAX}>
              {(describedBy) => (
                <Input
                  id={`${ids}-subject`}
                  value={draft.subject}
                  maxLength={SUBJECT_MAX}
                  aria-required="true"
                  aria-describedby={describedBy}
                  placeholder="Brief summary of your request"
                  onChange={(e) => setDraft((d) => ({ ...d, subject: e.target.value }))}
                />
              )}
            </CountedField>

            <CountedField id={`${ids}-message`} label="Message" value={draft.message} max={MESSAGE_MAX}>
              {(describedBy) => (
                <Textarea
                  id={`${ids}-message`}
                  value={draft.message}
                  maxLength={MESSAGE_MAX}
                  rows={5}
                  aria-required="true"
                  aria-describedby={describedBy}
                  className="field-sizing-fixed max-h-64"
                  placeholder="Describe the issue or question in detail"
                  onChange={(e) => setDraft((d) => ({ ...d, message: e.target.value }))}
                />
              )}
            </CountedField>

            {!isAuthenticated && (
              <div className="grid gap-2">
                <Label htmlFor={`${ids}-email`}>Email</Label>
                <Input
                  id={`${ids}-email`}
                  type="email"
                  autoComplete="email"
                  value={email}
                  maxLength={254}
                  aria-required="true"
                  placeholder="you@example.com"
                  onChange={(e) => setDraft((d) => ({ ...d, email: e.target.value }))}
                />
                <p className="text-xs text-muted-foreground">We&apos;ll send the ticket ID and our answer here.</p>
              </div>
            )}

            <DialogFooter>
              <Button type="submit" disabled={send.isPending}>
                {send.isPending ? "Sending..." : "Send Message"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
