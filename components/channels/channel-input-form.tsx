"use client";
// The one form a channel is typed into, whether it is the creator's own (connect) or one they watch:
// the same input rules, the same error under the field, and at the plan's limit a toast that leads
// to the plans.
import { useId, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { PlusIcon } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { httpStatus } from "@/lib/client/api";
import { channelError } from "@/lib/client/channels";
import { handleUnauthorized } from "@/lib/client/query-client";
import { CHANNEL_INPUT_MAX } from "@/lib/schemas/channels";
import type { ChannelDTO } from "@/lib/channels/types";

type Send = {
  mutate: (
    channel: string,
    handlers: { onSuccess: (data: { channel: ChannelDTO }) => void; onError: (err: unknown) => void },
  ) => void;
  isPending: boolean;
};

export function ChannelInputForm({
  send,
  formLabel,
  inputLabel,
  placeholder,
  submitLabel,
  pendingLabel,
  failMessage,
  limitTitle,
  onAdded,
}: {
  send: Send;
  formLabel: string;
  inputLabel: string;
  placeholder: string;
  submitLabel: string;
  pendingLabel: string;
  failMessage: string;
  limitTitle: string;
  onAdded: (channel: ChannelDTO) => void;
}) {
  const id = useId();
  const router = useRouter();
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const value = typed.trim();
    if (!value) return;
    setError(null);
    send.mutate(value, {
      onSuccess: ({ channel }) => {
        setTyped("");
        onAdded(channel);
      },
      onError: (err) => {
        if (handleUnauthorized(err)) return;
        const message = channelError(err, failMessage);
        setError(message);
        if (httpStatus(err) === 403)
          toast.error(limitTitle, {
            description: message,
            action: { label: "See plans", onClick: () => router.push("/pricing") },
          });
      },
    });
  };

  return (
    <form method="post" onSubmit={onSubmit} className="space-y-1" aria-label={formLabel}>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-channel`} className="sr-only">
          {inputLabel}
        </label>
        <Input
          id={`${id}-channel`}
          value={typed}
          maxLength={CHANNEL_INPUT_MAX}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="sm:max-w-md"
        />
        <Button type="submit" disabled={send.isPending || !typed.trim()}>
          <PlusIcon aria-hidden />
          {send.isPending ? pendingLabel : submitLabel}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </form>
  );
}
