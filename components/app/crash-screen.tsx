"use client";
// The crash fallback ('Something went wrong'): title, subtitle, collapsible details, Reload Page.
// The root error boundaries load on every page (the landing included), so this stays tiny: a
// native <details> rather than a radix Collapsible, and the button's classes without tailwind-merge.
import { ChevronDownIcon, TriangleAlertIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";

export function CrashScreen({ error }: { error: Error & { digest?: string } }) {
  const details = [error.message, error.digest ? `Digest: ${error.digest}` : ""].filter(Boolean).join("\n");
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div role="alert" className="w-full max-w-lg space-y-4 rounded-xl border bg-card p-6 shadow-sm">
        <div className="flex items-center gap-3">
          <TriangleAlertIcon className="size-6 text-destructive" aria-hidden />
          <div>
            <h1 className="text-xl font-semibold">Something went wrong</h1>
            <p className="text-sm text-muted-foreground">The application encountered an error</p>
          </div>
        </div>
        <details className="group">
          <summary className="flex w-fit cursor-pointer list-none items-center gap-1 text-sm font-medium underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
            Error details <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" aria-hidden />
          </summary>
          <pre className="mt-2 max-h-48 overflow-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap">
            {details || "No details available"}
          </pre>
        </details>
        <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
          Reload Page
        </button>
      </div>
    </main>
  );
}
