"use client";
// The /support page's ticket form: subject, priority, a 6-row message,
// and an email only for guests. POST /api/support/create-ticket once the page is live; submitted
// before that (or with JavaScript off) it posts itself to createTicketAction, the same endpoint's
// server action.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { CheckCircle2Icon } from "lucide-react";
import { useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { createTicketAction } from "@/components/support/actions";
import { FieldError } from "@/components/forms/field-error";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { apiJson, serverMessage, httpStatus } from "@/lib/client/api";
import { usePostedForm } from "@/lib/client/use-posted-form";
import {
  MESSAGE_MAX,
  PRIORITY_LABELS,
  SUBJECT_MAX,
  SUPPORT_PRIORITIES,
  supportPageFormSchema,
  type SupportPageFormValues,
  type TicketResponseDTO,
} from "@/lib/schemas/support";
import { CountedField } from "./counted-field";

export const PAGE_ERROR = "Failed to create support ticket. Please try again.";

export function SupportPageForm({ signedInEmail }: { signedInEmail: string | null }) {
  const isGuest = !signedInEmail;
  const ids = useId();
  const { posted, formAction, live, dismiss } = usePostedForm(createTicketAction);
  const [ticket, setTicket] = useState<TicketResponseDTO | null>(posted?.ticket ?? null);
  const kept = posted?.values;
  const form = useForm<SupportPageFormValues>({
    resolver: zodResolver(supportPageFormSchema(isGuest)),
    defaultValues: {
      subject: kept?.subject ?? "",
      message: kept?.message ?? "",
      priority: SUPPORT_PRIORITIES.find((p) => p === kept?.priority) ?? "medium",
      email: kept?.email ?? "",
    },
  });
  const { register, control, handleSubmit, formState, reset } = form;
  const subject = useWatch({ control, name: "subject" });
  const message = useWatch({ control, name: "message" });

  const send = useMutation({
    mutationFn: (v: SupportPageFormValues) =>
      apiJson<TicketResponseDTO>("POST", "/api/support/create-ticket", {
        subject: v.subject,
        priority: v.priority,
        message: v.message,
        email: isGuest ? v.email : "",
        userEmail: signedInEmail ?? "",
      }),
    onSuccess: (res) => {
      if (!res.success) {
        toast.error("Error", { description: res.message || PAGE_ERROR });
        return;
      }
      setTicket(res);
      reset();
      toast.success("Support ticket created", { description: `Ticket ID: ${res.ticketId}` });
    },
    onError: (err) => {
      // Validation and rate-limit answers explain themselves; anything else gets the product's text.
      const status = httpStatus(err);
      toast.error("Error", {
        description: status === 400 || status === 429 ? serverMessage(err, PAGE_ERROR) : PAGE_ERROR,
      });
    },
  });

  if (ticket) {
    return (
      <div className="grid gap-4 rounded-xl border bg-card p-6 text-center" role="status">
        <CheckCircle2Icon className="mx-auto size-10 text-green-700" aria-hidden="true" />
        <h3 className="text-lg font-semibold">Ticket Created</h3>
        <p className="text-muted-foreground">{ticket.message}</p>
        <p className="font-mono text-lg font-semibold" data-testid="page-ticket-id">
          {ticket.ticketId}
        </p>
        <Button
          type="button"
          variant="outline"
          className="justify-self-center"
          onClick={() => {
            dismiss();
            setTicket(null);
          }}
        >
          Submit Another Ticket
        </Button>
      </div>
    );
  }

  const submit = handleSubmit((v) => send.mutate(v));
  const fe = formState.errors;
  const err = {
    subject: fe.subject?.message ?? posted?.fields?.subject,
    message: fe.message?.message ?? posted?.fields?.message,
    email: fe.email?.message ?? posted?.fields?.email,
  };
  // A refusal from a submit made before the page was live (rate limit, bad email): the toast's text, in place.
  const refused = posted && !posted.ok && !err.subject && !err.message && !err.email ? posted.message : null;
  return (
    <form action={formAction} onSubmit={live(submit)} noValidate className="grid gap-5">
      <CountedField id={`${ids}-subject`} label="Subject" value={subject} max={SUBJECT_MAX} error={err.subject}>
        {(describedBy) => (
          <Input
            id={`${ids}-subject`}
            maxLength={SUBJECT_MAX}
            aria-required="true"
            aria-invalid={Boolean(err.subject)}
            aria-describedby={describedBy}
            placeholder="Brief summary of your request"
            defaultValue={kept?.subject}
            {...register("subject")}
          />
        )}
      </CountedField>

      <div className="grid gap-2">
        <Label htmlFor={`${ids}-priority`}>Priority</Label>
        <Controller
          control={control}
          name="priority"
          render={({ field }) => (
            <Select name={field.name} value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id={`${ids}-priority`} className="w-full sm:w-64">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {SUPPORT_PRIORITIES.map((p) => (
                  <SelectItem key={p} value={p}>
                    {PRIORITY_LABELS[p]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </div>

      <CountedField id={`${ids}-message`} label="Message" value={message} max={MESSAGE_MAX} error={err.message}>
        {(describedBy) => (
          <Textarea
            id={`${ids}-message`}
            rows={6}
            maxLength={MESSAGE_MAX}
            className="field-sizing-fixed"
            aria-required="true"
            aria-invalid={Boolean(err.message)}
            aria-describedby={describedBy}
            placeholder="Describe the issue or question in detail"
            defaultValue={kept?.message}
            {...register("message")}
          />
        )}
      </CountedField>

      {isGuest && (
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-email`}>Email</Label>
          <Input
            id={`${ids}-email`}
            type="email"
            autoComplete="email"
            maxLength={254}
            aria-required="true"
            aria-invalid={Boolean(err.email)}
            aria-describedby={err.email ? `${ids}-email-error` : undefined}
            placeholder="you@example.com"
            defaultValue={kept?.email}
            {...register("email")}
          />
          <FieldError id={`${ids}-email-error`} message={err.email} />
        </div>
      )}

      {refused ? (
        <p role="alert" className="text-sm text-destructive">
          {refused}
        </p>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={send.isPending}>
        {send.isPending ? "Submitting..." : "Submit Ticket"}
      </Button>
    </form>
  );
}
