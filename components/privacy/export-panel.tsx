"use client";
// /privacy/export: downloads GET /api/gdpr/export as the dated JSON file the server names.
import { DownloadIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { apiRequest, serverMessage, httpStatus } from "@/lib/client/api";
import { useGoToLogin } from "./go-to-login";

export const EXPORT_FAILED = "Failed to export your data. Please try again.";

export function fileNameFrom(disposition: string | null, now = new Date()): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? "");
  return match?.[1] ?? `trendscript-data-export-${now.toISOString().slice(0, 10)}.json`;
}

export function ExportPanel() {
  const goToLogin = useGoToLogin("/privacy/export");
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  async function download() {
    setPending(true);
    try {
      const res = await apiRequest("GET", "/api/gdpr/export");
      const name = fileNameFrom(res.headers.get("content-disposition"));
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement("a");
      a.href = url;
      a.download = name;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setDone(name);
      toast.success("Export Complete", { description: `Your data was downloaded as ${name}.` });
    } catch (err) {
      if (httpStatus(err) === 401) return goToLogin();
      // The monthly limit explains itself; anything else gets the product's message.
      toast.error("Export Failed", {
        description: httpStatus(err) === 429 ? serverMessage(err, EXPORT_FAILED) : EXPORT_FAILED,
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="grid gap-4">
      <Button type="button" size="lg" className="justify-self-start" onClick={download} disabled={pending}>
        <DownloadIcon aria-hidden="true" />
        {pending ? "Preparing your export..." : "Export My Data"}
      </Button>
      <p className="text-sm text-muted-foreground" role="status">
        {done ? `Downloaded ${done}.` : "You can export your data up to 5 times a month."}
      </p>
    </div>
  );
}
