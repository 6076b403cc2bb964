// One look for every health, model and email status on the admin screen.
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

const STYLES: Record<string, string> = {
  healthy: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200",
  active: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200",
  sent: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200",
  degraded: "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200",
  logged: "bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-200",
  queued: "bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-200",
  down: "bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200",
  error: "bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200",
  failed: "bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200",
};

const LABELS: Record<string, string> = { not_configured: "not configured" };

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const style = Object.hasOwn(STYLES, status) ? STYLES[status] : "bg-muted text-muted-foreground";
  return (
    <Badge variant="outline" className={cn("border-transparent", style, className)}>
      {Object.hasOwn(LABELS, status) ? LABELS[status] : status}
    </Badge>
  );
}
