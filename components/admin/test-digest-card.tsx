"use client";
// Email Support tab: send yourself today's daily-brief digest (your followed niches, or Fitness).
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { apiJson } from "@/lib/client/api";
import { handleUnauthorized } from "@/lib/client/query-client";
import { EMAIL_STATUS_KEY } from "./use-admin";

export function TestDigestCard() {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const res = await apiJson<{ success: boolean; error?: string; message: string }>(
        "POST",
        "/api/admin/test-digest",
      );
      if (res.success) toast.success("Test Digest Sent", { description: res.message });
      else toast.error("Test Digest Failed", { description: res.error || "Sending the test digest failed" });
    } catch (err) {
      if (!handleUnauthorized(err)) toast.error("Test Digest Error", { description: "Failed to send the test digest" });
    } finally {
      setSending(false);
      void queryClient.invalidateQueries({ queryKey: EMAIL_STATUS_KEY });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Test daily brief digest</CardTitle>
        <CardDescription>
          Sends you today&rsquo;s digest for the niches you follow (Fitness if none), with its unsubscribe headers.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={send} disabled={sending}>
          {sending ? "Sending..." : "Send Test Digest"}
        </Button>
      </CardContent>
    </Card>
  );
}
