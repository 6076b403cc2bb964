"use client";
// On a trend source's API Status card while its provider's refusal of our login holds it: since
// when and why, and the button that resumes it once the credentials are fixed (audited).
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { apiJson } from "@/lib/client/api";
import { dateTime } from "./format";
import { AUDIT_KEY, DASHBOARD_KEY, toastFailure } from "./use-admin";

export function HeldSourceNote({
  source,
  title,
  since,
  why,
}: {
  source: string;
  title: string;
  since: string;
  why: string;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const resume = async () => {
    setBusy(true);
    try {
      await apiJson("POST", "/api/admin/resume-source", { source });
      toast.success("Source Resumed", { description: `${title} logs in again on its next round.` });
      await Promise.all([DASHBOARD_KEY, AUDIT_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    } catch (err) {
      toastFailure(err, "Error", "Failed to resume the source");
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <dt className="inline text-muted-foreground">Paused since: </dt>
      <dd className="inline">
        {dateTime(since)} ({why}){" "}
        <Button size="sm" variant="outline" className="mt-1" disabled={busy} onClick={resume}>
          Resume {title}
        </Button>
      </dd>
    </div>
  );
}
