import { Spinner } from "@/components/ui/spinner";

/** Full-screen 'Loading...' spinner (shown while auth or a page loads). */
export function LoadingScreen() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-3">
      <Spinner className="size-8 text-primary" />
      <p className="text-sm text-muted-foreground">Loading...</p>
    </div>
  );
}
