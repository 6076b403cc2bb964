"use client";
// The unsubscribe page's button: POST /api/brief/unsubscribe with the link's signed token.
import Link from "next/link";
import { useMutation } from "@tanstack/react-query";
import { CheckCircle2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { apiJson, serverMessage } from "@/lib/client/api";

export function UnsubscribeConfirm({ token }: { token: string }) {
  const unsubscribe = useMutation({
    mutationFn: () =>
      apiJson<{ success: boolean; message: string }>(
        "POST",
        `/api/brief/unsubscribe?token=${encodeURIComponent(token)}`,
      ),
  });
  if (unsubscribe.isSuccess) {
    return (
      <div role="status" className="mt-6 space-y-3">
        <p className="flex items-center gap-2 text-lg font-medium">
          <CheckCircle2Icon className="size-5 text-green-700" aria-hidden />
          {unsubscribe.data.message}
        </p>
        <p className="text-muted-foreground">
          Changed your mind? Turn the email back on in{" "}
          <Link href="/settings#daily-brief" className="underline underline-offset-2">
            Settings
          </Link>
          .
        </p>
      </div>
    );
  }
  return (
    <div className="mt-4 space-y-4">
      <p className="text-muted-foreground">
        You&apos;ll stop getting the daily brief email. The niches you follow and their briefs in the app stay as they
        are.
      </p>
      <Button type="button" onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
        {unsubscribe.isPending ? "Unsubscribing..." : "Unsubscribe"}
      </Button>
      {unsubscribe.isError && (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(unsubscribe.error, "Something went wrong. Please try again.")}
        </p>
      )}
    </div>
  );
}
